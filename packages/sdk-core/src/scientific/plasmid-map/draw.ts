// A plasmid map: the backbone as a circle (base 1 at the top, clockwise), features as arcs pointed
// by strand and coloured by kind, labels outside on leader lines, unique restriction sites as
// ticks across the backbone, position ticks inside, and the name and size in the middle.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import { assignLanes, featureArcPath, featureSpan, polar, tickStep, type Circle } from './geometry';
import { fitText, placeLabels, type LabelRequest } from './labels';
import type { PlasmidData } from './parse';
import { uniqueSites } from './sites';

const INK = '#1f2933';
const MUTED = '#52606d';
const MAX_LANES = 4;
const TAU = Math.PI * 2;

/** Feature keys by the palette colour they take: 0 coding, 1 origins, 2 promoters… */
const KIND_COLOURS: readonly (readonly string[])[] = [
  ['cds', 'gene', 'mrna', 'orf'],
  ['rep_origin', 'origin', 'ori', 'orit'],
  ['promoter'],
  ['protein_bind', 'misc_binding', 'operator', 'enhancer'],
  ['primer_bind', 'primer'],
  ['terminator', 'polya_signal', 'polya_site'],
];

/** What each palette colour stands for: KIND_COLOURS' groups, then every other feature. */
export const PLASMID_COLOUR_KINDS = [
  'coding',
  'origin',
  'promoter',
  'binding',
  'primer',
  'terminator',
  'other',
] as const;

/** The palette index of a feature of kind `type` (anything else takes the next one). */
export function kindColourIndex(type: string): number {
  const key = type.toLowerCase();
  const index = KIND_COLOURS.findIndex((keys) => keys.includes(key));
  return index === -1 ? KIND_COLOURS.length : index;
}

export function drawPlasmid(
  data: PlasmidData,
  options: ScientificOptions<'plasmid_map'>,
  context: DrawContext,
): string {
  const { width, height, textSize: size, font, t } = context;
  const { length } = data;
  const margin = Math.max(6, size * 0.5);
  const sites = options.sites ? uniqueSites(data.sequence, data.circular) : [];
  const siteTexts = sites.map((site) => `${site.enzyme} (${site.position})`);
  const featureTexts = options.labels ? data.features.map((feature) => feature.name) : [];

  // Room beside the circle for the widest label (up to a third of the box each side), leaving the
  // circle at least a fifth of the box: in a small box labels are cut short (…), not off the edge.
  const band = Math.max(6, Math.min(16, Math.min(width, height) * 0.035));
  const smallestRadius = Math.max(size * 2, Math.min(width, height) * 0.2);
  const labelWidth = Math.max(
    0,
    Math.min(
      Math.max(0, ...[...featureTexts, ...siteTexts].map((text) => estimateWidth(text, size))),
      width * 0.3,
      width / 2 - margin - band / 2 - size * 2.2 - smallestRadius,
    ),
  );
  const labelRoom = labelWidth > 0 ? labelWidth + size * 2.2 : 0;
  const ringGap = size * 1.2;
  const radius = Math.max(
    Math.min(size * 2, smallestRadius),
    Math.min(
      width / 2 - margin - labelRoom - band / 2,
      height / 2 - margin - size * 0.6 - (labelRoom > 0 ? ringGap : 0) - band / 2,
    ),
  );
  const circle: Circle = { cx: width / 2, cy: height / 2 };
  const laneStep = band + Math.max(1.5, band * 0.2);
  const lanes = assignLanes(data.features, length, MAX_LANES);
  const laneCount = Math.max(1, ...lanes.map((lane) => lane + 1));
  const parts: string[] = [];

  // The backbone; a linear molecule leaves a gap at its ends.
  if (data.circular) {
    parts.push(
      `<circle cx="${num(circle.cx)}" cy="${num(circle.cy)}" r="${num(radius)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    );
  } else {
    const gap = Math.min(0.12, (size * 0.8) / radius);
    const from = polar(circle, radius, gap);
    const to = polar(circle, radius, TAU - gap);
    parts.push(
      `<path d="M${num(from.x)} ${num(from.y)}A${num(radius)} ${num(radius)} 0 1 1 ${num(to.x)} ${num(to.y)}" fill="none" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }

  // Features, largest first so small ones stay on top.
  const labelRequests: LabelRequest[] = [];
  const minimumSweep = 2 / radius;
  const order = data.features
    .map((feature, index) => ({ feature, index, span: featureSpan(feature, length) }))
    .sort((a, b) => b.span[1] - b.span[0] - (a.span[1] - a.span[0]));
  for (const { feature, index, span } of order) {
    const middle = radius - lanes[index]! * laneStep;
    const from = (span[0] / length) * TAU;
    const sweep = Math.min(
      TAU - 0.002,
      Math.max(minimumSweep, ((span[1] - span[0]) / length) * TAU),
    );
    parts.push(
      `<path d="${featureArcPath(circle, middle - band / 2, middle + band / 2, from, from + sweep, feature.strand)}" ` +
        `fill="${context.colour(kindColourIndex(feature.type))}" stroke="${INK}" stroke-opacity="0.35" stroke-width="0.75"/>`,
    );
    if (options.labels)
      labelRequests.push({
        text: feature.name,
        angle: from + sweep / 2,
        from: middle + band / 2 + 1,
        priority: 2 * length + (span[1] - span[0]),
        fill: INK,
      });
  }

  // Restriction sites: a tick across the backbone and the enzyme's name with its position.
  const siteReach = radius + band / 2 + size * 0.4;
  sites.forEach((site, i) => {
    const angle = ((site.position - 1) / length) * TAU;
    const inner = polar(circle, radius - band / 2, angle);
    const outer = polar(circle, siteReach, angle);
    parts.push(
      `<line x1="${num(inner.x)}" y1="${num(inner.y)}" x2="${num(outer.x)}" y2="${num(outer.y)}" stroke="${INK}" stroke-width="1"/>`,
    );
    labelRequests.push({
      text: siteTexts[i]!,
      angle,
      from: siteReach,
      priority: length - i,
      fill: MUTED,
    });
  });

  // Labels on leader lines.
  const placed = placeLabels(labelRequests, {
    circle,
    radius: radius + band / 2 + ringGap,
    top: margin + size * 0.6,
    bottom: height - margin - size * 0.6,
    lineHeight: size * 1.25,
  });
  context.leftOut?.(labelRequests.length - placed.length);
  for (const label of placed) {
    const start = polar(circle, label.from, label.angle);
    parts.push(
      `<polyline points="${num(start.x)},${num(start.y)} ${num(label.elbow.x)},${num(label.elbow.y)} ${num(label.x)},${num(label.y)}" fill="none" stroke="${MUTED}" stroke-width="0.75"/>`,
      textAt(
        label.x + label.side * size * 0.25,
        label.y + size * 0.35,
        // Never past the box's edge.
        fitText(
          label.text,
          size,
          Math.min(
            labelWidth,
            label.side === 1
              ? width - margin - label.x - size * 0.25
              : label.x - size * 0.25 - margin,
          ),
        ),
        {
          size,
          anchor: label.side === 1 ? 'start' : 'end',
          fill: label.fill,
          font,
        },
      ),
    );
  }

  // Position ticks inside the innermost lane, numbered where there is room.
  const tickRadius = radius - band / 2 - (laneCount - 1) * laneStep - 2;
  const numberRadius = tickRadius - 4 - size * 0.8;
  const numbered = numberRadius > size * 5;
  const step = tickStep(length, numbered ? Math.min(12, (TAU * numberRadius) / (size * 4)) : 12);
  for (let position = step; position < length; position += step) {
    const angle = (position / length) * TAU;
    const outer = polar(circle, tickRadius, angle);
    const inner = polar(circle, tickRadius - 4, angle);
    parts.push(
      `<line x1="${num(outer.x)}" y1="${num(outer.y)}" x2="${num(inner.x)}" y2="${num(inner.y)}" stroke="${MUTED}" stroke-width="0.75"/>`,
    );
    if (numbered && position <= length - step / 3) {
      const at = polar(circle, numberRadius, angle);
      parts.push(
        textAt(
          at.x,
          at.y + size * 0.35,
          t('scientific.plasmid_map.position', { value: position }),
          {
            size,
            anchor: 'middle',
            fill: MUTED,
            font,
          },
        ),
      );
    }
  }

  // The name and size in the middle, set smaller in a small circle (not below 60 %).
  const room = Math.max(size * 2, (numbered ? numberRadius - size * 1.6 : tickRadius - 6) * 2);
  const sizeText = t('scientific.plasmid_map.size', { length });
  const centreSize =
    size * Math.max(0.6, Math.min(1, room / Math.max(1, estimateWidth(sizeText, size))));
  const titleSize = centreSize * 1.15;
  if (data.name)
    parts.push(
      textAt(circle.cx, circle.cy - centreSize * 0.2, fitText(data.name, titleSize, room), {
        size: titleSize,
        anchor: 'middle',
        fill: INK,
        font,
      }),
    );
  parts.push(
    textAt(circle.cx, circle.cy + (data.name ? centreSize * 1.2 : centreSize * 0.35), sizeText, {
      size: centreSize,
      anchor: 'middle',
      fill: MUTED,
      font,
    }),
  );
  return svgDocument(width, height, parts.join(''));
}
