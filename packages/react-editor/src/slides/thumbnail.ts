import { StaticCanvas } from 'fabric';
import { renderDocumentToCanvas } from '@figura/sdk-core/render';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { browserFabric } from '../canvas/browser-fabric';

/** Thumbnail width in CSS pixels; the height follows the slide's aspect ratio. */
export const THUMBNAIL_WIDTH = 112;

const rendered = new WeakMap<SlideDocument, Promise<string>>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * A small PNG data URL of a document, drawn with the same sdk-core render module as the editor
 * and the export. Documents are immutable, so each one is drawn at most once; drawings run one
 * at a time on a throw-away StaticCanvas so thumbnails never hold up editing for long.
 */
export function renderThumbnail(
  document: SlideDocument,
  pixelRatio = 1,
  /** Stored files' data: URLs (EditorEngine.resolveFile), for images that name one. */
  resolveFile?: (fileId: string) => Promise<string>,
): Promise<string> {
  const cached = rendered.get(document);
  if (cached) return cached;
  const job = queue.then(async () => {
    const canvas = new StaticCanvas(undefined, {
      enableRetinaScaling: false,
      renderOnAddRemove: false,
    });
    try {
      const scale = (THUMBNAIL_WIDTH * Math.min(2, Math.max(1, pixelRatio))) / document.width;
      await renderDocumentToCanvas(browserFabric, canvas, document, { scale, resolveFile });
      return canvas.toDataURL({ format: 'png', multiplier: 1 });
    } finally {
      void canvas.dispose();
    }
  });
  queue = job.catch(() => undefined);
  rendered.set(document, job);
  // A failed drawing may succeed later (e.g. an icon that could not load): do not keep it.
  job.catch(() => rendered.delete(document));
  return job;
}
