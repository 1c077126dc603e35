import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { notFound } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import { batchGet } from '../db/batch-get.js';
import { companyGetter, completeChain, getCompanyWithAncestors } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import type { User } from './user.entity.js';
import type { UserData } from './user-data.contract.js';
import { getUser, userGetter } from './users.js';
import { permissionsOfRole, permissionsOfUser, roleGetter } from '../roles/roles.js';
import { NO_PARENT } from '../tenancy/company.entity.js';
import { checkPendingSession, pendingSessionGetter, type PendingActor } from './sessions.js';

type ModuleKey = 'local' | 'locator' | 'enhance' | 'b2b';

/** The modules a company offers, taken from the platform's module list (names and url slugs). */
function modulesOf(root: Company) {
  const map = new Map<ModuleKey, { name: string; url: string }>();
  for (const m of root.modules ?? []) if (m.enabled) map.set(m.key, { name: m.name, url: m.url });
  return map;
}

export function toUserData(user: User, company: Company, parent: Company | undefined, root: Company, actor?: Actor, permissions: Record<string, 'T' | 'F'> | null = null): UserData {
  const modules = modulesOf(root);
  const pair = (k: ModuleKey) => modules.get(k) ?? null;
  const leadspeekTypes = (['local', 'locator'] as const).filter((k) => modules.has(k));
  // Agencies' clients and staff see the agency's connected payment account state.
  const agency = company.kind === 'client' ? parent : company;
  return {
    id: user.userId,
    company_id: user.companyId,
    company_root_id: user.rootId,
    role_id: user.roleId ?? null,
    user_type: user.userType,
    user_type_ori: user.userType,
    systemuser: toTF(user.systemUser),
    rootcomp: toTF(company.kind === 'root'),
    isAccExecutive: toTF(user.isAccExecutive),
    user_permissions: permissions,
    user_permissions_view_mode: null,
    isViewMode: Boolean(actor?.viewModeOriginUserId),
    name: user.name,
    email: user.email,
    phonenum: user.phone ?? null,
    phone_country_code: user.phoneCountryCode ?? null,
    phone_country_calling_code: user.phoneCountryCallingCode ?? null,
    address: user.address ?? null,
    city: user.city ?? null,
    zip: user.zip ?? null,
    country_code: user.countryCode ?? null,
    state_code: user.stateCode ?? null,
    company_name: company.name,
    company_logo: company.logoUrl ?? null,
    companyparentname: parent?.name ?? null,
    companyparentlogo: parent?.logoUrl ?? null,
    company_parent: parent?.companyId ?? null,
    profile_pict: user.profilePicture ?? null,
    box_bgcolor: company.boxColor ?? parent?.boxColor ?? null,
    text_color: company.textColor ?? parent?.textColor ?? null,
    link_color: company.linkColor ?? parent?.linkColor ?? null,
    template_bgcolor: company.templateColor ?? parent?.templateColor ?? null,
    sidebar_bgcolor: company.sidebarColor ?? parent?.sidebarColor ?? null,
    font_theme: company.fontTheme ?? parent?.fontTheme ?? null,
    // The payer's card: a client's own company, an agency's for its staff (the card saved on Card Setting).
    customer_card_id: company.cardPaymentMethodId ?? user.customerCardId ?? null,
    manual_bill: toTF(company.manualBill),
    profile_setup_completed: toTF(user.profileSetupCompleted),
    questionnaire_setup_completed: toTF(user.questionnaireSetupCompleted),
    tours_done: [...(user.toursDone ?? [])],
    menuLeadspeek: leadspeekTypes.length > 0,
    leadspeek_type: leadspeekTypes.join('|'),
    status_acc: agency?.accountStatus ?? '',
    charges_enabled: agency?.chargesEnabled ?? false,
    payouts_enabled: agency?.payoutsEnabled ?? false,
    ip_login: null,
    disable_client_add_campaign: toTF(user.disableClientAddCampaign || (company.kind === 'client' && company.disableClientAddCampaign)),
    leadlocalurl: pair('local')?.url ?? null,
    leadlocalname: pair('local')?.name ?? null,
    leadlocatorurl: pair('locator')?.url ?? null,
    leadlocatorname: pair('locator')?.name ?? null,
    leadenhanceurl: pair('enhance')?.url ?? null,
    leadenhancename: pair('enhance')?.name ?? null,
    leadb2burl: pair('b2b')?.url ?? null,
    leadb2bname: pair('b2b')?.name ?? null,
    permission_active: 'T',
    disabledaddcampaign: toTF(user.disableClientAddCampaign),
    disabledreceivedemail: 'F',
    customercare: 'F',
    defaultAdmin: 'F',
    adminGetNotification: 'F',
    timezone: company.timezone ?? root.timezone ?? 'America/Chicago',
  };
}

/**
 * A user's data as `actor` may see it. Someone outside the actor's reach gets the same 404 as an
 * id that does not exist, so ids of other tenants cannot be probed.
 */
export async function getUserData(actor: Actor, userId: string): Promise<UserData> {
  if (userId === actor.userId) {
    // The caller's own data: the token names the user, company and platform, so one batch read.
    const [user, company, root] = await batchGet([
      userGetter(actor.rootId, actor.userId),
      companyGetter(actor.rootId, actor.companyId),
      companyGetter(actor.rootId, actor.rootId),
    ] as const);
    const chain = await completeChain(company, root);
    if (!user || !chain || user.companyId !== chain.company.companyId) throw notFound('User not found.');
    return toUserData(user, chain.company, chain.parent, chain.root, actor, await permissionsOfUser(user));
  }
  const user = await getUser(actor.rootId, userId);
  if (!user) throw notFound('User not found.');
  const chain = await getCompanyWithAncestors(user.rootId, user.companyId);
  if (!chain || !mayAccessCompany(actor, chain.company, chain.parent)) throw notFound('User not found.');
  return toUserData(user, chain.company, chain.parent, chain.root, undefined, await permissionsOfUser(user));
}

/**
 * GET /api/user: the caller's own data in one BatchGetItem with their session check. The token
 * names user, company and platform, and hints the company's parent (a company never moves) and
 * the user's role; a hint that no longer matches what was read costs one more read, never a wrong
 * answer. A revoked session answers 401 before anything read is used.
 */
export async function getOwnUserData(pending: PendingActor): Promise<UserData> {
  const { claims: me, hints } = pending;
  const parentHint = hints.parentCompanyId && hints.parentCompanyId !== me.rootId ? hints.parentCompanyId : undefined;
  const [session, user, company, root, hintedParent, hintedRole] = await batchGet([
    pendingSessionGetter(pending),
    userGetter(me.rootId, me.userId),
    companyGetter(me.rootId, me.companyId),
    companyGetter(me.rootId, me.rootId),
    parentHint ? companyGetter(me.rootId, parentHint) : undefined,
    hints.roleId ? roleGetter(me.rootId, me.companyId, hints.roleId) : undefined,
  ] as const);
  const actor = checkPendingSession(pending, session);
  if (!user || !company || !root || user.companyId !== company.companyId) throw notFound('User not found.');
  const readParent = parentHint ? hintedParent : undefined;
  const [chain, permissions] = await Promise.all([
    company.parentId === NO_PARENT || company.parentId === root.companyId || company.parentId === readParent?.companyId
      ? { company, parent: company.parentId === NO_PARENT ? undefined : company.parentId === root.companyId ? root : readParent, root }
      : completeChain(company, root),
    user.roleId && user.roleId === hints.roleId ? permissionsOfRole(hintedRole) : permissionsOfUser(user),
  ]);
  if (!chain) throw notFound('User not found.');
  return toUserData(user, chain.company, chain.parent, chain.root, actor, permissions);
}
