import { workerBaseName } from './manifest';
import type { WorkerQueue } from './queues';
import type { StageSettings } from './stage';

/** Above this share of 5xx responses over 5 minutes (given some traffic), someone is paged. */
export const API_5XX_PERCENT = 1;
/** Below this many requests in 5 minutes the rate is not judged (one failure at 3 a.m. is not 100%). */
export const API_MIN_REQUESTS = 20;

/**
 * Alarms go to one SNS topic (e-mail to ALARM_EMAIL when set; add chat or paging subscriptions
 * there). Two kinds: the API's 5xx rate, which is what users feel, and any message in a
 * dead-letter queue, which is work that will not happen on its own (an import, a wallet top-up).
 */
export function createAlarms(stage: StageSettings, api: sst.aws.ApiGatewayV2, queues: Record<string, WorkerQueue>) {
  const topic = new aws.sns.Topic('Alarms');
  if (stage.alarmEmail) {
    new aws.sns.TopicSubscription('AlarmsEmail', { topic: topic.arn, protocol: 'email', endpoint: stage.alarmEmail });
  }
  const actions = { alarmActions: [topic.arn], okActions: [topic.arn] };
  const apiMetric = (metricName: string) => ({
    namespace: 'AWS/ApiGateway',
    metricName,
    dimensions: { ApiId: api.nodes.api.id },
    period: 300,
    stat: 'Sum',
  });

  const alarms: Record<string, aws.cloudwatch.MetricAlarm> = {};
  alarms.Api5xxRate = new aws.cloudwatch.MetricAlarm('Api5xxRate', {
    alarmDescription: `More than ${API_5XX_PERCENT}% of API requests answered 5xx (at least ${API_MIN_REQUESTS} requests in 5 minutes)`,
    comparisonOperator: 'GreaterThanThreshold',
    threshold: API_5XX_PERCENT,
    evaluationPeriods: 3,
    datapointsToAlarm: 2,
    treatMissingData: 'notBreaching',
    metricQueries: [
      { id: 'errors', metric: apiMetric('5xx'), returnData: false },
      { id: 'requests', metric: apiMetric('Count'), returnData: false },
      {
        id: 'rate',
        expression: `IF(requests >= ${API_MIN_REQUESTS}, 100 * errors / requests, 0)`,
        label: '5xx %',
        returnData: true,
      },
    ],
    ...actions,
  });

  for (const { worker, dlq } of Object.values(queues)) {
    const name = `${workerBaseName(worker.queue)}DlqDepth`;
    alarms[name] = new aws.cloudwatch.MetricAlarm(name, {
      alarmDescription: `Messages of worker ${worker.queue} gave up after ${worker.maxReceiveCount} receives and wait in its dead-letter queue`,
      namespace: 'AWS/SQS',
      metricName: 'ApproximateNumberOfMessagesVisible',
      dimensions: { QueueName: dlq.nodes.queue.name },
      statistic: 'Maximum',
      period: 300,
      evaluationPeriods: 1,
      threshold: 0,
      comparisonOperator: 'GreaterThanThreshold',
      treatMissingData: 'notBreaching',
      ...actions,
    });
  }
  return { topic, alarms };
}
