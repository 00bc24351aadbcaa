// Small helpers over sdk-core's SVG tree (the sanitiser's parse/serialize), for the vector exports.
import type { SvgElementNode, SvgNode } from '@figura/sdk-core/render';

export const attribute = (node: SvgElementNode, name: string): string | undefined =>
  node.attributes.find(([key]) => key === name)?.[1];

export function setAttribute(node: SvgElementNode, name: string, value: string): void {
  const found = node.attributes.find(([key]) => key === name);
  if (found) found[1] = value;
  else node.attributes.push([name, value]);
}

export function removeAttribute(node: SvgElementNode, name: string): void {
  node.attributes = node.attributes.filter(([key]) => key !== name);
}

export const element = (
  name: string,
  attributes: [string, string][] = [],
  children: SvgNode[] = [],
): SvgElementNode => ({ kind: 'element', name, attributes, children });

export const textNode = (text: string): SvgNode => ({ kind: 'text', text });

/** Every element under `nodes`, depth first, with its parent (a list: a slide's tree is small). */
export function elements(
  nodes: SvgNode[],
  parent: SvgElementNode | null = null,
  found: { node: SvgElementNode; parent: SvgElementNode | null }[] = [],
): { node: SvgElementNode; parent: SvgElementNode | null }[] {
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    found.push({ node, parent });
    elements(node.children, node, found);
  }
  return found;
}

/** The text content of a node (its text children, deep). */
export function textContent(node: SvgNode): string {
  return node.kind === 'text' ? node.text : node.children.map(textContent).join('');
}

/** `a:b; c:d` → Map { a → b, c → d } (values trimmed, names lower-case). */
export function styleDeclarations(style: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const declaration of (style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    map.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return map;
}
