import { describe, expect, it } from 'vitest';
import { ar } from './dictionaries/ar';
import { en } from './dictionaries/en';
import { fillTemplate, isMessageKey, translator } from './translate';

describe('translations', () => {
  it('fill {name} markers and leave unknown ones visible', () => {
    expect(fillTemplate('Account menu for {name}', { name: 'Alice' })).toBe('Account menu for Alice');
    expect(fillTemplate('{title}: {missing}', { title: 'A' })).toBe('A: {missing}');
  });

  it("keep the spec's English wording exactly", () => {
    const t = translator(en);
    expect(t('notFound.text')).toBe("The page you are looking for doesn't exist or has been moved.");
    expect(t('shell.stripeActionRequired')).toBe('Action Required: Update your Stripe connected account');
    expect(t('agreement.agree')).toBe('Yes I Agree');
    expect(t('download.error')).toBe('There was an error downloading file.');
    expect(t('phone.chooseCountry')).toBe('Choose country');
  });

  it('give Arabic for every English key, with the same markers', () => {
    for (const key of Object.keys(en)) {
      if (!isMessageKey(key)) throw new Error(key);
      const markers = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(ar[key], key).toBeTruthy();
      expect(markers(ar[key]), key).toEqual(markers(en[key]));
    }
  });

  it('translate to Arabic script, apart from names', () => {
    const arabic = /[\u0600-\u06FF]/;
    for (const [key, value] of Object.entries(ar)) {
      if (key === 'app.language.en') continue;
      expect(arabic.test(value), key).toBe(true);
    }
  });
});
