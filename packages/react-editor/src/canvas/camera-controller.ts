import { isTypingTarget } from '@figura/sdk-core/editor';
import {
  clampCamera,
  fitCamera,
  frameRect,
  pasteboardPadding,
  revealRect,
  sameCamera,
  wheelZoomFactor,
  zoomAbout,
  type Camera,
  type Rect,
  type Size,
} from './camera';
import { stepZoom } from './zoom';

/** After the camera stops for this long, the scene is drawn sharp at the new zoom. */
export const SETTLE_MS = 120;

/** However far the slide is panned, this much of it (screen px) stays in view on each axis. */
export const KEEP_IN_VIEW = 48;

/** What the controller needs from the fabric view. */
export interface CameraTarget {
  getZoom(): number;
  /** Resizes the canvas to the zoom and draws it at once (no blank frame). */
  setZoomNow(zoom: number): void;
  /** fabric's wrapper around its two canvas elements: moved with a CSS transform while zooming. */
  readonly wrapper: HTMLElement;
  isEditingText(): boolean;
  /** The selection's bounds in document px, or null. */
  selectionBounds(): Rect | null;
  /** Changes the cursors fabric shows (space-drag shows a hand). */
  setPanCursor(cursor: string | null): void;
}

export interface CameraControllerOptions {
  /** The scrolling canvas area. */
  area: HTMLElement;
  target: CameraTarget;
  documentSize: () => Size;
  /** The margin around the slide when fitting or framing it. */
  padding: number;
  /**
   * Height (px) along the area's foot that fitting and framing keep clear besides `padding`: the
   * zoom bar floats there, and a fitted slide's corner went under it.
   */
  reserveBelow?: number;
  /** The zoom the user sees changed (also while the camera moves). */
  onZoom: (zoom: number) => void;
  /** The user moved the camera (wheel, pinch, space-drag): stop following the area's size. */
  onUserMove?: () => void;
}

/**
 * The editor's camera over a scrolling area: panning scrolls (no redraw); zooming first moves the
 * last drawn bitmap with a CSS transform, one change per frame at no drawing cost, and redraws
 * sharp at the new zoom once the camera has been still for SETTLE_MS.
 *
 * The slide sits on a pasteboard (padding as large as the area) so that it can be anywhere in the
 * area: when the area changes size or place (a panel opens, a toolbar row appears), `holdInPlace`
 * scrolls so the slide stays where it was on the page. Only the person moves it.
 */
export class CameraController {
  private readonly options: CameraControllerOptions;
  /** Where the canvas was drawn when the current zoom gesture began (null when no gesture). */
  private base: Camera | null = null;
  private pending: Camera | null = null;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private spaceHeld = false;
  private panFrom: { x: number; y: number; camera: Camera } | null = null;
  /** The camera last seen and the area's place on the page then (for holdInPlace). */
  private seen: { camera: Camera; left: number; top: number } | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(options: CameraControllerOptions) {
    this.options = options;
    const { area } = options;
    const win = area.ownerDocument.defaultView ?? globalThis;
    this.listen(area, 'wheel', (event) => this.onWheel(event as WheelEvent), { passive: false });
    this.listen(area, 'keydown', (event) => this.onKey(event as KeyboardEvent, true));
    this.listen(area, 'keyup', (event) => this.onKey(event as KeyboardEvent, false));
    this.listen(area, 'blur', () => this.releaseSpace(), true);
    // Capture phase: while space is held, fabric must not see the press (no selection, no drag).
    const grab = (event: Event) => this.onPress(event as MouseEvent);
    this.listen(area, 'pointerdown', grab, true);
    this.listen(area, 'mousedown', grab, true);
    this.listen(win, 'pointermove', (event) => this.onPanMove(event as PointerEvent));
    this.listen(win, 'pointerup', () => (this.panFrom = null));
    this.listen(area, 'scroll', () => this.remember(), { passive: true });
    this.layoutPasteboard();
  }

  /**
   * The area has changed size or place: the pasteboard follows its size, and the slide stays at
   * the same place on the page and the same zoom (as far as the area can show it).
   */
  holdInPlace(): void {
    const seen = this.seen;
    this.layoutPasteboard();
    if (!seen || this.pending) return this.remember();
    const box = this.pageBox();
    this.scrollTo(
      this.clamp({
        zoom: seen.camera.zoom,
        x: seen.camera.x + seen.left - box.left,
        y: seen.camera.y + seen.top - box.top,
      }),
    );
    this.remember();
  }

  /** The camera the user sees (the pending one while a zoom is settling). */
  current(): Camera {
    return this.pending ?? this.measure();
  }

  /** Moves the camera, kept where the area can show it. `now` skips the snapshot (buttons). */
  moveTo(next: Camera, now = false): void {
    const { target } = this.options;
    const camera = this.clamp(next);
    if (!this.pending && Math.abs(camera.zoom - target.getZoom()) < 1e-9) {
      this.scrollTo(camera); // a pan: the canvas already holds the whole slide
      return;
    }
    this.base ??= this.measure();
    this.pending = camera;
    const k = camera.zoom / this.base.zoom;
    const { style } = target.wrapper;
    style.transformOrigin = '0 0';
    style.transform = `translate(${camera.x - this.base.x}px, ${camera.y - this.base.y}px) scale(${k})`;
    style.willChange = 'transform';
    this.options.onZoom(camera.zoom);
    clearTimeout(this.settleTimer);
    if (now) this.settle();
    else this.settleTimer = setTimeout(() => this.settle(), SETTLE_MS);
  }

  zoomToFit(): void {
    const { area, documentSize, padding } = this.options;
    this.moveTo(fitCamera(documentSize(), this.frameArea(area), padding), true);
  }

  zoomToSelection(): void {
    const bounds = this.options.target.selectionBounds();
    if (!bounds) return;
    this.moveTo(frameRect(bounds, this.frameArea(this.options.area), this.options.padding), true);
  }

  /**
   * Brings the selection into view, moving the camera only as far as that takes (revealRect);
   * whether it moved.
   */
  revealSelection(): boolean {
    const bounds = this.options.target.selectionBounds();
    if (!bounds) return false;
    const { area, padding } = this.options;
    const now = this.current();
    const next = this.clamp(revealRect(now, bounds, this.frameArea(area), padding));
    if (sameCamera(now, next)) return false;
    this.moveTo(next, true);
    return true;
  }

  /** Zoom in or out one step about the area's centre (toolbar buttons, keyboard). */
  step(direction: 'in' | 'out'): void {
    this.zoomTo(stepZoom(this.current().zoom, direction));
  }

  /** Zooms to `zoom` (clamped) about the area's centre. */
  zoomTo(zoom: number): void {
    const { width, height } = this.areaSize(this.options.area);
    this.moveTo(zoomAbout(this.current(), { x: width / 2, y: height / 2 }, zoom), true);
  }

  dispose(): void {
    clearTimeout(this.settleTimer);
    for (const cleanup of this.cleanups) cleanup();
  }

  /** Draws sharp at the pending zoom and scrolls so the slide stays where the snapshot showed it. */
  private settle(): void {
    clearTimeout(this.settleTimer);
    const camera = this.pending;
    this.pending = null;
    this.base = null;
    if (!camera) return;
    const { target } = this.options;
    target.setZoomNow(camera.zoom);
    target.wrapper.style.transform = '';
    target.wrapper.style.willChange = '';
    this.scrollTo(camera);
    this.remember();
  }

  private scrollTo(camera: Camera): void {
    const { area } = this.options;
    const now = this.measure();
    if (sameCamera(now, camera)) return;
    area.scrollLeft += now.x - camera.x;
    area.scrollTop += now.y - camera.y;
  }

  private clamp(camera: Camera): Camera {
    const { area, documentSize } = this.options;
    return clampCamera(camera, documentSize(), this.areaSize(area), KEEP_IN_VIEW);
  }

  /** The slide's padding inside the scrolling area: the area's size less what stays in view. */
  private layoutPasteboard(): void {
    const host = this.options.target.wrapper.parentElement;
    if (!host) return;
    const { width, height } = pasteboardPadding(this.areaSize(this.options.area), KEEP_IN_VIEW);
    host.style.padding = `${height}px ${width}px`;
  }

  /**
   * Notes the camera and the area's place on the page. Scrolling notes it (a scroll event, once
   * a frame, so a pan reads no layout of its own), and so do a resize and a settled zoom.
   */
  private remember(): void {
    if (this.pending) return;
    const box = this.pageBox();
    this.seen = { camera: this.measure(), left: box.left, top: box.top };
  }

  /** The area's place on the page (a scrolled page does not count as the area moving). */
  private pageBox(): { left: number; top: number } {
    const { area } = this.options;
    const box = area.getBoundingClientRect();
    const win = area.ownerDocument.defaultView;
    return { left: box.left + (win?.scrollX ?? 0), top: box.top + (win?.scrollY ?? 0) };
  }

  /** Where the drawn canvas is now (no transform may be applied). */
  private measure(): Camera {
    const { area, target } = this.options;
    const areaBox = area.getBoundingClientRect();
    const box = target.wrapper.getBoundingClientRect();
    return {
      zoom: target.getZoom(),
      x: box.left - areaBox.left - area.clientLeft,
      y: box.top - areaBox.top - area.clientTop,
    };
  }

  /** The part of the area a fitted or framed slide is centred in: above the reserved foot. */
  private frameArea(area: HTMLElement): Size {
    const size = this.areaSize(area);
    return {
      width: size.width,
      height: Math.max(0, size.height - (this.options.reserveBelow ?? 0)),
    };
  }

  private areaSize(area: HTMLElement): Size {
    return { width: area.clientWidth, height: area.clientHeight };
  }

  private onWheel(event: WheelEvent): void {
    const { area } = this.options;
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? area.clientHeight : 1;
    const dx = event.deltaX * unit;
    const dy = event.deltaY * unit;
    event.preventDefault();
    this.options.onUserMove?.();
    const camera = this.current();
    if (event.ctrlKey || event.metaKey) {
      const box = area.getBoundingClientRect();
      const anchor = {
        x: event.clientX - box.left - area.clientLeft,
        y: event.clientY - box.top - area.clientTop,
      };
      this.moveTo(zoomAbout(camera, anchor, camera.zoom * wheelZoomFactor(dy)));
      return;
    }
    // Shift+wheel pans sideways on mice that only have a vertical wheel.
    const [panX, panY] = event.shiftKey && dx === 0 ? [dy, 0] : [dx, dy];
    this.moveTo({ ...camera, x: camera.x - panX, y: camera.y - panY });
  }

  private onKey(event: KeyboardEvent, down: boolean): void {
    if (event.code !== 'Space') return;
    if (down && (isTypingTarget(event.target) || this.options.target.isEditingText())) return;
    event.preventDefault(); // no page scroll
    if (!down) return this.releaseSpace();
    if (this.spaceHeld) return;
    this.spaceHeld = true;
    this.options.target.setPanCursor('grab');
  }

  private releaseSpace(): void {
    if (!this.spaceHeld) return;
    this.spaceHeld = false;
    this.panFrom = null;
    this.options.target.setPanCursor(null);
  }

  private onPress(event: MouseEvent): void {
    if (!this.spaceHeld) return;
    event.stopPropagation();
    event.preventDefault();
    if (event.type === 'pointerdown') {
      this.options.onUserMove?.();
      this.panFrom = { x: event.clientX, y: event.clientY, camera: this.current() };
    }
  }

  private onPanMove(event: PointerEvent): void {
    const from = this.panFrom;
    if (!from) return;
    this.moveTo({
      ...from.camera,
      x: from.camera.x + event.clientX - from.x,
      y: from.camera.y + event.clientY - from.y,
    });
  }

  private listen(
    target: EventTarget,
    type: string,
    listener: (event: Event) => void,
    options?: boolean | AddEventListenerOptions,
  ): void {
    target.addEventListener(type, listener, options);
    this.cleanups.push(() => target.removeEventListener(type, listener, options));
  }
}
