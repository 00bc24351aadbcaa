// The canvas presets and the paper each prints on: plain data, apart from the rest of canvas-size
// (units, ranges, download sizes), so what needs only a size's paper (Preflight's starting
// profile, in the editor's first load) does not bring the rest with it.
import { CANVAS_MAX, CM_PER_INCH, CM_TO_PX, type CreationType } from '../schema/document/constants';

export interface CanvasSize {
  width: number;
  height: number;
}

/** A preset's name is `canvas.presets.<id>` in the `common` namespace. */
export interface CanvasPreset extends CanvasSize {
  id: string;
  /** The creation type the preset belongs to (the panel groups by it). */
  type: CreationType;
  /**
   * The paper (or screen) it prints on, in cm, when that is not the canvas's own centimetres
   * (A0 is past the canvas's largest side; a 1920 px talk slide is PowerPoint's 33.867 cm, not
   * 67.7): downloads start at this size.
   */
  printCm?: CanvasSize;
}

/**
 * A0 keeps the ISO ratio 1:√2 with the long side at the canvas maximum and prints at its true
 * size, 84.1 x 118.9 cm (past the canvas's largest side in its own centimetres); A1 is its true
 * size, 59.4 x 84.1 cm, in the canvas's centimetres.
 */
const ISO_SHORT = Math.round(CANVAS_MAX / Math.SQRT2);
const A0_CM = { width: 84.1, height: 118.9 };
const A1_SHORT = Math.round(59.4 * CM_TO_PX);
const A1_LONG = Math.round(84.1 * CM_TO_PX);

export const CANVAS_PRESETS: readonly CanvasPreset[] = [
  {
    id: 'abstract',
    type: 'abstract',
    width: 1200,
    height: 600,
  },
  {
    id: 'abstract-wide',
    type: 'abstract',
    width: 1328,
    height: 531,
  },
  // PowerPoint's own slide sizes: 13.333 x 7.5 in and 10 x 7.5 in.
  {
    id: 'slide-16-9',
    type: 'slide',
    width: 1920,
    height: 1080,
    printCm: { width: 33.867, height: 19.05 },
  },
  {
    id: 'slide-4-3',
    type: 'slide',
    width: 1600,
    height: 1200,
    printCm: { width: 25.4, height: 19.05 },
  },
  { id: 'infographic', type: 'infographic', width: 1080, height: 1920 },
  {
    id: 'poster-a0-portrait',
    type: 'poster',
    width: ISO_SHORT,
    height: CANVAS_MAX,
    printCm: A0_CM,
  },
  {
    id: 'poster-a0-landscape',
    type: 'poster',
    width: CANVAS_MAX,
    height: ISO_SHORT,
    printCm: { width: A0_CM.height, height: A0_CM.width },
  },
  { id: 'poster-a1-portrait', type: 'poster', width: A1_SHORT, height: A1_LONG },
  { id: 'poster-a1-landscape', type: 'poster', width: A1_LONG, height: A1_SHORT },
];

/** The preset matching a size, if any. */
export function presetOf(size: CanvasSize): CanvasPreset | undefined {
  return CANVAS_PRESETS.find((p) => p.width === size.width && p.height === size.height);
}

/**
 * The paper a canvas of this size prints on when it is not its own centimetres (an A0 poster's
 * 1768 px print 84.1 cm wide, not 62.4), else undefined.
 */
export function paperSizeOf(size: CanvasSize): CanvasSize | undefined {
  return presetOf(size)?.printCm;
}

/**
 * The canvas's pixel density on the paper it prints on (an A0 poster's 1768 px over 84.1 cm: 53
 * dpi; a talk slide's 1920 px at PowerPoint's size: 144), or undefined without such a paper.
 */
export function paperDpi(size: CanvasSize): number | undefined {
  const paper = paperSizeOf(size);
  return paper && Math.round(size.width / (paper.width / CM_PER_INCH));
}
