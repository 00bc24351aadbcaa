// Small SVG writers the chart drawings share: numbers, escaped text, titles with sub/superscript
// runs, and the legend. Text stays <text> so it stays text in every export.
import { DEFAULT_CHART_FONT as FONT } from '../schema/document/chart-kinds';
import { estimateWidth, layoutRichLabel } from './rich-label';

export const INK = '#1f2933';
export const MUTED = '#52606d';
export const FONT_SIZE = 13;

export const num = (value: number) => String(Number(value.toFixed(2)));

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function textAt(
  x: number,
  y: number,
  content: string,
  options: {
    size?: number;
    anchor?: 'start' | 'middle' | 'end';
    fill?: string;
    cls?: string;
    font?: string;
  } = {},
): string {
  const { size = FONT_SIZE, anchor = 'start', fill = INK, cls, font = FONT } = options;
  return (
    `<text${cls ? ` class="${cls}"` : ''} x="${num(x)}" y="${num(y)}" font-family="${escapeXml(font)}" ` +
    `font-size="${num(size)}" text-anchor="${anchor}" fill="${fill}">${escapeXml(content)}</text>`
  );
}

/**
 * A title centred on (cx, baseline), its sub/superscript runs as separate <text> elements end to
 * end (renderers read a <text> as one run); `rotate` turns it about its centre (the y-axis title).
 */
export function richTitle(
  source: string,
  cx: number,
  baseline: number,
  cls: string,
  rotate = false,
  size = FONT_SIZE + 1,
  font = FONT,
): string {
  if (!source.trim()) return '';
  const { runs, width } = layoutRichLabel(source, size);
  const start = cx - width / 2;
  // Renderers trim a <text>'s edges, so a run's leading spaces become an offset instead.
  const texts = runs.map((run) => {
    const trimmed = run.text.trimStart();
    const indent = estimateWidth(run.text.slice(0, run.text.length - trimmed.length), run.fontSize);
    return textAt(start + run.dx + indent, baseline + run.dy, trimmed, {
      size: run.fontSize,
      font,
    });
  });
  const turn = rotate ? ` transform="rotate(-90 ${num(cx)} ${num(baseline)})"` : '';
  return `<g class="${cls}"${turn}>${texts.join('')}</g>`;
}

export interface LegendEntry {
  name: string;
  colour: string;
}

/**
 * A one-line legend from (x, y), its text `size` units tall: a swatch and a name per entry.
 * Returns its markup.
 */
export function legend(
  entries: readonly LegendEntry[],
  x: number,
  y: number,
  maxWidth: number,
  size = FONT_SIZE - 1,
  font = FONT,
) {
  const parts: string[] = [];
  // The swatch and the gaps grow with the text (10, 14 and 12 units at the default 12).
  const unit = size / 12;
  let at = x;
  for (const entry of entries) {
    const width = 14 * unit + estimateWidth(entry.name, size) + 12 * unit;
    if (at > x && at + width > x + maxWidth) break;
    parts.push(
      `<rect x="${num(at)}" y="${num(y - 9 * unit)}" width="${num(10 * unit)}" height="${num(10 * unit)}" fill="${entry.colour}"/>`,
      textAt(at + 14 * unit, y, entry.name, { size, font }),
    );
    at += width;
  }
  return `<g class="figura-chart-legend">${parts.join('')}</g>`;
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<rect width="${width}" height="${height}" fill="none"/>${body}</svg>`;
