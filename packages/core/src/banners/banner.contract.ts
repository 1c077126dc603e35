import { z } from 'zod';
import { IMAGE_CONTENT_TYPES, imageUploadAnswerSchema } from '../shared/image.contract.js';

/**
 * Ads Design (banners): the sizes, templates and fields of a banner, shared by the create page and
 * the API (docs/decisions.md, "Ads design"). Isomorphic: no storage, no Node-only imports.
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

const colour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1f2937');

/** A target people land on: an http(s) address with a host, nothing else (no javascript: or data:). */
export const targetUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address people land on')
  .max(BANNER_LIMITS.url, `The address may be at most ${BANNER_LIMITS.url} characters`)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.') && !/[\s"'<>]/.test(v);
    } catch {
      return false;
    }
  }, 'Enter a web address starting with https:// or http://');

export const bannerColorsSchema = z.object({
  background: colour,
  text: colour,
  button: colour,
  button_text: colour,
});
export type BannerColors = z.infer<typeof bannerColorsSchema>;

/** What a person designs: the fields of the create page, checked the same way in the browser and the API. */
export const bannerDesignSchema = z.object({
  name: z.string().trim().min(1, 'Give the banner a name').max(BANNER_LIMITS.name, `The name may be at most ${BANNER_LIMITS.name} characters`),
  size: z.enum(BANNER_SIZE_IDS, 'Choose a size'),
  template: z.enum(BANNER_TEMPLATE_IDS, 'Choose a template'),
  headline: z.string().trim().min(1, 'Write a headline').max(BANNER_LIMITS.headline, `The headline may be at most ${BANNER_LIMITS.headline} characters`),
  body: z.string().trim().max(BANNER_LIMITS.body, `The text may be at most ${BANNER_LIMITS.body} characters`).default(''),
  cta: z.string().trim().min(1, 'Write the button’s words').max(BANNER_LIMITS.cta, `The button may say at most ${BANNER_LIMITS.cta} characters`),
  target_url: targetUrlSchema,
  colors: bannerColorsSchema,
});
export type BannerDesign = z.infer<typeof bannerDesignSchema>;
export type BannerDesignInput = z.input<typeof bannerDesignSchema>;

/**
 * POST /api/banner/startbannercreate: a new banner for a client (no banner_id), or a new design of
 * an existing one (banner_id). image_key names the picture: the key the image upload answered, or
 * the banner's own image_key to keep it (a duplicate sends its original's); none means no picture.
 */
export const startBannerCreateSchema = bannerDesignSchema.extend({
  company_id: z.string().trim().min(1, 'Choose a client').max(64),
  banner_id: z.string().trim().min(1).max(64).optional(),
  image_key: z.string().trim().max(300).optional(),
});
export type StartBannerCreate = z.infer<typeof startBannerCreateSchema>;

/** POST /api/banner/show. */
export const showBannerSchema = z.object({ banner_id: z.string().trim().min(1, 'A banner id is required').max(64) });

/** POST /api/banner/image-upload: a presigned PUT for one picture of this type and size, in the client's folder. */
export const bannerImageUploadSchema = z.object({
  company_id: z.string().trim().min(1, 'Choose a client').max(64),
  content_type: z.enum(BANNER_IMAGE_TYPES, 'The picture must be a PNG, JPEG or GIF image'),
  size: z.number().int().min(1, 'The file is empty').max(BANNER_IMAGE_MAX_BYTES, 'The picture may be at most 2 MB'),
});
export const bannerImageUploadAnswerSchema = imageUploadAnswerSchema;

/** GET /api/banner/list/{companyId}: an agency's banners (or one client's), filtered by client and size. */
export const bannerListQuerySchema = z.object({
  client_id: z.string().trim().max(64).optional(),
  size: z.enum(BANNER_SIZE_IDS, 'Choose a size').optional(),
});

export const BANNER_STATUSES = ['rendering', 'ready', 'failed'] as const;

export const bannerSummarySchema = z.object({
  banner_id: z.string(),
  name: z.string(),
  company_id: z.string(),
  client_name: z.string(),
  size: z.enum(BANNER_SIZE_IDS),
  width: z.number(),
  height: z.number(),
  template: z.enum(BANNER_TEMPLATE_IDS),
  headline: z.string(),
  status: z.enum(BANNER_STATUSES),
  /** The rendered PNG (a public address ad servers can load), once rendered. */
  png_url: z.string().nullable(),
  updated_at: z.string(),
});
export type BannerSummary = z.infer<typeof bannerSummarySchema>;

export const bannerListSchema = z.object({ data: z.array(bannerSummarySchema) });

/** The answer of show and startbannercreate: the banner, its design and its files. */
export const bannerDetailSchema = z.object({
  banner: bannerSummarySchema.extend({
    body: z.string(),
    cta: z.string(),
    target_url: z.string(),
    colors: bannerColorsSchema,
    /** The picture's key (sent back as image_key to keep it) and a short-lived address to show it. */
    image_key: z.string().nullable(),
    image_url: z.string().nullable(),
  }),
  files: z.object({
    png_url: z.string().nullable(),
    /** The HTML5 snippet ad servers take (clickTag), pointing at png_url. */
    html_snippet: z.string().nullable(),
    png_download: z.string().nullable(),
    html_download: z.string().nullable(),
  }),
});
export type BannerDetail = z.infer<typeof bannerDetailSchema>;

/** A banner's default colours: the agency's brand (General Settings), else the platform's; words always readable. */
export function brandBannerColors(brand: { box_bgcolor?: string | null; link_color?: string | null; sidebar_bgcolor?: string | null }): BannerColors {
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
