/**
 * What a sanitised SVG may contain: drawing elements, geometry and presentation attributes, and
 * the CSS properties a drawing needs. Anything not listed (script, foreignObject, image, animate,
 * filters, event handlers, external links) is dropped. Keys are lower case; values are the
 * spelling written out (SVG is case-sensitive: `linearGradient`, `viewBox`).
 */

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
export const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

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
];

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
];

/** CSS shorthands that are properties but not presentation attributes. */
const CSS_ONLY = ['marker', 'font'];

const byLowerCase = (names: string[]) =>
  new Map(names.map((name) => [name.toLowerCase(), name] as const));

export const ALLOWED_ELEMENTS: ReadonlyMap<string, string> = byLowerCase(ELEMENTS);
/** Attributes without a namespace. `xlink:href` and `xml:space` are the only namespaced ones. */
export const ALLOWED_ATTRIBUTES: ReadonlyMap<string, string> = byLowerCase([
  ...GEOMETRY_ATTRIBUTES,
  ...PRESENTATION,
]);
export const PRESENTATION_ATTRIBUTES: ReadonlySet<string> = new Set(PRESENTATION);
export const ALLOWED_CSS_PROPERTIES: ReadonlySet<string> = new Set([...PRESENTATION, ...CSS_ONLY]);

/** The namespaced attributes kept, by namespace, with the prefix they are written with. */
export const NAMESPACED_ATTRIBUTES: ReadonlyMap<string, { prefix: string; names: Set<string> }> =
  new Map([
    [XLINK_NAMESPACE, { prefix: 'xlink', names: new Set(['href']) }],
    [XML_NAMESPACE, { prefix: 'xml', names: new Set(['space']) }],
  ]);

/** Elements whose text is content; text anywhere else is layout whitespace. */
export const TEXT_ELEMENTS: ReadonlySet<string> = new Set(['text', 'tspan', 'title', 'desc']);
