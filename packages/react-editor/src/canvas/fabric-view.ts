import {
  canUpdateFabricObject,
  createFabricObject,
  elementPatchFromFabric,
  getElementId,
  updateFabricObject,
  type FabricObject,
} from '@figura/sdk-core/render';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import type { CommitOptions, EditorStore, ElementPatch } from '@figura/sdk-core/stores';
import type { Translate } from '@figura/sdk-core/i18n';
import type { ModifiedEvent, Textbox } from 'fabric';
import type { EditorFonts } from '../fonts/font-face';
import { setMeasuredWidthsForgetter } from '../fonts/font-face-set';
import {
  ActiveSelection,
  Canvas,
  cache,
  forgetFabricWidths,
  browserFabric as fabric,
} from './browser-fabric';
import type { CameraTarget } from './camera-controller';
import { createDeferredCaches } from './deferred-caches';
import { installDragLayer } from './drag-layer';
import { installConnectorEnds } from './connector-ends';
import { installConnectorFollow } from './connector-follow';
import { markOpenPhase } from '@figura/sdk-core/editor';
import { exposeForTests } from '../test-hooks';
import { clampZoom } from './zoom';
import { labelCanvas } from './canvas-label';
import { fitLabelWidth } from './label-width';
import { createNewTextOpener } from './new-text';
import { installTypedText } from './typed-text';
import { installTextResizeAnchor } from './text-resize-anchor';
import { DRAG_SELECT_LOOK, SELECTION_LOOK } from './figura-objects';

interface Entry {
  object: FabricObject;
  element: FiguraElement;
}

/** What the slides panel needs from the open slide's canvas to draw its thumbnail. */
export interface OpenSlideCanvas {
  /**
   * Resolves true once the canvas shows `doc` drawn in its fonts, false when the view moves on
   * to another document (or goes away) first.
   */
  whenDrawn(doc: SlideDocument): Promise<boolean>;
  /**
   * A PNG data URL of what the canvas shows, `width` px wide: copying the drawn canvas is far
   * cheaper than drawing the slide again. Call it when whenDrawn has resolved true.
   */
  snapshot(width: number): string | undefined;
}

interface DrawnWaiter {
  doc: SlideDocument;
  resolve: (drawn: boolean) => void;
}

export interface FabricViewOptions {
  /** Where the canvas is mounted; the canvas element is created in its document. */
  host: HTMLElement;
  store: EditorStore;
  /** Where fabric puts its hidden text area while editing text (inside the editor, for keyboard scoping). */
  textareaContainer: HTMLElement;
  zoom?: number;
  /** The fonts to load before text is final (default: the bundled Inter; see EditorFonts). */
  fonts?: EditorFonts;
  /** The editor's words (editor namespace): the canvas's name, history entries of gestures. */
  t: Translate;
  /** Stored files' data: URLs, for images that name one (EditorEngine.resolveFile). */
  resolveFile?: ((fileId: string) => Promise<string>) | undefined;
  /** A commentor's view: elements can be selected (to comment on them), not moved or edited. */
  readOnly?: boolean;
}

/** What fabric must not let a read-only view's user do to an object. */
const READ_ONLY_LOCKS = {
  lockMovementX: true,
  lockMovementY: true,
  lockRotation: true,
  lockScalingX: true,
  lockScalingY: true,
  lockSkewingX: true,
  lockSkewingY: true,
  hasControls: false,
  hoverCursor: 'pointer',
  moveCursor: 'not-allowed',
} as const;

/** How long the first draw waits for the text's fonts (local files: usually a few tens of ms). */
const FIRST_DRAW_FONT_WAIT_MS = 400;

/** The history entry (`common:history.<name>`) of each fabric gesture. */
const ACTION_HISTORY: Record<string, 'move' | 'rotate' | 'resize'> = {
  drag: 'move',
  rotate: 'rotate',
  scale: 'resize',
  scaleX: 'resize',
  scaleY: 'resize',
  resizing: 'resize',
};

/**
 * Fabric as a view of the store (ARCHITECTURE §3): store changes are reconciled onto fabric
 * objects by element id; a finished user gesture on fabric becomes one store commit.
 */
export class FabricView implements CameraTarget, OpenSlideCanvas {
  readonly canvas: Canvas;
  private readonly store: EditorStore;
  private readonly textareaContainer: HTMLElement;
  private readonly entries = new Map<string, Entry>();
  private syncToken = 0;
  /** Set while the view itself changes fabric's selection, so fabric's events are not echoed back. */
  private mutingSelection = false;
  private zoom: number;
  private disposed = false;
  private readonly unsubscribe: () => void;
  private readonly element: HTMLCanvasElement;
  private readonly fonts: EditorFonts | undefined;
  private readonly t: Translate;
  private readonly resolveFile: FabricViewOptions['resolveFile'];
  private readonly readOnly: boolean;
  private fontLoads = 0;
  /** A document arrived during a drag or resize: applied when the pointer is released. */
  private syncAfterGesture = false;
  /** The document last applied onto fabric (none before the first), and whether a render has shown it since. */
  private applied: SlideDocument | undefined;
  private appliedRendered = false;
  private readonly drawnWaiters = new Set<DrawnWaiter>();
  /** A new text's opening for typing once drawn, and the keys pressed meanwhile. */
  private readonly newText: ReturnType<typeof createNewTextOpener>;
  private readonly dragLayer: ReturnType<typeof installDragLayer>;
  private readonly deferredCaches: ReturnType<typeof createDeferredCaches>;
  private readonly connectorEnds: ReturnType<typeof installConnectorEnds>;
  private readonly typedText: ReturnType<typeof installTypedText>;
  /** Resolves when the first document has been drawn. */
  readonly ready: Promise<void>;

  constructor(options: FabricViewOptions) {
    // Text is measured from now on: a face that finishes loading drops the widths measured with
    // a fallback font (the font code itself loads without fabric).
    setMeasuredWidthsForgetter(forgetFabricWidths);
    this.store = options.store;
    this.textareaContainer = options.textareaContainer;
    this.zoom = clampZoom(options.zoom ?? 1);
    this.fonts = options.fonts;
    this.t = options.t;
    this.resolveFile = options.resolveFile;
    this.readOnly = options.readOnly ?? false;
    const element = options.host.ownerDocument.createElement('canvas');
    this.element = element;
    element.setAttribute('data-testid', 'figura-canvas');
    element.setAttribute('role', 'img');
    options.host.append(element);
    const doc = this.store.getState().document;
    labelCanvas(element, doc, this.t);
    this.canvas = new Canvas(element, {
      width: Math.round(doc.width * this.zoom),
      height: Math.round(doc.height * this.zoom),
      preserveObjectStacking: true,
      backgroundColor: doc.background === 'transparent' ? '' : doc.background,
      selectionKey: 'shiftKey',
      ...DRAG_SELECT_LOOK,
      // Reconciliation adds many objects at once and asks for one render per frame itself.
      renderOnAddRemove: false,
    });
    this.canvas.setZoom(this.zoom);
    // Before the listeners that follow a resize (connectors, the drag layer) read the text's place.
    installTextResizeAnchor(this.canvas);
    this.dragLayer = installDragLayer(this.canvas);
    this.deferredCaches = createDeferredCaches(element.ownerDocument.defaultView);
    // Test builds only (test-hooks.ts): the fabric canvas behind the element, for the benchmark.
    exposeForTests(element, 'figuraCanvas', this.canvas);
    // ...and how many of its groups still wait for their idle-time cache (deferred-caches.ts).
    exposeForTests(element, 'figuraCachesPending', () => this.deferredCaches.pending());
    // Connectors that stay attached (connector-follow.ts, connector-ends.ts).
    const connectorAccess = {
      canvas: this.canvas,
      store: this.store,
      entry: (id: string) => this.entries.get(id),
      t: this.t,
    };
    installConnectorFollow(connectorAccess, (objects) => this.dragLayer.alsoMoving(objects));
    this.connectorEnds = installConnectorEnds(connectorAccess);
    this.newText = createNewTextOpener({
      store: this.store,
      t: this.t,
      whenDrawn: (doc) => this.whenDrawn(doc),
      typeIntoSelectedText: (text) => this.typeIntoSelectedText(text),
      escape: () => this.escape(),
      isDisposed: () => this.disposed,
    });
    this.typedText = installTypedText(
      this.canvas,
      (target, mergeKey) =>
        this.commitObjects(target, this.t('common:history.editText'), { mergeKey }),
      element.ownerDocument.defaultView,
    );
    this.listen();
    this.canvas.on('after:render', () => {
      this.appliedRendered = this.applied !== undefined;
      this.settleDrawnWaiters();
    });
    this.unsubscribe = this.store.subscribe((state, previous) => {
      if (state.document !== previous.document) {
        void this.sync(state.document);
        labelCanvas(element, state.document, this.t);
      } else if (state.selection !== previous.selection) this.applySelection(state.selection);
    });
    markOpenPhase('view-created');
    this.ready = this.sync(doc);
  }

  getZoom(): number {
    return this.zoom;
  }

  setZoom(zoom: number): void {
    this.zoom = clampZoom(zoom);
    this.resize(this.store.getState().document);
  }

  /** Resizes to `zoom` and draws in the same task, so the camera never shows a blank canvas. */
  setZoomNow(zoom: number): void {
    this.setZoom(zoom);
    this.canvas.renderAll();
  }

  get wrapper(): HTMLElement {
    return this.canvas.wrapperEl;
  }

  /** The selection's bounds in document px (zoom to selection). */
  selectionBounds(): { left: number; top: number; width: number; height: number } | null {
    const active = this.canvas.getActiveObject();
    return active ? active.getBoundingRect() : null;
  }

  setPanCursor(cursor: string | null): void {
    const canvas = this.canvas;
    const saved = (this.savedCursors ??= {
      defaultCursor: canvas.defaultCursor,
      hoverCursor: canvas.hoverCursor,
    });
    canvas.defaultCursor = cursor ?? saved.defaultCursor;
    canvas.hoverCursor = cursor ?? saved.hoverCursor;
    canvas.setCursor(canvas.defaultCursor);
  }

  private savedCursors: { defaultCursor: string; hoverCursor: string } | undefined;

  /** The object drawing an element (tests and tools). */
  getObject(id: string): FabricObject | undefined {
    return this.entries.get(id)?.object;
  }

  isEditingText(): boolean {
    const active = this.canvas.getActiveObject() as Partial<Textbox> | undefined;
    return Boolean(active?.isEditing);
  }

  /** Escape: leave text editing first, else clear the selection. */
  escape(): void {
    const active = this.canvas.getActiveObject() as Textbox | undefined;
    if (active?.isEditing) {
      active.exitEditing();
      this.canvas.requestRenderAll();
      return;
    }
    this.store.getState().select([]);
  }

  /** Enter: starts editing the selected textbox, its text selected; false when none is selected. */
  editSelectedText(): boolean {
    if (this.readOnly) return false;
    const active = this.canvas.getActiveObject() as Textbox | undefined;
    if (!active || !(active instanceof fabric.Textbox) || active.isEditing) return false;
    active.enterEditing();
    active.selectAll();
    this.canvas.requestRenderAll();
    return true;
  }

  /** Starts editing the selected textbox, its text selected, and types `text` (if any) over that. */
  typeIntoSelectedText(text: string): void {
    if (!this.editSelectedText() || !text) return;
    const area = (this.canvas.getActiveObject() as Textbox).hiddenTextarea;
    if (!area) return;
    // As the browser types: into fabric's text area, which the text follows.
    area.setRangeText(text, area.selectionStart, area.selectionEnd, 'end');
    area.dispatchEvent(new InputEvent('input', { data: text, inputType: 'insertText' }));
  }

  /**
   * Opens the new text just added and selected for typing once it is drawn, with `typed` and
   * what holdKeyForNewText is given until then typed into it (new-text.ts).
   */
  openNewText(typed = ''): void {
    this.newText.open(typed);
  }

  /** A key pressed while a new text waits to open: true when it was kept for it (new-text.ts). */
  holdKeyForNewText(key: string): boolean {
    return this.newText.hold(key);
  }

  whenDrawn(doc: SlideDocument): Promise<boolean> {
    return new Promise((resolve) => {
      this.drawnWaiters.add({ doc, resolve });
      this.settleDrawnWaiters();
    });
  }

  /** Answers whenDrawn once the applied document is drawn and its fonts are in. */
  private settleDrawnWaiters(): void {
    if (this.drawnWaiters.size === 0) return;
    const current = this.store.getState().document;
    const drawn = this.appliedRendered && this.fontLoads === 0 ? this.applied : undefined;
    for (const waiter of this.drawnWaiters) {
      if (this.disposed || waiter.doc !== current) waiter.resolve(false);
      else if (waiter.doc === drawn) waiter.resolve(true);
      else continue;
      this.drawnWaiters.delete(waiter);
    }
  }

  snapshot(width: number): string | undefined {
    const source = this.canvas.lowerCanvasEl;
    if (source.width === 0 || source.height === 0) return undefined;
    const out = this.element.ownerDocument.createElement('canvas');
    out.width = Math.max(1, Math.round(width));
    out.height = Math.max(1, Math.round((width * source.height) / source.width));
    const context = out.getContext('2d');
    if (!context) return undefined;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, out.width, out.height);
    return out.toDataURL('image/png');
  }

  /** Commits what is typed into a label still being edited (before a save, or leaving). */
  commitTypedText(): void {
    if (!this.disposed && !this.readOnly) this.typedText.commitNow();
  }

  dispose(): void {
    this.commitTypedText();
    this.typedText.dispose();
    this.disposed = true;
    this.deferredCaches.dispose();
    this.settleDrawnWaiters();
    this.syncToken += 1;
    this.unsubscribe();
    this.entries.clear();
    void this.canvas.dispose();
  }

  private resize(doc: SlideDocument): void {
    // Resizing clears the canvas: nothing to copy until it has been drawn again.
    this.appliedRendered = false;
    this.canvas.setDimensions({
      width: Math.round(doc.width * this.zoom),
      height: Math.round(doc.height * this.zoom),
    });
    this.canvas.setZoom(this.zoom);
    this.canvas.backgroundColor = doc.background === 'transparent' ? '' : doc.background;
    this.canvas.requestRenderAll();
  }

  private listen(): void {
    const canvas = this.canvas;
    canvas.on('object:modified', (event: ModifiedEvent) => {
      if (this.connectorEnds.handlesModified(event.target, event.action)) return;
      const gesture = ACTION_HISTORY[event.action ?? ''];
      // A drop by the pointer: a protein let go over a membrane's free slot is seated there.
      this.commitObjects(
        event.target,
        gesture ? this.t(`common:history.${gesture}`) : this.t('common:history.edit'),
        { snap: true },
        // A label's width set by its side handles is the person's: it no longer follows the text.
        event.action === 'resizing',
      );
    });
    canvas.on('mouse:up', () => {
      if (!this.syncAfterGesture) return;
      this.syncAfterGesture = false;
      void this.sync(this.store.getState().document);
    });
    canvas.on('text:changed', ({ target }) => {
      const id = getElementId(target);
      const element = id === undefined ? undefined : this.entries.get(id)?.element;
      if (element?.type !== 'textbox' || !element.autoWidth) return;
      if (!(target instanceof fabric.Textbox)) return;
      const doc = this.store.getState().document;
      fitLabelWidth(target, doc.width);
      canvas.requestRenderAll();
      // A typed character may need a face not loaded yet (→ is not in Latin's): fitted again
      // once it is in (measureTextAgain), so the label is not measured in a fallback font.
      this.loadFonts({ ...doc, elements: [{ ...element, text: target.text }] });
    });
    canvas.on('text:editing:exited', ({ target }) => {
      // A box left empty is gone (nothing to see or select); undo brings it back as it was.
      const id = getElementId(target);
      if (id !== undefined && target.text.trim() === '' && !this.readOnly)
        this.store.getState().removeElements([id]);
      else
        this.commitObjects(target, this.t('common:history.editText'), {
          mergeKey: this.typedText.key(),
        });
    });
    const selectionChanged = () => {
      // A multi-selection is an object of its own, made by fabric: lock it too, and draw it as
      // the editor's objects are.
      const active = canvas.getActiveObject();
      if (active instanceof ActiveSelection) active.set(SELECTION_LOOK);
      if (this.readOnly) active?.set(READ_ONLY_LOCKS);
      if (this.mutingSelection) return;
      const ids = canvas
        .getActiveObjects()
        .map(getElementId)
        .filter((id): id is string => id !== undefined);
      this.store.getState().select(ids);
    };
    canvas.on('selection:created', selectionChanged);
    canvas.on('selection:updated', selectionChanged);
    canvas.on('selection:cleared', selectionChanged);
  }

  /** One history entry for everything a gesture changed (a multi-selection moves many elements). */
  private commitObjects(
    target: FabricObject,
    label: string,
    options?: CommitOptions,
    widthSet = false,
  ): void {
    const objects = target instanceof ActiveSelection ? target.getObjects() : [target];
    const patches: Record<string, ElementPatch> = {};
    for (const object of objects) {
      const id = getElementId(object);
      const entry = id === undefined ? undefined : this.entries.get(id);
      if (id === undefined || !entry) continue;
      patches[id] = elementPatchFromFabric(fabric, object, entry.element);
      if (widthSet && entry.element.type === 'textbox' && entry.element.autoWidth)
        patches[id] = { ...patches[id], autoWidth: false } as ElementPatch;
    }
    this.store.getState().updateElements(patches, label, options);
    // The objects already show what was committed (fabric moved them): record that now, not when
    // the next sync runs, or an undo arriving first would find nothing to put back.
    const committed = this.store.getState().document.elements;
    for (const element of committed) {
      const entry = element.id in patches ? this.entries.get(element.id) : undefined;
      if (entry) entry.element = element;
    }
  }

  private async sync(doc: SlideDocument): Promise<void> {
    const token = ++this.syncToken;
    const opening = this.applied === undefined;
    // Measuring every textbox twice (fallback font, then the real one) costs more than waiting.
    if (opening) {
      await this.fontsBeforeFirstDraw(doc);
      markOpenPhase('fonts-waited');
    }
    if (token !== this.syncToken || this.disposed) return;
    // Build new objects first (icons parse their SVG asynchronously), then apply in one go.
    const built = new Map<string, FabricObject>();
    await Promise.all(
      doc.elements.map(async (element) => {
        const entry = this.entries.get(element.id);
        if (entry && (entry.element === element || canUpdateFabricObject(entry.element, element)))
          return;
        try {
          built.set(
            element.id,
            await createFabricObject(fabric, element, { resolveFile: this.resolveFile }),
          );
        } catch (error) {
          globalThis.console?.error(`Figura: could not draw element ${element.id}`, error);
        }
      }),
    );
    if (token !== this.syncToken || this.disposed) return;
    // A gesture under way keeps its objects: replacing the one being dragged (its upload ended,
    // a collaborator changed it) would drop the rest of the drag. fabric clears the transform
    // synchronously after 'mouse:up', before this continuation can run.
    if (this.canvas._currentTransform) {
      this.syncAfterGesture = true;
      return;
    }
    if (opening) markOpenPhase('objects-built');
    this.apply(doc, built, opening);
    this.applied = doc;
    this.appliedRendered = false;
    if (opening) {
      markOpenPhase('objects-added');
      this.canvas.once('after:render', () => {
        markOpenPhase('first-draw');
        this.deferredCaches.start();
      });
    }
    this.loadFonts(doc);
  }

  /** Starts loading the fonts the first document needs and waits a little for them. */
  private fontsBeforeFirstDraw(doc: SlideDocument): Promise<void> {
    const fonts = this.fonts;
    if (fonts === false || !doc.elements.some((item) => item.type === 'textbox'))
      return Promise.resolve();
    const loaded = import('../fonts/editor-fonts')
      .then((module) => module.loadFontsForDocument(this.element.ownerDocument, doc, fonts))
      .catch(() => false); // loadFonts reports failures
    const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_FONT_WAIT_MS));
    return Promise.race([loaded, timeout]).then(() => undefined);
  }

  /**
   * Text is drawn at once with whatever font the page has; the faces it needs load in the
   * background (their code and files are lazy), then text is measured and drawn again.
   * The canvas element's `data-fonts` says `loading` or `ready`.
   */
  private loadFonts(doc: SlideDocument): void {
    const fonts = this.fonts;
    if (fonts === false) return;
    const element = this.element;
    // A slide without text needs no fonts (and no request for the font code).
    if (!doc.elements.some((item) => item.type === 'textbox')) {
      if (this.fontLoads === 0) element.dataset.fonts = 'ready';
      return;
    }
    this.fontLoads += 1;
    element.dataset.fonts = 'loading';
    import('../fonts/editor-fonts')
      .then((module) => module.loadFontsForDocument(element.ownerDocument, doc, fonts))
      .then((waited) => {
        if (waited && !this.disposed) this.measureTextAgain();
      })
      .catch((error: unknown) => globalThis.console?.error('Figura: could not load fonts', error))
      .finally(() => {
        this.fontLoads -= 1;
        if (this.fontLoads === 0 && !this.disposed) element.dataset.fonts = 'ready';
        this.settleDrawnWaiters();
      });
  }

  /** fabric caches glyph widths per family: measured with a fallback font, they must go. */
  private measureTextAgain(): void {
    cache.clearFontCache();
    const slideWidth = this.store.getState().document.width;
    const refitted: FabricObject[] = [];
    for (const { object, element } of this.entries.values()) {
      if (!(object instanceof fabric.Textbox)) continue;
      object.initDimensions();
      // A label measured in a fallback font has the wrong width: the right one is saved.
      if (element.type === 'textbox' && element.autoWidth && fitLabelWidth(object, slideWidth))
        if (!object.isEditing && !this.readOnly) refitted.push(object);
      object.setCoords();
    }
    for (const object of refitted) this.commitObjects(object, this.t('common:history.editText'));
    this.canvas.getActiveObject()?.setCoords();
    this.canvas.requestRenderAll();
    this.amendTextHeights();
  }

  private apply(doc: SlideDocument, built: Map<string, FabricObject>, opening: boolean): void {
    const canvas = this.canvas;
    const wanted = new Set(doc.elements.map((element) => element.id));
    const changed =
      doc.elements.some((element) => this.entries.get(element.id)?.element !== element) ||
      [...this.entries.keys()].some((id) => !wanted.has(id));
    this.dragLayer.invalidate();
    this.mutingSelection = true;
    try {
      // Objects inside a multi-selection hold group-relative coordinates: release them first.
      if (changed && canvas.getActiveObject() instanceof ActiveSelection)
        canvas.discardActiveObject();
      for (const [id, entry] of this.entries) {
        if (wanted.has(id)) continue;
        if (canvas.getActiveObject() === entry.object) canvas.discardActiveObject();
        canvas.remove(entry.object);
        this.entries.delete(id);
      }
      for (const element of doc.elements) {
        const entry = this.entries.get(element.id);
        const fresh = built.get(element.id);
        if (entry && entry.element === element) continue;
        if (entry && !fresh && updateFabricObject(fabric, entry.object, entry.element, element)) {
          entry.element = element;
          continue;
        }
        if (!fresh) continue; // could not be drawn; keep what is there
        this.prepare(fresh, opening);
        if (entry) {
          if (canvas.getActiveObject() === entry.object) canvas.discardActiveObject();
          canvas.remove(entry.object);
        }
        // Recorded before adding: `object:added` listeners (connector-ends) look the element up.
        this.entries.set(element.id, { object: fresh, element });
        canvas.add(fresh);
      }
      // Stack objects in document order (getObjects copies the list: read it again only after a move).
      let stack = canvas.getObjects();
      doc.elements.forEach((element, index) => {
        const object = this.entries.get(element.id)?.object;
        if (!object || stack[index] === object) return;
        canvas.moveObjectTo(object, index);
        stack = canvas.getObjects();
      });
    } finally {
      this.mutingSelection = false;
    }
    const background = doc.background === 'transparent' ? '' : doc.background;
    if (
      canvas.getWidth() !== Math.round(doc.width * this.zoom) ||
      canvas.getHeight() !== Math.round(doc.height * this.zoom) ||
      canvas.backgroundColor !== background
    ) {
      this.resize(doc);
    }
    this.applySelection(this.store.getState().selection);
    canvas.requestRenderAll();
    if (!opening) this.amendTextHeights();
  }

  /**
   * fabric sets a text's height from its words, font, size and width: where that differs from
   * the document's (the size was changed in the inspector), the document takes it, in the step
   * that made the change. A stale height made new elements avoid empty room and aligned text by
   * a box it no longer had. Not while opening (fallback fonts; measureTextAgain follows) nor
   * while a label is being typed into (the typed text commits with its height).
   */
  private amendTextHeights(): void {
    if (this.readOnly) return;
    const patches: Record<string, ElementPatch> = {};
    for (const { object, element } of this.entries.values()) {
      if (element.type !== 'textbox' || !(object instanceof fabric.Textbox)) continue;
      if (object.isEditing || Math.abs(object.height - element.height) <= 0.5) continue;
      patches[element.id] = { height: object.height } as ElementPatch;
    }
    if (Object.keys(patches).length === 0) return;
    const before = this.store.getState().document;
    this.store.getState().amendElements(patches);
    // Still the document a caller waits to see drawn (a new text to type into), measured.
    const after = this.store.getState().document;
    for (const waiter of this.drawnWaiters) if (waiter.doc === before) waiter.doc = after;
  }

  private prepare(object: FabricObject, opening: boolean): void {
    // A per-object bitmap cache costs more than it saves for simple shapes and text: every zoom
    // change re-rasterises it. Icons (many paths) keep theirs, built after the slide first shows
    // when it is being opened; a drag reuses a layer (drag-layer).
    if (!(object instanceof fabric.Group)) object.objectCaching = false;
    else if (opening) this.deferredCaches.defer(object);
    // Keep fabric's hidden text area inside the editor so our key handling sees its events.
    if ('hiddenTextareaContainer' in object)
      (object as Textbox).hiddenTextareaContainer = this.textareaContainer;
    if (this.readOnly) {
      object.set(READ_ONLY_LOCKS);
      if ('editable' in object) (object as Textbox).editable = false;
    }
  }

  /** Makes fabric's active selection match the store's selection. */
  private applySelection(ids: readonly string[]): void {
    const canvas = this.canvas;
    const active = canvas.getActiveObject() as Textbox | undefined;
    if (active?.isEditing) {
      // The text being typed in stays open while it is what is selected; anything else selected
      // (an element added from the toolbar) ends its editing, its words kept. It stayed open
      // before, the caret in it, while the inspector showed the new element.
      if (ids.length === 1 && ids[0] === getElementId(active)) return;
      active.exitEditing();
    }
    const current = canvas.getActiveObjects().map(getElementId);
    if (current.length === ids.length && current.every((id, index) => id === ids[index])) return;
    const objects = ids
      .map((id) => this.entries.get(id)?.object)
      .filter((object): object is FabricObject => object !== undefined && object.selectable);
    this.mutingSelection = true;
    try {
      canvas.discardActiveObject();
      if (objects.length === 1) canvas.setActiveObject(objects[0]!);
      else if (objects.length > 1) canvas.setActiveObject(new ActiveSelection(objects, { canvas }));
    } finally {
      this.mutingSelection = false;
    }
    canvas.requestRenderAll();
  }
}
