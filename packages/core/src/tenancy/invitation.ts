import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { issuePasswordLink } from '../identity/password-reset.js';
import type { User } from '../identity/user.entity.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import { conflict, notFound } from '../shared/errors.js';
import type { Company } from './company.entity.js';
import { managedCompany } from './company-chain.js';
import { signInHostFor } from './sign-in-host.js';

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const INVITATION_ACCEPTED = 'The owner has already accepted the invitation and chosen a password.';

/** E-mails a new company's owner a link to set their password (valid 7 days, single use). */
export async function sendInvitation(user: User, company: Company, parent: Company | undefined, clock: Clock = systemClock): Promise<void> {
  const host = signInHostFor(company, parent);
  const agency = company.kind === 'client' ? parent : company;
  const brand = agency?.name ?? company.name;
  const link = await issuePasswordLink(user, host, INVITATION_TTL_MS, clock);
  await mailer().send({
    to: user.email,
    fromName: brand,
    subject: `You are invited to ${brand}`,
    text: `Hello ${user.name},\n\nAn account for ${company.name} has been created for you. Choose your password within 7 days with this link (it works once):\n\n${link}\n\nThen sign in at the same site with this e-mail address.`,
  });
}

/** POST /api/configuration/user/resendinvitation: a fresh invitation for the company's owner. */
export async function resendInvitation(actor: Actor, companyId: string, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { company, parent } = await managedCompany(actor, companyId);
  const owner = company.ownerUserId ? await getUser(actor.rootId, company.ownerUserId) : undefined;
  if (!owner) throw notFound('This company has no user to invite.');
  if (!company.ownerInvitationPending) throw conflict(INVITATION_ACCEPTED);
  await sendInvitation(owner, company, parent.kind === 'root' ? undefined : parent, clock);
  const me = await getUser(actor.rootId, actor.userId);
  if (me) {
    await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'invitation_sent', description: `Sent a new invitation to ${owner.email} for ${company.name}`, ip: ctx.ip }, clock);
  }
  return { result: 'success' as const, message: 'The invitation has been sent.' };
}

