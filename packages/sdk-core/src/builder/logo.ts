// The logo the author uploads: a PNG, JPEG or SVG as a data: URL. An SVG goes through the one
// sanitiser (scripts, handlers and external links never reach the slide).
import { BUILDER_TEXT_LIMITS } from '../schema/document/constants';
import {
  base64ToBytes,
  bytesToBase64,
  decodeBase64Text,
  parseImageDataUrl,
} from '../schema/document/image-data';
import { sanitizeSvgWithReport } from '../svg/sanitize';
import { builderText } from './builder-text';
import type { LogoProblem } from './store-types';
import type { BuilderLogo } from './types';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** The logo as the builder keeps it, or why it cannot be used. */
export function cleanLogo(logo: BuilderLogo): BuilderLogo | LogoProblem {
  const data = parseImageDataUrl(logo.content);
  if (!data) return 'builder.logo.unsupported';
  const name = builderText(logo.name, BUILDER_TEXT_LIMITS.logoName);
  try {
    if (data.mimeType === 'image/svg+xml') {
      const { svg, refused } = sanitizeSvgWithReport(decodeBase64Text(data.base64));
      if (refused) return 'builder.logo.unsafe';
      const content = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
      return { name, content };
    }
    // The bytes must be what the data: URL says they are.
    const head = base64ToBytes(data.base64.slice(0, 16));
    if (data.mimeType === 'image/png' && startsWith(head, PNG_SIGNATURE))
      return { name, content: logo.content };
    if (data.mimeType === 'image/jpeg' && startsWith(head, JPEG_SIGNATURE))
      return { name, content: logo.content };
  } catch {
    // Not base64 after all.
  }
  return 'builder.logo.unsupported';
}
