// Test fixtures: slides and elements as a caller writes them, defaults filled in by the schema.
import {
  CURRENT_SCHEMA_VERSION,
  slideDocumentSchema,
  type SlideDocument,
} from '../../schema/document/document';
import type { FiguraElementInput } from '../../schema/document/elements';
import { chartSvg } from '../../charts/chart-svg';

let next = 0;
const id = () => `e${++next}`;

export function slide(
  width: number,
  height: number,
  elements: FiguraElementInput[] = [],
  background = '#ffffff',
): SlideDocument {
  return slideDocumentSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width,
    height,
    background,
    elements,
  });
}

export const text = (
  body: string,
  fontSize: number,
  extra: Partial<Extract<FiguraElementInput, { type: 'textbox' }>> = {},
): FiguraElementInput => ({
  type: 'textbox',
  id: id(),
  left: 100,
  top: 100,
  width: 400,
  height: fontSize * 1.2,
  text: body,
  fontSize,
  ...extra,
});

export const rect = (
  left: number,
  top: number,
  width: number,
  height: number,
  extra: Partial<Extract<FiguraElementInput, { type: 'rect' }>> = {},
): FiguraElementInput => ({ type: 'rect', id: id(), left, top, width, height, ...extra });

export const line = (
  strokeWidth: number,
  extra: Partial<Extract<FiguraElementInput, { type: 'line' }>> = {},
): FiguraElementInput => ({
  type: 'line',
  id: id(),
  x1: 100,
  y1: 900,
  x2: 700,
  y2: 900,
  strokeWidth,
  ...extra,
});

export const group = (
  elements: FiguraElementInput[],
  extra: Partial<Extract<FiguraElementInput, { type: 'group' }>> = {},
): FiguraElementInput => ({
  type: 'group',
  id: id(),
  left: 0,
  top: 0,
  width: 1200,
  height: 1200,
  elements,
  ...extra,
});

/** A grouped bar chart whose series are painted in `colours` (its own SVG, 400 × 300). */
export function barChart(
  colours: string[],
  extra: Partial<Extract<FiguraElementInput, { type: 'chart' }>> = {},
): FiguraElementInput {
  const data = {
    series: colours.map((_, index) => `S${index + 1}`),
    rows: [{ label: 'A', values: colours.map((_, index) => index + 1) }],
  };
  // Side by side, each series in the colour asked for.
  const svg = chartSvg({ chartKind: 'grouped_bar', data, colours }, 400, 300);
  return {
    type: 'chart',
    id: id(),
    left: 100,
    top: 100,
    width: 800,
    height: 600,
    chartKind: 'grouped_bar',
    data,
    colours,
    svg,
    ...extra,
  };
}
