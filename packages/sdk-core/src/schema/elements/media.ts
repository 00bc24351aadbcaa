import { z } from 'zod';
import { svgSafetyProblem } from '../../svg/safety';
import { boxTransform, identity } from './base';

export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
] as const;

/** About 5 MB of image once base64 is decoded; the API's 10 MB body limit holds the rest. */
export const MAX_IMAGE_DATA_URL_LENGTH = 7_000_000;
export const MAX_IMAGE_URL_LENGTH = 2048;

const DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif|svg\+xml));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The MIME type and bytes of a base64 image data: URL, or null when it is not one. */
export function parseImageDataUrl(src: string): { mimeType: string; base64: string } | null {
  const match = DATA_URL.exec(src);
  return match ? { mimeType: match[1]!, base64: match[2]! } : null;
}

/** Decodes base64 to UTF-8 text without Buffer or DOM (works in browsers, Node and workers). */
export function decodeBase64Text(base64: string): string {
  const binary = globalThis.atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

/**
 * An image source: an https URL, or a base64 data: URL of PNG, JPEG, WebP, GIF or SVG (SVG data
 * is checked like every embedded SVG).
 */
export const imageSrcSchema = z
  .string()
  .min(1)
  .max(MAX_IMAGE_DATA_URL_LENGTH)
  .superRefine((src, ctx) => {
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
        let problem: string | null;
        try {
          problem = svgSafetyProblem(decodeBase64Text(data.base64));
        } catch {
          problem = 'SVG data is not valid base64';
        }
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
  fileName: z.string().max(255).optional(),
});

/** An AI-generated image and the prompt it came from. */
export const generationElementSchema = z.object({
  type: z.literal('generation'),
  ...identity,
  ...boxTransform,
  ...image,
  prompt: z.string().max(4000).default(''),
});
