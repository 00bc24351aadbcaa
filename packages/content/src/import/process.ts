import { readFileSync, statSync } from 'node:fs';
import { MAX_SVG_FILE_BYTES, svgColourParts } from '@figura/sdk-core/schema';
import type { LibraryItemMeta, SvgRemoval } from '@figura/sdk-core/schema';
import type { Candidate } from '../candidate.ts';
import { cleanSvg } from './clean.ts';
import { measureQuality } from './quality.ts';
import { drawThumbnail } from './render.ts';

/** What the sanitiser removed, grouped: `{ what: '<script>', reason, count }`. */
export interface RemovedSummary {
  what: string;
  reason: string;
  count: number;
}

/** The importer's verdict on one file. */
export type Outcome =
  | {
      status: 'accepted';
      id: string;
      origin: string;
      removed: RemovedSummary[];
      item: Omit<LibraryItemMeta, 'synonyms' | 'kind'>;
      svg: string;
      thumbnail: Uint8Array;
    }
  | { status: 'refused'; id: string; origin: string; reason: string; removed: RemovedSummary[] };

function describe(removal: SvgRemoval): string {
  switch (removal.kind) {
    case 'element':
      return `<${removal.name}>`;
    case 'attribute':
      return `attribute ${removal.name}`;
    case 'style':
      return `style ${removal.name}`;
    default:
      return `${removal.kind} ${removal.name}`;
  }
}

export function summariseRemovals(removed: readonly SvgRemoval[]): RemovedSummary[] {
  const byWhat = new Map<string, RemovedSummary>();
  for (const removal of removed) {
    const what = describe(removal);
    const key = `${what}\n${removal.reason}`;
    const entry = byWhat.get(key);
    if (entry) entry.count++;
    else byWhat.set(key, { what, reason: removal.reason, count: 1 });
  }
  return [...byWhat.values()];
}

/** Clean, check and draw one candidate. Never throws: a failure is a refusal with its reason. */
export async function processCandidate(candidate: Candidate): Promise<Outcome> {
  const { id, origin } = candidate;
  let raw: string | Uint8Array;
  try {
    if ('svg' in candidate.input) raw = candidate.input.svg;
    else {
      const { path } = candidate.input;
      const bytes = statSync(path).size;
      if (bytes > MAX_SVG_FILE_BYTES) {
        const reason = `too large: ${bytes.toLocaleString('en')} bytes (files up to ${MAX_SVG_FILE_BYTES.toLocaleString('en')} are read)`;
        return { status: 'refused', id, origin, reason, removed: [] };
      }
      // Bytes: the sanitiser reads the file's own encoding (UTF-8, UTF-16, a declared Latin-1).
      raw = readFileSync(path);
    }
  } catch (error) {
    return {
      status: 'refused',
      id,
      origin,
      reason: `unreadable: ${(error as Error).message}`,
      removed: [],
    };
  }
  const cleaned = cleanSvg(raw, id);
  const removed = summariseRemovals(cleaned.removed);
  if (!cleaned.ok) return { status: 'refused', id, origin, reason: cleaned.reason, removed };
  const drawn = await drawThumbnail(cleaned.svg, cleaned.width, cleaned.height);
  if (!drawn.ok) {
    // Say which removed elements the drawing probably lived in (a <switch>, an <image>...).
    const elements = [...new Set(removed.filter((r) => r.what.startsWith('<')).map((r) => r.what))];
    const hint = elements.length ? `; removed: ${elements.join(', ')}` : '';
    return { status: 'refused', id, origin, reason: `${drawn.reason}${hint}`, removed };
  }
  const { input: _input, origin: _origin, ...meta } = candidate;
  const parts = svgColourParts(cleaned.svg);
  const quality = await measureQuality({
    svg: cleaned.svg,
    parts,
    inkPixels: drawn.inkPixels,
    thumbnailPixels: drawn.pixels,
  });
  return {
    status: 'accepted',
    id,
    origin,
    removed,
    item: { ...meta, width: cleaned.width, height: cleaned.height, parts, quality },
    svg: cleaned.svg,
    thumbnail: drawn.png,
  };
}
