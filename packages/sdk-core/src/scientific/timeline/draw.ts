// An experiment's timeline: a horizontal axis in its unit, each event a marker shaped and coloured
// by its kind (treatment a downward triangle, sampling a circle, imaging a square, anything else a
// diamond; a span a bar), labels in staggered rows with leader lines, and a legend of the kinds.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import { timeText } from './axis';
import { isAbove } from './labels';
import { layoutTimeline } from './layout';
import { TIMELINE_KINDS, type TimelineData, type TimelineKind } from './parse';

const INK = '#1f2933';
const MUTED = '#52606d';

/** A kind's marker centred on (x, y), `r` its half-size. */
export function marker(
  kind: TimelineKind,
  x: number,
  y: number,
  r: number,
  colour: string,
): string {
  const paint = `fill="${colour}" stroke="#ffffff" stroke-width="1"`;
  const points = (list: [number, number][]) =>
    list.map(([px, py]) => `${num(px)},${num(py)}`).join(' ');
  switch (kind) {
    case 'treatment':
      return `<polygon points="${points([
        [x - r, y - r * 0.8],
        [x + r, y - r * 0.8],
        [x, y + r],
      ])}" ${paint}/>`;
    case 'sampling':
      return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.9)}" ${paint}/>`;
    case 'imaging':
      return `<rect x="${num(x - r * 0.8)}" y="${num(y - r * 0.8)}" width="${num(r * 1.6)}" height="${num(r * 1.6)}" ${paint}/>`;
    default:
      return `<polygon points="${points([
        [x, y - r],
        [x + r, y],
        [x, y + r],
        [x - r, y],
      ])}" ${paint}/>`;
  }
}

export const kindColour = (kind: TimelineKind, context: DrawContext) =>
  context.colour(TIMELINE_KINDS.indexOf(kind));

export function drawTimeline(
  data: TimelineData,
  options: ScientificOptions<'timeline'>,
  context: DrawContext,
): string {
  const layout = layoutTimeline(data, options, context);
  const { textSize: size, font, t } = context;
  const { axisY, xOf, ticks, radius } = layout;
  const first = xOf(ticks[0]!);
  const last = xOf(ticks[ticks.length - 1]!);

  let axis = `M${num(first)} ${num(axisY)}H${num(last)}`;
  const tickLabels = ticks.map((tick) => {
    axis += `M${num(xOf(tick))} ${num(axisY)}V${num(axisY + size * 0.35)}`;
    return textAt(xOf(tick), layout.tickY, timeText(tick, options.unit, t), {
      size,
      anchor: 'middle',
      fill: MUTED,
      font,
    });
  });

  const spans: string[] = [];
  const markers: string[] = [];
  const leaders: string[] = [];
  const labels: string[] = [];
  data.events.forEach((event, index) => {
    const place = layout.events[index]!;
    const colour = kindColour(event.kind, context);
    if (place.endX === null) markers.push(marker(event.kind, place.x, place.y, radius, colour));
    else
      spans.push(
        `<rect x="${num(place.x)}" y="${num(place.y - layout.barHeight / 2)}" width="${num(place.endX - place.x)}" height="${num(layout.barHeight)}" rx="${num(layout.barHeight / 4)}" fill="${colour}"/>`,
      );
    const { label } = place;
    if (!label.text) return;
    const anchorX = Math.min(
      label.centre + label.width / 2,
      Math.max(label.centre - label.width / 2, label.x),
    );
    if (isAbove(label.row)) {
      const [from, to] = [place.y - place.half, place.labelY + layout.labelSize * 0.3];
      if (from - to > size * 0.3) leaders.push(`M${num(anchorX)} ${num(from)}V${num(to)}`);
    } else {
      // Below the axis the leader breaks around the tick labels rather than striking through them.
      const bandTop = layout.tickY - size * 0.95;
      leaders.push(
        `M${num(anchorX)} ${num(place.y + place.half)}V${num(Math.max(place.y + place.half, bandTop))}` +
          `M${num(anchorX)} ${num(layout.tickY + size * 0.35)}V${num(place.labelY - layout.labelSize * 0.95)}`,
      );
    }
    labels.push(
      textAt(label.centre, place.labelY, label.text, {
        size: layout.labelSize,
        anchor: 'middle',
        fill: INK,
        font,
      }),
    );
  });

  return svgDocument(
    context.width,
    context.height,
    `<path d="${axis}" fill="none" stroke="${INK}" stroke-width="${num(Math.max(1, size / 8))}"/>` +
      tickLabels.join('') +
      (leaders.length
        ? `<path d="${leaders.join('')}" fill="none" stroke="${MUTED}" stroke-width="0.75"/>`
        : '') +
      spans.join('') +
      markers.join('') +
      labels.join('') +
      legend(data, layout.legendY, radius, context),
  );
}

/** The kinds present, each its marker and name, on one line centred under the timeline. */
function legend(data: TimelineData, y: number, r: number, context: DrawContext): string {
  const { textSize: size, font, t, width } = context;
  const kinds = TIMELINE_KINDS.filter((kind) => data.events.some((event) => event.kind === kind));
  const names = kinds.map((kind) => t(`scientific.timeline.kinds.${kind}`));
  const widths = names.map((name) => 2 * r + size * 0.4 + estimateWidth(name, size) + size);
  let x = Math.max(size * 0.6, (width - widths.reduce((a, b) => a + b, 0) + size) / 2);
  return kinds
    .map((kind, index) => {
      const part =
        marker(kind, x + r, y - size * 0.35, r, kindColour(kind, context)) +
        textAt(x + 2 * r + size * 0.4, y, names[index]!, { size, fill: INK, font });
      x += widths[index]!;
      return part;
    })
    .join('');
}
