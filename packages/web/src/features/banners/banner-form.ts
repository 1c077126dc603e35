import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  BANNER_LIMITS,
  brandBannerColors,
  startBannerCreateSchema,
  type BannerColors,
  type BannerDetail,
  type BannerImageType,
  type BannerSizeId,
  type BannerTemplateId,
  type StartBannerCreate,
} from '@platform/core/contracts';

/** The create page's fields, as people type them. */
export interface BannerFormValues {
  company_id: string;
  name: string;
  size: BannerSizeId;
  template: BannerTemplateId;
  headline: string;
  body: string;
  cta: string;
  target_url: string;
  colors: BannerColors;
}

/** A new banner: the most sold size, the first template, the agency's brand colours. */
export function newBannerForm(brand: Parameters<typeof brandBannerColors>[0], clientId = ''): BannerFormValues {
  return { company_id: clientId, name: '', size: '300x250', template: 'classic', headline: '', body: '', cta: 'Learn more', target_url: 'https://', colors: brandBannerColors(brand) };
}

/** The form from a saved banner: as it is to edit it, or as a copy (same client, a new name) to duplicate it. */
export function bannerFormFrom(detail: BannerDetail, mode: 'edit' | 'duplicate'): BannerFormValues {
  const b = detail.banner;
  const name = mode === 'duplicate' ? copyName(b.name) : b.name;
  return { company_id: b.company_id, name, size: b.size, template: b.template, headline: b.headline, body: b.body, cta: b.cta, target_url: b.target_url, colors: b.colors };
}

/** "Spring sale" → "Spring sale (copy)", kept within the name's limit. */
export const copyName = (name: string) => {
  const suffix = ' (copy)';
  return `${name.slice(0, BANNER_LIMITS.name - suffix.length)}${suffix}`;
};

/** The request the Save button sends; core's schema judges it, in the browser as in the API. */
export const bannerRequest = (values: BannerFormValues, extra: { bannerId?: string | undefined; imageKey?: string | undefined } = {}): StartBannerCreate =>
  ({
    ...values,
    ...(extra.bannerId ? { banner_id: extra.bannerId } : {}),
    ...(extra.imageKey ? { image_key: extra.imageKey } : {}),
  }) as StartBannerCreate;

export const bannerRequestSchema = startBannerCreateSchema;

export const isPictureType = (type: string): type is BannerImageType => (BANNER_IMAGE_TYPES as readonly string[]).includes(type);

/** Why a chosen file cannot be the banner's picture, or null when it can (the API checks the stored bytes again). */
export function pictureProblem(file: { type: string; size: number }): string | null {
  if (!isPictureType(file.type)) return 'Choose a PNG, JPEG or GIF picture.';
  if (file.size < 1) return 'The file is empty.';
  if (file.size > BANNER_IMAGE_MAX_BYTES) return 'The picture may be at most 2 MB.';
  return null;
}

/** Characters left of a field's limit, for the counters under the inputs. */
export const charactersLeft = (field: 'headline' | 'body' | 'cta' | 'name', value: string) => BANNER_LIMITS[field] - value.trim().length;
