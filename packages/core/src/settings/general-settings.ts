import type { Actor } from '../access/actor.js';
import { assertConfigPage } from '../access/actor-guard.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { requirePermission } from '../roles/permission-gate.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import { getConfig } from '../platform/config.js';
import { parseMoney } from '../pricing/money.js';
import { notFound, validationError } from '../shared/errors.js';
import { toTF } from '../shared/error.contract.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { SETTINGS_UPDATE_FORBIDDEN, type UpdateGeneralSettings } from './general-settings.contract.js';
import type { z } from 'zod';
import type { logoUploadRequestSchema } from './general-settings.contract.js';
import { acceptedLogoUrl, logoUploadTarget } from './logo.js';
import { changeOwnDomains } from './own-domains.js';
import { assertSmtpPort, smtpTarget } from './smtp-target.js';
import { takeAttempts } from '../identity/throttle.js';
import { companySettingsEntity } from './general-settings.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

/** General settings are a company's own: an agency's staff their agency's, root users the root's. Never sales or clients. */
async function ownCompany(actor: Actor, companyId: string): Promise<Company> {
  assertConfigPage(actor, 'general-setting');
  if (companyId !== actor.companyId) throw notFound('Company not found.');
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'client') throw notFound('Company not found.');
  return company;
}

export async function readCompanySettings(rootId: string, companyId: string) {
  return (await companySettingsEntity.get({ rootId, companyId }).go()).data ?? undefined;
}

/** The root's minimum spend and onboarding defaults, as the setup check reports them. */
export async function rootBillingDefaults(rootId: string) {
  const s = await readCompanySettings(rootId, rootId);
  return {
    minspend_setting: {
      status: toTF(s?.minSpendStatus),
      first_month: (s?.minSpendFirstMonthCents ?? 0) / 100,
      second_month: (s?.minSpendSecondMonthCents ?? 0) / 100,
      monthly: (s?.minSpendMonthlyCents ?? 0) / 100,
    },
    agency_onboarding_status: toTF(s?.onboardingStatus),
    agency_onboarding_price: (s?.onboardingPriceCents ?? 0) / 100,
    agency_enable_coupon: toTF(s?.onboardingEnableCoupon),
  };
}

/** GET /api/configuration/setting/{companyId}. The SMTP password is never sent back. */
export async function getGeneralSettings(actor: Actor, companyId: string) {
  const company = await ownCompany(actor, companyId);
  const s = await readCompanySettings(company.rootId, company.companyId);
  const isRoot = company.kind === 'root';
  return {
    company_name: company.name,
    branding: {
      logo: company.logoUrl ?? null,
      box_bgcolor: company.boxColor ?? null,
      text_color: company.textColor ?? null,
      link_color: company.linkColor ?? null,
      template_bgcolor: company.templateColor ?? null,
      sidebar_bgcolor: company.sidebarColor ?? null,
      font_theme: company.fontTheme ?? null,
    },
    subdomain: company.subdomain ?? null,
    domain: company.customDomain ?? null,
    platform_domain: getConfig().BASE_DOMAIN,
    timezone: company.timezone ?? 'America/Chicago',
    embedded: company.embeddedPlace && company.embeddedCode ? { placeEmbedded: company.embeddedPlace, embeddedcode: company.embeddedCode } : null,
    smtp: {
      enabled: s?.smtpEnabled ?? false,
      host: s?.smtpHost ?? null,
      port: s?.smtpPort ?? null,
      username: s?.smtpUser ?? null,
      has_password: Boolean(s?.smtpPassword),
      from_email: s?.smtpFromEmail ?? null,
      from_name: s?.smtpFromName ?? null,
    },
    ...(isRoot ? await rootBillingDefaults(company.rootId) : {}),
  };
}

const cents = (text: string) => parseMoney(text) ?? 0;

/** The brand colours: their field in the API and their attribute on the company. */
const COLOUR_FIELDS = [
  ['box_bgcolor', 'boxColor'],
  ['text_color', 'textColor'],
  ['link_color', 'linkColor'],
  ['template_bgcolor', 'templateColor'],
  ['sidebar_bgcolor', 'sidebarColor'],
] as const;

/**
 * PUT /api/configuration/setting/{companyId}: the sections given change, the rest stays. Saving
 * needs settingMenuShow_update; minimum spend and onboarding defaults are the root's alone.
 */
export async function updateGeneralSettings(actor: Actor, companyId: string, input: UpdateGeneralSettings, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const company = await ownCompany(actor, companyId);
  const me = await requirePermission(actor, 'settingMenuShow_update', SETTINGS_UPDATE_FORBIDDEN);
  const isRoot = company.kind === 'root';
  if (!isRoot && (input.minspend_setting || input.onboarding)) {
    throw validationError('Only the platform sets minimum spend and onboarding.', {
      ...(input.minspend_setting ? { minspend_setting: ['Only the platform sets minimum spend.'] } : {}),
      ...(input.onboarding ? { onboarding: ['Only the platform sets onboarding.'] } : {}),
    });
  }
  if (input.embedded && company.kind !== 'agency') throw validationError('Embedded code is an agency setting.', { embedded: ['Embedded code is an agency setting.'] });
  const smtp = input.smtp;
  if (smtp?.enabled && (!smtp.host || !smtp.port || !smtp.from_email)) {
    throw validationError('Custom SMTP needs a host, a port and a from address.', { smtp: ['Custom SMTP needs a host, a port and a from address.'] });
  }
  if (smtp?.port !== undefined) assertSmtpPort(smtp.port);

  const b = input.branding;
  // Everything that can be refused is checked before anything is written.
  const uploadedLogo = b?.logo_key ? await acceptedLogoUrl(company.companyId, b.logo_key) : undefined;
  if (input.domains) await changeOwnDomains(company, input.domains);
  const companyPatch = {
    ...(b?.logo !== undefined && b.logo !== '' ? { logoUrl: b.logo } : {}),
    ...(uploadedLogo ? { logoUrl: uploadedLogo } : {}),
    ...(b?.box_bgcolor ? { boxColor: b.box_bgcolor } : {}),
    ...(b?.text_color ? { textColor: b.text_color } : {}),
    ...(b?.link_color ? { linkColor: b.link_color } : {}),
    ...(b?.template_bgcolor ? { templateColor: b.template_bgcolor } : {}),
    ...(b?.sidebar_bgcolor ? { sidebarColor: b.sidebar_bgcolor } : {}),
    ...(b?.font_theme ? { fontTheme: b.font_theme } : {}),
    ...(input.timezone ? { timezone: input.timezone } : {}),
    ...(input.embedded ? { embeddedPlace: input.embedded.placeEmbedded, embeddedCode: input.embedded.embeddedcode } : {}),
  };
  const key = { rootId: company.rootId, companyId: company.companyId };
  if (Object.keys(companyPatch).length) await companyEntity.patch(key).set(companyPatch).go();
  if (input.embedded === null) await companyEntity.patch(key).remove(['embeddedPlace', 'embeddedCode']).go();
  if (b?.logo === '') await companyEntity.patch(key).remove(['logoUrl']).go();
  const clearedColours = COLOUR_FIELDS.filter(([field]) => b?.[field] === null).map(([, attribute]) => attribute);
  if (clearedColours.length) await companyEntity.patch(key).remove(clearedColours).go();
  if (input.smtp === null) {
    await companySettingsEntity.upsert({ ...key, updatedAt: clock.now().toISOString(), smtpEnabled: false })
      .go();
    await companySettingsEntity.patch(key).remove(['smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword', 'smtpFromEmail', 'smtpFromName']).go();
  }
  if (smtp || input.minspend_setting || input.onboarding) {
    await companySettingsEntity.upsert({
        ...key,
        updatedAt: clock.now().toISOString(),
        ...(smtp
          ? {
              smtpEnabled: smtp.enabled,
              ...(smtp.host !== undefined ? { smtpHost: smtp.host } : {}),
              ...(smtp.port !== undefined ? { smtpPort: smtp.port } : {}),
              ...(smtp.username !== undefined ? { smtpUser: smtp.username } : {}),
              ...(smtp.password ? { smtpPassword: smtp.password } : {}),
              ...(smtp.from_email !== undefined ? { smtpFromEmail: smtp.from_email } : {}),
              ...(smtp.from_name !== undefined ? { smtpFromName: smtp.from_name } : {}),
            }
          : {}),
        ...(input.minspend_setting
          ? {
              minSpendStatus: input.minspend_setting.status === 'T',
              minSpendFirstMonthCents: cents(input.minspend_setting.first_month),
              minSpendSecondMonthCents: cents(input.minspend_setting.second_month),
              minSpendMonthlyCents: cents(input.minspend_setting.monthly),
            }
          : {}),
        ...(input.onboarding
          ? {
              onboardingStatus: input.onboarding.agency_onboarding_status === 'T',
              onboardingPriceCents: cents(input.onboarding.agency_onboarding_price),
              onboardingEnableCoupon: input.onboarding.agency_enable_coupon === 'T',
            }
          : {}),
      })
      .go();
  }
  const sections = Object.keys(input).join(', ');
  await recordAudit({ rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'settings_changed', description: `Changed general settings: ${sections}`, ip: ctx.ip }, clock);
  return { result: 'success' as const, message: 'Your settings have been saved.' };
}

/** POST /api/configuration/setting/{companyId}/logo-upload: a presigned PUT for a new logo, for those who may save settings. */
export async function requestLogoUpload(actor: Actor, companyId: string, input: z.infer<typeof logoUploadRequestSchema>) {
  const company = await ownCompany(actor, companyId);
  await requirePermission(actor, 'settingMenuShow_update', SETTINGS_UPDATE_FORBIDDEN);
  return logoUploadTarget(company.companyId, input.content_type, input.size);
}

/** Test e-mails per company in 15 minutes: enough to fix a setting, too few to probe a network. */
const TEST_EMAIL_POLICY = { windowMs: 15 * 60 * 1000, limit: 5 };
const TEST_EMAIL_LIMITED = 'Too many test e-mails. Please wait 15 minutes and try again.';
const SMTP_REFUSED = 'The SMTP server did not accept the e-mail. Check the host, port, security and login, then try again.';

/**
 * POST /api/configuration/setting/{companyId}/test-email: sends a test e-mail through the company's
 * custom SMTP when it is on (so the agency sees its own server work), else through the platform's.
 * Needs the right to save settings, is limited per company, and reaches only SMTP ports of public
 * hosts (smtp-target.ts). A failure answers one generic message; what the server said is logged.
 */
export async function sendTestEmail(actor: Actor, companyId: string, to: string) {
  const company = await ownCompany(actor, companyId);
  await requirePermission(actor, 'settingMenuShow_update', SETTINGS_UPDATE_FORBIDDEN);
  await takeAttempts([{ key: { rootId: company.rootId, scope: 'smtp-test-email', subject: company.companyId }, policy: TEST_EMAIL_POLICY }], TEST_EMAIL_LIMITED);
  const s = await readCompanySettings(company.rootId, company.companyId);
  const subject = `Test e-mail from ${company.name}`;
  const text = `This is a test e-mail from ${company.name}'s settings. If you can read it, e-mail is working.`;
  if (s?.smtpEnabled && s.smtpHost && s.smtpPort && s.smtpFromEmail) {
    const target = await smtpTarget(s.smtpHost, s.smtpPort);
    // Loaded only here, so the handlers that merely read settings stay small.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({
      host: target.address,
      port: s.smtpPort,
      secure: s.smtpPort === 465,
      // Connected by address (checked above), verified against the name the agency gave.
      tls: { servername: target.servername },
      ...(s.smtpUser ? { auth: { user: s.smtpUser, pass: s.smtpPassword ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    try {
      await transport.sendMail({ from: { name: s.smtpFromName ?? company.name, address: s.smtpFromEmail }, to, subject, text });
    } catch (e) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'custom SMTP test e-mail failed', companyId: company.companyId, error: e instanceof Error ? e.message : String(e) }));
      throw validationError(SMTP_REFUSED);
    }
    return { result: 'success' as const, message: `A test e-mail has been sent to ${to} through your SMTP server.`, via: 'custom' as const };
  }
  await mailer().send({ to, subject, text, fromName: company.name });
  return { result: 'success' as const, message: `A test e-mail has been sent to ${to}.`, via: 'platform' as const };
}
