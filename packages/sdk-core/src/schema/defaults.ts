import { CHART_DRAWING, chartDrawingSize, chartSvg } from '../charts/chart-svg';
import type { ChartSpec } from '../charts/series';
import {
  elementSchema,
  type FiguraElement,
  type FiguraElementInput,
  type StoredElementType,
} from './document/elements';
import { createElementId } from './document/ids';
import { isScientificType } from './document/guards';

export interface ElementBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A benzene ring: the default molecule's depiction until a chemistry toolkit draws real ones. */
const BENZENE_SVG =
  `<svg xmlns="${SVG_NS}" width="100" height="100" viewBox="0 0 100 100">` +
  '<polygon points="50,8 86,29 86,71 50,92 14,71 14,29" fill="none" stroke="#1f2933" stroke-width="4"/>' +
  '<circle cx="50" cy="50" r="24" fill="none" stroke="#1f2933" stroke-width="4"/></svg>';

const PART_SVG =
  `<svg xmlns="${SVG_NS}" width="100" height="100" viewBox="0 0 100 100">` +
  '<path d="M50 5 C80 5 95 30 95 50 C95 75 75 95 50 95 C25 95 5 75 5 50 C5 25 20 5 50 5 Z" fill="currentColor"/></svg>';

/** A cell: membrane and nucleus as recolourable parts. */
const ILLUSTRATION_SVG =
  `<svg xmlns="${SVG_NS}" width="120" height="100" viewBox="0 0 120 100">` +
  '<ellipse data-part="membrane" cx="60" cy="50" rx="56" ry="46" fill="#8FD6F0" stroke="#1f2933" stroke-width="2"/>' +
  '<circle data-part="nucleus" cx="66" cy="46" r="18" fill="#58227E"/></svg>';

const ICON_SVG =
  `<svg xmlns="${SVG_NS}" width="48" height="48" viewBox="0 0 48 48">` +
  '<path fill="currentColor" d="M24 6a18 18 0 1 0 0 36a18 18 0 1 0 0-36Zm0 8a10 10 0 1 1 0 20a10 10 0 1 1 0-20Z"/></svg>';

/** A neutral picture placeholder as an SVG data: URL (uploads and generations replace it). */
function placeholderImage(width: number, height: number): string {
  const svg =
    `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="none">` +
    '<rect width="100" height="100" fill="#e4e7eb"/>' +
    '<path d="M10 80 L38 45 L58 68 L72 54 L90 80 Z" fill="#9aa5b1"/>' +
    '<circle cx="72" cy="30" r="9" fill="#9aa5b1"/></svg>';
  return `data:image/svg+xml;base64,${globalThis.btoa(svg)}`;
}

/** A light dashed frame: where an object drawn from data goes until it has data. */
const emptyFrame = (width: number, height: number) =>
  `<svg xmlns="${SVG_NS}" width="${Math.max(1, width)}" height="${Math.max(1, height)}">` +
  `<rect x="1" y="1" width="${Math.max(1, width - 2)}" height="${Math.max(1, height - 2)}" ` +
  'fill="none" stroke="#9aa5b1" stroke-dasharray="6 4"/></svg>';

/** A sample to start from: three replicates of two groups, as a bar chart with SD error bars. */
const DEFAULT_CHART = {
  chartKind: 'bar',
  data: {
    series: ['Rep 1', 'Rep 2', 'Rep 3'],
    rows: [
      { label: 'Control', values: [3.1, 3.6, 2.9] },
      { label: 'Treated', values: [5.2, 6.1, 5.6] },
    ],
  },
  replicates: 3,
  errorBars: 'sd',
} as const satisfies ChartSpec;

function input(type: StoredElementType, box: ElementBox, id: string): FiguraElementInput {
  const { left, top, width, height } = box;
  const right = left + width;
  const bottom = top + height;
  const middleY = top + height / 2;
  const natural = {
    naturalWidth: Math.max(1, Math.round(width)),
    naturalHeight: Math.max(1, Math.round(height)),
  };
  // An object drawn from data starts empty here (its drawing code loads with the editor's
  // Scientific menu, which inserts it drawn from its sample: scientific/tools.ts).
  if (isScientificType(type)) return { type, id, ...box, svg: emptyFrame(width, height) };
  switch (type) {
    case 'rect':
    case 'circle':
      return { type, id, ...box };
    case 'line':
    case 'arrow':
      return { type, id, x1: left, y1: middleY, x2: right, y2: middleY };
    case 'right_angle_line':
      return { type, id, x1: left, y1: top, x2: right, y2: bottom };
    case 'DynamicLine':
      return {
        type,
        id,
        points: [
          { x: left, y: bottom },
          { x: left + width / 3, y: top },
          { x: left + (2 * width) / 3, y: bottom },
          { x: right, y: top },
        ],
      };
    case 'textbox':
      return {
        type,
        id,
        ...box,
        text: 'Text',
        fontSize: Math.max(8, Math.round(height * 0.6)),
      };
    case 'shape':
      return { type, id, ...box, shapeKind: 'star' };
    case 'dynamic_shape':
      return { type, id, ...box, kind: 'rounded_rect', params: { cornerRadius: 0.15 } };
    case 'path':
      return { type, id, ...box, d: 'M 0 100 C 30 0 70 0 100 100 Z' };
    case 'polygon':
      return {
        type,
        id,
        ...box,
        points: [
          { x: 50, y: 0 },
          { x: 100, y: 40 },
          { x: 80, y: 100 },
          { x: 20, y: 100 },
          { x: 0, y: 40 },
        ],
      };
    case 'icon':
      return { type, id, ...box, iconSet: 'healthicons', iconName: 'circle', svg: ICON_SVG };
    case 'illustration':
      return {
        type,
        id,
        ...box,
        assetId: 'figura/cell',
        svg: ILLUSTRATION_SVG,
        colours: {},
        hueShift: 0,
      };
    case 'svg_part':
      return { type, id, ...box, svg: PART_SVG, fill: '#3AA036' };
    case 'group':
      return {
        type,
        id,
        ...box,
        elements: [
          { type: 'rect', id: createElementId(), left: 0, top: 0, width, height },
          {
            type: 'circle',
            id: createElementId(),
            left: width * 0.25,
            top: height * 0.25,
            width: width * 0.5,
            height: height * 0.5,
          },
        ],
      };
    case 'upload':
      return { type, id, ...box, src: placeholderImage(width, height), ...natural };
    case 'generation':
      return { type, id, ...box, src: placeholderImage(width, height), ...natural, prompt: '' };
    case 'molecule':
      return { type, id, ...box, smiles: 'c1ccccc1', svg: BENZENE_SVG };
    case 'chart': {
      // Drawn for its box, as the editor would draw it again.
      const drawing = chartDrawingSize(width, height);
      return {
        type,
        id,
        ...box,
        ...DEFAULT_CHART,
        data: structuredClone(DEFAULT_CHART.data),
        svg: chartSvg(DEFAULT_CHART, drawing.width, drawing.height),
        drawing: CHART_DRAWING,
      };
    }
  }
}

/**
 * A valid element of any stored type filling `box` with the model's default look: what the
 * editor's "add" menu inserts and what tests start from. Lines run across the box.
 */
export function createDefaultElement(
  type: StoredElementType,
  box: ElementBox,
  id: string = createElementId(),
): FiguraElement {
  return elementSchema.parse(input(type, box, id));
}
