import type { ChartData, ChartKind } from './elements/science';

/** A palette that reads on white and in greyscale print (spec colour pair primaries first). */
const PALETTE = ['#008ACE', '#EC4215', '#3AA036', '#58227E', '#ED9C1C', '#81197C'];
const n = (value: number) => Number(value.toFixed(2));
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A plain SVG depiction of a chart (the cached `svg` of a chart element) in a width x height view
 * box. Deliberately simple: axes, bars, lines, points or slices, and row labels; the chart editor of
 * a later issue may replace it with a richer one.
 */
export function chartSvg(kind: ChartKind, data: ChartData, width = 400, height = 300): string {
  const parts: string[] = [];
  const pad = { left: 30, right: 10, top: 10, bottom: 30 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const values = data.rows.flatMap((row) => row.values);
  if (kind === 'pie') {
    const totals = data.rows.map((row) => Math.max(0, row.values[0] ?? 0));
    const sum = totals.reduce((a, b) => a + b, 0) || 1;
    const cx = width / 2;
    const cy = height / 2;
    const r = Math.min(width, height) / 2 - 10;
    let angle = -Math.PI / 2;
    totals.forEach((value, index) => {
      const sweep = (value / sum) * Math.PI * 2;
      const end = angle + sweep;
      const large = sweep > Math.PI ? 1 : 0;
      const x1 = cx + r * Math.cos(angle);
      const y1 = cy + r * Math.sin(angle);
      const x2 = cx + r * Math.cos(end);
      const y2 = cy + r * Math.sin(end);
      const colour = PALETTE[index % PALETTE.length];
      parts.push(
        sweep >= Math.PI * 2 - 1e-9
          ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${colour}"/>`
          : `<path d="M ${n(cx)} ${n(cy)} L ${n(x1)} ${n(y1)} A ${n(r)} ${n(r)} 0 ${large} 1 ${n(x2)} ${n(y2)} Z" fill="${colour}"/>`,
      );
      angle = end;
    });
  } else {
    const max = Math.max(0, ...values);
    const min = Math.min(0, ...values);
    const span = max - min || 1;
    const y = (value: number) => pad.top + plotH - ((value - min) / span) * plotH;
    const rows = data.rows.length || 1;
    const slot = plotW / rows;
    const x = (index: number) => pad.left + slot * (index + 0.5);
    parts.push(
      `<path d="M ${pad.left} ${pad.top} L ${pad.left} ${n(y(min))} L ${width - pad.right} ${n(y(min))}" fill="none" stroke="#52606d" stroke-width="1"/>`,
    );
    data.series.forEach((_, s) => {
      const colour = PALETTE[s % PALETTE.length];
      if (kind === 'bar') {
        const barW = (slot * 0.8) / data.series.length;
        data.rows.forEach((row, i) => {
          const value = row.values[s] ?? 0;
          const top = Math.min(y(value), y(0));
          const left = pad.left + slot * i + slot * 0.1 + barW * s;
          parts.push(
            `<rect x="${n(left)}" y="${n(top)}" width="${n(barW)}" height="${n(Math.abs(y(value) - y(0)))}" fill="${colour}"/>`,
          );
        });
      } else {
        const points = data.rows.map((row, i) => `${n(x(i))},${n(y(row.values[s] ?? 0))}`);
        if (kind === 'line' && points.length > 1) {
          parts.push(
            `<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2"/>`,
          );
        }
        data.rows.forEach((row, i) => {
          parts.push(
            `<circle cx="${n(x(i))}" cy="${n(y(row.values[s] ?? 0))}" r="3" fill="${colour}"/>`,
          );
        });
      }
    });
    data.rows.forEach((row, i) => {
      parts.push(
        `<text x="${n(x(i))}" y="${height - 10}" font-size="10" text-anchor="middle" fill="#1f2933">${escape(row.label)}</text>`,
      );
    });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
