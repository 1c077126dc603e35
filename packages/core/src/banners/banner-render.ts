import { bannerLayout, BANNER_FONT_FAMILY, type LayoutInput } from './banner-layout.js';
import { bannerSize } from './banner-values.js';
import { FONT_DATA } from './fonts/font-data.js';
import { BANNER_FONT_FILES } from './fonts/font-files.js';

/**
 * Draws a banner to PNG with no browser: satori lays the shared layout tree out (flexbox, the
 * bundled Inter) into SVG, resvg rasterises it. Loaded only by the services that draw, through a
 * dynamic import, so other handlers never load these libraries (docs/decisions.md, "Ads design").
 */
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;

export async function renderBannerPng(input: LayoutInput): Promise<Uint8Array> {
  const [{ default: satori }, resvg] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  fonts ??= BANNER_FONT_FILES.map((f) => ({ name: BANNER_FONT_FAMILY, data: Buffer.from(FONT_DATA[f.file] ?? '', 'base64'), weight: f.weight, style: 'normal' as const }));
  const { width, height } = bannerSize(input.size);
  const svg = await satori(bannerLayout(input) as unknown as Parameters<typeof satori>[0], { width, height, fonts });
  const Resvg = resvg.Resvg ?? (resvg as unknown as { default: typeof resvg }).default.Resvg;
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
