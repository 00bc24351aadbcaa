import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  NAMESPACED_ATTRIBUTES,
  PRESENTATION_ATTRIBUTES,
  SVG_NAMESPACE,
  TEXT_ELEMENTS,
  XLINK_NAMESPACE,
} from './allow-list';
import { cssValueProblem, sanitizeDeclarations, sanitizeStyleSheet } from './css';
import {
  EMPTY_SCOPE,
  isNamespaceDeclaration,
  resolveName,
  scopeOf,
  type NamespaceScope,
} from './namespaces';
import { parseSvg, type SvgElementNode, type SvgNode } from './parse';
import { attributeReason, elementReason, LINK_REASON } from './reasons';
import type { SanitizedSvg, SvgRemoval } from './report';
import { serializeSvg } from './serialize';

export { serializeSvg } from './serialize';

const INTERNAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
const SCRIPT_URL = /(javascript|vbscript|livescript):|data:text\/html/;

/** Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/F): a document with one is broken. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/** Hostile input can hold a million removable things: the report lists the first ones. */
const MAX_REPORTED_REMOVALS = 1000;

class Walk {
  readonly removed: SvgRemoval[] = [];
  usesXlink = false;

  record = (removal: SvgRemoval): void => {
    if (this.removed.length < MAX_REPORTED_REMOVALS) this.removed.push(removal);
  };

  remove(kind: SvgRemoval['kind'], name: string, reason: string): void {
    this.record({ kind, name, reason });
  }

  /** The kept [name, value] of one attribute of an allowed element, or null (reported). */
  attribute(name: string, value: string, scope: NamespaceScope): [string, string] | null {
    const resolved = resolveName(name, scope, false);
    if ('unbound' in resolved) {
      this.remove('attribute', name, `the prefix ${resolved.unbound}: is not declared`);
      return null;
    }
    value = xmlText(value);
    if (resolved.namespace !== null) {
      const known = NAMESPACED_ATTRIBUTES.get(resolved.namespace);
      if (!known?.names.has(resolved.local)) {
        this.remove('attribute', name, attributeReason(resolved.local));
        return null;
      }
      if (resolved.namespace === XLINK_NAMESPACE) return this.link(name, value, 'xlink:href');
      return [`${known.prefix}:${resolved.local}`, value];
    }
    const canonical = ALLOWED_ATTRIBUTES.get(resolved.local.toLowerCase());
    if (!canonical) {
      this.remove('attribute', name, attributeReason(resolved.local));
      return null;
    }
    if (canonical === 'href') return this.link(name, value, 'href');
    if (canonical === 'style') {
      const style = sanitizeDeclarations(value, (property, reason) =>
        this.remove('style', property, reason),
      );
      return style ? ['style', style] : null;
    }
    const problem = PRESENTATION_ATTRIBUTES.has(canonical)
      ? cssValueProblem(value)
      : value.includes(':') && SCRIPT_URL.test(value.replace(/\s+/g, '').toLowerCase())
        ? 'script URLs are not allowed'
        : null;
    if (problem) {
      this.remove('attribute', name, problem);
      return null;
    }
    return [canonical, value];
  }

  private link(name: string, value: string, canonical: string): [string, string] | null {
    if (!INTERNAL_REFERENCE.test(value.trim())) {
      this.remove('attribute', name, LINK_REASON);
      return null;
    }
    if (canonical === 'xlink:href') this.usesXlink = true;
    return [canonical, value.trim()];
  }

  element(node: SvgElementNode, parentScope: NamespaceScope): SvgElementNode | null {
    const scope = scopeOf(parentScope, node.attributes);
    const resolved = resolveName(node.name, scope, true);
    if ('unbound' in resolved) {
      this.remove('element', node.name, `the prefix ${resolved.unbound}: is not declared`);
      return null;
    }
    // No namespace at all (SVG pasted from HTML) is read as SVG: the output declares it.
    if (resolved.namespace !== null && resolved.namespace !== SVG_NAMESPACE) {
      this.remove('element', node.name, `not in the SVG namespace (${resolved.namespace})`);
      return null;
    }
    const name = ALLOWED_ELEMENTS.get(resolved.local.toLowerCase());
    if (!name) {
      this.remove('element', node.name, elementReason(resolved.local));
      return null;
    }
    const attributes: [string, string][] = [];
    const seen = new Set<string>();
    for (const [attributeName, value] of node.attributes) {
      if (isNamespaceDeclaration(attributeName)) continue;
      const kept = this.attribute(attributeName, value, scope);
      if (!kept || seen.has(kept[0])) continue;
      seen.add(kept[0]);
      attributes.push(kept);
    }
    const element: SvgElementNode = { kind: 'element', name, attributes, children: [] };
    element.children =
      name === 'style' ? this.styleSheet(node) : this.children(name, node.children, scope);
    return element;
  }

  private styleSheet(node: SvgElementNode): SvgNode[] {
    let text = '';
    for (const child of node.children) {
      if (child.kind === 'text') text += child.text;
      else this.remove('element', child.name, 'a style sheet holds only CSS');
    }
    const css = sanitizeStyleSheet(xmlText(text), (name, reason) =>
      this.remove('style', name, reason),
    );
    return css ? [{ kind: 'text', text: css }] : [];
  }

  private children(parentName: string, children: SvgNode[], scope: NamespaceScope): SvgNode[] {
    const kept: SvgNode[] = [];
    const keepsText = TEXT_ELEMENTS.has(parentName);
    for (const child of children) {
      if (child.kind === 'element') {
        const element = this.element(child, scope);
        if (element) kept.push(element);
        continue;
      }
      const text = xmlText(child.text);
      if (!keepsText) {
        if (text.trim()) this.remove('text', text.trim().slice(0, 40), 'it is not drawn');
        continue;
      }
      const previous = kept[kept.length - 1];
      if (previous?.kind === 'text') previous.text += text;
      else if (text) kept.push({ kind: 'text', text });
    }
    return kept;
  }
}

const EMPTY_SVG = `<svg xmlns="${SVG_NAMESPACE}"/>`;

function sanitizeRoot(svg: string): { root: SvgElementNode | null; removed: SvgRemoval[] } {
  const walk = new Walk();
  const nodes = parseSvg(svg, walk.record);
  let root: SvgElementNode | null = null;
  for (const node of nodes) {
    if (node.kind === 'text') {
      if (xmlText(node.text).trim())
        walk.remove('text', node.text.trim().slice(0, 40), 'it is not drawn');
      continue;
    }
    const resolved = resolveName(node.name, scopeOf(EMPTY_SCOPE, node.attributes), true);
    const isSvg =
      !root &&
      !('unbound' in resolved) &&
      (resolved.namespace === null || resolved.namespace === SVG_NAMESPACE) &&
      resolved.local.toLowerCase() === 'svg';
    if (isSvg) root = walk.element(node, EMPTY_SCOPE);
    else
      walk.remove(
        'element',
        node.name,
        root ? 'only one root <svg> is kept' : elementReason(resolved.local),
      );
  }
  if (!root) {
    if (!walk.removed.some((removal) => removal.kind === 'element'))
      walk.remove('element', 'svg', 'there is no <svg> root element');
    return { root: null, removed: walk.removed };
  }
  // The canonical root: namespace declarations first, every other declaration dropped.
  const declarations: [string, string][] = [['xmlns', SVG_NAMESPACE]];
  if (walk.usesXlink) declarations.push(['xmlns:xlink', XLINK_NAMESPACE]);
  root.attributes.unshift(...declarations);
  return { root, removed: walk.removed };
}

/**
 * Cleans an SVG and says what it removed. The input is parsed as XML (no DTD, no entities but
 * XML's five, namespaces resolved), walked against the allow-list of SVG elements, attributes and
 * CSS properties, and written out as a new document. Input holding no `<svg>` root becomes an
 * empty SVG. Sanitising clean output changes nothing.
 */
export function sanitizeSvgWithReport(svg: string): SanitizedSvg {
  const { root, removed } = sanitizeRoot(svg.replace(/^\uFEFF/, ''));
  return { svg: root ? serializeSvg([root]) : EMPTY_SVG, removed };
}

/** The sanitised root `<svg>` element of `svg`, or null when there is none. */
export function sanitizeSvgTree(svg: string): SvgElementNode | null {
  return sanitizeRoot(svg.replace(/^\uFEFF/, '')).root;
}

/**
 * An SVG that is safe to hand to fabric (or a browser): only drawing elements and presentation
 * attributes survive; scripts, foreignObject, event handlers, external or script links, images and
 * CSS that imports or fetches are removed.
 */
export function sanitizeSvg(svg: string): string {
  return sanitizeSvgWithReport(svg).svg;
}
