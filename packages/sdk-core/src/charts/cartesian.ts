// Charts on x/y axes: bar, grouped and stacked bar, line, scatter and box plot, with nice ticks,
// axis titles, error bars and a legend.
import {
  chartHasLegend,
  drawnSeries,
  errorOf,
  fontOf,
  textSizesOf,
  type ChartSeries,
  type ChartSpec,
} from './series';
import { boxSummary, type BoxSummary } from './stats';
import { categoryLabelsSvg, layoutCategoryLabels, turnedReach } from './axis-labels';
import { estimateWidth } from './rich-label';
import { niceScale, tickLabel, type AxisScale } from './ticks';
import { INK, MUTED, legend, num, richTitle, textAt } from './svg-parts';

interface Frame {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Box {
  slot: number;
  offset: number;
  width: number;
  colour: string;
  summary: BoxSummary;
}

const numeric = (label: string) => label.trim() !== '' && Number.isFinite(Number(label));

/** Value range every kind needs on its y axis. */
function valueRange(spec: ChartSpec, drawn: ChartSeries[], boxes: Box[]): [number, number] {
  const values: number[] = [];
  const { chartKind: kind } = spec;
  if (kind === 'box') {
    for (const box of boxes)
      values.push(box.summary.low, box.summary.high, ...box.summary.outliers);
  } else if (kind === 'stacked_bar') {
    values.push(0);
    drawn[0]?.points.forEach((_, row) => {
      let up = 0;
      let down = 0;
      for (const series of drawn) {
        const value = series.points[row]!.mean;
        if (value > 0) up += value;
        else if (value < 0) down += value;
      }
      values.push(up, down);
    });
  } else {
    if (kind === 'bar' || kind === 'grouped_bar') values.push(0);
    for (const series of drawn) {
      for (const point of series.points) {
        if (Number.isNaN(point.mean)) continue;
        const error = errorOf(point, spec.errorBars);
        values.push(point.mean - error, point.mean + error);
      }
    }
  }
  const finite = values.filter(Number.isFinite);
  return finite.length ? [Math.min(...finite), Math.max(...finite)] : [0, 1];
}

/** Boxes of a box plot: per row and series from replicates, else one per series over its rows. */
function boxesOf(spec: ChartSpec, drawn: ChartSeries[]): { boxes: Box[]; slots: string[] } {
  const boxes: Box[] = [];
  if ((spec.replicates ?? 1) > 1) {
    const rows = drawn[0]?.points.length ?? 0;
    for (let row = 0; row < rows; row += 1) {
      drawn.forEach((series, index) => {
        const summary = boxSummary(series.points[row]!.values);
        const width = 0.8 / drawn.length;
        if (summary)
          boxes.push({
            slot: row,
            offset: 0.1 + width * index,
            width,
            colour: series.colour,
            summary,
          });
      });
    }
    return { boxes, slots: drawn[0]?.points.map((point) => point.label) ?? [] };
  }
  drawn.forEach((series, index) => {
    const summary = boxSummary(series.points.flatMap((point) => point.values));
    if (summary)
      boxes.push({ slot: index, offset: 0.2, width: 0.6, colour: series.colour, summary });
  });
  return { boxes, slots: drawn.map((series) => series.name) };
}

const errorBar = (x: number, y1: number, y2: number, cap: number) =>
  `<path class="figura-chart-error" d="M ${num(x)} ${num(y1)} V ${num(y2)} M ${num(x - cap)} ${num(y1)} H ${num(x + cap)} M ${num(x - cap)} ${num(y2)} H ${num(x + cap)}" fill="none" stroke="${INK}" stroke-width="1.2"/>`;

function yAxis(
  scale: AxisScale,
  frame: Frame,
  y: (value: number) => number,
  size: number,
  font: string,
): string {
  const parts = [
    `<path d="M ${num(frame.left)} ${num(frame.top)} V ${num(frame.bottom)}" fill="none" stroke="${MUTED}" stroke-width="1"/>`,
  ];
  for (const tick of scale.ticks) {
    parts.push(
      `<path d="M ${num(frame.left - 4)} ${num(y(tick))} H ${num(frame.left)}" fill="none" stroke="${MUTED}" stroke-width="1"/>`,
      textAt(frame.left - 6, y(tick) + (size + 1) * 0.35, tickLabel(tick), {
        anchor: 'end',
        size,
        font,
        cls: 'figura-chart-tick',
      }),
    );
  }
  return `<g class="figura-chart-y-axis">${parts.join('')}</g>`;
}

/** The least distance between two value ticks, in tick-label heights. */
const TICK_SPACING = 1.6;

/** The SVG body of a chart on axes within width x height. */
export function cartesianBody(spec: ChartSpec, width: number, height: number): string {
  const kind = spec.chartKind;
  const drawn = drawnSeries(spec);
  const { boxes, slots: boxSlots } =
    kind === 'box' ? boxesOf(spec, drawn) : { boxes: [], slots: [] };
  const rows = drawn[0]?.points ?? [];
  const numericX =
    (kind === 'line' || kind === 'scatter') &&
    rows.length > 0 &&
    rows.every((p) => numeric(p.label));
  const range = valueRange(spec, drawn, boxes);
  let scale = niceScale(...range);
  const showLegend = chartHasLegend(spec);
  const sizes = textSizesOf(spec);
  const font = fontOf(spec);
  const tickWidth = Math.max(
    ...scale.ticks.map((tick) => estimateWidth(tickLabel(tick), sizes.ticks)),
  );
  const labels = kind === 'box' ? boxSlots : rows.map((point) => point.label);
  const right = width - 14;
  let left = 10 + (spec.yTitle?.trim() ? sizes.titles + 8 : 0) + tickWidth + 8;
  let slot = (right - left) / Math.max(1, labels.length);
  let categories = numericX ? null : layoutCategoryLabels(labels, slot, sizes.labels);
  // Turned labels lean left from their slot: the plot starts far enough in that the first
  // slot's middle (left + slot / 2, the slot narrowing as left grows) clears its reach.
  if (categories?.turned) {
    const n = Math.max(1, labels.length);
    const reach = turnedReach(labels[0] ?? '', sizes.labels) + 4;
    const needed = (reach - right / (2 * n)) / (1 - 1 / (2 * n));
    if (needed > left) {
      left = Math.min(needed, right / 2);
      slot = (right - left) / n;
      categories = layoutCategoryLabels(labels, slot, sizes.labels);
    }
  }
  // Room for the text round the plot grows with its size (the defaults give 22, 22, 13, 24).
  const below = categories ? categories.depth : sizes.ticks;
  const frame: Frame = {
    left,
    top: 12 + (showLegend ? sizes.legend + 10 : 0),
    right,
    bottom: height - 10 - (below + 1) - 8 - (spec.xTitle?.trim() ? sizes.titles + 10 : 0),
  };
  // A flat plot (a chart made wide) takes fewer ticks: five stacked their labels on each other.
  const plotHeight = frame.bottom - frame.top;
  const fitting = Math.floor(plotHeight / (sizes.ticks * TICK_SPACING));
  if (fitting < scale.ticks.length - 1) scale = niceScale(...range, Math.max(1, fitting));
  const y = (value: number) =>
    frame.bottom - ((value - scale.min) / (scale.max - scale.min)) * (frame.bottom - frame.top);
  const slotX = (index: number) => frame.left + slot * (index + 0.5);
  const xScale = numericX ? niceScale(...extent(rows.map((p) => Number(p.label)))) : null;
  const xAt = (index: number) =>
    xScale
      ? frame.left +
        ((Number(rows[index]!.label) - xScale.min) / (xScale.max - xScale.min)) *
          (frame.right - frame.left)
      : slotX(index);

  const parts: string[] = [];
  parts.push(yAxis(scale, frame, y, sizes.ticks, font));
  const zero = y(Math.min(Math.max(0, scale.min), scale.max));
  parts.push(
    `<path d="M ${num(frame.left)} ${num(zero)} H ${num(frame.right)}" fill="none" stroke="${MUTED}" stroke-width="1"/>`,
  );
  if (kind === 'bar' || kind === 'grouped_bar') {
    const barWidth = (slot * 0.8) / drawn.length;
    drawn.forEach((series, s) => {
      series.points.forEach((point, i) => {
        if (Number.isNaN(point.mean)) return;
        const left = frame.left + slot * i + slot * 0.1 + barWidth * s;
        const top = Math.min(y(point.mean), y(0));
        parts.push(
          `<rect class="figura-chart-bar" x="${num(left)}" y="${num(top)}" width="${num(barWidth)}" height="${num(Math.abs(y(point.mean) - y(0)))}" fill="${series.colour}"/>`,
        );
        const error = errorOf(point, spec.errorBars);
        if (error > 0) {
          parts.push(
            errorBar(
              left + barWidth / 2,
              y(point.mean - error),
              y(point.mean + error),
              Math.min(8, barWidth / 4),
            ),
          );
        }
      });
    });
  } else if (kind === 'stacked_bar') {
    const barWidth = slot * 0.6;
    rows.forEach((_, i) => {
      let up = 0;
      let down = 0;
      for (const series of drawn) {
        const value = series.points[i]!.mean;
        if (!Number.isFinite(value) || value === 0) continue;
        const from = value > 0 ? up : down;
        const to = from + value;
        if (value > 0) up = to;
        else down = to;
        parts.push(
          `<rect class="figura-chart-bar" x="${num(frame.left + slot * i + slot * 0.2)}" y="${num(Math.min(y(from), y(to)))}" width="${num(barWidth)}" height="${num(Math.abs(y(to) - y(from)))}" fill="${series.colour}"/>`,
        );
      }
    });
  } else if (kind === 'line' || kind === 'scatter') {
    for (const series of drawn) {
      const present = series.points
        .map((point, i) => ({ point, x: xAt(i) }))
        .filter(({ point }) => !Number.isNaN(point.mean));
      if (kind === 'line' && present.length > 1) {
        const ordered = numericX ? [...present].sort((a, b) => a.x - b.x) : present;
        parts.push(
          `<polyline class="figura-chart-line" points="${ordered.map(({ point, x }) => `${num(x)},${num(y(point.mean))}`).join(' ')}" fill="none" stroke="${series.colour}" stroke-width="2"/>`,
        );
      }
      for (const { point, x } of present) {
        const error = errorOf(point, spec.errorBars);
        if (error > 0) parts.push(errorBar(x, y(point.mean - error), y(point.mean + error), 4));
        parts.push(
          `<circle class="figura-chart-point" cx="${num(x)}" cy="${num(y(point.mean))}" r="${kind === 'scatter' ? 4 : 3}" fill="${series.colour}"/>`,
        );
      }
    }
  } else if (kind === 'box') {
    for (const box of boxes) {
      const left = frame.left + slot * (box.slot + box.offset + box.width * 0.1);
      const w = slot * box.width * 0.8;
      const mid = left + w / 2;
      const { q1, q3, median, low, high, outliers } = box.summary;
      parts.push(
        `<path class="figura-chart-whisker" d="M ${num(mid)} ${num(y(high))} V ${num(y(q3))} M ${num(mid)} ${num(y(q1))} V ${num(y(low))} M ${num(mid - w / 4)} ${num(y(high))} H ${num(mid + w / 4)} M ${num(mid - w / 4)} ${num(y(low))} H ${num(mid + w / 4)}" fill="none" stroke="${INK}" stroke-width="1.2"/>`,
        `<rect class="figura-chart-box" x="${num(left)}" y="${num(y(q3))}" width="${num(w)}" height="${num(Math.max(0.5, y(q1) - y(q3)))}" fill="${box.colour}" fill-opacity="0.55" stroke="${INK}" stroke-width="1.2"/>`,
        `<path class="figura-chart-median" d="M ${num(left)} ${num(y(median))} H ${num(left + w)}" fill="none" stroke="${INK}" stroke-width="2"/>`,
        ...outliers.map(
          (value) =>
            `<circle class="figura-chart-outlier" cx="${num(mid)}" cy="${num(y(value))}" r="2.5" fill="none" stroke="${INK}" stroke-width="1"/>`,
        ),
      );
    }
  }
  if (xScale) {
    const xs = (value: number) =>
      frame.left + ((value - xScale.min) / (xScale.max - xScale.min)) * (frame.right - frame.left);
    parts.push(
      `<g class="figura-chart-x-axis">${xScale.ticks
        .map((tick) =>
          textAt(xs(tick), frame.bottom + sizes.ticks + 5, tickLabel(tick), {
            anchor: 'middle',
            size: sizes.ticks,
            font,
            cls: 'figura-chart-tick',
          }),
        )
        .join('')}</g>`,
    );
  } else if (categories) {
    parts.push(categoryLabelsSvg(categories, frame.bottom, slotX, sizes.labels, font));
  }
  if (showLegend) {
    parts.push(
      legend(
        drawn.map(({ name, colour }) => ({ name, colour })),
        frame.left,
        8 + sizes.legend,
        frame.right - frame.left,
        sizes.legend,
        font,
      ),
    );
  }
  parts.push(
    richTitle(
      spec.xTitle ?? '',
      (frame.left + frame.right) / 2,
      height - 10,
      'figura-chart-x-title',
      false,
      sizes.titles,
      font,
    ),
  );
  parts.push(
    richTitle(
      spec.yTitle ?? '',
      6 + sizes.titles,
      (frame.top + frame.bottom) / 2,
      'figura-chart-y-title',
      true,
      sizes.titles,
      font,
    ),
  );
  return parts.join('');
}

function extent(values: number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}
