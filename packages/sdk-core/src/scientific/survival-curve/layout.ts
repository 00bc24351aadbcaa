// Where the survival plot's parts go in its box: the legend on top, the plot, its x-axis with its
// title, and the "Number at risk" table under it; and the scales from time and survival to units.
import { niceScale, type AxisScale } from '../../charts/ticks';
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth } from '../svg';
import type { DrawContext } from '../types';
import type { SurvivalData } from './parse';

export const Y_TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];

export interface LegendItem {
  name: string;
  group: number;
  x: number;
  y: number;
}

export interface SurvivalLayout {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The time axis's ticks, from 0. */
  scale: AxisScale;
  xOf: (time: number) => number;
  yOf: (survival: number) => number;
  legend: LegendItem[];
  /** Baselines of the "Number at risk" title and of each group's row; empty when not shown. */
  atRiskRows: number[];
  /** The x-axis title's baseline. */
  xTitleY: number;
  /** Width kept for group names left of the at-risk table. */
  nameWidth: number;
  /** Space between a group's name and the y-axis (where its first count is centred). */
  nameGap: number;
  /** The time column's name from the table's header, if any. */
  timeName: string | null;
}

/** A group's name cut to fit `width` (with an ellipsis), for the legend and the at-risk rows. */
export function fitName(name: string, width: number, size: number): string {
  if (estimateWidth(name, size) <= width) return name;
  let cut = name;
  while (cut.length > 1 && estimateWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function layoutSurvival(
  data: SurvivalData,
  options: ScientificOptions<'survival_curve'>,
  context: DrawContext,
): SurvivalLayout {
  const { width, height, textSize: size } = context;
  const titleSize = size * 1.15;
  const pad = size * 0.6;
  const named = data.groups.length > 1 || data.groups.some((group) => group.name !== '');

  const nameWidth =
    options.atRisk && named
      ? Math.min(
          width * 0.25,
          Math.max(...data.groups.map((group) => estimateWidth(group.name, size))),
        )
      : 0;
  const tickWidth = estimateWidth('0.8', size);
  // Group names end clear of the first at-risk count, which is centred on the y-axis.
  const countHalf =
    estimateWidth(String(Math.max(...data.groups.map((g) => g.subjects.length))), size) / 2;
  const nameGap = countHalf + size * 0.6;
  const left = Math.max(pad + titleSize * 1.3 + tickWidth + size * 0.8, pad + nameWidth + nameGap);
  // The legend: one swatch and name per group, wrapping onto more rows when the box is narrow.
  const legend: LegendItem[] = [];
  const swatch = size * 1.8;
  let x = left;
  let row = 0;
  if (named)
    data.groups.forEach((group, index) => {
      const name = fitName(
        group.name,
        Math.max(size * 3, width - left - pad - swatch - size),
        size,
      );
      const itemWidth = swatch + estimateWidth(name, size) + size;
      if (x > left && x + itemWidth > width - pad) {
        x = left;
        row += 1;
      }
      legend.push({ name, group: index, x, y: pad + size * (0.9 + row * 1.4) });
      x += itemWidth;
    });
  const legendHeight = named ? (row + 1) * size * 1.4 + size * 0.4 : 0;

  const maxTime = Math.max(0, ...data.groups.flatMap((group) => group.subjects.map((s) => s.time)));
  const tickCount = Math.max(2, Math.min(8, Math.floor((width - left) / (size * 4.5))));
  const scale = niceScale(0, maxTime > 0 ? maxTime : 1, tickCount);
  const right = width - pad - estimateWidth(String(scale.max), size) / 2;

  const top = pad + legendHeight + size * 0.5;
  const axisBlock = size * 1.6 + titleSize * 1.5;
  const wanted = options.atRisk ? size * 1.5 + data.groups.length * size * 1.35 + size * 0.4 : 0;
  // The at-risk table gives way when the plot would be squeezed below a few lines of text.
  const atRiskHeight = height - pad - axisBlock - wanted - top >= size * 4 ? wanted : 0;
  const bottom = Math.max(top + size, height - pad - axisBlock - atRiskHeight);
  const atRiskRows = atRiskHeight
    ? Array.from(
        { length: data.groups.length + 1 },
        (_, i) => bottom + axisBlock + size * (1.3 + i * 1.35),
      )
    : [];

  return {
    left,
    right,
    top,
    bottom,
    scale,
    xOf: (time) => left + ((time - scale.min) / (scale.max - scale.min)) * (right - left),
    yOf: (survival) => bottom - survival * (bottom - top),
    legend,
    atRiskRows,
    xTitleY: bottom + size * 1.6 + titleSize * 1.15,
    nameWidth,
    nameGap,
    timeName: data.timeName,
  };
}
