import { CM_TO_PX } from '../schema/document/constants';
import type { LengthUnit } from './canvas-size';

/** Grid and ruler steps, in the unit's own measure (px or cm). */
const STEPS: Record<LengthUnit, readonly number[]> = {
  px: [10, 50, 100, 500, 1000],
  cm: [0.5, 1, 5, 10, 50],
};

/**
 * The grid spacing in document px for a zoom: the smallest step of the unit that is at least
 * `minScreenPx` apart on screen, so the grid never turns into a grey wash when zoomed out.
 */
export function gridSpacing(zoom: number, unit: LengthUnit, minScreenPx = 12): number {
  const factor = unit === 'cm' ? CM_TO_PX : 1;
  const steps = STEPS[unit];
  for (const step of steps) if (step * factor * zoom >= minScreenPx) return step * factor;
  return steps[steps.length - 1]! * factor;
}

/** A ruler's labelled ticks: document positions (px) and the label in the unit. */
export function rulerTicks(
  start: number,
  end: number,
  zoom: number,
  unit: LengthUnit,
): { position: number; label: string }[] {
  const spacing = gridSpacing(zoom, unit, 60);
  const factor = unit === 'cm' ? CM_TO_PX : 1;
  const ticks: { position: number; label: string }[] = [];
  const first = Math.ceil(start / spacing);
  for (let i = first; i * spacing <= end && ticks.length < 1000; i++) {
    const position = i * spacing;
    const value = Math.round((position / factor) * 100) / 100;
    ticks.push({ position, label: String(value) });
  }
  return ticks;
}
