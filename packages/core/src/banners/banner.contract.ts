import { z } from 'zod';
import { imageUploadAnswerSchema } from '../shared/image.contract.js';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_TYPES, BANNER_LIMITS, BANNER_SIZE_IDS, BANNER_TEMPLATE_IDS } from './banner-values.js';

export * from './banner-values.js';

/**
 * Ads Design (banners): the sizes, templates and fields of a banner, shared by the create page and
 * the API (docs/decisions.md, "Ads design"). Isomorphic: no storage, no Node-only imports.
 */

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
