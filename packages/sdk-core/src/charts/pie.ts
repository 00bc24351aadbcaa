// A pie of the first series: one slice per row (its mean over replicates), coloured per row.
import { chartSeries, colourAt, fontOf, textSizesOf, type ChartSpec } from './series';
import { legend, num } from './svg-parts';

export function pieBody(spec: ChartSpec, width: number, height: number): string {
  const points = chartSeries(spec)[0]?.points ?? [];
  const slices = points.map((point, index) => ({
    name: point.label,
    value: Number.isFinite(point.mean) ? Math.max(0, point.mean) : 0,
    colour: colourAt(spec.colours, index),
  }));
  const sum = slices.reduce((total, slice) => total + slice.value, 0);
  const sizes = textSizesOf(spec);
  const top = 22 + sizes.legend;
  const cx = width / 2;
  const cy = top + (height - top) / 2;
  const r = Math.max(4, Math.min(width, height - top) / 2 - 10);
  const parts: string[] = [];
  let angle = -Math.PI / 2;
  for (const slice of slices) {
    if (sum <= 0 || slice.value <= 0) continue;
    const sweep = (slice.value / sum) * Math.PI * 2;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    parts.push(
      sweep >= Math.PI * 2 - 1e-9
        ? `<circle class="figura-chart-slice" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${slice.colour}"/>`
        : `<path class="figura-chart-slice" d="M ${num(cx)} ${num(cy)} L ${num(cx + r * Math.cos(angle))} ${num(cy + r * Math.sin(angle))} A ${num(r)} ${num(r)} 0 ${large} 1 ${num(cx + r * Math.cos(end))} ${num(cy + r * Math.sin(end))} Z" fill="${slice.colour}" stroke="#ffffff" stroke-width="1"/>`,
    );
    angle = end;
  }
  parts.push(legend(slices, 12, 8 + sizes.legend, width - 24, sizes.legend, fontOf(spec)));
  return parts.join('');
}
