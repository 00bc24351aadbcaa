// The timeline's axis: round ticks in its unit (days by the week, hours by 6 or 12…) and each
// tick's label ("Day 7", "Week 2", "12 h").
import { tickLabel } from '../../charts/ticks';
import type { Translate } from '../../i18n/create-i18n';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';

export type TimeUnit = ScientificOptions<'timeline'>['unit'];

/** Steps a reader counts in, per unit, smallest first; beyond them 1, 2 or 5 times 10ⁿ. */
const STEPS: Record<TimeUnit, readonly number[]> = {
  hours: [1, 2, 3, 6, 12, 24, 48, 72, 168],
  days: [1, 2, 7, 14, 28],
  weeks: [1, 2, 4, 8, 13, 26, 52],
  months: [1, 2, 3, 6, 12, 24],
};

function* candidateSteps(unit: TimeUnit) {
  yield* STEPS[unit];
  const last = STEPS[unit][STEPS[unit].length - 1]!;
  for (let power = 10 ** Math.floor(Math.log10(last)); power < 1e300; power *= 10)
    for (const nice of [1, 2, 5]) if (nice * power > last) yield nice * power;
}

/** Ticks covering `from..to`, at most `maxTicks` of them, on the unit's round steps. */
export function timelineTicks(
  from: number,
  to: number,
  maxTicks: number,
  unit: TimeUnit,
): number[] {
  const [low, high] = from === to ? [from - 1, to + 1] : [from, to];
  for (const step of candidateSteps(unit)) {
    const first = Math.floor(low / step + 1e-9) * step;
    const last = Math.ceil(high / step - 1e-9) * step;
    const count = Math.round((last - first) / step) + 1;
    if (count <= Math.max(2, maxTicks))
      return Array.from({ length: count }, (_, i) => Number((first + i * step).toPrecision(12)));
  }
  return [low, high];
}

/** "Day 7", "−12 h", "Week 2", "Month 6". */
export const timeText = (value: number, unit: TimeUnit, t: Translate) =>
  t(`scientific.timeline.at.${unit}`, { value: tickLabel(value) });
