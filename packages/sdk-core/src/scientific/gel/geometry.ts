// The gel's layout in its box: lane labels above (slanted when they are wider than a lane), the
// ladder's sizes on the side nearer the ladder, and lanes sharing the gel's width evenly.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth } from '../svg';
import type { DrawContext } from '../types';
import { calibrate, ladderSizes, migration, type Calibration } from './calibration';
import type { GelLane } from './parse';

/** The longest lane label written, in characters. */
const MOST_LABEL_CHARS = 24;

export interface GelGeometry {
  gel: { x: number; y: number; width: number; height: number };
  pitch: number;
  /** Each lane's centre. */
  laneX: number[];
  /** Lane labels slant at 45° when the widest would not fit a lane. */
  slanted: boolean;
  wellTop: number;
  wellHeight: number;
  /** Where the largest and smallest calibrated sizes run to. */
  runTop: number;
  runBottom: number;
  bandWidth: number;
  bandHeight: number;
  calibration: Calibration;
  /** The ladder's sizes as written beside it (none without a ladder, or with `ladder` off). */
  sizeLabels: string[];
  /** Which side of the gel they are written on. */
  sizeSide: 'left' | 'right';
  /** A band's centre line for `size`, kept inside the gel below the wells. */
  bandY: (size: number) => number;
}

export const sizeLabel = (size: number, options: ScientificOptions<'gel'>, t: DrawContext['t']) =>
  t('scientific.gel.sizeLabel', {
    size: String(size),
    unit: t(`scientific.gel.units.${options.kind}`),
  });

export const laneLabel = (name: string) =>
  name.length > MOST_LABEL_CHARS ? `${name.slice(0, MOST_LABEL_CHARS - 1)}…` : name;

export function gelGeometry(
  lanes: readonly GelLane[],
  options: ScientificOptions<'gel'>,
  context: DrawContext,
): GelGeometry {
  const size = context.textSize;
  const pad = Math.max(4, size * 0.5);
  const ladderIndex = lanes.findIndex((lane) => lane.ladder);
  const sizeLabels =
    options.ladder && ladderIndex !== -1
      ? ladderSizes(lanes).map((value) => sizeLabel(value, options, context.t))
      : [];
  const sideWidth =
    sizeLabels.length > 0
      ? Math.max(...sizeLabels.map((label) => estimateWidth(label, size))) + size * 0.6
      : 0;
  const sizeSide = ladderIndex > (lanes.length - 1) / 2 ? 'right' : 'left';
  const x = pad + (sizeSide === 'left' ? sideWidth : 0);
  const width = Math.max(1, context.width - 2 * pad - sideWidth);
  const pitch = width / Math.max(1, lanes.length);

  const widest = options.labels
    ? Math.max(0, ...lanes.map((lane) => estimateWidth(laneLabel(lane.name), size)))
    : 0;
  const slanted = options.labels && widest > pitch * 0.92;
  const labelArea = !options.labels
    ? 0
    : slanted
      ? Math.min(widest * Math.SQRT1_2 + size * 1.2, context.height * 0.35)
      : size * 1.5;
  const y = pad + labelArea;
  const height = Math.max(1, context.height - pad - y);

  const wellTop = y + height * 0.04;
  const wellHeight = Math.max(2, height * 0.03);
  const runTop = y + height * 0.13;
  const runBottom = y + height * 0.92;
  const bandHeight = Math.min(Math.max(2, height * 0.024), size * 0.6);
  const calibration = calibrate(lanes, options.kind);
  const highest = wellTop + wellHeight + bandHeight / 2 + 1;
  const lowest = y + height - bandHeight / 2 - 1;
  const bandY = (value: number) =>
    Math.min(
      lowest,
      Math.max(highest, runTop + migration(value, calibration) * (runBottom - runTop)),
    );

  return {
    gel: { x, y, width, height },
    pitch,
    laneX: lanes.map((_, index) => x + pitch * (index + 0.5)),
    slanted,
    wellTop,
    wellHeight,
    runTop,
    runBottom,
    bandWidth: pitch * 0.7,
    bandHeight,
    calibration,
    sizeLabels,
    sizeSide,
    bandY,
  };
}
