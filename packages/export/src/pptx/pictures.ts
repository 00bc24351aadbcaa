// What PowerPoint has no shape for (illustrations, icons, molecules, charts, drawn shapes, images)
// as a picture: the element's own SVG (text as outlines: PowerPoint's SVG reader takes no web
// fonts) with a PNG of it for readers without SVG, both drawn by the same renderer as every
// export, unrotated; PowerPoint rotates the picture.
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { exportPng } from '../raster.ts';
import { exportSvg } from '../svg/export-svg.ts';
import { placementOf, type Placement, type Units } from './placement.ts';

type BoxElement = Extract<FiguraElement, { left: number }>;

/** The PNG stand-in's pixels per document pixel, within a longest side. */
const PNG_SCALE = 2;
const PNG_MAX_SIDE = 2400;

export interface Picture {
  svg: string;
  png: Buffer;
  /** Where it goes: the element's box with its stroke, rotated as the element. */
  placement: Placement;
}

/** The element alone, unrotated and unflipped-by-PowerPoint, as SVG and PNG. */
export async function pictureOf(
  document: SlideDocument,
  element: BoxElement,
  opacity: number,
  units: Units,
): Promise<Picture> {
  const placement = placementOf(element, units, true);
  const width = Math.max(1, placement.w / units.inch);
  const height = Math.max(1, placement.h / units.inch);
  const alone: SlideDocument = {
    ...document,
    width,
    height,
    background: 'transparent',
    alt: '',
    description: '',
    elements: [
      {
        ...element,
        left: 0,
        top: 0,
        angle: 0,
        scaleX: Math.abs(element.scaleX),
        scaleY: Math.abs(element.scaleY),
        flipX: placement.flipH,
        flipY: placement.flipV,
        opacity,
      } as FiguraElement,
    ],
  };
  const scale = Math.min(PNG_SCALE, PNG_MAX_SIDE / Math.max(width, height));
  const [svg, png] = await Promise.all([
    exportSvg(alone, { format: 'svg', text: 'outline', background: 'transparent' }),
    exportPng(alone, {
      format: 'png',
      background: 'transparent',
      width: Math.max(1, Math.round(width * scale)),
      unit: 'px',
    }),
  ]);
  // The drawing holds the flips: PowerPoint only rotates it.
  return { svg, png, placement: { ...placement, flipH: false, flipV: false } };
}
