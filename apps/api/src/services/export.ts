import type { ExportPool } from './export-pool.ts';

/**
 * The slide as PNG bytes of the document's size times `scale`. Everything past loading the row
 * happens on an export worker, so this thread stays free: parsing the stored document, the size
 * check (400), the export budget (422, before drawing), and the drawing, stopped at the time
 * limit (422).
 */
export function exportSlidePng(pool: ExportPool, content: unknown, scale: number): Promise<Buffer> {
  return pool.render(content, scale);
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
