import regular from '@platform/core/banner-fonts/inter-latin-400-normal.woff?url';
import bold from '@platform/core/banner-fonts/inter-latin-700-normal.woff?url';
import { BANNER_FONT_FAMILY } from '@platform/core/banner-layout';

let added = false;

/**
 * The preview sets words in the very font files the server draws with (bundled in core), so a
 * line breaks at the same word in the page and in the PNG. Added once, when a preview first shows.
 */
export function ensureBannerFont(): void {
  if (added || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  added = true;
  for (const [url, weight] of [
    [regular, '400'],
    [bold, '700'],
  ] as const) {
    const face = new FontFace(BANNER_FONT_FAMILY, `url(${url}) format('woff')`, { weight, style: 'normal' });
    document.fonts.add(face);
    void face.load().catch(() => undefined);
  }
}
