import { createHash } from 'node:crypto';
import type { Actor } from '../access/actor.js';
import { isConditionFailure } from '../db/conditions.js';
import { enqueueFileJob, fileJobAnswer, getFileJob, type FileJobKindHandler } from '../jobs/file-jobs.js';
import type { FileJob } from '../jobs/file-job.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import type { Lead } from './lead.entity.js';
import type { LeadStatus } from './lead-status.js';
import { leadCsvCells, leadRow, leadsCsvHeader } from './lead-view.js';
import { namesOf } from './lead-names.js';
import type { CampaignModule } from '../campaigns/modules.js';
import { fileJobEntity } from '../jobs/file-job.entity.js';
import { leadEntity } from './lead.entity.js';

/** Rows per page of an export: one Query of the campaign's index each. */
const EXPORT_PAGE = 1000;

/** What an export reads, fixed when it is asked for (docs/decisions.md, "Data enrichment and export jobs"). */
export interface LeadExportParams {
  /** A campaign's leads (its lead report), with the names its rows carry... */
  campaignId?: string;
  leadspeekApiId?: string;
  campaignName?: string;
  clientName?: string;
  /** ...or an agency's leads of a module (leads management), of one client when chosen; rows named per lead. */
  agency?: { agencyId: string; module: CampaignModule; clientId?: string };
  /** The range as UTC instants (the client's days, resolved when asked). */
  from: string;
  to: string;
  status?: LeadStatus | undefined;
  /** A client never sees wholesale. */
  wholesale: boolean;
}

/** Whose leads an export reads. */
export type LeadExportSource = { campaign: Campaign; clientName: string } | { agencyId: string; module: CampaignModule; clientId?: string | undefined };

/**
 * A lead download too large for one answer (a campaign's lead report, or leads management):
 * started as a job that writes the CSV to the bucket in pages, newest first as the download would
 * be. The same person asking for the same download the same day gets the same job (a double click
 * starts one), unless that one failed.
 */
export async function startLeadExport(
  actor: Actor,
  input: { rootId: string; companyId: string; source: LeadExportSource; filename: string; range: { from: string; to: string }; status: LeadStatus | undefined; expected: number },
  clock: Clock = systemClock,
) {
  const { source, rootId } = input;
  const now = clock.now().toISOString();
  const scope = 'campaign' in source ? source.campaign.campaignId : [source.agencyId, source.module, source.clientId ?? ''].join(':');
  const seed = [actor.userId, scope, input.range.from, input.range.to, input.status ?? 'all', now.slice(0, 10)].join('|');
  const sameAsk = `exp_${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`;
  const params: LeadExportParams = {
    ...('campaign' in source
      ? { campaignId: source.campaign.campaignId, leadspeekApiId: source.campaign.leadspeekApiId, campaignName: source.campaign.campaignName, clientName: source.clientName }
      : { agency: { agencyId: source.agencyId, module: source.module, ...(source.clientId ? { clientId: source.clientId } : {}) } }),
    from: input.range.from,
    to: input.range.to,
    ...(input.status ? { status: input.status } : {}),
    wholesale: actor.userType !== 'client',
  };
  const create = (jobId: string) =>
    fileJobEntity.create({ rootId, jobId, kind: 'lead_export', companyId: input.companyId, filename: input.filename, status: 'queued', totalRows: input.expected, currentRow: 0, params, createdBy: actor.userId, createdAt: now })
      .go();
  let job: FileJob | undefined;
  try {
    job = (await create(sameAsk)).data as FileJob;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    job = await getFileJob(rootId, sameAsk);
    if (job?.status === 'failed') job = (await create(newId())).data as FileJob;
  }
  if (!job) throw new Error('lead export: the job could not be read back');
  if (job.status === 'queued') await enqueueFileJob(job);
  const message = `This range holds ${input.expected.toLocaleString('en-US')} leads: the file is being prepared. It can be downloaded here when it is ready.`;
  return { status: 202, body: { result: 'export_started', message, job: fileJobAnswer(job) } };
}

/** One page of an agency's leads (leads management's index, the status and agency a filter), named per lead. */
async function agencyPage(rootId: string, p: LeadExportParams & { agency: NonNullable<LeadExportParams['agency']> }, cursor: string | undefined) {
  const lead = leadEntity;
  const { agencyId, module, clientId } = p.agency;
  const q = clientId ? lead.query.byCompany({ rootId, companyId: clientId, module }) : lead.query.byAgency({ rootId, agencyId, module });
  const res = await q
    .between({ receivedAt: p.from }, { receivedAt: p.to })
    .where((a, op) => [op.eq(a.agencyId, agencyId), ...(p.status ? [op.eq(a.status, p.status)] : [])].join(' AND '))
    .go({ order: 'desc', count: EXPORT_PAGE, ...(cursor ? { cursor } : {}) });
  const leads = res.data as Lead[];
  const rowOf = await namesOf(rootId, leads);
  return { rows: leads.map((l) => leadCsvCells(rowOf(l), true)), cursor: res.cursor };
}

/** The export kind of file job: the campaign's date (or status) index, or the agency's, a page of 1,000 at a time, from the checkpoint's cursor. */
export const leadExportJobKind: FileJobKindHandler = {
  header: (job) => leadsCsvHeader((job.params as LeadExportParams).wholesale),
  async page(job, from) {
    const p = job.params as LeadExportParams;
    if (p.agency) {
      const res = await agencyPage(job.rootId, { ...p, agency: p.agency }, from.cursor);
      return { rows: res.rows, cursor: res.cursor ?? undefined, done: !res.cursor || res.rows.length < EXPORT_PAGE };
    }
    const lead = leadEntity;
    const key = { rootId: job.rootId, campaignId: p.campaignId ?? '' };
    const q = p.status ? lead.query.byCampaignStatus({ ...key, status: p.status }) : lead.query.byCampaign(key);
    const res = await q.between({ receivedAt: p.from }, { receivedAt: p.to }).go({ order: 'desc', limit: EXPORT_PAGE, ...(from.cursor ? { cursor: from.cursor } : {}) });
    const campaign = { leadspeekApiId: p.leadspeekApiId ?? '', campaignName: p.campaignName ?? '' };
    const rows = (res.data as Lead[]).map((l) => {
      const row = leadRow(l, campaign, p.clientName);
      return leadCsvCells(p.wholesale ? row : { ...row, wholesale_cents: 0 }, p.wholesale);
    });
    return { rows, cursor: res.cursor ?? undefined, done: !res.cursor || rows.length < EXPORT_PAGE };
  },
};
