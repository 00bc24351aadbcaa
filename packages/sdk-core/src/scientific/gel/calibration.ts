// Where a band runs to: migration is close to linear in the logarithm of size, so a band's depth
// is placed between the ladder's largest band (top) and smallest (bottom) by log(size).
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import type { GelData, GelLane } from './parse';

type GelKind = ScientificOptions<'gel'>['kind'];

/** The ladder drawn when the data has none: a 1 kb Plus-like DNA ladder; a prestained protein one. */
export const DEFAULT_LADDERS: Record<GelKind, readonly number[]> = {
  agarose: [100, 200, 300, 400, 500, 650, 850, 1000, 1650, 2000, 3000, 4000, 5000],
  western: [10, 15, 25, 35, 55, 70, 100, 130, 250],
};

/** The reference bands, brighter than the rest as on the commercial ladders. */
const BRIGHT: Record<GelKind, number> = { agarose: 1650, western: 70 };

/** The lanes as drawn: the data's, after a default ladder when asked for and the data has none. */
export function lanesToDraw(
  data: GelData,
  options: ScientificOptions<'gel'>,
  ladderName: string,
): GelLane[] {
  if (!options.ladder || data.lanes.some((lane) => lane.ladder)) return data.lanes;
  const bands = DEFAULT_LADDERS[options.kind].map((size) => ({
    size,
    intensity: size === BRIGHT[options.kind] ? 1 : 0.7,
  }));
  return [{ name: ladderName, ladder: true, bands }, ...data.lanes];
}

/** The sizes of the first ladder lane, largest first, each once. */
export const ladderSizes = (lanes: readonly GelLane[]) => {
  const ladder = lanes.find((lane) => lane.ladder);
  return [...new Set(ladder?.bands.map((band) => band.size) ?? [])].sort((a, b) => b - a);
};

export interface Calibration {
  /** The sizes at the top and the bottom of the run. */
  largest: number;
  smallest: number;
}

/**
 * The span the run is calibrated on: the ladder's sizes, else every band's, else (one size, or
 * none) an octave around it, or the default ladder.
 */
export function calibrate(lanes: readonly GelLane[], kind: GelKind): Calibration {
  const fromLadder = ladderSizes(lanes);
  const sizes =
    fromLadder.length >= 2 ? fromLadder : lanes.flatMap((lane) => lane.bands.map((b) => b.size));
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  if (sizes.length === 0) {
    const ladder = DEFAULT_LADDERS[kind];
    return { largest: Math.max(...ladder), smallest: Math.min(...ladder) };
  }
  return largest > smallest
    ? { largest, smallest }
    : { largest: largest * 2, smallest: largest / 2 };
}

/** How far down the run a band of `size` sits: 0 at the largest calibrated size, 1 at the smallest. */
export const migration = (size: number, calibration: Calibration) =>
  (Math.log(calibration.largest) - Math.log(size)) /
  (Math.log(calibration.largest) - Math.log(calibration.smallest));
