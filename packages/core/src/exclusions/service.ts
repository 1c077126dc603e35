import type { Actor } from '../access/actor.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { ClientListQuery, ClientUploadFields } from './exclusions.contract.js';
import { campaignList, clientList, clientRouteList, rootList } from './lists.js';
import { listProgress, listUploads } from './progress.js';
import { purgeList } from './purge.js';
import { uploadExclusionFile, type UploadedFile } from './upload.js';

/** The services the exclusion routes call: each resolves the list (and the caller's right to it) first. */

export async function uploadClientExclusions(actor: Actor, fields: ClientUploadFields, file: UploadedFile, clock: Clock = systemClock) {
  const list = await clientRouteList(actor, fields.ClientCompanyID, fields.campaigntype, fields.campaignid);
  return uploadExclusionFile(actor, list, file, clock);
}

export async function clientExclusionProgress(actor: Actor, companyId: string, q: ClientListQuery, clock: Clock = systemClock) {
  return listProgress(await clientRouteList(actor, companyId, q.campaignType, q.campaignId), clock);
}

export async function clientExclusionUploads(actor: Actor, companyId: string, q: ClientListQuery) {
  return listUploads(await clientRouteList(actor, companyId, q.campaignType, q.campaignId));
}

/** DELETE /api/leadspeek/suppressionlist/purge/{ownerId}/{campaignType}: id is the client for 'client', the campaign for 'campaign'. */
export async function purgeClientExclusions(actor: Actor, id: string, campaignType: 'client' | 'campaign', clock: Clock = systemClock) {
  const list = campaignType === 'campaign' ? await campaignList(actor, id) : await clientList(actor, id);
  return purgeList(actor, list, clock);
}

export async function uploadRootOptOut(actor: Actor, companyRootId: string, file: UploadedFile, clock: Clock = systemClock) {
  return uploadExclusionFile(actor, await rootList(actor, companyRootId), file, clock);
}

export async function rootOptOutProgress(actor: Actor, companyRootId: string, clock: Clock = systemClock) {
  return listProgress(await rootList(actor, companyRootId), clock);
}

export async function rootOptOutUploads(actor: Actor, companyRootId: string) {
  return listUploads(await rootList(actor, companyRootId));
}

export async function purgeRootOptOut(actor: Actor, companyRootId: string, clock: Clock = systemClock) {
  return purgeList(actor, await rootList(actor, companyRootId), clock);
}
