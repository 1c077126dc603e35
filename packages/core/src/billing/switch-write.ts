import { auditRow, type AuditInput } from '../audit/record.js';
import type { Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { conflict } from '../shared/errors.js';
import type { Company } from '../tenancy/company.entity.js';
import type { BillingEventType } from './billing-event.entity.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from '../tenancy/company.entity.js';
import { billingEventEntity } from './billing-event.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

type CompanyPatch = ReturnType<(typeof companyEntity)['patch']>;
/** The company attributes a switch sets. */
export type CompanyChange = Parameters<CompanyPatch['set']>[0];
/** The condition on the stored company: the state the change was decided from. */
export type CompanyAttribute = Parameters<ReturnType<CompanyPatch['set']>['remove']>[0][number];
export type CompanyCondition = Parameters<ReturnType<CompanyPatch['set']>['where']>[0];

/** What one switch writes when the company is not yet in the state asked for. */
export interface SwitchChange {
  set: CompanyChange;
  /** Attributes the change clears. */
  remove?: readonly CompanyAttribute[];
  /** Must hold on the stored company, or nothing is written (a concurrent request got there first). */
  expect: CompanyCondition;
  /** The money it moves, for the payments capability to settle (pending billing event). */
  event?: { type: BillingEventType; amountCents?: number };
  /** The user-log line. */
  description: string;
}

export interface SwitchRun {
  /** Reads the company fresh (and checks the actor may change it). */
  load: () => Promise<Company>;
  /** The change to make from this state; null when the company is already in the state asked for. */
  decide: (company: Company) => SwitchChange | null;
  /** Who the log row is for (the actor, or in view mode the viewed user with the root user beside). */
  audit: Omit<AuditInput, 'companyId' | 'rootId' | 'action' | 'description'>;
  clock: Clock;
}

const MAX_TRIES = 4;

/**
 * The write pattern every money or counted change follows (docs/decisions.md, "Writes that move
 * money or count"): the state change conditioned on the state it was decided from, its billing event and
 * its audit row in ONE DynamoDB transaction. A repeat or a concurrent copy of the request fails the
 * condition, re-reads, finds the company already in the state asked for, and answers it without
 * writing anything a second time. Answers the company as it is now.
 */
export async function applySwitch(run: SwitchRun): Promise<{ company: Company; changed: boolean; event?: WrittenEvent }> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const company = await run.load();
    const change = run.decide(company);
    if (!change) return { company, changed: false };
    const written = await writeSwitch(company, change, run);
    if (written) return { company: { ...company, ...change.set } as Company, changed: true, ...(written.event ? { event: written.event } : {}) };
  }
  throw conflict('This setting was being changed at the same time. Please reload and try again.');
}

/** The billing event a switch wrote, for payments/ to settle right after (settleBillingEvent). */
export interface WrittenEvent {
  rootId: string;
  companyId: string;
  eventId: string;
  createdAt: string;
  type: BillingEventType;
  amountCents?: number;
}

async function writeSwitch(company: Company, change: SwitchChange, run: SwitchRun): Promise<{ event?: WrittenEvent } | undefined> {
  const now = run.clock.now();
  const eventId = newId();
  const row = await auditRow({ ...run.audit, rootId: company.rootId, companyId: company.companyId, action: 'billing_changed', description: change.description }, run.clock);
  const key = { rootId: company.rootId, companyId: company.companyId };
  const res = await createWriteTransaction({ company: companyEntity, billingEvent: billingEventEntity, audit: auditEntity }, ({ company: c, billingEvent, audit }) => [
      (change.remove?.length ? c.patch(key).set(change.set).remove([...change.remove]) : c.patch(key).set(change.set)).where(change.expect).commit(),
      ...(change.event
        ? [
            billingEvent
              .create({
                ...key,
                eventId,
                createdAt: now.toISOString(),
                type: change.event.type,
                byUserId: run.audit.user.userId,
                ...(change.event.amountCents !== undefined ? { amountCents: change.event.amountCents } : {}),
              })
              .commit(),
          ]
        : []),
      audit.create(row).commit(),
    ])
    .go();
  if (res.canceled) return undefined;
  if (!change.event) return {};
  return {
    event: { ...key, eventId, createdAt: now.toISOString(), type: change.event.type, ...(change.event.amountCents !== undefined ? { amountCents: change.event.amountCents } : {}) },
  };
}
