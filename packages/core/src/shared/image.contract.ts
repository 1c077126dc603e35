import { z } from 'zod';

/** Pictures people upload (logos, profile pictures): raster images only, since an SVG can carry script. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** A presigned upload: the browser PUTs the file to upload_url with these headers, then saves the key. */
export const imageUploadAnswerSchema = z.object({
  upload_url: z.string(),
  key: z.string(),
  headers: z.record(z.string(), z.string()),
  expires_in: z.number(),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;
