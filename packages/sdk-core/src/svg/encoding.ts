/**
 * SVG bytes to text, as a browser would read them: a byte-order mark or the first bytes decide
 * between UTF-8 and UTF-16, and a declared Latin-1 (Illustrator writes `iso-8859-1`) is read as
 * a browser reads it, as windows-1252: its ASCII bytes are ASCII, so it cannot hide markup. Any
 * other declared encoding is refused rather than guessed (UTF-7 and multi-byte code pages can
 * hide markup from a text check).
 */

import type { SvgRemoval } from './report';

export type DecodedSvg = { text: string; removed: SvgRemoval[] } | { refused: SvgRemoval };

const READABLE = new Set(['utf-8', 'utf8', 'utf-16', 'utf-16le', 'utf-16be', 'us-ascii', 'ascii']);
/** Single-byte encodings that keep ASCII as ASCII; browsers read each of them as windows-1252. */
const LATIN_1 = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'windows-1252', 'cp1252']);

const DECLARED_ENCODING = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']*)["']/;

function utf16Order(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe) return 'utf-16le';
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  // No mark: `<?` or `<s` with a zero byte beside each character, as the XML spec's detection table.
  if (a === 0x3c && b === 0x00 && c !== 0x00 && d === 0x00) return 'utf-16le';
  if (a === 0x00 && b === 0x3c && c === 0x00 && d !== 0x00) return 'utf-16be';
  return null;
}

export function decodeSvgBytes(bytes: Uint8Array): DecodedSvg {
  const removed: SvgRemoval[] = [];
  const order = utf16Order(bytes);
  // The declaration is ASCII in every encoding read below: peek at it before decoding.
  const peeked = order
    ? undefined
    : DECLARED_ENCODING.exec(new TextDecoder('windows-1252').decode(bytes.subarray(0, 256)))?.[1];
  if (peeked !== undefined && LATIN_1.has(peeked.toLowerCase())) {
    const text = new TextDecoder('windows-1252').decode(bytes);
    removed.push({ kind: 'encoding', name: peeked, reason: 'stored SVG is UTF-8' });
    return { text, removed };
  }
  let text: string;
  try {
    text = new TextDecoder(order ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    const name = order === null ? 'UTF-8' : order.toUpperCase();
    return { refused: { kind: 'encoding', name, reason: `the bytes are not valid ${name}` } };
  }
  if (order) {
    removed.push({
      kind: 'encoding',
      name: order.toUpperCase(),
      reason: 'stored SVG is UTF-8',
    });
  } else if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    removed.push({ kind: 'encoding', name: 'UTF-8 byte-order mark', reason: 'it is not kept' });
  }
  text = text.replace(/^\uFEFF/, '');
  const declared = DECLARED_ENCODING.exec(text)?.[1];
  if (declared !== undefined && !READABLE.has(declared.toLowerCase())) {
    return {
      refused: {
        kind: 'encoding',
        name: declared,
        reason: 'Figura reads SVG in UTF-8, UTF-16 or Latin-1 only: save it as UTF-8',
      },
    };
  }
  return { text, removed };
}
