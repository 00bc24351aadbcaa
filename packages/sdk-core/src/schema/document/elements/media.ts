import { PICTURE_KINDS } from '../constants';
import { z } from '../zod';
import { text } from '../strings';
import { storedSvgBase64Problem } from '../../../svg/stored';
import { boxTransform, identity } from './base';
import { FILE_REF_PREFIX, fileIdOf } from '../file-ids';
import {
  IMAGE_MIME_TYPES,
  MAX_IMAGE_DATA_URL_LENGTH,
  MAX_IMAGE_URL_LENGTH,
  parseImageDataUrl,
} from '../image-data';

export {
  IMAGE_MIME_TYPES,
  MAX_IMAGE_DATA_URL_LENGTH,
  MAX_IMAGE_URL_LENGTH,
  decodeBase64Text,
  parseImageDataUrl,
  pngSize,
} from '../image-data';

/**
 * An image source: a stored file (`figura-file:<sha256>`, see file-refs.ts), an https URL, or a
 * base64 data: URL of PNG, JPEG, WebP, GIF or SVG (SVG data must be clean UTF-8, exactly as the
 * sanitiser writes it).
 */
export const imageSrcSchema = text()
  .min(1)
  .max(MAX_IMAGE_DATA_URL_LENGTH)
  .superRefine((src, ctx) => {
    if (src.startsWith(FILE_REF_PREFIX)) {
      if (!fileIdOf(src))
        ctx.addIssue({
          code: 'custom',
          message: `A stored file is named ${FILE_REF_PREFIX} and the file's SHA-256 in lower-case hex`,
        });
      return;
    }
    if (src.startsWith('data:')) {
      const data = parseImageDataUrl(src);
      if (!data) {
        ctx.addIssue({
          code: 'custom',
          message: `Images must be base64 data URLs of ${IMAGE_MIME_TYPES.join(', ')}`,
        });
        return;
      }
      if (data.mimeType === 'image/svg+xml') {
        const problem = storedSvgBase64Problem(data.base64);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
      return;
    }
    let url: URL | null = null;
    try {
      url = new URL(src);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:' || src.length > MAX_IMAGE_URL_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: `Image source must be an https URL (at most ${MAX_IMAGE_URL_LENGTH} characters) or an image data: URL`,
      });
    }
  });

const image = {
  src: imageSrcSchema,
  naturalWidth: z.number().int().min(1).max(20000),
  naturalHeight: z.number().int().min(1).max(20000),
};

/** An uploaded image, drawn scaled into its box. */
export const uploadElementSchema = z.object({
  type: z.literal('upload'),
  ...identity,
  ...boxTransform,
  ...image,
  fileName: text().max(255).optional(),
  /** What it is, as its author says (unset: a photograph). */
  pictureKind: z.enum(PICTURE_KINDS).optional(),
});

/**
 * An AI-generated image and its provenance: the prompt it came from, the service that drew it
 * (its host) and the model (journals ask; preflight reads them).
 */
export const generationElementSchema = z.object({
  type: z.literal('generation'),
  ...identity,
  ...boxTransform,
  ...image,
  prompt: text().max(4000).default(''),
  provider: text().max(255).optional(),
  model: text().max(255).optional(),
});
