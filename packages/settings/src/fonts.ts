// Inter on the server-rendered sites' pages from the first paint (the sign-on and billing sites):
// the weights their pages use (body; labels and buttons; headings), Latin, WOFF2, served from
// @fontsource/inter's files by the site itself (no network, and `font-src 'self'` in its CSP).
// The portal imports the same weights' CSS from @fontsource/inter (src/main.tsx).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

export const INTER_WEIGHTS = [400, 600, 700] as const;

/** Where the sites serve the files (`GET /fonts/<file>`). */
export const FONTS_PATH = '/fonts/';

const fileName = (weight: number) => `inter-latin-${weight}-normal.woff2`;
const require = createRequire(import.meta.url);
const FILES = new Map<string, string>(
  INTER_WEIGHTS.map((weight) => [
    fileName(weight),
    require.resolve(`@fontsource/inter/files/${fileName(weight)}`),
  ]),
);

/** Each file read once, on first asking (three small files: every page asks for them). */
const read = new Map<string, Promise<Buffer>>();

/** One of the files by its name, or undefined for any other name. */
export async function interFontFile(name: string): Promise<Buffer | undefined> {
  const path = FILES.get(name);
  if (!path) return undefined;
  if (!read.has(name)) read.set(name, readFile(path));
  return read.get(name);
}

const FACES = INTER_WEIGHTS.map(
  (weight) =>
    `@font-face { font-family: Inter; font-style: normal; font-weight: ${weight}; ` +
    `font-display: swap; src: url(${FONTS_PATH}${fileName(weight)}) format('woff2'); }`,
).join('\n');
const PRELOAD = `<link rel="preload" href="${FONTS_PATH}${fileName(400)}" as="font" type="font/woff2" crossorigin>`;

/** @font-face rules for the weights, and a preload of the body weight (for the page's head). */
export function interFontHead(nonce: string): string {
  return `${PRELOAD}\n<style nonce="${nonce}">${FACES}</style>`;
}

/** The reply headers of a font file: it never changes within a release. */
export const FONT_REPLY_HEADERS = {
  'content-type': 'font/woff2',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * Answers `GET /fonts/<file>` on a plain Node server (the local identity providers); false for
 * any other request, which the caller answers.
 */
export async function answerFontRequest(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const path = new URL(request.url ?? '/', 'http://fonts.local').pathname;
  if (request.method !== 'GET' || !path.startsWith(FONTS_PATH)) return false;
  const file = await interFontFile(path.slice(FONTS_PATH.length));
  if (!file) return false;
  response.writeHead(200, FONT_REPLY_HEADERS);
  response.end(file);
  return true;
}
