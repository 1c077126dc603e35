/**
 * WCAG contrast for tenant colours. Agencies pick their colours for their brand, not for
 * legibility, so text drawn on a brand colour is chosen (or nudged) here to stay readable.
 */
const AA_TEXT = 4.5;
export const DARK_TEXT = '#1f2937';
export const LIGHT_TEXT = '#ffffff';

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The tenant's text colour when it reads on the background; otherwise dark or white, whichever reads best. */
export function readableText(background: string, preferred?: string | null): string {
  if (preferred && contrastRatio(preferred, background) >= AA_TEXT) return preferred;
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * The colour itself where it reads on the background, else the nearest shade of it that does
 * (mixed towards black on light backgrounds, towards white on dark ones), for links in brand colour.
 */
export function legibleShade(color: string, background: string): string {
  if (contrastRatio(color, background) >= AA_TEXT) return color;
  const target: Rgb = luminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const from = rgbOf(color);
  for (let step = 1; step <= 20; step++) {
    const mix = step / 20;
    const shade = toHex(from.map((v, i) => v + ((target[i] as number) - v) * mix) as Rgb);
    if (contrastRatio(shade, background) >= AA_TEXT) return shade;
  }
  return readableText(background);
}
