import { clampZoom } from './zoom';

/** Ctrl+wheel (and trackpad pinch, which Chromium sends as Ctrl+wheel) zooms by exp(-deltaY x this). */
export const WHEEL_ZOOM_SPEED = 0.01;
/** Larger wheel steps are capped so one mouse notch zooms by about 1.65x, not 2.7x. */
const MAX_WHEEL_ZOOM_DELTA = 50;

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  left: number;
  top: number;
}

/**
 * Where the document is on screen: `zoom` screen px per document px, and the screen position of
 * the document's top-left corner relative to the canvas area's visible box.
 */
export interface Camera {
  zoom: number;
  x: number;
  y: number;
}

/** The screen point (area-relative) of a document point. */
export function documentToScreen(camera: Camera, point: { x: number; y: number }) {
  return { x: camera.x + point.x * camera.zoom, y: camera.y + point.y * camera.zoom };
}

/** The document point under a screen point (area-relative). */
export function screenToDocument(camera: Camera, point: { x: number; y: number }) {
  return { x: (point.x - camera.x) / camera.zoom, y: (point.y - camera.y) / camera.zoom };
}

/** Zooms to `zoom` (clamped) keeping the document point under `anchor` (area-relative) in place. */
export function zoomAbout(camera: Camera, anchor: { x: number; y: number }, zoom: number): Camera {
  const next = clampZoom(zoom);
  const ratio = next / camera.zoom;
  return {
    zoom: next,
    x: anchor.x - (anchor.x - camera.x) * ratio,
    y: anchor.y - (anchor.y - camera.y) * ratio,
  };
}

/** The zoom factor for one Ctrl+wheel event's vertical delta, in pixels. */
export function wheelZoomFactor(deltaY: number): number {
  const capped = Math.max(-MAX_WHEEL_ZOOM_DELTA, Math.min(MAX_WHEEL_ZOOM_DELTA, deltaY));
  return Math.exp(-capped * WHEEL_ZOOM_SPEED);
}

/**
 * Keeps the camera where the scrolling canvas area can put it: the slide may go anywhere that
 * leaves at least `keep` px of it in view on each axis (the area's pasteboard, pasteboardPadding,
 * allows exactly that much scrolling), so nothing re-centres it behind the person's back.
 */
export function clampCamera(camera: Camera, document: Size, area: Size, keep: number): Camera {
  const axis = (position: number, documentLength: number, areaLength: number) => {
    const length = documentLength * camera.zoom;
    return Math.min(areaLength - keep, Math.max(keep - length, position));
  };
  return {
    zoom: camera.zoom,
    x: axis(camera.x, document.width, area.width),
    y: axis(camera.y, document.height, area.height),
  };
}

/**
 * The empty space around the slide inside the scrolling area: an area's size less `keep`, so the
 * slide can be scrolled until only `keep` px of it show, whatever its zoom and the area's size.
 */
export function pasteboardPadding(area: Size, keep: number): Size {
  return { width: Math.max(0, area.width - keep), height: Math.max(0, area.height - keep) };
}

/** The margin around a fitted or framed slide (px on screen). */
export const FRAME_PADDING = 24;
/**
 * Kept clear below a fitted or framed slide besides FRAME_PADDING: the zoom bar floats in the
 * area's foot (48 px with its inset), and a fitted slide's corner went under it.
 */
export const ZOOM_BAR_ROOM = 28;

/** The camera that shows `rect` (document px) as large as fits the area, centred. */
export function frameRect(rect: Rect, area: Size, padding: number): Camera {
  const width = area.width - padding * 2;
  const height = area.height - padding * 2;
  const zoom =
    width <= 0 || height <= 0
      ? clampZoom(1)
      : clampZoom(Math.min(width / Math.max(rect.width, 1), height / Math.max(rect.height, 1)));
  return {
    zoom,
    x: area.width / 2 - (rect.left + rect.width / 2) * zoom,
    y: area.height / 2 - (rect.top + rect.height / 2) * zoom,
  };
}

/** A revealed element's longer side is shown at least this large (screen px): else zoomed to. */
export const REVEAL_MIN_SIZE = 24;

/**
 * The camera that brings `rect` (document px) into view with as little movement as it takes: the
 * same camera when it is in view (within `padding` of the area's edges); otherwise panned, at the
 * same zoom, to centre it; zoomed (framed, frameRect) only when at this zoom it would not fit or
 * could not be made out (its longer side under REVEAL_MIN_SIZE px). Preflight's "show me" used to
 * frame even a title already in view, and the whole figure went out of sight.
 */
export function revealRect(camera: Camera, rect: Rect, area: Size, padding: number): Camera {
  const width = rect.width * camera.zoom;
  const height = rect.height * camera.zoom;
  const fits = width <= area.width - padding * 2 && height <= area.height - padding * 2;
  if (!fits || Math.max(width, height) < REVEAL_MIN_SIZE) return frameRect(rect, area, padding);
  const left = camera.x + rect.left * camera.zoom;
  const top = camera.y + rect.top * camera.zoom;
  const inView =
    left >= padding &&
    top >= padding &&
    left + width <= area.width - padding &&
    top + height <= area.height - padding;
  if (inView) return camera;
  return {
    zoom: camera.zoom,
    x: area.width / 2 - (rect.left + rect.width / 2) * camera.zoom,
    y: area.height / 2 - (rect.top + rect.height / 2) * camera.zoom,
  };
}

/** The whole document, fitted and centred. */
export function fitCamera(document: Size, area: Size, padding: number): Camera {
  return frameRect({ left: 0, top: 0, ...document }, area, padding);
}

export function sameCamera(a: Camera, b: Camera): boolean {
  return Math.abs(a.zoom - b.zoom) < 1e-9 && Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5;
}
