import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS, searchTerm } from './autocomplete-rules';
import { acceptsAmountKey, amountToCents, sanitizeAmount } from './money-rules';
import { checkPhoneConfig, initialPhoneCountry, parseIpCountryReply, phoneMessage, phoneValue } from './phone-rules';
import { cleanTags } from './tag-rules';
import { insertZipPaste, normalizeZipPaste, normalizeZipTyping, zipCodesOf } from './zip-rules';

describe('money and fee inputs take digits and one decimal point', () => {
  it.each([
    ['a digit', '7', '12', true],
    ['a first decimal point', '.', '12', true],
    ['a second decimal point', '.', '12.5', false],
    ['a letter', 'e', '12', false],
    ['a minus sign', '-', '12', false],
    ['Backspace', 'Backspace', '12', true],
    ['Left', 'ArrowLeft', '12', true],
    ['Right', 'ArrowRight', '12', true],
    ['Tab', 'Tab', '12', true],
    ['Delete (not in the allowed list)', 'Delete', '12', false],
  ])('%s', (_what, key, value, accepted) => {
    expect(acceptsAmountKey({ key }, value)).toBe(accepted);
  });

  it('a decimal point may replace the selected one', () => {
    expect(acceptsAmountKey({ key: '.' }, '12.5', [2, 3])).toBe(true);
  });

  it.each([
    ['250', '250'],
    ['250.75', '250.75'],
    ['', ''],
    ['25a', '0'],
    ['1.2.3', '0'],
    ['-5', '0'],
  ])('a fee reading %j keeps %j (otherwise reset to 0)', (typed, kept) => {
    expect(sanitizeAmount(typed)).toBe(kept);
  });

  it('reads amounts as cents', () => {
    expect(amountToCents('250')).toBe(25000);
    expect(amountToCents('2500.5')).toBe(250050);
    expect(amountToCents('.')).toBe(0);
  });
});

describe('the zip-code area holds one zip per line', () => {
  it('turns spaces and commas into new lines and drops other characters', () => {
    expect(normalizeZipTyping('60601, 60602 6a0603')).toBe('60601\n\n60602\n60603');
  });

  it('normalises pasted text to one zip per line without blank lines', () => {
    expect(normalizeZipPaste('60601,\n\n 60602;60603 \r\n')).toBe('60601\n60602\n60603');
    expect(insertZipPaste('10001\n', '60601, 60602', [6, 6])).toBe('10001\n60601\n60602');
  });

  it('lists the zips it holds', () => {
    expect(zipCodesOf('60601\n\n60602\n')).toEqual(['60601', '60602']);
  });
});

describe('tag input', () => {
  it('ignores blank entries', () => {
    expect(cleanTags(['plumber', '  ', '', ' roofing '])).toEqual(['plumber', 'roofing']);
  });
});

describe('autocomplete', () => {
  it('starts after 3 characters, with a 300 ms debounce', () => {
    expect(searchTerm('ch')).toBeNull();
    expect(searchTerm('  ch ')).toBeNull();
    expect(searchTerm('chi')).toBe('chi');
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(300);
  });
});

describe('phone input', () => {
  it('checks validity per country', () => {
    expect(phoneValue('2015550123', 'US').isValid).toBe(true);
    expect(phoneValue('20155', 'GB').isValid).toBe(false);
    expect(phoneValue('0501234567', 'AE').isValid).toBe(true);
    expect(phoneValue('0501234567', 'US').isValid).toBe(false);
    expect(phoneValue('07400123456', 'GB')).toMatchObject({ isValid: true, e164: '+447400123456', countryCallingCode: '44' });
  });

  it('says "Choose country" for a number typed without a country', () => {
    expect(phoneMessage(phoneValue('2015550123', null), examples)).toEqual({ kind: 'chooseCountry' });
  });

  it('hints "Example:" only while the number is invalid and not empty', () => {
    expect(phoneMessage(phoneValue('', 'US'), examples)).toBeNull();
    expect(phoneMessage(phoneValue('2015550123', 'US'), examples)).toBeNull();
    expect(phoneMessage(phoneValue('201', 'US'), examples)).toEqual({ kind: 'example', example: '(201) 555-0123' });
  });

  it('starts in the US unless told otherwise', () => {
    expect(initialPhoneCountry({}, undefined)).toBe('US');
    expect(initialPhoneCountry({}, 'en-GB')).toBe('GB');
    expect(initialPhoneCountry({ noBrowserLocale: true }, 'en-GB')).toBe('US');
    expect(initialPhoneCountry({ defaultCountry: 'AE' }, 'en-GB')).toBe('AE');
  });

  it('treats a default country with fetch-country or no-browser-locale as a configuration conflict', () => {
    expect(() => checkPhoneConfig({ defaultCountry: 'US', fetchCountry: true })).toThrow();
    expect(() => checkPhoneConfig({ defaultCountry: 'US', noBrowserLocale: true })).toThrow();
    expect(() => checkPhoneConfig({ fetchCountry: true, noBrowserLocale: true })).not.toThrow();
  });

  it('reads the IP lookup reply: 1 means success, characters 3-4 are the country', () => {
    expect(parseIpCountryReply('1;AE;ARE;United Arab Emirates')).toBe('AE');
    expect(() => parseIpCountryReply('0;WRONG INPUT')).toThrow();
    expect(() => parseIpCountryReply('')).toThrow();
  });
});
