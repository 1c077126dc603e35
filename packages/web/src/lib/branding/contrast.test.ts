import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, legibleShade, LIGHT_TEXT, readableText } from './contrast';

describe('brand colours stay readable', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it("keeps the tenant's text colour where it reads on the background", () => {
    expect(readableText('#7c2d12', '#ffffff')).toBe('#ffffff');
  });

  it('replaces a text colour that does not read (yellow on white) with dark text', () => {
    expect(readableText('#ffffff', '#ffff00')).toBe(DARK_TEXT);
    expect(readableText('#0b1f3a', '#102030')).toBe(LIGHT_TEXT);
  });

  it('darkens a pale link colour until it reads on a light page', () => {
    const shade = legibleShade('#9acd32', '#ffffff');
    expect(shade).not.toBe('#9acd32');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a dark link colour on the dark theme', () => {
    const shade = legibleShade('#047857', '#242424');
    expect(contrastRatio(shade, '#242424')).toBeGreaterThanOrEqual(4.5);
  });
});
