import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, SVG_NAMESPACE, XLINK_NAMESPACE } from './allow-list';
import { parseSvg, type SvgElementNode, type SvgNode } from './parse';
import { hasScriptUrl, normaliseForUrlCheck } from './safety';

/** Elements whose text is kept; text anywhere else is layout whitespace. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'title', 'desc', 'style']);

/** CSS that could fetch, run or bind something: imports, external url(), legacy expressions. */
function cssIsSafe(css: string): boolean {
  const normalised = normaliseForUrlCheck(css);
  if (/@import|expression\(|-moz-binding|behavior:|</.test(normalised)) return false;
  if (hasScriptUrl(css)) return false;
  // url() may only point inside the document: url(#id), url('#id').
  return !/url\((?!['"]?#)/.test(normalised);
}

function safeStyleAttribute(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && cssIsSafe(declaration))
    .join(';');
}

const INTERNAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;

function safeAttribute(name: string, value: string): [string, string] | null {
  const canonical = ALLOWED_ATTRIBUTES.get(name.toLowerCase());
  if (!canonical) return null;
  switch (canonical) {
    case 'href':
    case 'xlink:href':
      // Only references to this document's own elements: no external or data: links.
      return INTERNAL_REFERENCE.test(value.trim()) ? [canonical, value.trim()] : null;
    case 'xmlns':
      return value === SVG_NAMESPACE ? [canonical, value] : null;
    case 'xmlns:xlink':
      return value === XLINK_NAMESPACE ? [canonical, value] : null;
    case 'style': {
      const style = safeStyleAttribute(value);
      return style ? [canonical, style] : null;
    }
    default:
      return cssIsSafe(value) ? [canonical, value] : null;
  }
}

function sanitizeChildren(parent: SvgElementNode, children: SvgNode[]): SvgNode[] {
  const kept: SvgNode[] = [];
  for (const child of children) {
    if (child.kind === 'element') {
      const element = sanitizeElement(child);
      if (element) kept.push(element);
    } else if (TEXT_ELEMENTS.has(parent.name)) {
      const previous = kept[kept.length - 1];
      // Merge with the text before, so pieces around a dropped element are checked together.
      if (previous?.kind === 'text') previous.text += child.text;
      else kept.push({ kind: 'text', text: child.text });
    }
  }
  return kept.filter((node) => {
    if (node.kind === 'element') return true;
    return parent.name === 'style' ? cssIsSafe(node.text) : !hasScriptUrl(node.text);
  });
}

function sanitizeElement(node: SvgElementNode): SvgElementNode | null {
  const name = ALLOWED_ELEMENTS.get(node.name.toLowerCase());
  if (!name) return null;
  const attributes: [string, string][] = [];
  const seen = new Set<string>();
  for (const [attributeName, value] of node.attributes) {
    const safe = safeAttribute(attributeName, value);
    if (!safe || seen.has(safe[0])) continue;
    seen.add(safe[0]);
    attributes.push(safe);
  }
  const element: SvgElementNode = { kind: 'element', name, attributes, children: [] };
  element.children = sanitizeChildren(element, node.children);
  return element;
}

// `=` is escaped too, so no text or value can ever read like an `on...=` handler.
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/=/g, '&#61;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

export function serializeSvg(nodes: SvgNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') {
      out += escapeText(node.text);
      continue;
    }
    out += `<${node.name}`;
    for (const [name, value] of node.attributes) out += ` ${name}="${escapeAttribute(value)}"`;
    out += node.children.length === 0 ? '/>' : `>${serializeSvg(node.children)}</${node.name}>`;
  }
  return out;
}

const EMPTY_SVG = `<svg xmlns="${SVG_NAMESPACE}"/>`;

/** The sanitised root `<svg>` element of `svg`, or null when there is none. */
export function sanitizeSvgTree(svg: string): SvgElementNode | null {
  const root = parseSvg(svg).find(
    (node): node is SvgElementNode => node.kind === 'element' && node.name.toLowerCase() === 'svg',
  );
  const safe = root ? sanitizeElement(root) : null;
  if (!safe) return null;
  if (!safe.attributes.some(([name]) => name === 'xmlns'))
    safe.attributes.unshift(['xmlns', SVG_NAMESPACE]);
  return safe;
}

/**
 * An SVG that is safe to hand to fabric (or a browser): only drawing elements and presentation
 * attributes survive; scripts, foreignObject, event handlers, external or script links, images and
 * CSS that imports or fetches are removed. Input that holds no `<svg>` becomes an empty SVG.
 */
export function sanitizeSvg(svg: string): string {
  const root = sanitizeSvgTree(svg);
  return root ? serializeSvg([root]) : EMPTY_SVG;
}
