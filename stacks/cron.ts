import { pascal, type Manifest } from './manifest';
import type { WorkerQueue } from './queues';

/**
 * Schedules put a message straight on a worker's queue through EventBridge Scheduler: no function
 * runs just to enqueue, and the run inherits the worker's retries, dead-letter queue and alarm.
 * (sst.aws.CronV2 only targets functions and tasks, hence the Scheduler resources directly.)
 */
export function createSchedules(m: Manifest, queues: Record<string, WorkerQueue>) {
  if (!m.schedules.length) return {};
  const targets = m.schedules.map((s) => {
    const q = queues[s.queue];
    if (!q) throw new Error(`schedule ${s.name} targets queue '${s.queue}', which has no worker`);
    return { schedule: s, q };
  });

  const role = new aws.iam.Role('SchedulerRole', {
    assumeRolePolicy: JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Principal: { Service: 'scheduler.amazonaws.com' }, Action: 'sts:AssumeRole' }],
    }),
  });
  // Only the queues schedules feed (and their DLQs, where Scheduler parks a message it could not send).
  new aws.iam.RolePolicy('SchedulerSend', {
    role: role.id,
    policy: $jsonStringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: 'sqs:SendMessage',
          Resource: [...new Set(targets.flatMap(({ q }) => [q.queue.arn, q.dlq.arn]))],
        },
      ],
    }),
  });

  const schedules: Record<string, aws.scheduler.Schedule> = {};
  for (const { schedule, q } of targets) {
    const name = `${pascal(schedule.name)}Schedule`;
    schedules[name] = new aws.scheduler.Schedule(name, {
      scheduleExpression: schedule.expression,
      scheduleExpressionTimezone: schedule.timezone ?? 'UTC',
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: q.queue.arn,
        roleArn: role.arn,
        input: JSON.stringify(schedule.message),
        retryPolicy: { maximumRetryAttempts: 10, maximumEventAgeInSeconds: 3600 },
        deadLetterConfig: { arn: q.dlq.arn },
      },
    });
  }
  return schedules;
}
