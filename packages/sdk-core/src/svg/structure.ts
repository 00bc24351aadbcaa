/**
 * Elements that are kept for what they hold rather than for themselves. `<switch>` draws its
 * first child whose conditions pass: Illustrator and draw.io put a `<foreignObject>` fallback
 * first and the drawing after it, so the switch becomes a `<g>` holding that one child. `<a>`
 * becomes its content: a `<g>` (a `<tspan>` inside text) without the link.
 */

import { SVG_NAMESPACE } from './allow-list';
import { resolveName, scopeOf, type NamespaceScope } from './namespaces';
import type { SvgElementNode } from './parse';

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** The conditional processing attributes: read here, never written out. */
export const CONDITIONAL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'requiredfeatures',
  'requiredextensions',
  'systemlanguage',
]);

/** The children a `<switch>` chooses among (SVG 2 §5.8): rendered elements, not defs or scripts. */
export const SWITCH_CANDIDATES: ReadonlySet<string> = new Set([
  'a',
  'circle',
  'ellipse',
  'foreignobject',
  'g',
  'image',
  'line',
  'path',
  'polygon',
  'polyline',
  'rect',
  'svg',
  'switch',
  'text',
  'use',
]);

/** Where an unwrapped `<a>` becomes a `<tspan>`: inside text a `<g>` would not be drawn. */
export const TEXT_CONTENT: ReadonlySet<string> = new Set(['text', 'tspan']);

/**
 * The language a drawing is judged in for `systemLanguage`: one fixed language, so the editor,
 * the export and every reader see the same choice (Chromium in English picks the same child).
 */
const DRAWING_LANGUAGE = 'en';

const listOf = (value: string) =>
  value
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);

/**
 * Why an element's conditions keep it from being drawn, or null when they pass, as a browser
 * evaluates them: requiredExtensions passes only for the HTML and MathML namespaces,
 * systemLanguage only when it names the drawing's language, requiredFeatures always (SVG 2).
 */
export function failedCondition(attributes: [string, string][]): string | null {
  for (const [name, value] of attributes) {
    const lower = name.toLowerCase();
    if (lower === 'requiredextensions') {
      const extensions = listOf(value);
      if (extensions.some((uri) => uri !== HTML_NAMESPACE && uri !== MATHML_NAMESPACE))
        return 'it requires an extension no browser has, so it is never drawn';
    } else if (lower === 'systemlanguage') {
      const languages = listOf(value).map((language) => language.toLowerCase());
      const matches = languages.some(
        (language) => language === DRAWING_LANGUAGE || language.startsWith(`${DRAWING_LANGUAGE}-`),
      );
      if (!matches) return `it is drawn only for readers of ${value.trim() || 'no language'}`;
    }
  }
  return null;
}

/** The SVG local name (lower case) of an element, or null when it is not an SVG element. */
export function svgLocalName(node: SvgElementNode, scope: NamespaceScope): string | null {
  const resolved = resolveName(node.name, scopeOf(scope, node.attributes), true);
  if ('unbound' in resolved) return null;
  if (resolved.namespace !== null && resolved.namespace !== SVG_NAMESPACE) return null;
  return resolved.local.toLowerCase();
}

/** Attributes (local names) that make an `<a>` a link: dropped when it is unwrapped. */
export const LINK_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href',
  'target',
  'download',
  'ping',
  'rel',
  'hreflang',
  'referrerpolicy',
  'type',
]);

/** True when a raw element is, or holds, a foreignObject (whatever prefix spells it). */
export function holdsForeignObject(node: SvgElementNode): boolean {
  if (/(^|:)foreignobject$/i.test(node.name)) return true;
  return node.children.some((child) => child.kind === 'element' && holdsForeignObject(child));
}
