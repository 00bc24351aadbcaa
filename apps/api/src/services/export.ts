import type { SlideDocument } from '@figura/sdk-core/schema';
import { HttpError } from '../http/errors.ts';
import { exportBudgetProblem } from './export-budget.ts';
import { MAX_EXPORT_PIXELS } from './export-limits.ts';
import type { ExportPool } from './export-pool.ts';

export function exportSize(doc: SlideDocument, scale: number): { width: number; height: number } {
  return {
    width: Math.max(1, Math.round(doc.width * scale)),
    height: Math.max(1, Math.round(doc.height * scale)),
  };
}

/**
 * The slide as PNG bytes of the document's size times `scale`, drawn on an export worker. A size
 * the server cannot hold is a 400; a slide over the export budget is a 422 before anything is
 * drawn, and one that draws longer than the time limit a 422 when its worker is stopped.
 */
export async function exportSlidePng(
  pool: ExportPool,
  doc: SlideDocument,
  scale: number,
): Promise<Buffer> {
  const { width, height } = exportSize(doc, scale);
  if (width * height > MAX_EXPORT_PIXELS) {
    throw new HttpError(
      400,
      `The image would be ${width} x ${height} px, larger than the server can export; choose a smaller scale.`,
    );
  }
  const overBudget = exportBudgetProblem(doc);
  if (overBudget) throw new HttpError(422, overBudget);
  return pool.render(doc, scale);
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function pngContentDisposition(creationName: string): string {
  const base = creationName.trim() || 'figura';
  const ascii = base.replace(/[^A-Za-z0-9 ._-]+/g, '_').replace(/^[ ._]+|[ .]+$/g, '') || 'figura';
  const encoded = encodeURIComponent(`${base}.png`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.png"; filename*=UTF-8''${encoded}`;
}
