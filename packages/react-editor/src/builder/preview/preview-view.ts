// The builder's live preview: the one document drawn by sdk-core's renderer (the editor's and the
// export's), on a fabric StaticCanvas. Every keystroke rebuilds the document; the view patches
// the canvas by element id as the editor's view does (an unchanged element is left alone, a
// changed one updated in place where it can be, else replaced) and draws once in the next frame.
import { StaticCanvas } from 'fabric';
import {
  canUpdateFabricObject,
  createFabricObject,
  updateFabricObject,
  type FabricObject,
} from '@figura/sdk-core/render';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { browserFabric as fabric, cache, forgetFabricWidths } from '../../canvas/browser-fabric';
import { setMeasuredWidthsForgetter } from '../../fonts/font-face-set';

interface Entry {
  object: FabricObject;
  element: FiguraElement;
}

/** How long the first draw waits for the text's fonts (local files: usually tens of ms). */
const FIRST_DRAW_FONT_WAIT_MS = 400;

export class PreviewView {
  readonly element: HTMLCanvasElement;
  private readonly canvas: StaticCanvas;
  private readonly entries = new Map<string, Entry>();
  private token = 0;
  private drawnOnce = false;
  private scale = 1;
  private disposed = false;
  /** Counts the frames drawn (the canvas's `data-drawn`), for tests and timing. */
  private frames = 0;

  /** `testId`: the canvas's `data-testid` (the builder's preview, the viewer's slide). */
  constructor(host: HTMLElement, label: string, testId = 'figura-builder-preview') {
    setMeasuredWidthsForgetter(forgetFabricWidths);
    const element = host.ownerDocument.createElement('canvas');
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', label);
    element.dataset.testid = testId;
    host.append(element);
    this.element = element;
    this.canvas = new StaticCanvas(element, {
      renderOnAddRemove: false,
      enableRetinaScaling: true,
    });
    this.canvas.on('after:render', () => {
      this.frames += 1;
      element.dataset.drawn = String(this.frames);
    });
  }

  /** Shows `doc`: builds what changed (illustrations load asynchronously), then swaps in one go. */
  async show(doc: SlideDocument): Promise<void> {
    const token = ++this.token;
    if (!this.drawnOnce) await this.fontsFirst(doc);
    if (token !== this.token || this.disposed) return;
    const built = new Map<string, FabricObject>();
    await Promise.all(
      doc.elements.map(async (element) => {
        if (element.hidden) return;
        const entry = this.entries.get(element.id);
        if (entry && (entry.element === element || canUpdateFabricObject(entry.element, element)))
          return;
        try {
          built.set(element.id, await createFabricObject(fabric, element));
        } catch (error) {
          globalThis.console?.error(`Figura: could not draw element ${element.id}`, error);
        }
      }),
    );
    if (token !== this.token || this.disposed) return;
    this.apply(doc, built);
    this.drawnOnce = true;
    this.loadFonts(doc);
  }

  /** Draws the slide `width` CSS px wide (the canvas keeps the document's shape). */
  fit(width: number, doc: Pick<SlideDocument, 'width' | 'height'>): void {
    const scale = Math.max(0.05, width / doc.width);
    if (scale === this.scale && this.canvas.getWidth() === Math.round(doc.width * scale)) return;
    this.scale = scale;
    this.canvas.setDimensions({
      width: Math.round(doc.width * scale),
      height: Math.round(doc.height * scale),
    });
    this.canvas.setZoom(scale);
    this.canvas.requestRenderAll();
  }

  setLabel(label: string): void {
    this.element.setAttribute('aria-label', label);
  }

  dispose(): void {
    this.disposed = true;
    void this.canvas.dispose();
    this.element.remove();
  }

  private apply(doc: SlideDocument, built: Map<string, FabricObject>): void {
    const canvas = this.canvas;
    const wanted = new Set(doc.elements.filter((item) => !item.hidden).map((item) => item.id));
    for (const [id, entry] of this.entries) {
      if (wanted.has(id)) continue;
      canvas.remove(entry.object);
      this.entries.delete(id);
    }
    for (const element of doc.elements) {
      if (element.hidden) continue;
      const entry = this.entries.get(element.id);
      const fresh = built.get(element.id);
      if (entry && entry.element === element) continue;
      if (entry && !fresh && updateFabricObject(fabric, entry.object, entry.element, element)) {
        entry.element = element;
        continue;
      }
      if (!fresh) continue; // could not be drawn: keep what is there
      // One drawing per frame: a per-object bitmap cache would only double the work.
      fresh.objectCaching = false;
      if (entry) canvas.remove(entry.object);
      this.entries.set(element.id, { object: fresh, element });
      canvas.add(fresh);
    }
    // In document order.
    let stack = canvas.getObjects();
    doc.elements.forEach((element) => {
      const object = this.entries.get(element.id)?.object;
      if (!object) return;
      const index = doc.elements.filter((item) => !item.hidden).indexOf(element);
      if (stack[index] === object) return;
      canvas.moveObjectTo(object, index);
      stack = canvas.getObjects();
    });
    canvas.backgroundColor = doc.background === 'transparent' ? '' : doc.background;
    canvas.requestRenderAll();
  }

  /** The first draw waits a little for the text's fonts, so text is measured once. */
  private fontsFirst(doc: SlideDocument): Promise<void> {
    if (!doc.elements.some((item) => item.type === 'textbox')) return Promise.resolve();
    const loaded = this.fontsFor(doc).catch(() => false);
    const view = this.element.ownerDocument.defaultView;
    const timeout = new Promise((resolve) => view?.setTimeout(resolve, FIRST_DRAW_FONT_WAIT_MS));
    return Promise.race([loaded, timeout]).then(() => undefined);
  }

  private fontsFor(doc: SlideDocument): Promise<boolean> {
    return import('../../fonts/editor-fonts').then((module) =>
      module.loadFontsForDocument(this.element.ownerDocument, doc),
    );
  }

  /** Faces that arrive later: text is measured and drawn again with them. */
  private loadFonts(doc: SlideDocument): void {
    if (!doc.elements.some((item) => item.type === 'textbox')) return;
    this.fontsFor(doc)
      .then((waited) => {
        if (!waited || this.disposed) return;
        cache.clearFontCache();
        for (const { object } of this.entries.values())
          if (object instanceof fabric.Textbox) object.initDimensions();
        this.canvas.requestRenderAll();
      })
      .catch((error: unknown) => globalThis.console?.error('Figura: could not load fonts', error));
  }
}
