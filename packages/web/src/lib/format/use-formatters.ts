import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStoredUser } from '../auth/use-stored-user';
import { domainInfoQueryOptions } from '../branding/domain-info-query';
import { useI18n } from '../i18n/i18n-context';
import { formatDate, formatDateTime, safeTimeZone } from './date';
import { formatCents, formatWholeDollars } from './money';

/**
 * Money and dates as every screen shows them: USD en-US, and times in the company's time zone (the
 * signed-in user's company, else the host's, else America/Chicago), in the interface language.
 */
export function useFormatters() {
  const { language } = useI18n();
  const user = useStoredUser();
  const domain = useQuery(domainInfoQueryOptions(window.location.hostname)).data;
  const timeZone = safeTimeZone(user?.timezone ?? domain?.timezone);
  return useMemo(
    () => ({
      timeZone,
      money: formatCents,
      wholeDollars: formatWholeDollars,
      date: (iso: string) => formatDate(iso, timeZone, language),
      dateTime: (iso: string) => formatDateTime(iso, timeZone, language),
    }),
    [timeZone, language],
  );
}
