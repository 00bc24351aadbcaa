/**
 * What a sanitised SVG may contain: drawing elements, geometry and presentation attributes, and
 * the CSS properties a drawing needs. Anything not listed (script, foreignObject, animate,
 * feImage, event handlers, external links) is dropped; `<switch>` and `<a>` are unwrapped
 * (structure.ts) and `<image>` keeps only embedded raster data (raster.ts). Keys are lower case;
 * values are the spelling written out (SVG is case-sensitive: `linearGradient`, `viewBox`).
 */

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
export const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/**
 * Filter primitives that only compute on the drawing's own pixels (or, feTurbulence, on a seeded
 * noise). feImage loads a picture or another element and is never kept; the lighting, convolution
 * and displacement primitives are not used by the drawings we see and are left out until they are.
 */
const FILTER_PRIMITIVES = [
  'feGaussianBlur',
  'feOffset',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feBlend',
  'feColorMatrix',
  'feDropShadow',
  'feMorphology',
  'feTurbulence',
];

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'title',
  'desc',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'style',
  // Its href must be a data: URL of PNG, JPEG, GIF or WebP (raster.ts): nothing is fetched.
  'image',
  'filter',
  ...FILTER_PRIMITIVES,
];

/** Attributes that are not CSS properties: structure, geometry, coordinate systems. */
const GEOMETRY_ATTRIBUTES = [
  'id',
  'class',
  'style',
  'data-part',
  'href',
  'version',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'rotate',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'textLength',
  'lengthAdjust',
  // <filter> and its primitives (plain numbers and keywords; `in` names another primitive's result)
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'mode',
  'values',
  'radius',
  'edgeMode',
];

/** Attributes kept on one element only: a name that is harmless there may mean more elsewhere. */
const ELEMENT_ATTRIBUTES: Record<string, string[]> = {
  feColorMatrix: ['type'],
  feTurbulence: ['type', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles'],
};

/**
 * Presentation attributes: each is also a CSS property, allowed in `style` attributes and
 * `<style>` rules with the same value check.
 */
const PRESENTATION = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'stop-color',
  'stop-opacity',
  'marker-start',
  'marker-mid',
  'marker-end',
  'paint-order',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'white-space',
  'filter',
  'flood-color',
  'flood-opacity',
  'color-interpolation',
  'color-interpolation-filters',
  'mix-blend-mode',
  'isolation',
  'image-rendering',
  'font-stretch',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'text-orientation',
  'text-decoration-line',
  'text-decoration-style',
  'text-decoration-color',
  'font-variant-ligatures',
  'font-variant-caps',
  'font-variant-numeric',
  'font-variant-east-asian',
  'font-variant-position',
  'font-variant-alternates',
  'font-feature-settings',
  'font-variation-settings',
  'font-kerning',
  'transform-origin',
  'transform-box',
];

/**
 * CSS properties that are not presentation attributes: shorthands, and the text layout properties
 * Inkscape writes on every `<text>` and `<tspan>` (kept so a re-edit in Inkscape lays out alike).
 */
const CSS_ONLY = [
  'marker',
  'font',
  'line-height',
  'text-align',
  'text-indent',
  'text-transform',
  'text-decoration-thickness',
];

const byLowerCase = (names: string[]) =>
  new Map(names.map((name) => [name.toLowerCase(), name] as const));

export const ALLOWED_ELEMENTS: ReadonlyMap<string, string> = byLowerCase(ELEMENTS);
/** Attributes without a namespace. `xlink:href` and `xml:space` are the only namespaced ones. */
export const ALLOWED_ATTRIBUTES: ReadonlyMap<string, string> = byLowerCase([
  ...GEOMETRY_ATTRIBUTES,
  ...PRESENTATION,
]);
export const PRESENTATION_ATTRIBUTES: ReadonlySet<string> = new Set(PRESENTATION);
/** Per element (by its written-out name): attributes allowed there besides ALLOWED_ATTRIBUTES. */
export const ELEMENT_ONLY_ATTRIBUTES: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(ELEMENT_ATTRIBUTES).map(([element, names]) => [element, byLowerCase(names)]),
);
export const ALLOWED_CSS_PROPERTIES: ReadonlySet<string> = new Set([...PRESENTATION, ...CSS_ONLY]);

/** The namespaced attributes kept, by namespace, with the prefix they are written with. */
export const NAMESPACED_ATTRIBUTES: ReadonlyMap<string, { prefix: string; names: Set<string> }> =
  new Map([
    [XLINK_NAMESPACE, { prefix: 'xlink', names: new Set(['href']) }],
    [XML_NAMESPACE, { prefix: 'xml', names: new Set(['space']) }],
  ]);

/** Elements whose href may be an embedded raster image rather than a `#id` in the drawing. */
export const RASTER_HREF_ELEMENTS: ReadonlySet<string> = new Set(['image']);

/** Elements whose text is content; text anywhere else is layout whitespace. */
export const TEXT_ELEMENTS: ReadonlySet<string> = new Set(['text', 'tspan', 'title', 'desc']);
