// A headless editor for behaviour tests: the real engine (sdk-core's createEditor over an
// in-memory API), the real fabric view, camera, snapping and key handling, in jsdom with
// node-canvas. Tests press keys and move the mouse as a user would and read the store: no React,
// no browser, milliseconds per test. Pixels are for the browser tests; this checks the model.
// Use it from files marked `// @vitest-environment jsdom`.
import {
  createEditor,
  type EditorClipboard,
  type EditorEngine,
  type PlacedSlot,
} from '@figura/sdk-core/editor';
import type { SnapGuide } from '@figura/sdk-core/arrange';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { createEnglishI18n, MemoryFiguraApi } from '@figura/sdk-core/testing';
import { translator } from '@figura/sdk-core/i18n';
import type { FabricObject } from '@figura/sdk-core/render';
import { FRAME_PADDING, ZOOM_BAR_ROOM } from '../canvas/camera';
import { CameraController } from '../canvas/camera-controller';
import { installDrawGesture } from '../canvas/draw-gesture';
import { FabricView } from '../canvas/fabric-view';
import { visibleSlideRect } from '../canvas/visible-slide';
import { installSeatPreview } from '../canvas-tools/seat-preview';
import { installSnapping } from '../canvas-tools/snapping-layer';
import { createKeyHandler } from '../editor/key-handler';
import { routePageKeys } from '../editor/page-keys';

export interface TestEditorOptions {
  /** The first slide's document (default: an empty abstract). */
  document?: SlideDocument;
  /** The API the editor saves to (default: a new in-memory one holding `document`). */
  api?: MemoryFiguraApi;
  /** The visible canvas area in CSS px (jsdom lays nothing out). */
  area?: { width: number; height: number };
  /** Where copy and paste go (default: the editor's own, in memory); editors given one share it. */
  clipboard?: EditorClipboard;
}

export interface Modifiers {
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const KEY_CODES: Record<string, number> = {
  Backspace: 8,
  Tab: 9,
  Enter: 13,
  Escape: 27,
  ' ': 32,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
  Delete: 46,
  '?': 191,
};

interface Point {
  x: number;
  y: number;
}

/** Everything the real editor's views do between an event and the store, without the pixels. */
export class TestEditor {
  readonly editor: EditorEngine;
  readonly api: MemoryFiguraApi;
  readonly view: FabricView;
  /** The editor's container: key events are dispatched here, as in the React shell. */
  readonly shell: HTMLElement;
  readonly area: HTMLElement;
  /** Messages the editor would show (a paste it could not do). */
  readonly notices: string[] = [];
  /** The smart guides shown now (while a drag or resize is snapped). */
  readonly snapGuides: () => readonly SnapGuide[];
  /** The membrane slot outlined now (while a protein is dragged over it). */
  readonly seatPreview: () => PlacedSlot | undefined;
  private readonly cleanups: (() => void)[] = [];
  private pointer: Point = { x: 0, y: 0 };

  static async create(options: TestEditorOptions = {}): Promise<TestEditor> {
    const api = options.api ?? new MemoryFiguraApi({ document: options.document });
    const editor = await createEditor({
      api,
      creationId: api.creationId,
      autosaveDebounceMs: 5,
      retryDelaysMs: [5],
      i18n: createEnglishI18n(),
      clipboard: options.clipboard,
    });
    const testEditor = new TestEditor(api, editor, options.area ?? { width: 1400, height: 900 });
    await testEditor.view.ready;
    await editor.checkFirstSlide();
    return testEditor;
  }

  private constructor(
    api: MemoryFiguraApi,
    editor: EditorEngine,
    areaSize: { width: number; height: number },
  ) {
    this.api = api;
    this.editor = editor;
    const doc = globalThis.document;
    this.shell = doc.createElement('div');
    this.area = doc.createElement('div');
    this.area.tabIndex = 0;
    const host = doc.createElement('div');
    this.area.append(host);
    this.shell.append(this.area);
    doc.body.append(this.shell);
    Object.defineProperty(this.area, 'clientWidth', { value: areaSize.width });
    Object.defineProperty(this.area, 'clientHeight', { value: areaSize.height });

    // Zoom 1: screen points are slide points (the canvas sits at the page's origin in jsdom).
    this.view = new FabricView({
      host,
      store: editor.store,
      textareaContainer: this.shell,
      zoom: 1,
      fonts: false,
      t: translator(editor.i18n, 'editor'),
      readOnly: editor.readOnly,
    });
    const camera = new CameraController({
      area: this.area,
      target: this.view,
      documentSize: () => editor.getDocument(),
      padding: FRAME_PADDING,
      reserveBelow: ZOOM_BAR_ROOM,
      onZoom: (zoom) => editor.camera.report({ zoom }),
      onUserMove: () => editor.camera.report({ fitting: false }),
    });
    const detach = editor.camera.attach({
      getZoom: () => camera.current().zoom,
      setZoom: (zoom) => camera.zoomTo(zoom),
      step: (direction) => camera.step(direction),
      zoomToFit: () => camera.zoomToFit(),
      zoomToSelection: () => camera.zoomToSelection(),
      revealSelection: () => camera.revealSelection(),
    });
    const snapping = installSnapping(this.view.canvas, () => editor.getDocument());
    this.snapGuides = snapping.guides;
    const seats = installSeatPreview(this.view.canvas, () => editor.getDocument());
    this.seatPreview = seats.slot;
    const undraw = installDrawGesture(this.area, this.view, editor);
    const releaseInput = editor.addPendingInput(() => this.view.commitTypedText());
    const handleKey = createKeyHandler({
      editor,
      view: () => this.view,
      window: () => doc.defaultView,
      inView: () => visibleSlideRect(this.area, this.view),
      // As the shell does: the help is a dialog the engine opens (editor.panels).
      onShowShortcuts: () => editor.panels.openDialog('shortcuts'),
      onNotice: (message) => this.notices.push(message),
    });
    const onKeyDown = (event: Event) => handleKey(event as KeyboardEvent);
    this.shell.addEventListener('keydown', onKeyDown);
    const unroutePageKeys = routePageKeys(this.shell, handleKey);
    this.cleanups.push(
      unroutePageKeys,
      undraw,
      () => this.shell.removeEventListener('keydown', onKeyDown),
      () => snapping.dispose(),
      () => seats.dispose(),
      detach,
      () => camera.dispose(),
      () => this.view.dispose(),
      releaseInput,
      () => this.shell.remove(),
    );
  }

  // ---- What the user sees ----

  get document(): SlideDocument {
    return this.editor.getDocument();
  }

  get selection(): readonly string[] {
    return this.editor.getSelection();
  }

  element(id: string): FiguraElement {
    const found = this.document.elements.find((element) => element.id === id);
    if (!found) throw new Error(`No element ${id} on the slide`);
    return found;
  }

  /** The fabric object drawing an element. */
  object(id: string): FabricObject {
    const object = this.view.getObject(id);
    if (!object) throw new Error(`Element ${id} is not drawn`);
    return object;
  }

  /** The centre of an element on screen (its fabric object's bounding box). */
  centreOf(id: string): Point {
    const box = this.object(id).getBoundingRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }

  /** Where a handle of the selected object is on screen ('br', 'mtr', 'ml', ...). */
  handleOf(id: string, control: string): Point {
    const object = this.object(id);
    object.setCoords();
    const corner = (object.oCoords as Record<string, Point | undefined>)[control];
    if (!corner) throw new Error(`Element ${id} has no ${control} handle`);
    return { x: corner.x, y: corner.y };
  }

  /** Lets the view reconcile store changes (it builds objects asynchronously). */
  async settle(): Promise<void> {
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await this.view.whenDrawn(this.document).catch(() => false);
    }
  }

  // ---- The mouse ----

  pointerDown(point: Point, modifiers: Modifiers = {}): void {
    this.pointer = point;
    this.mouse('mousedown', this.view.canvas.upperCanvasEl, point, modifiers);
  }

  pointerMove(point: Point, modifiers: Modifiers = {}): void {
    this.pointer = point;
    // fabric listens on the document while a button is down, on the canvas otherwise.
    this.mouse('mousemove', this.view.canvas.upperCanvasEl, point, modifiers);
  }

  pointerUp(point: Point = this.pointer, modifiers: Modifiers = {}): void {
    this.pointer = point;
    this.mouse('mouseup', this.view.canvas.upperCanvasEl, point, modifiers);
  }

  click(point: Point, modifiers: Modifiers = {}): void {
    this.pointerDown(point, modifiers);
    this.pointerUp(point, modifiers);
  }

  /** Presses at `from`, moves to `to` in `steps` moves, releases there. */
  drag(from: Point, to: Point, options: Modifiers & { steps?: number } = {}): void {
    const { steps = 5, ...modifiers } = options;
    this.pointerDown(from, modifiers);
    for (let step = 1; step <= steps; step++) {
      const t = step / steps;
      this.pointerMove(
        { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t },
        modifiers,
      );
    }
    this.pointerUp(to, modifiers);
  }

  // ---- The keyboard ----

  /** A key press (down, then up) on the focused element, or the canvas area. */
  press(key: string, modifiers: Modifiers & { repeat?: boolean; code?: string } = {}): void {
    void this.pressOn(this.focused(), key, modifiers);
  }

  /**
   * A key press wherever the page's focus is (the body when nothing has it), editor or not; true
   * when the editor took the key from the browser (preventDefault).
   */
  pressOnPage(key: string, modifiers: Modifiers & { code?: string } = {}): boolean {
    const document = this.shell.ownerDocument;
    return this.pressOn(
      (document.activeElement as HTMLElement | null) ?? document.body,
      key,
      modifiers,
    );
  }

  private pressOn(
    target: HTMLElement,
    key: string,
    modifiers: Modifiers & { repeat?: boolean; code?: string },
  ): boolean {
    // fabric's text editing still reads keyCode.
    const keyCode = KEY_CODES[key] ?? (key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0);
    const init = { key, keyCode, which: keyCode, bubbles: true, cancelable: true, ...modifiers };
    const KeyboardEventClass = target.ownerDocument.defaultView!.KeyboardEvent;
    const down = new KeyboardEventClass('keydown', init);
    target.dispatchEvent(down);
    target.dispatchEvent(new KeyboardEventClass('keyup', init));
    return down.defaultPrevented;
  }

  /** Types text into the textbox being edited (fabric's hidden text area). */
  type(text: string): void {
    const textarea = this.editingTextarea();
    for (const character of text) {
      const start = textarea.selectionStart;
      const end = textarea.selectionEnd;
      textarea.value = textarea.value.slice(0, start) + character + textarea.value.slice(end);
      textarea.selectionStart = textarea.selectionEnd = start + character.length;
      const InputEventClass = textarea.ownerDocument.defaultView!.InputEvent;
      textarea.dispatchEvent(
        new InputEventClass('input', { bubbles: true, data: character, inputType: 'insertText' }),
      );
    }
  }

  /** Backspace in the textbox being edited, as the browser does it: the selected text, else one character. */
  erase(): void {
    const textarea = this.editingTextarea();
    const end = textarea.selectionEnd;
    const start = textarea.selectionStart === end ? Math.max(0, end - 1) : textarea.selectionStart;
    textarea.value = textarea.value.slice(0, start) + textarea.value.slice(end);
    textarea.selectionStart = textarea.selectionEnd = start;
    const InputEventClass = textarea.ownerDocument.defaultView!.InputEvent;
    textarea.dispatchEvent(
      new InputEventClass('input', { bubbles: true, inputType: 'deleteContentBackward' }),
    );
  }

  /** Saves what is pending and lets go of everything. */
  async dispose(): Promise<void> {
    for (const cleanup of this.cleanups.splice(0).reverse()) cleanup();
    await this.editor.dispose();
  }

  private editingTextarea(): HTMLTextAreaElement {
    const textarea = this.shell.querySelector<HTMLTextAreaElement>(
      'textarea[data-fabric="textarea"]',
    );
    if (!textarea) throw new Error('No textbox is being edited');
    return textarea;
  }

  private focused(): HTMLElement {
    const active = this.shell.ownerDocument.activeElement as HTMLElement | null;
    return active && this.shell.contains(active) ? active : this.area;
  }

  private mouse(type: string, target: HTMLElement, point: Point, modifiers: Modifiers): void {
    const MouseEventClass = target.ownerDocument.defaultView!.MouseEvent;
    target.dispatchEvent(
      new MouseEventClass(type, {
        bubbles: true,
        cancelable: true,
        clientX: point.x,
        clientY: point.y,
        button: 0,
        buttons: type === 'mouseup' ? 0 : 1,
        detail: 1,
        ...modifiers,
      }),
    );
  }
}
