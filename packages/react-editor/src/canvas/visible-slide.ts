import type { SlideRect } from '@figura/sdk-core/editor';

/**
 * The part of the slide the person sees, in slide pixels: the canvas area's box over the drawn
 * slide (the wrapper of fabric's canvases), at the zoom it is drawn at.
 */
export function visibleSlideRect(
  area: HTMLElement | null,
  view: { wrapper: HTMLElement; getZoom(): number } | null,
): SlideRect | undefined {
  if (!area || !view) return undefined;
  const areaBox = area.getBoundingClientRect();
  const slideBox = view.wrapper.getBoundingClientRect();
  const zoom = view.getZoom();
  if (areaBox.width <= 0 || areaBox.height <= 0 || zoom <= 0) return undefined;
  return {
    left: (areaBox.left + area.clientLeft - slideBox.left) / zoom,
    top: (areaBox.top + area.clientTop - slideBox.top) / zoom,
    width: area.clientWidth / zoom,
    height: area.clientHeight / zoom,
  };
}
