// fast-check generators of valid elements of every stored type (tests only; not exported by the package).
import fc from 'fast-check';
import { CHART_ERROR_BARS, CHART_KINDS, type ChartData } from '../elements/science';
import { DYNAMIC_SHAPE_KINDS, SHAPE_KINDS } from '../constants';
import { SCIENTIFIC_TYPES } from '../constants';
import { ARROW_HEADS, CONNECTOR_ANCHORS, ELBOW_ROUTES, type FiguraElementInput } from '../elements';

// JSON has no -0, so the generator leaves it out (a stored -0 reads back as 0, which is the same place).
export const finite = (min: number, max: number) =>
  fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((v) => (Object.is(v, -0) ? 0 : v));
export const hex = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`);
export const id = fc.string({ minLength: 1, maxLength: 20 });
const coordinate = finite(-5000, 5000);
const point = fc.record({ x: coordinate, y: coordinate });
export const box = {
  left: coordinate,
  top: coordinate,
  width: finite(0, 3000),
  height: finite(0, 3000),
  angle: finite(-360, 360),
  flipX: fc.boolean(),
};
/**
 * Elements placed on or around a 1200 x 800 slide, scaled and turned, for the geometry tests
 * (arrange, groups, connectors): record fields to spread into fc.record.
 */
export const placed = {
  left: fc.integer({ min: -200, max: 1200 }),
  top: fc.integer({ min: -200, max: 800 }),
  width: fc.integer({ min: 1, max: 400 }),
  height: fc.integer({ min: 1, max: 400 }),
  scaleX: fc.double({ min: 0.2, max: 4, noNaN: true }),
  scaleY: fc.double({ min: 0.2, max: 4, noNaN: true }),
  angle: fc.integer({ min: 0, max: 359 }),
  flipX: fc.boolean(),
};
export const placedStroke = {
  stroke: fc.constantFrom(null, '#000000'),
  strokeWidth: fc.integer({ min: 0, max: 12 }),
};
export const placedEnds = {
  x1: fc.integer({ min: -200, max: 1200 }),
  y1: fc.integer({ min: -200, max: 800 }),
  x2: fc.integer({ min: -200, max: 1200 }),
  y2: fc.integer({ min: -200, max: 800 }),
};
const head = fc.constantFrom(...ARROW_HEADS);
const attachment = fc.option(
  fc.record({ elementId: id, anchor: fc.constantFrom(...CONNECTOR_ANCHORS) }),
  { nil: null },
);
const identity = { id, alt: fc.string({ maxLength: 20 }), opacity: finite(0, 1) };
const ends = { x1: coordinate, y1: coordinate, x2: coordinate, y2: coordinate };
const connector = { stroke: hex, startAttachment: attachment, endAttachment: attachment };

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="M0 0h48v48H0z"/></svg>';
const svg = fc.constantFrom(
  SVG,
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g id="a"><circle r="5"/></g></svg>',
);
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const SVG_DATA_URL = `data:image/svg+xml;base64,${globalThis.btoa(SVG)}`;
// Data URLs only: a document that links an image still reads (elements.test.ts) but is not saved.
const imageSrc = fc.constantFrom(PNG_DATA_URL, SVG_DATA_URL);
const image = {
  src: imageSrc,
  naturalWidth: fc.integer({ min: 1, max: 4000 }),
  naturalHeight: fc.integer({ min: 1, max: 4000 }),
};
const chartData: fc.Arbitrary<ChartData> = fc.integer({ min: 1, max: 3 }).chain((seriesCount) =>
  fc.record({
    series: fc.array(fc.string({ maxLength: 10 }), {
      minLength: seriesCount,
      maxLength: seriesCount,
    }),
    rows: fc.array(
      fc.record({
        label: fc.string({ maxLength: 10 }),
        values: fc.array(fc.option(finite(-1000, 1000), { nil: null }), {
          minLength: seriesCount,
          maxLength: seriesCount,
        }),
      }),
      { maxLength: 5 },
    ),
  }),
);

/** Every stored type but the group (which nests these). */
export const leafElementArb: fc.Arbitrary<FiguraElementInput> = fc.oneof(
  fc.record({
    type: fc.constant('rect' as const),
    ...identity,
    ...box,
    fill: hex,
    rx: finite(0, 50),
  }),
  fc.record({ type: fc.constant('circle' as const), ...identity, ...box, fill: hex }),
  fc.record({ type: fc.constant('line' as const), ...identity, ...ends, ...connector }),
  fc.record({
    type: fc.constant('arrow' as const),
    ...identity,
    ...ends,
    ...connector,
    headStart: head,
    headEnd: head,
  }),
  fc.record({
    type: fc.constant('DynamicLine' as const),
    ...identity,
    points: fc.array(point, { minLength: 2, maxLength: 8 }),
    ...connector,
    headStart: head,
    headEnd: head,
  }),
  fc.record({
    type: fc.constant('right_angle_line' as const),
    ...identity,
    ...ends,
    ...connector,
    route: fc.constantFrom(...ELBOW_ROUTES),
    midRatio: finite(0, 1),
    headStart: head,
  }),
  fc.record({
    type: fc.constant('textbox' as const),
    id,
    ...box,
    text: fc.string({ maxLength: 200 }),
    textAlign: fc.constantFrom(
      'left' as const,
      'right' as const,
      'center' as const,
      'justify' as const,
    ),
    listStyle: fc.constantFrom('normal' as const, 'bullet' as const, 'numered' as const),
  }),
  fc.record({
    type: fc.constant('icon' as const),
    id,
    ...box,
    iconSet: fc.constant('healthicons' as const),
    iconName: fc.constantFrom('virus', 'heart-organ', 'dna'),
    svg,
  }),
  fc.record({
    type: fc.constant('shape' as const),
    ...identity,
    ...box,
    shapeKind: fc.constantFrom(...SHAPE_KINDS),
    fill: fc.option(hex, { nil: null }),
    stroke: fc.option(hex, { nil: null }),
  }),
  fc.record({
    type: fc.constant('dynamic_shape' as const),
    ...identity,
    ...box,
    kind: fc.constantFrom(...DYNAMIC_SHAPE_KINDS),
    params: fc.record(
      {
        cornerRadius: finite(0, 0.5),
        points: fc.integer({ min: 3, max: 12 }),
        innerRadius: finite(0.05, 1),
        sides: fc.integer({ min: 3, max: 12 }),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    type: fc.constant('path' as const),
    ...identity,
    ...box,
    d: fc.constantFrom('M 0 0 L 10 10 Z', 'M0 0c5-10 15-10 20 0a10 10 0 0 1-20 0z'),
    fillRule: fc.constantFrom('nonzero' as const, 'evenodd' as const),
  }),
  fc.record({
    type: fc.constant('polygon' as const),
    ...identity,
    ...box,
    points: fc.array(point, { minLength: 3, maxLength: 8 }),
  }),
  fc.record({
    type: fc.constant('illustration' as const),
    ...identity,
    ...box,
    assetId: fc.constantFrom('cells/t-cell', 'lab:pipette'),
    svg,
    colours: fc.dictionary(hex, hex, { maxKeys: 4 }),
    hueShift: finite(-180, 180),
    licence: fc.constant({
      spdx: 'CC-BY-4.0',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    }),
    author: fc.record({ name: fc.constantFrom('Servier', 'Łucja Żółć', '山田 太郎') }),
  }),
  fc.record({ type: fc.constant('svg_part' as const), ...identity, ...box, svg, fill: hex }),
  fc.record({ type: fc.constant('upload' as const), ...identity, ...box, ...image }),
  fc.record({
    type: fc.constant('generation' as const),
    ...identity,
    ...box,
    ...image,
    prompt: fc.string({ maxLength: 50 }),
  }),
  fc.record(
    {
      type: fc.constant('molecule' as const),
      ...identity,
      ...box,
      smiles: fc.constantFrom('CCO', 'c1ccccc1', 'C[C@H](N)C(=O)O'),
      molfile: fc.string({ maxLength: 40 }),
      svg,
      colouring: fc.constantFrom('element' as const, 'single' as const),
      colour: fc.constantFrom('#1f2933', '#ff0000', 'rebeccapurple'),
      implicitHydrogens: fc.boolean(),
    },
    { requiredKeys: ['type', 'id', 'left', 'top', 'width', 'height', 'smiles', 'svg'] },
  ),
  fc.record({
    type: fc.constant('chart' as const),
    ...identity,
    ...box,
    chartKind: fc.constantFrom(...CHART_KINDS),
    data: chartData,
    errorBars: fc.constantFrom(...CHART_ERROR_BARS),
    xTitle: fc.string({ maxLength: 20 }),
    yTitle: fc.string({ maxLength: 20 }),
    colours: fc.array(fc.constantFrom('#0072B2', '#E69F00', 'red'), { maxLength: 3 }),
    svg,
  }),
  // Objects drawn from data: their options take their defaults (scientific-kinds.ts).
  fc.record({
    type: fc.constantFrom(...SCIENTIFIC_TYPES),
    ...identity,
    ...box,
    data: fc.string({ maxLength: 40 }),
    colours: fc.array(fc.constantFrom('#0072B2', '#E69F00', 'red'), { maxLength: 3 }),
    textSize: finite(4, 120),
    svg,
  }),
);

/** Any element, groups nested up to three deep. Ids are made unique by the caller. */
export const elementArb: fc.Arbitrary<FiguraElementInput> = fc.letrec<{
  element: FiguraElementInput;
}>((tie) => ({
  element: fc.oneof(
    { depthSize: 'small', maxDepth: 3, withCrossShrink: true },
    leafElementArb,
    fc.record({
      type: fc.constant('group' as const),
      ...identity,
      ...box,
      elements: fc.array(tie('element'), { maxLength: 3 }),
    }),
  ),
})).element;

/** Gives every element (nested ones too) a unique id so documents validate. */
export function withUniqueIds(elements: FiguraElementInput[]): FiguraElementInput[] {
  let next = 0;
  const visit = (element: FiguraElementInput): FiguraElementInput => {
    const renamed = { ...element, id: `${element.id.slice(0, 40)}-${next++}` };
    return renamed.type === 'group'
      ? { ...renamed, elements: renamed.elements.map(visit) }
      : renamed;
  };
  return elements.map(visit);
}
