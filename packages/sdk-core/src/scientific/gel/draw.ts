// The gel as photographed: an agarose gel dark with glowing bands under its wells, a western
// blot a pale membrane with dark bands; each band's strength is its opacity. Lane names above,
// the ladder's sizes beside it.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { estimateWidth, num, svgDocument, textAt } from '../svg';
import type { DrawContext } from '../types';
import { ladderSizes, lanesToDraw } from './calibration';
import { gelGeometry, laneLabel, type GelGeometry } from './geometry';
import type { GelData, GelLane } from './parse';

const INK = '#1f2933';
const MUTED = '#52606d';

const LOOKS = {
  agarose: {
    gel: '#1f252c',
    edge: '#1f252c',
    band: '#f5f7fa',
    well: '#0b0e11',
    wellEdge: '#616e7c',
  },
  western: { gel: '#eef1f4', edge: '#9aa5b1', band: '#1f2933', well: '', wellEdge: '' },
} as const;

/** The faintest a band is drawn, so a weak band still shows where it is. */
const FAINTEST = 0.06;

function fitText(text: string, width: number, size: number): string {
  if (estimateWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && estimateWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

const rect = (x: number, y: number, width: number, height: number, rest: string) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" ${rest}/>`;

function drawBands(lanes: readonly GelLane[], options: ScientificOptions<'gel'>, g: GelGeometry) {
  const look = LOOKS[options.kind];
  const parts: string[] = [];
  const radius = options.kind === 'western' ? g.bandHeight / 2 : g.bandHeight * 0.3;
  lanes.forEach((lane, index) => {
    const left = g.laneX[index]! - g.bandWidth / 2;
    if (options.kind === 'agarose')
      parts.push(
        rect(
          left,
          g.wellTop,
          g.bandWidth,
          g.wellHeight,
          `fill="${look.well}" stroke="${look.wellEdge}" stroke-width="0.75"`,
        ),
      );
    for (const band of lane.bands) {
      const opacity = num(Math.max(FAINTEST, band.intensity));
      const y = g.bandY(band.size) - g.bandHeight / 2;
      parts.push(
        rect(
          left,
          y,
          g.bandWidth,
          g.bandHeight,
          `rx="${num(radius)}" fill="${look.band}" opacity="${opacity}"`,
        ),
      );
    }
  });
  return parts.join('');
}

function drawLaneLabels(lanes: readonly GelLane[], context: DrawContext, g: GelGeometry) {
  const size = context.textSize;
  const text = { size, fill: INK, font: context.font };
  return lanes
    .map((lane, index) => {
      const label = laneLabel(lane.name);
      const x = g.laneX[index]!;
      if (!g.slanted)
        return textAt(x, g.gel.y - size * 0.5, fitText(label, g.pitch * 1.1, size), {
          ...text,
          anchor: 'middle',
        });
      // Slanted up and to the right from the lane's centre: as long as the room above the gel,
      // and the room to the box's right edge, allow.
      const [px, py] = [x - size * 0.2, g.gel.y - size * 0.45];
      const room = Math.min(py - size * 0.3, context.width - px - size * 0.3) / Math.SQRT1_2;
      return (
        `<g transform="rotate(-45 ${num(px)} ${num(py)})">` +
        textAt(px, py, fitText(label, Math.max(size, room), size), text) +
        '</g>'
      );
    })
    .join('');
}

function drawSizeLabels(lanes: readonly GelLane[], context: DrawContext, g: GelGeometry) {
  const size = context.textSize;
  const left = g.sizeSide === 'left';
  const edge = left ? g.gel.x : g.gel.x + g.gel.width;
  const outward = left ? -1 : 1;
  const parts: string[] = [];
  let last = -Infinity;
  // Largest first, down the gel; a label too close to the one above is left out.
  ladderSizes(lanes).forEach((value, index) => {
    const y = g.bandY(value);
    if (y - last < size * 1.05) return;
    last = y;
    parts.push(
      `<line x1="${num(edge)}" y1="${num(y)}" x2="${num(edge + outward * size * 0.3)}" y2="${num(y)}" stroke="${MUTED}" stroke-width="0.75"/>`,
      textAt(edge + outward * size * 0.45, y + size * 0.35, g.sizeLabels[index]!, {
        size,
        anchor: left ? 'end' : 'start',
        fill: MUTED,
        font: context.font,
      }),
    );
  });
  return parts.join('');
}

export function drawGel(data: GelData, options: ScientificOptions<'gel'>, context: DrawContext) {
  const lanes = lanesToDraw(data, options, context.t('scientific.gel.ladderLane'));
  const g = gelGeometry(lanes, options, context);
  const look = LOOKS[options.kind];
  const parts = [
    rect(
      g.gel.x,
      g.gel.y,
      g.gel.width,
      g.gel.height,
      `rx="${num(context.textSize * 0.3)}" fill="${look.gel}" stroke="${look.edge}" stroke-width="1"`,
    ),
    drawBands(lanes, options, g),
  ];
  if (options.labels) parts.push(drawLaneLabels(lanes, context, g));
  if (g.sizeLabels.length > 0) parts.push(drawSizeLabels(lanes, context, g));
  return svgDocument(context.width, context.height, parts.join(''));
}
