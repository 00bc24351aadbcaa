// Where the timeline's parts go: the axis's span and ticks, each event's x, span bars in lanes on
// the axis, events at the same time stacked, label rows above and below, and the legend's line.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { fitName } from '../survival-curve/layout';
import { estimateWidth } from '../svg';
import type { DrawContext } from '../types';
import { timelineTicks, timeText } from './axis';
import { depthOf, isAbove, placeLabels, type PlacedLabel } from './labels';
import type { TimelineData } from './parse';

export interface EventPlace {
  /** The event's x (a span's start). */
  x: number;
  /** A span's end x; null for an event at one time. */
  endX: number | null;
  /** The marker's or span bar's centre line. */
  y: number;
  /** How far the marker reaches above and below `y`. */
  half: number;
  label: PlacedLabel;
  /** The label's baseline. */
  labelY: number;
}

export interface TimelineLayout {
  ticks: number[];
  xOf: (time: number) => number;
  axisY: number;
  /** The tick labels' baseline. */
  tickY: number;
  /** Marker half-size and span bar height. */
  radius: number;
  barHeight: number;
  /** One per event, in the table's order. */
  events: EventPlace[];
  /** The legend's baseline. */
  legendY: number;
  /** The event labels' text size: smaller than the object's when a crowd needs it. */
  labelSize: number;
}

/** Crowded labels are set smaller, step by step down to 70 %, before any is left out. */
const LABEL_SCALES = [1, 0.9, 0.8, 0.7];

export function layoutTimeline(
  data: TimelineData,
  options: ScientificOptions<'timeline'>,
  context: DrawContext,
): TimelineLayout {
  const { width, height, textSize: size, t } = context;
  const pad = size * 0.6;
  const radius = size * 0.45;
  const barHeight = size * 0.6;
  const laneGap = size * 0.25;
  const { events } = data;

  // The axis: from the first event to the last end, and from day 0 when it is not far off.
  const low = Math.min(...events.map((event) => event.time));
  const high = Math.max(...events.map((event) => event.end ?? event.time));
  const from = low > 0 && low < high - low ? 0 : low;
  const widest = Math.max(
    estimateWidth(timeText(from, options.unit, t), size),
    estimateWidth(timeText(high, options.unit, t), size),
  );
  const maxTicks = Math.floor((width - 2 * pad) / (widest + size)) || 2;
  const ticks = timelineTicks(from, high, maxTicks, options.unit);
  const first = ticks[0]!;
  const last = ticks[ticks.length - 1]!;
  const edge = (value: number) =>
    Math.max(radius, estimateWidth(timeText(value, options.unit, t), size) / 2);
  const left = pad + edge(first);
  const right = Math.max(left + 1, width - pad - edge(last));
  const xOf = (time: number) => left + ((time - first) / (last - first)) * (right - left);

  // Span bars take lanes on the axis (a second one under the first…); events at one time stack up.
  const laneEnds: number[] = [];
  const lane = new Map<number, number>();
  events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.end !== null)
    .sort((a, b) => a.event.time - b.event.time)
    .forEach(({ event, index }) => {
      let found = laneEnds.findIndex((end) => end <= event.time);
      if (found === -1) found = laneEnds.push(0) - 1;
      laneEnds[found] = event.end!;
      lane.set(index, found);
    });
  const stack = new Map<number, number>();
  const stacked = new Map<number, number>();
  events.forEach((event, index) => {
    if (event.end !== null) return;
    const count = stacked.get(event.time) ?? 0;
    stack.set(index, count);
    stacked.set(event.time, count + 1);
  });
  const stackStep = 2 * radius + size * 0.2;
  const aboveAxis = radius + (Math.max(1, ...stacked.values()) - 1) * stackStep;
  const belowAxis = Math.max(
    radius,
    laneEnds.length ? barHeight / 2 + (laneEnds.length - 1) * (barHeight + laneGap) : 0,
  );

  // Label rows: as many as the height allows, the block then centred in the box. Labels that
  // still collide at the smallest size are left out rather than drawn over one another.
  const legendBlock = size * 1.8;
  const available = height - 2 * pad - legendBlock;
  const fixed = size * 0.3 + aboveAxis + belowAxis + size * 1.55;
  let labelSize = size;
  let line = size * 1.35;
  let placed: PlacedLabel[] = [];
  for (const scale of LABEL_SCALES) {
    labelSize = size * scale;
    line = labelSize * 1.35;
    const rows = Math.max(1, Math.floor((available - fixed) / line));
    placed = placeLabels(
      events.map((event) => ({
        text: fitName(event.label, (right - left) * 0.45, labelSize),
        x: event.end === null ? xOf(event.time) : (xOf(event.time) + xOf(event.end)) / 2,
      })),
      { left: pad, right: width - pad, rows, gap: labelSize * 0.6, size: labelSize },
    );
    if (!placed.some((label) => label.crowded)) break;
  }
  context.leftOut?.(placed.filter((label) => label.crowded && label.text).length);
  placed = placed.map((label) => (label.crowded ? { ...label, text: '' } : label));
  const usedAbove = Math.max(
    0,
    ...placed.filter((p) => isAbove(p.row)).map((p) => depthOf(p.row) + 1),
  );
  const usedBelow = Math.max(
    0,
    ...placed.filter((p) => !isAbove(p.row)).map((p) => depthOf(p.row) + 1),
  );
  const block = usedAbove * line + fixed + usedBelow * line;
  // The block and the legend under it, centred together.
  const top = pad + Math.max(0, (available - block) / 2);
  const axisY = top + usedAbove * line + size * 0.3 + aboveAxis;
  const tickY = axisY + belowAxis + size * 1.25;

  return {
    ticks,
    xOf,
    axisY,
    tickY,
    radius,
    barHeight,
    legendY: Math.min(height - pad - size * 0.3, top + block + size * 1.5),
    labelSize,
    events: events.map((event, index) => {
      const label = placed[index]!;
      const depth = depthOf(label.row);
      const y =
        event.end === null
          ? axisY - stack.get(index)! * stackStep
          : axisY + lane.get(index)! * (barHeight + laneGap);
      return {
        x: xOf(event.time),
        endX: event.end === null ? null : xOf(event.end),
        y,
        half: event.end === null ? radius : barHeight / 2,
        label,
        labelY: isAbove(label.row)
          ? axisY - aboveAxis - labelSize * 0.35 - depth * line
          : tickY + (depth + 1) * line,
      };
    }),
  };
}
