/**
 * Stored SVG is exactly what the sanitiser writes: validation runs the cleaning code and compares,
 * so the two cannot disagree. The message names the first thing cleaning would remove.
 */

import { base64ToBytes, bytesToBase64 } from '../bytes/base64';
import { decodeSvgBytes } from './encoding';
import { describeCharacters, MAX_SVG_CHARACTERS } from './limits';
import { describeRemoval, type SanitizedSvg, type SvgRemoval } from './report';
import { sanitizeSvgWithReport } from './sanitize';

const EMPTY_SVG_REPORT = (refused: SvgRemoval): SanitizedSvg => ({
  svg: sanitizeSvgWithReport('').svg,
  removed: [refused],
  refused: refused.reason,
});

/** Cleans SVG bytes (a file, a data: URL): UTF-8 or UTF-16 decoded, other encodings refused. */
export function sanitizeSvgBytes(bytes: Uint8Array): SanitizedSvg {
  const decoded = decodeSvgBytes(bytes);
  if ('refused' in decoded) return EMPTY_SVG_REPORT(decoded.refused);
  const clean = sanitizeSvgWithReport(decoded.text);
  return { ...clean, removed: [...decoded.removed, ...clean.removed] };
}

function problemMessage(removed: SvgRemoval[]): string {
  const first = removed[0];
  return first
    ? `SVG contains something Figura cannot keep: ${describeRemoval(first)} (${first.reason})`
    : 'SVG must be stored as the sanitiser writes it (one line, no comments or layout whitespace): sanitise it before saving';
}

/** Why an SVG string cannot be stored as it is, or null when it is already clean. */
export function storedSvgProblem(svg: string): string | null {
  const clean = sanitizeSvgWithReport(svg);
  return clean.svg === svg ? null : problemMessage(clean.removed);
}

/** Why a base64 SVG (an image data: URL) cannot be stored as it is, or null when it is clean UTF-8. */
export function storedSvgBase64Problem(base64: string): string | null {
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(base64);
  } catch {
    return 'SVG data is not valid base64';
  }
  const clean = sanitizeSvgBytes(bytes);
  // One size policy: an SVG kept as an image is held to the limit of an element's `svg`.
  if (clean.svg.length > MAX_SVG_CHARACTERS)
    return `SVG is ${describeCharacters(clean.svg.length)}; Figura keeps SVG up to ${describeCharacters(MAX_SVG_CHARACTERS)}`;
  return bytesToBase64(new TextEncoder().encode(clean.svg)) === base64
    ? null
    : problemMessage(clean.removed);
}
