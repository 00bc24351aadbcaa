import type { SlideRect, SlideView } from '@figura/sdk-core/editor';

/** What of the canvas view the visible part is read from. */
interface ViewOnScreen {
  wrapper: HTMLElement;
  getZoom(): number;
  /** fabric's canvas: its overlay is the plan's mark (plan-watermark.ts). */
  canvas?: { overlayImage?: { getBoundingRect(): SlideRect } };
}

/**
 * The part of the slide the person sees, in slide pixels: the canvas area's box over the drawn
 * slide (the wrapper of fabric's canvases), at the zoom it is drawn at; with the plan's mark, if
 * the slide shows one, as a part new elements keep clear of.
 */
export function visibleSlideRect(
  area: HTMLElement | null,
  view: ViewOnScreen | null,
): SlideView | undefined {
  if (!area || !view) return undefined;
  const areaBox = area.getBoundingClientRect();
  const slideBox = view.wrapper.getBoundingClientRect();
  const zoom = view.getZoom();
  if (areaBox.width <= 0 || areaBox.height <= 0 || zoom <= 0) return undefined;
  const mark = view.canvas?.overlayImage?.getBoundingRect();
  return {
    left: (areaBox.left + area.clientLeft - slideBox.left) / zoom,
    top: (areaBox.top + area.clientTop - slideBox.top) / zoom,
    width: area.clientWidth / zoom,
    height: area.clientHeight / zoom,
    ...(mark && { avoid: [mark] }),
  };
}
