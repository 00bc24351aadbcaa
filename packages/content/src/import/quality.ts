import { loadImage } from 'canvas';
import type { LibraryQuality } from '@figura/sdk-core/schema';

/** A picture's long side at which it prints sharp at about 10 cm and 300 dpi. */
const SHARP_PICTURE_PX = 1200;

/** What the importer knows of a cleaned drawing when it scores it. */
export interface DrawingFacts {
  svg: string;
  /** Its distinct colours (each recolourable). */
  parts: readonly string[];
  /** Thumbnail pixels with ink, and all of the thumbnail's pixels. */
  inkPixels: number;
  thumbnailPixels: number;
}

/** The pixel size of the largest picture embedded in the drawing (`<image href="data:…">`), if any. */
export async function largestPicture(
  svg: string,
): Promise<{ width: number; height: number } | undefined> {
  let largest: { width: number; height: number } | undefined;
  for (const [, href] of svg.matchAll(/<image\b[^>]*?\bhref="(data:image\/[^"]+)"/g)) {
    let size = { width: 0, height: 0 };
    try {
      const image = await loadImage(href!);
      size = { width: image.naturalWidth, height: image.naturalHeight };
    } catch {
      // An unreadable picture still makes the item a picture; its size is unknown (0 x 0).
    }
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Scores a drawing from 0 to 1. A vector drawing scores 0.8 to 1: more for recolourable parts (up
 * to four colours: a pictogram recolours as one) and for filling its box (a faint or tiny drawing
 * reads badly). One holding pictures scores at most 0.4, by the picture's resolution, so any
 * vector drawing outranks it. Whether the editor and the export draw it alike is
 * `content verify`'s separate check (a browser run), not part of the score.
 */
export async function measureQuality(facts: DrawingFacts): Promise<LibraryQuality> {
  const bitmap = await largestPicture(facts.svg);
  const coverage = facts.thumbnailPixels > 0 ? facts.inkPixels / facts.thumbnailPixels : 0;
  const fills = Math.min(1, coverage / 0.5);
  const colours = Math.min(1, Math.max(0, facts.parts.length - 1) / 3);
  const score = bitmap
    ? 0.2 +
      0.15 * Math.min(1, Math.max(bitmap.width, bitmap.height) / SHARP_PICTURE_PX) +
      0.05 * fills
    : 0.8 + 0.1 * colours + 0.1 * fills;
  return {
    score: round2(Math.min(1, Math.max(0, score))),
    ...(bitmap ? { bitmap } : {}),
    coverage: round2(coverage),
  };
}
