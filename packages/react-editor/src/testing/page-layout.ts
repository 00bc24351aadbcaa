// A browser's layout of the headless editor's canvas area, for tests of where things are on
// screen: jsdom lays nothing out (every box is empty at the origin), so the camera could not
// measure the slide. Laid out here as a browser would: the area at the page's origin, the slide
// on its pasteboard (the padding the camera gives it), moved by the area's scroll, which stays
// within the scrollable range.
import type { TestEditor } from './test-editor';

interface Point {
  x: number;
  y: number;
}

export interface PageLayout {
  /** Where a slide point is on screen now. */
  screenOf(point: Point): Point;
  /** The slide point under a screen point now. */
  slideAt(point: Point): Point;
  /** The slide's top-left corner on screen (the drawn canvas's box). */
  slideCorner(): Point;
}

const px = (value: string) => Number.parseFloat(value) || 0;

/** Gives the editor's canvas area a layout; call it before the camera first moves. */
export function layOut(t: TestEditor): PageLayout {
  const { area, view } = t;
  const host = view.wrapper.parentElement!;
  const canvas = view.canvas;
  const rect = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      x: left,
      y: top,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    }) as DOMRect;

  const scrollRange = () => ({
    x: Math.max(0, px(host.style.paddingLeft) * 2 + canvas.getWidth() - area.clientWidth),
    y: Math.max(0, px(host.style.paddingTop) * 2 + canvas.getHeight() - area.clientHeight),
  });
  let scroll = { x: 0, y: 0 };
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  Object.defineProperty(area, 'scrollLeft', {
    get: () => scroll.x,
    set: (value: number) => (scroll = { ...scroll, x: clamp(value, scrollRange().x) }),
  });
  Object.defineProperty(area, 'scrollTop', {
    get: () => scroll.y,
    set: (value: number) => (scroll = { ...scroll, y: clamp(value, scrollRange().y) }),
  });

  const slideCorner = () => ({
    x: px(host.style.paddingLeft) - scroll.x,
    y: px(host.style.paddingTop) - scroll.y,
  });
  area.getBoundingClientRect = () => rect(0, 0, area.clientWidth, area.clientHeight);
  // The drawn slide (fabric's wrapper and its two canvases); a zoom under way is a CSS transform
  // on the wrapper, which the camera never measures.
  const slideBox = () => {
    const corner = slideCorner();
    return rect(corner.x, corner.y, canvas.getWidth(), canvas.getHeight());
  };
  for (const element of [view.wrapper, canvas.lowerCanvasEl, canvas.upperCanvasEl])
    element.getBoundingClientRect = slideBox;

  const zoom = () => view.getZoom();
  return {
    slideCorner,
    screenOf: (point) => ({
      x: slideCorner().x + point.x * zoom(),
      y: slideCorner().y + point.y * zoom(),
    }),
    slideAt: (point) => ({
      x: (point.x - slideCorner().x) / zoom(),
      y: (point.y - slideCorner().y) / zoom(),
    }),
  };
}
