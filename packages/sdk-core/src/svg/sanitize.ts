import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  ELEMENT_ONLY_ATTRIBUTES,
  NAMESPACED_ATTRIBUTES,
  PRESENTATION_ATTRIBUTES,
  RASTER_HREF_ELEMENTS,
  SVG_NAMESPACE,
  TEXT_ELEMENTS,
  XLINK_NAMESPACE,
} from './allow-list';
import { cssValueProblem, lightColour, sanitizeDeclarations, sanitizeStyleSheet } from './css';
import {
  EMPTY_SCOPE,
  isNamespaceDeclaration,
  resolveName,
  scopeOf,
  type NamespaceScope,
} from './namespaces';
import { parseSvg, type SvgElementNode, type SvgNode } from './parse';
import { rasterHref } from './raster';
import { attributeReason, elementReason, LINK_REASON } from './reasons';
import type { SanitizedSvg, SvgRemoval } from './report';
import { serializeSvg } from './serialize';
import {
  CONDITIONAL_ATTRIBUTES,
  failedCondition,
  holdsForeignObject,
  LINK_ATTRIBUTES,
  SWITCH_CANDIDATES,
  svgLocalName,
  TEXT_CONTENT,
} from './structure';
import { drawsSomething, refusalReason } from './drawable';

export { serializeSvg } from './serialize';

/** `#id`: ids may hold any letters, and editors write some percent-encoded (`#%E4%B8%8B`). */
const INTERNAL_REFERENCE = /^#[\p{L}\p{M}\p{N}_.:%-]+$/u;
const SCRIPT_URL = /(javascript|vbscript|livescript):|data:text\/html/;

/** Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/F): a document with one is broken. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/** Hostile input can hold a million removable things: the report lists the first ones. */
const MAX_REPORTED_REMOVALS = 1000;

const SWITCH_SKIPPED = 'a <switch> draws only its first drawable child';

class Walk {
  removed: SvgRemoval[] = [];
  usesXlink = false;

  record = (removal: SvgRemoval): void => {
    if (this.removed.length < MAX_REPORTED_REMOVALS) this.removed.push(removal);
  };

  remove(kind: SvgRemoval['kind'], name: string, reason: string): void {
    this.record({ kind, name, reason });
  }

  /** Runs `clean` with its removals kept aside: they count only if its result is used. */
  private trial<T>(clean: () => T): { result: T; removed: SvgRemoval[]; usesXlink: boolean } {
    const [removed, usesXlink] = [this.removed, this.usesXlink];
    this.removed = [];
    try {
      const result = clean();
      return { result, removed: this.removed, usesXlink: this.usesXlink };
    } finally {
      [this.removed, this.usesXlink] = [removed, usesXlink];
    }
  }

  /** The kept [name, value] of one attribute of an allowed element, or null (reported). */
  attribute(
    element: string,
    name: string,
    value: string,
    scope: NamespaceScope,
  ): [string, string] | null {
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
      if (resolved.namespace === XLINK_NAMESPACE) return this.link(element, name, value, true);
      return [`${known.prefix}:${resolved.local}`, value];
    }
    const lower = resolved.local.toLowerCase();
    // Conditions were evaluated when the element was chosen (a failing one removes it).
    if (CONDITIONAL_ATTRIBUTES.has(lower)) return null;
    const canonical =
      ALLOWED_ATTRIBUTES.get(lower) ?? ELEMENT_ONLY_ATTRIBUTES.get(element)?.get(lower);
    if (!canonical) {
      this.remove('attribute', name, attributeReason(resolved.local));
      return null;
    }
    if (canonical === 'href') return this.link(element, name, value, false);
    if (canonical === 'style') {
      const style = sanitizeDeclarations(value, (property, reason) =>
        this.remove('style', property, reason),
      );
      return style ? ['style', style] : null;
    }
    if (PRESENTATION_ATTRIBUTES.has(canonical)) value = lightColour(value);
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

  private link(
    element: string,
    name: string,
    value: string,
    xlink: boolean,
  ): [string, string] | null {
    const canonical = xlink ? 'xlink:href' : 'href';
    let kept: string;
    if (RASTER_HREF_ELEMENTS.has(element)) {
      const raster = rasterHref(value);
      if ('problem' in raster) {
        this.remove('attribute', name, raster.problem);
        return null;
      }
      kept = raster.href;
    } else if (INTERNAL_REFERENCE.test(value.trim())) kept = value.trim();
    else {
      this.remove('attribute', name, LINK_REASON);
      return null;
    }
    if (xlink) this.usesXlink = true;
    return [canonical, kept];
  }

  /**
   * The clean form of one element, or null (reported). `parent` is the written-out name of the
   * element it sits in: an unwrapped `<a>` becomes a `<tspan>` inside text, a `<g>` elsewhere.
   */
  element(
    node: SvgElementNode,
    parentScope: NamespaceScope,
    parent: string,
  ): SvgElementNode | null {
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
    const local = resolved.local.toLowerCase();
    const name = ALLOWED_ELEMENTS.get(local);
    const failed = failedCondition(node.attributes);
    if (failed && (name || local === 'switch' || local === 'a')) {
      this.remove('element', node.name, failed);
      return null;
    }
    if (local === 'switch') return this.switchElement(node, scope);
    if (local === 'a') {
      this.remove('element', node.name, 'links are not kept, only what they hold');
      const attributes = node.attributes.filter(
        ([name]) => !LINK_ATTRIBUTES.has(name.replace(/^.*:/, '').toLowerCase()),
      );
      return this.build(TEXT_CONTENT.has(parent) ? 'tspan' : 'g', { ...node, attributes }, scope);
    }
    if (!name) {
      this.remove('element', node.name, elementReason(resolved.local));
      return null;
    }
    const element = this.build(name, node, scope);
    if (name === 'image' && !element.attributes.some(([attribute]) => attribute.endsWith('href'))) {
      this.remove('element', node.name, 'an image without embedded image data draws nothing');
      return null;
    }
    return element;
  }

  /** `node` written out as `name`, with its allowed attributes and its children cleaned. */
  private build(
    name: string,
    node: SvgElementNode,
    scope: NamespaceScope,
    children?: SvgNode[],
  ): SvgElementNode {
    const attributes: [string, string][] = [];
    const seen = new Set<string>();
    for (const [attributeName, value] of node.attributes) {
      if (isNamespaceDeclaration(attributeName)) continue;
      const kept = this.attribute(name, attributeName, value, scope);
      if (!kept || seen.has(kept[0])) continue;
      seen.add(kept[0]);
      attributes.push(kept);
    }
    const element: SvgElementNode = { kind: 'element', name, attributes, children: [] };
    element.children =
      children ??
      (name === 'style' ? this.styleSheet(node) : this.children(name, node.children, scope));
    return element;
  }

  /**
   * A `<switch>` as a `<g>` (its transform and style kept) holding the child a browser draws,
   * passing over foreignObject (HTML is not kept) to the fallback after it; the other candidates
   * are reported. Definitions and style sheets
   * directly inside are kept: references elsewhere may need them.
   */
  private switchElement(node: SvgElementNode, scope: NamespaceScope): SvgElementNode {
    const kept: SvgNode[] = [];
    let chosen = false;
    for (const child of node.children) {
      if (child.kind === 'text') {
        if (xmlText(child.text).trim())
          this.remove('text', child.text.trim().slice(0, 40), 'it is not drawn');
        continue;
      }
      const local = svgLocalName(child, scope);
      if (local === null || !SWITCH_CANDIDATES.has(local)) {
        const element = this.element(child, scope, 'g');
        if (element) kept.push(element);
        continue;
      }
      if (chosen || local === 'foreignobject' || failedCondition(child.attributes) !== null) {
        this.remove('element', child.name, SWITCH_SKIPPED);
        continue;
      }
      const trial = this.trial(() => this.element(child, scope, 'g'));
      // A child that held only HTML (draw.io wraps its labels so) gives way to the next one; a
      // child that was empty all along is the browser's choice too, and is kept.
      if (!trial.result || (!drawsSomething(trial.result) && holdsForeignObject(child))) {
        this.remove('element', child.name, `${SWITCH_SKIPPED}, and nothing in this one is`);
        continue;
      }
      chosen = true;
      for (const removal of trial.removed) this.record(removal);
      this.usesXlink ||= trial.usesXlink;
      kept.push(trial.result);
    }
    return this.build('g', node, scope, kept);
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
        const element = this.element(child, scope, parentName);
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
    if (isSvg) root = walk.element(node, EMPTY_SCOPE, '#document');
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
 * CSS properties, and written out as a new document. `<switch>` keeps its first drawable child
 * and `<a>` its content. Input holding no `<svg>` root becomes an empty SVG, and `refused` says
 * why a result cannot be used. Sanitising clean output changes nothing.
 */
export function sanitizeSvgWithReport(svg: string): SanitizedSvg {
  const input = svg.replace(/^\uFEFF/, '');
  const { root, removed } = sanitizeRoot(input);
  const clean = root ? serializeSvg([root]) : EMPTY_SVG;
  return { svg: clean, removed, refused: refusalReason(input, root, clean, removed) };
}

/** The sanitised root `<svg>` element of `svg`, or null when there is none. */
export function sanitizeSvgTree(svg: string): SvgElementNode | null {
  return sanitizeRoot(svg.replace(/^\uFEFF/, '')).root;
}

/**
 * An SVG that is safe to hand to fabric (or a browser): only drawing elements and presentation
 * attributes survive; scripts, foreignObject, event handlers, external or script links, images
 * that are not embedded raster data and CSS that imports or fetches are removed.
 */
export function sanitizeSvg(svg: string): string {
  return sanitizeSvgWithReport(svg).svg;
}
