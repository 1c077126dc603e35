import { IMAGE_CONTENT_TYPES } from '../shared/image.contract.js';

/**
 * Ads Design's sizes, templates, limits and colours, apart from the contract's schemas: the banner
 * snippet, layout and demo banners need only these, and a handler loading them should not build
 * the contract's schemas (docs/decisions.md, Performance budgets).
 */

/** The IAB display sizes ad servers sell most, and one social link-ad size. */
export const BANNER_SIZES = [
  { id: '300x250', width: 300, height: 250, label: 'Medium rectangle' },
  { id: '728x90', width: 728, height: 90, label: 'Leaderboard' },
  { id: '160x600', width: 160, height: 600, label: 'Wide skyscraper' },
  { id: '320x50', width: 320, height: 50, label: 'Mobile banner' },
  { id: '300x600', width: 300, height: 600, label: 'Half page' },
  { id: '1200x628', width: 1200, height: 628, label: 'Social (Facebook, LinkedIn)' },
] as const;
export type BannerSizeId = (typeof BANNER_SIZES)[number]['id'];
export const BANNER_SIZE_IDS = BANNER_SIZES.map((s) => s.id) as [BannerSizeId, ...BannerSizeId[]];
export const bannerSize = (id: BannerSizeId) => BANNER_SIZES.find((s) => s.id === id) ?? BANNER_SIZES[0];
/** "300 × 250 Medium rectangle", as the pickers and the list show a size. */
export const bannerSizeLabel = (id: BannerSizeId) => {
  const s = bannerSize(id);
  return `${s.width} × ${s.height} ${s.label}`;
};

export const BANNER_TEMPLATES = [
  { id: 'classic', label: 'Classic', description: 'Picture above, headline, text and button centred on your colour' },
  { id: 'split', label: 'Split', description: 'Picture on one side, the words on the other' },
  { id: 'spotlight', label: 'Spotlight', description: 'Large headline on a colour band with the picture as a badge' },
] as const;
export type BannerTemplateId = (typeof BANNER_TEMPLATES)[number]['id'];
export const BANNER_TEMPLATE_IDS = BANNER_TEMPLATES.map((t) => t.id) as [BannerTemplateId, ...BannerTemplateId[]];

/** Pictures a banner may carry: raster images only (an SVG can carry script), at most 2 MB. */
export const BANNER_IMAGE_TYPES = IMAGE_CONTENT_TYPES.filter((t) => t !== 'image/webp') as unknown as readonly ['image/png', 'image/jpeg', 'image/gif'];
export type BannerImageType = (typeof BANNER_IMAGE_TYPES)[number];
export const BANNER_IMAGE_MAX_BYTES = 2_000_000;

export const BANNER_LIMITS = { name: 80, headline: 60, body: 150, cta: 25, url: 2048 } as const;

/** A banner's default colours: the agency's brand (General Settings), else the platform's; words always readable. */
export function brandBannerColors(brand: { box_bgcolor?: string | null; link_color?: string | null; sidebar_bgcolor?: string | null }) {
  const ok = (c: string | null | undefined) => (c && /^#[0-9a-fA-F]{6}$/.test(c) ? c.toLowerCase() : undefined);
  const background = ok(brand.sidebar_bgcolor) ?? ok(brand.box_bgcolor) ?? '#0f172a';
  const button = ok(brand.link_color) ?? '#2563eb';
  return { background, text: readableOn(background), button, button_text: readableOn(button) };
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const ch = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * ch(1) + 0.7152 * ch(3) + 0.0722 * ch(5);
  return l > 0.4 ? '#111111' : '#ffffff';
}
