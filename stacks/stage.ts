/**
 * What differs between stages. Production keeps its data and is protected; every other stage is
 * disposable (its table and bucket go with `sst remove`). Per-deploy settings come from the
 * environment of the `sst deploy` command, so no account-specific value lives in the repository.
 */
export function stageSettings() {
  const production = $app.stage === 'production';
  const domain = process.env.PLATFORM_DOMAIN?.trim().toLowerCase() || undefined;
  return {
    production,
    /** The platform's own domain (a Route 53 hosted zone); agencies get `<sub>.<domain>`. */
    domain,
    /** Agency-owned host names served with CloudFront-managed certificates (see docs/deploy.md). */
    agencyDomains: (process.env.AGENCY_DOMAINS ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    alarmEmail: process.env.ALARM_EMAIL?.trim() || undefined,
    mailFrom: process.env.MAIL_FROM?.trim() || `no-reply@${domain ?? 'example.com'}`,
    /** Long enough to investigate an incident reported late; short enough not to pay for noise. */
    logRetention: production ? ('3 months' as const) : ('1 week' as const),
    logLevel: production ? 'info' : 'debug',
  };
}

export type StageSettings = ReturnType<typeof stageSettings>;
