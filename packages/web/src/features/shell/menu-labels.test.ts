import { describe, expect, it } from 'vitest';
import { paymentNotice, type GuardContext } from '@platform/core/contracts';
import { en } from '../../lib/i18n/dictionaries/en';
import { translator } from '../../lib/i18n/translate';
import { ar } from '../../lib/i18n/dictionaries/ar';
import { menuLabel } from './menu-labels';
import { PAYMENT_NOTICE_KEYS } from './payment-notice-text';

describe('menu words', () => {
  const english = translator(en);
  const arabic = translator(ar);

  it("keep core's English labels in English", () => {
    expect(menuLabel(english, { key: 'general-setting', label: 'General Settings' })).toBe('General Settings');
    expect(menuLabel(english, { key: 'b2b-campaigns', label: 'Campaign Management' })).toBe('Campaign Management');
  });

  it('translate to Arabic by item key, keeping module names as the tenant named them', () => {
    expect(menuLabel(arabic, { key: 'general-setting', label: 'General Settings' })).toBe('الإعدادات العامة');
    expect(menuLabel(arabic, { key: 'local', label: 'Site ID' })).toBe('Site ID');
    expect(menuLabel(arabic, { key: 'local-dashboard', label: 'Dashboard' })).toBe('لوحة التحكم');
  });

  it('fall back to core’s label for an item the dictionary does not know yet', () => {
    expect(menuLabel(arabic, { key: 'something-new', label: 'Something New' })).toBe('Something New');
  });
});

describe('payment notices have Arabic words', () => {
  it('for every sentence core can say', () => {
    const base = {
      user: { user_type: 'userdownline', systemuser: 'F', customer_card_id: 'c', profile_setup_completed: 'T' },
      setup: { accountconnected: '' },
    } as unknown as GuardContext;
    const variants: GuardContext[] = [];
    for (const user_type of ['client', 'userdownline', 'sales'] as const) {
      for (const accountconnected of ['', 'pending', 'inverification', 'failed', 'completed'] as const) {
        variants.push({ ...base, user: { ...base.user, user_type }, setup: { ...base.setup, accountconnected } } as GuardContext);
      }
    }
    variants.push({ ...base, user: { ...base.user, user_type: 'administrator', customer_card_id: null } } as GuardContext);
    variants.push({ ...base, user: { ...base.user, user_type: 'administrator', profile_setup_completed: 'F' } } as GuardContext);
    const sentences = new Set(variants.map(paymentNotice).filter((s): s is string => Boolean(s)));
    expect(sentences.size).toBeGreaterThanOrEqual(8);
    for (const sentence of sentences) {
      const key = PAYMENT_NOTICE_KEYS[sentence];
      expect(key, sentence).toBeDefined();
      if (key) expect(en[key]).toBe(sentence);
    }
  });
});
