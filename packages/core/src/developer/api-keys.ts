import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { conflict, forbidden, notFound, validationError } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { hashSecret, maskSecret, newApiSecret, newClientId, newSalt } from './api-key-secret.js';
import { apiKeyOf } from './authenticate.js';
import { DEVELOPER_MESSAGES, type CreateUserApiInput, type UserApiAnswer } from './developer.contract.js';
import { API_SCOPES, DEFAULT_API_SCOPES } from './scopes.js';
import { createWriteTransaction } from 'electrodb';
import { developerAgreementEntity } from './developer-agreement.entity.js';
import { apiKeyEntity, companyApiKeyEntity } from './api-key.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/**
 * Keys belong to agencies and clients (a client when its agency turned API mode on for it); the
 * root's own platform has none. Readers: the company's own users, and its ancestors' staff viewing
 * it (the root, a client's agency). Sales never (docs/decisions.md, "Developer API keys and agreement").
 */
export async function keyCompany(actor: Actor, companyId: string): Promise<Company> {
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'root' || !mayAccessCompany(actor, company)) throw notFound('Company not found.');
  if (actor.userType === 'sales') throw forbidden('Sales users cannot view API keys.');
  return company;
}

/** The company's key as the modal shows it: masked, since only the generating answer carries the secret. */
export async function readUserApi(actor: Actor, companyId: string, baseUrl: string): Promise<UserApiAnswer> {
  const company = await keyCompany(actor, companyId);
  const key = await apiKeyOf(actor.rootId, company.companyId);
  if (!key) return { status: 'none', base_url: baseUrl, client_id: null, secret_key: null, secret_shown_once: false, user: null, scopes: [...DEFAULT_API_SCOPES], created_at: null, rotated_at: null };
  return {
    status: 'success',
    base_url: baseUrl,
    client_id: key.clientId,
    secret_key: maskSecret(key.secretLast4),
    secret_shown_once: false,
    user: { id: key.rotatedBy, name: key.rotatedByName },
    scopes: key.scopes,
    created_at: key.createdAt,
    rotated_at: key.rotatedAt,
  };
}

/**
 * Generate: the first creates the company's key; each later one rotates it in place (same client
 * id, new secret and key id), so the old secret stops working the moment this commits. The
 * company's apiKeyGenerated flag (the root's "API Key Generated" filter) and the audit entry are
 * written in the same transaction.
 */
export async function generateUserApi(actor: Actor, input: CreateUserApiInput, baseUrl: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock): Promise<UserApiAnswer> {
  const company = await keyCompany(actor, input.companyID);
  if (actor.companyId !== company.companyId) throw forbidden(DEVELOPER_MESSAGES.notYours);
  if (!company.apiMode) throw forbidden(DEVELOPER_MESSAGES.apiModeOff);
  const [user, agreed] = await Promise.all([
    getUser(actor.rootId, actor.userId),
    developerAgreementEntity.get({ rootId: actor.rootId, companyId: company.companyId, userId: actor.userId }).go(),
  ]);
  if (!user) throw notFound('User not found.');
  if (!agreed.data) throw validationError(DEVELOPER_MESSAGES.agreementMissing, { agree: [DEVELOPER_MESSAGES.agree] });

  const chosen = new Set(input.scopes ?? DEFAULT_API_SCOPES);
  const scopes = API_SCOPES.filter((s) => chosen.has(s));
  const secret = newApiSecret();
  const salt = newSalt();
  const now = clock.now().toISOString();
  const secretFields = { keyId: newId(), secretHash: hashSecret(secret, salt), salt, secretLast4: secret.slice(-4), scopes, rotatedAt: now, rotatedBy: user.userId, rotatedByName: user.name };
  const existing = await apiKeyOf(actor.rootId, company.companyId);
  const audit = await auditRow(
    { rootId: actor.rootId, companyId: company.companyId, user, actingUser: actingUserOf(actor), action: 'api_key_generated', description: `${existing ? 'Rotated' : 'Generated'} the API key of ${company.name} (scopes: ${scopes.join(', ')})`, ip: ctx.ip },
    clock,
  );
  const { rootId, companyId } = company;
  const clientId = existing?.clientId ?? newClientId();
  const res = await createWriteTransaction({ apiKey: apiKeyEntity, companyApiKey: companyApiKeyEntity, company: companyEntity, audit: auditEntity }, ({ apiKey, companyApiKey, company: c, audit: a }) => [
      ...(existing
        ? [apiKey.patch({ clientId }).set(secretFields).where((a, op) => op.eq(a.keyId, existing.keyId)).commit()]
        : [
            companyApiKey.create({ rootId, companyId, clientId }).commit(),
            apiKey.create({ clientId, rootId, companyId, createdAt: now, createdBy: user.userId, ...secretFields }).commit(),
          ]),
      c.patch({ rootId, companyId }).set({ apiKeyGenerated: true }).commit(),
      a.create(audit).commit(),
    ])
    .go();
  // Conditioned on the key this Generate read (or on there being none): when another Generate for
  // the company committed first, its secret is the one in force and this one is refused, so no
  // answer shows a secret that does not work.
  if (res.canceled) throw conflict('The API key was just generated by another request. Please reload and try again.');
  return { status: 'success', base_url: baseUrl, client_id: clientId, secret_key: secret, secret_shown_once: true, user: { id: user.userId, name: user.name }, scopes, created_at: existing?.createdAt ?? now, rotated_at: now };
}
