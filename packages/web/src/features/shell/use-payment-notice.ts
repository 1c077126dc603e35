import { notifications } from '@mantine/notifications';
import { paymentNotice, type GuardContext } from '@platform/core/contracts';
import { useEffect } from 'react';
import { tokenIdentity } from '../../lib/auth/session-identity';
import { getAccessToken } from '../../lib/auth/session';
import { useT } from '../../lib/i18n/i18n-context';
import { PAYMENT_NOTICE_KEYS } from './payment-notice-text';

const SHOWN_KEY = 'payment-notice-shown';

/**
 * The persistent danger notice about the payment account or setup (docs/product.md, Menus and pages), shown
 * once per session: a sign-in (or a switch into another user) is a new session; reloads and page moves within
 * it are not.
 */
export function usePaymentNotice(ctx: GuardContext): void {
  const t = useT();
  const sentence = paymentNotice(ctx);
  useEffect(() => {
    if (!sentence) return;
    const session = tokenIdentity(getAccessToken()) ?? 'unknown';
    const shown = `${session}|${sentence}`;
    if (readShown() === shown) return;
    writeShown(shown);
    const key = PAYMENT_NOTICE_KEYS[sentence];
    notifications.show({
      id: 'payment-notice',
      color: 'red',
      title: t('shell.paymentNoticeTitle'),
      message: key ? t(key) : sentence,
      autoClose: false,
    });
  }, [sentence, t]);
}

function readShown(): string | null {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY);
  } catch {
    return null;
  }
}

function writeShown(value: string): void {
  try {
    window.sessionStorage.setItem(SHOWN_KEY, value);
  } catch {
    /* without storage the notice may show again after a reload; never more than once per page */
  }
}
