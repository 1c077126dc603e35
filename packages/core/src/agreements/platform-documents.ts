import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { requirePermission } from '../roles/permission-gate.js';
import { SETTINGS_UPDATE_FORBIDDEN } from '../settings/general-settings.contract.js';
import { notFound } from '../shared/errors.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { fillPlaceholders } from './agreement-templates.js';
import { DEFAULT_PLATFORM_DOCUMENTS, PLATFORM_DOCUMENT_NAMES, PLATFORM_DOCUMENT_TITLES, type PlatformDocumentName } from './platform-document-texts.js';
import type { PlatformDocument, PlatformDocumentSource, SavePlatformDocument } from './platform-documents.contract.js';
import { sanitizeDocumentHtml } from './sanitize.js';
import { platformDocumentEntity } from './platform-document.entity.js';

const NOT_REGISTERED = 'This domain is not registered on the platform.';
const PAGE_NOT_FOUND = 'The page you are looking for doesn\u2019t exist or has been moved.';

/**
 * A platform document as a visitor of `host` reads it: the text of the host's platform (its root),
 * under the host's brand ({platform_name} is the agency's name on an agency's domain). Public: the
 * documents are what people agree to before they have an account.
 */
export async function readPlatformDocument(host: string, name: PlatformDocumentName): Promise<PlatformDocument> {
  const brand = await resolveDomain(host);
  if (!brand) throw notFound(NOT_REGISTERED);
  const own = (await platformDocumentEntity.get({ rootId: brand.rootId, name }).go()).data;
  const updatedAt = own?.updatedAt ?? null;
  const filled = fillPlaceholders(own?.html ?? DEFAULT_PLATFORM_DOCUMENTS[name], {
    platform_name: brand.name,
    date: (updatedAt ?? '').slice(0, 10) || 'the day the platform opened',
  });
  // Saved texts were sanitised when saved; once more here, as the placeholders were just filled
  // (escaped) and the built-in texts never went through the sanitiser.
  return { name, title: PLATFORM_DOCUMENT_TITLES[name], html: await sanitizeDocumentHtml(filled), brand_name: brand.name, updated_at: updatedAt };
}

/** The root's operators only: everyone else is told the page does not exist (as the settings pages do). */
function assertRootOperator(actor: Actor) {
  if (!isRootOperator(actor)) throw notFound(PAGE_NOT_FOUND);
}

/** The four texts as the root edits them: its own, or the built-in one, placeholders unfilled. */
export async function listPlatformDocuments(actor: Actor): Promise<{ data: PlatformDocumentSource[] }> {
  assertRootOperator(actor);
  const rows = (await platformDocumentEntity.query.byRoot({ rootId: actor.rootId }).go({ pages: 'all' })).data;
  const byName = new Map(rows.map((r) => [r.name, r]));
  return {
    data: PLATFORM_DOCUMENT_NAMES.map((name) => {
      const own = byName.get(name);
      return { name, title: PLATFORM_DOCUMENT_TITLES[name], html: own?.html ?? DEFAULT_PLATFORM_DOCUMENTS[name], customised: Boolean(own), updated_at: own?.updatedAt ?? null };
    }),
  };
}

/**
 * The root saves its text of a document, sanitised now (what is stored is what is shown). Editing
 * the platform's documents is a settings change: it takes the same role right as saving settings.
 */
export async function savePlatformDocument(actor: Actor, input: SavePlatformDocument, ctx: { ip?: string | undefined } = {}, clock: Clock = systemClock) {
  assertRootOperator(actor);
  await requirePermission(actor, 'settingMenuShow_update', SETTINGS_UPDATE_FORBIDDEN);
  const html = await sanitizeDocumentHtml(input.html);
  const updatedAt = clock.now().toISOString();
  // Saved only when the text changes, so a repeated save (or the same save twice at once) is logged once.
  const changed = await platformDocumentEntity.put({ rootId: actor.rootId, name: input.document_name, html, updatedAt, updatedBy: actor.userId })
    .where((a, { notExists, ne }) => `${notExists(a.html)} OR ${ne(a.html, html)}`)
    .go()
    .then(() => true)
    .catch((e: unknown) => {
      if ((e as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException' && !String(e).includes('conditional')) throw e;
      return false;
    });
  const user = changed ? await getUser(actor.rootId, actor.userId) : undefined;
  if (user) {
    await recordAudit(
      { rootId: actor.rootId, companyId: actor.rootId, user, actingUser: actingUserOf(actor), action: 'settings_changed', description: `Updated the ${PLATFORM_DOCUMENT_TITLES[input.document_name]}`, ip: ctx.ip },
      clock,
    );
  }
  return { result: 'success' as const, message: 'The document has been saved.', name: input.document_name, html };
}
