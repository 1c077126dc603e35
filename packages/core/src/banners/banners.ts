import { createHash } from 'node:crypto';
import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { readableClient, readableScope, type ClientScope } from '../campaigns/campaign-access.js';
import { getUser } from '../identity/users.js';
import type { User } from '../identity/user.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { deleteObject, getObjectBytes, headObject, presignedImageGet, putObject } from '../platform/storage.js';
import { checkUpload } from '../platform/upload-check.js';
import { permits } from '../roles/permits.js';
import { permissionsOfUser } from '../roles/roles.js';
import { conflict, forbidden, notFound, validationError } from '../shared/errors.js';
import { imageUploadTarget } from '../shared/image-upload.js';
import { getCompany } from '../tenancy/companies.js';
import { publicUrl } from '../tenancy/public-url.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { getConfig } from '../platform/config.js';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  bannerColorsSchema,
  bannerSize,
  type BannerDetail,
  type BannerImageType,
  type BannerSizeId,
  type BannerSummary,
  type BannerTemplateId,
  type StartBannerCreate,
} from './banner.contract.js';
import { bannerNameKey, type Banner } from './banner.entity.js';
import { bannerSnippet } from './banner-snippet.js';
import { createWriteTransaction } from 'electrodb';
import { bannerEntity, bannerNameClaimEntity } from './banner.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/**
 * Ads Design (docs/decisions.md, "Ads design"): an agency's team designs banners for its clients.
 * The Ads Design role flags (enable to see, create, update, delete) hold here, whatever the page
 * hides; a banner of a client outside the caller's tree is the same 404 as a missing one.
 */
export const BANNER_NOT_FOUND = 'Banner not found.';
const NAME_TAKEN = 'This client already has a banner with that name.';
const IMAGE_REFUSED = 'Upload the picture again: the file was not found or is not a PNG, JPEG or GIF image of at most 2 MB.';
/** Bumped when the layout or the renderer changes, so a re-save draws the banner again. */
const RENDER_VERSION = '1';

type Need = 'read' | 'create' | 'update' | 'delete';
const FLAG: Record<Need, string> = { read: 'menuAdsDesign', create: 'menuAdsDesign_create', update: 'menuAdsDesign_update', delete: 'menuAdsDesign_delete' };

/** The picture folder of one client: uploads land here, and a banner names one of its files. */
const uploadFolder = (clientId: string) => `banner-uploads/${clientId}/`;
/** The rendered files of one banner. */
const renderFolder = (bannerId: string) => `banners/${bannerId}/`;

/** Who designs banners: an agency's team and the root's staff, for the agency's clients, as their role allows. */
async function designer(actor: Actor, need: Need): Promise<User> {
  if (actor.userType === 'sales' || actor.userType === 'client') throw forbidden('Ads Design is for the agency’s team.');
  const me = await getUser(actor.rootId, actor.userId);
  if (!me) throw notFound('User not found.');
  if (!permits(await permissionsOfUser(me), FLAG[need])) throw forbidden('Your role does not allow this.');
  return me;
}

/** A client the actor may design for: one of its agency's clients (404 otherwise, as for a missing id). */
async function designClient(actor: Actor, clientId: string, need: Need) {
  const me = await designer(actor, need);
  return { me, scope: await readableClient(actor, clientId) };
}

/** A banner the actor may see (or change, as `need` says); 404 for one outside the caller's tree. */
async function readableBanner(actor: Actor, bannerId: string, need: Need): Promise<{ me: User; scope: ClientScope; banner: Banner }> {
  const me = await designer(actor, need);
  const banner = (await bannerEntity.get({ rootId: actor.rootId, bannerId }).go()).data;
  if (!banner) throw notFound(BANNER_NOT_FOUND);
  const scope = await readableClient(actor, banner.companyId).catch(() => {
    throw notFound(BANNER_NOT_FOUND);
  });
  return { me, scope, banner };
}

/** POST /api/banner/image-upload: where the browser PUTs a picture for a client's banner. */
export async function requestBannerImageUpload(actor: Actor, input: { company_id: string; content_type: BannerImageType; size: number }) {
  const me = await designer(actor, 'read');
  const perms = await permissionsOfUser(me);
  if (!permits(perms, FLAG.create) && !permits(perms, FLAG.update)) throw forbidden('Your role does not allow this.');
  const scope = await readableClient(actor, input.company_id);
  return imageUploadTarget(uploadFolder(scope.client.companyId), input.content_type, input.size);
}

/** The picture a design names: a file of the client's own folder, there, an image of an allowed type and size. */
async function acceptedPicture(clientId: string, key: string | undefined): Promise<{ file: string; contentType: BannerImageType } | undefined> {
  if (!key) return undefined;
  const folder = uploadFolder(clientId);
  const file = key.startsWith(folder) ? key.slice(folder.length) : '';
  const checked = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|gif)$/.test(file) ? await checkUpload(key, { allowed: BANNER_IMAGE_TYPES, maxBytes: BANNER_IMAGE_MAX_BYTES }) : undefined;
  if (!checked) throw validationError(IMAGE_REFUSED, { image_key: [IMAGE_REFUSED] });
  return { file, contentType: checked.contentType as BannerImageType };
}

type Design = Pick<StartBannerCreate, 'size' | 'template' | 'headline' | 'body' | 'cta' | 'colors'>;

/** The same design (words, colours, size, template, picture) always renders to the same file. */
export const designHashOf = (d: Design, imageFile: string | undefined) =>
  createHash('sha256')
    .update(JSON.stringify([RENDER_VERSION, d.size, d.template, d.headline, d.body, d.cta, d.colors.background, d.colors.text, d.colors.button, d.colors.button_text, imageFile ?? '']))
    .digest('hex')
    .slice(0, 40);

/**
 * POST /api/banner/startbannercreate: saves a design (a new banner, or a new design of one) and
 * draws it to PNG. The name is claimed in the same transaction as the banner, so a repeated Save
 * makes one banner; the PNG's file is named by the design, so repeating it draws the same file.
 */
export async function startBannerCreate(actor: Actor, input: StartBannerCreate, ctx: { host: string | undefined }, clock: Clock = systemClock): Promise<BannerDetail> {
  const editing = input.banner_id ? await readableBanner(actor, input.banner_id, 'update') : undefined;
  const { me, scope } = editing ?? (await designClient(actor, input.company_id, 'create'));
  if (editing && editing.banner.companyId !== input.company_id) {
    const msg = 'A banner stays with its client: duplicate it to make one for another client.';
    throw validationError(msg, { company_id: [msg] });
  }
  const { rootId } = actor;
  const clientId = scope.client.companyId;
  const picture = await acceptedPicture(clientId, input.image_key);
  const hash = designHashOf(input, picture?.file);
  const now = clock.now().toISOString();
  const fields = {
    name: input.name,
    size: input.size,
    template: input.template,
    headline: input.headline,
    body: input.body,
    cta: input.cta,
    targetUrl: input.target_url,
    colors: input.colors,
    designHash: hash,
    updatedAt: now,
  };
  const audit = await auditRow(
    { rootId, companyId: clientId, user: me, actingUser: actingUserOf(actor), action: 'banner_changed', description: `${editing ? 'Updated' : 'Added'} banner ${input.name} (${input.size})` },
    clock,
  );
  let bannerId: string;
  let alreadyDrawn = false;
  if (editing) {
    const old = editing.banner;
    bannerId = old.bannerId;
    alreadyDrawn = old.designHash === hash && old.status === 'ready' && old.pngFile === `${hash}.png`;
    const renamed = bannerNameKey(old.name) !== bannerNameKey(input.name);
    const id = bannerId;
    const res = await createWriteTransaction({ banner: bannerEntity, bannerNameClaim: bannerNameClaimEntity, audit: auditEntity }, ({ banner, bannerNameClaim, audit: log }) => [
        (picture
          ? banner.patch({ rootId, bannerId: id }).set({ ...fields, imageFile: picture.file, status: alreadyDrawn ? 'ready' : 'rendering' })
          : banner
              .patch({ rootId, bannerId: id })
              .set({ ...fields, status: alreadyDrawn ? 'ready' : 'rendering' })
              .remove(['imageFile'])
        )
          .where((a, op) => op.exists(a.bannerId))
          .commit(),
        ...(renamed
          ? [bannerNameClaim.delete({ rootId, companyId: clientId, name: bannerNameKey(old.name) }).commit(), bannerNameClaim.create({ rootId, companyId: clientId, name: bannerNameKey(input.name), bannerId: id }).commit()]
          : []),
        log.create(audit).commit(),
      ])
      .go();
    if (res.canceled) {
      const codes = res.data.map((d) => d.code);
      if (codes[0] === 'ConditionalCheckFailed') throw notFound(BANNER_NOT_FOUND);
      throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
    }
  } else {
    bannerId = newId();
    const id = bannerId;
    const res = await createWriteTransaction({ banner: bannerEntity, bannerNameClaim: bannerNameClaimEntity, audit: auditEntity }, ({ banner, bannerNameClaim, audit: log }) => [
        bannerNameClaim.create({ rootId, companyId: clientId, name: bannerNameKey(input.name), bannerId: id }).commit(),
        banner
          .create({ rootId, bannerId: id, agencyId: scope.agency.companyId, companyId: clientId, ...fields, ...(picture ? { imageFile: picture.file } : {}), status: 'rendering', createdByUserId: me.userId, createdAt: now })
          .commit(),
        log.create(audit).commit(),
      ])
      .go();
    if (res.canceled) throw conflict(NAME_TAKEN, { name: [NAME_TAKEN] });
  }
  if (!alreadyDrawn) await drawBanner(rootId, bannerId, hash, { ...input, imageKey: picture ? uploadFolder(clientId) + picture.file : undefined, imageType: picture?.contentType });
  const saved = (await bannerEntity.get({ rootId, bannerId }).go()).data;
  if (!saved) throw notFound(BANNER_NOT_FOUND);
  // The previous design's file, once the banner names the new one (ad servers holding the old
  // address then get a 404, as they would for a deleted banner).
  if (editing?.banner.pngFile && saved.pngFile !== editing.banner.pngFile) await deleteObject(renderFolder(bannerId) + editing.banner.pngFile);
  return detailOf(saved, scope, ctx.host);
}

/**
 * Draws one design to PNG and stores it as `{hash}.png`; the banner becomes ready only if its
 * design is still that one (a newer save draws its own). A drawing that fails leaves the banner
 * marked failed, to be saved again.
 */
export async function drawBanner(rootId: string, bannerId: string, hash: string, d: Design & { imageKey: string | undefined; imageType: BannerImageType | undefined }) {
  let png: Uint8Array;
  try {
    const bytes = d.imageKey ? await getObjectBytes(d.imageKey) : undefined;
    const imageSrc = bytes && d.imageType ? `data:${d.imageType};base64,${Buffer.from(bytes).toString('base64')}` : undefined;
    // The renderer (satori, resvg and the font) loads only here, so no other handler pays for it.
    const { renderBannerPng } = await import('./banner-render.js');
    png = await renderBannerPng({ size: d.size, template: d.template, headline: d.headline, body: d.body, cta: d.cta, colors: d.colors, imageSrc });
  } catch (e) {
    await bannerEntity.patch({ rootId, bannerId })
      .set({ status: 'failed' })
      .where((a, op) => op.eq(a.designHash, hash))
      .go()
      .catch(() => undefined);
    throw e;
  }
  await putObject(`${renderFolder(bannerId)}${hash}.png`, png, 'image/png');
  await bannerEntity.patch({ rootId, bannerId })
    .set({ status: 'ready', pngFile: `${hash}.png` })
    .where((a, op) => op.eq(a.designHash, hash))
    .go()
    .catch((e: unknown) => {
      // A newer design was saved meanwhile: its own drawing finishes it.
      if ((e as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw e;
    });
}

/** POST /api/banner/show: the banner, its design and its files. */
export async function showBanner(actor: Actor, bannerId: string, ctx: { host: string | undefined }): Promise<BannerDetail> {
  const { scope, banner } = await readableBanner(actor, bannerId, 'read');
  return detailOf(banner, scope, ctx.host);
}

/** GET /api/banner/list/{companyId}: an agency's banners (or one client's), newest change first. */
export async function listBanners(actor: Actor, companyId: string, filter: { client_id?: string | undefined; size?: BannerSizeId | undefined }): Promise<{ data: BannerSummary[] }> {
  await designer(actor, 'read');
  const { company, agency } = await readableScope(actor, companyId);
  const onlyClient = company.kind === 'client' ? company.companyId : filter.client_id;
  const rows = (await bannerEntity.query.byAgency({ rootId: actor.rootId, agencyId: agency.companyId }).go({ pages: 'all' })).data.filter(
    (b) => (!onlyClient || b.companyId === onlyClient) && (!filter.size || b.size === filter.size),
  );
  const names = new Map<string, string>();
  await Promise.all([...new Set(rows.map((b) => b.companyId))].map(async (id) => names.set(id, (await getCompany(actor.rootId, id))?.name ?? '')));
  return { data: rows.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((b) => summaryOf(b, names.get(b.companyId) ?? '')) };
}

/** DELETE /api/banner/{bannerId}: the banner, its name and its rendered files (its picture stays with the client's uploads). */
export async function removeBanner(actor: Actor, bannerId: string, clock: Clock = systemClock) {
  const { me, scope, banner } = await readableBanner(actor, bannerId, 'delete');
  const { rootId } = actor;
  const audit = await auditRow(
    { rootId, companyId: banner.companyId, user: me, actingUser: actingUserOf(actor), action: 'banner_changed', description: `Deleted banner ${banner.name} (${banner.size})` },
    clock,
  );
  const res = await createWriteTransaction({ banner: bannerEntity, bannerNameClaim: bannerNameClaimEntity, audit: auditEntity }, ({ banner: b, bannerNameClaim, audit: log }) => [
      // Only while it is still there: a repeated delete answers "not found" and logs nothing.
      b.delete({ rootId, bannerId }).where((a, op) => op.exists(a.bannerId)).commit(),
      bannerNameClaim.delete({ rootId, companyId: scope.client.companyId, name: bannerNameKey(banner.name) }).commit(),
      log.create(audit).commit(),
    ])
    .go();
  if (res.canceled) throw notFound(BANNER_NOT_FOUND);
  if (banner.pngFile) await deleteObject(renderFolder(bannerId) + banner.pngFile);
  return { result: 'success' as const, message: 'Deleted!' };
}

const PNG_FILE = /^[a-f0-9]{40}\.png$/;

/** GET /api/banner/image/{bannerId}/{file}: a short-lived read address of a rendered PNG (public: ad servers load it). */
export async function bannerImageLocation(bannerId: string, file: string): Promise<string | undefined> {
  if (!PNG_FILE.test(file) || !/^[A-Za-z0-9_-]{1,64}$/.test(bannerId)) return undefined;
  const key = renderFolder(bannerId) + file;
  const head = await headObject(key);
  if (!head || head.contentType !== 'image/png' || head.size < 1) return undefined;
  return presignedImageGet(key, 'image/png', 3600);
}

/** GET /api/banner/download/{bannerId}/{kind}: the PNG or the HTML5 snippet as a file. */
export async function downloadBanner(actor: Actor, bannerId: string, kind: 'png' | 'html', ctx: { host: string | undefined }) {
  const { banner } = await readableBanner(actor, bannerId, 'read');
  if (banner.status !== 'ready' || !banner.pngFile) throw notFound('The banner has not been drawn yet. Save it again.');
  const base = `${slug(banner.name)}-${banner.size}`;
  if (kind === 'html') {
    return { file: { filename: `${base}.html`, contentType: 'text/html; charset=utf-8', body: bannerSnippet(banner, await pngAddress(banner, ctx.host)) } };
  }
  const bytes = await getObjectBytes(renderFolder(bannerId) + banner.pngFile);
  if (!bytes) throw notFound('The banner has not been drawn yet. Save it again.');
  return { file: { filename: `${base}.png`, contentType: 'image/png', body: Buffer.from(bytes).toString('base64'), base64: true } };
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'banner';

const pngPath = (b: Banner) => (b.status === 'ready' && b.pngFile ? `/api/banner/image/${b.bannerId}/${b.pngFile}` : null);

/**
 * The PNG's absolute address in the snippet: on the domain the caller is using when it is one of
 * the platform's (an agency's own domain), else the platform's, so a forged Host header cannot put
 * a foreign address in the snippet.
 */
async function pngAddress(b: Banner, host: string | undefined): Promise<string> {
  const claimed = host ? await resolveDomain(host).catch(() => undefined) : undefined;
  return publicUrl(claimed && host ? host : getConfig().BASE_DOMAIN, pngPath(b) ?? '');
}

function summaryOf(b: Banner, clientName: string): BannerSummary {
  const s = bannerSize(b.size as BannerSizeId);
  return {
    banner_id: b.bannerId,
    name: b.name,
    company_id: b.companyId,
    client_name: clientName,
    size: s.id,
    width: s.width,
    height: s.height,
    template: b.template as BannerTemplateId,
    headline: b.headline,
    status: b.status,
    png_url: pngPath(b),
    updated_at: b.updatedAt,
  };
}

async function detailOf(b: Banner, scope: ClientScope, host: string | undefined): Promise<BannerDetail> {
  const imageKey = b.imageFile ? uploadFolder(b.companyId) + b.imageFile : null;
  const imageType = b.imageFile?.endsWith('.png') ? 'image/png' : b.imageFile?.endsWith('.gif') ? 'image/gif' : 'image/jpeg';
  const ready = pngPath(b);
  return {
    banner: {
      ...summaryOf(b, scope.client.name),
      body: b.body ?? '',
      cta: b.cta,
      target_url: b.targetUrl,
      colors: bannerColorsSchema.parse(b.colors),
      image_key: imageKey,
      image_url: imageKey ? await presignedImageGet(imageKey, imageType, 3600) : null,
    },
    files: {
      png_url: ready,
      html_snippet: ready ? bannerSnippet(b, await pngAddress(b, host)) : null,
      png_download: ready ? `/api/banner/download/${b.bannerId}/png` : null,
      html_download: ready ? `/api/banner/download/${b.bannerId}/html` : null,
    },
  };
}
