/**
 * XML namespaces, resolved the way a browser opening the SVG as a document resolves them: an
 * element is what its namespace URI and local name say, whatever prefix spells it
 * (`<svg:script>` and `<x:script xmlns:x="…/svg">` are both scripts).
 */

import { XLINK_NAMESPACE, XML_NAMESPACE } from './allow-list';

/** Prefix (`''` for the default namespace) to namespace URI. */
export type NamespaceScope = ReadonlyMap<string, string>;

export const EMPTY_SCOPE: NamespaceScope = new Map();

/** The scope inside an element: its parent's, plus its own `xmlns` and `xmlns:p` declarations. */
export function scopeOf(parent: NamespaceScope, attributes: [string, string][]): NamespaceScope {
  let scope: Map<string, string> | null = null;
  for (const [name, value] of attributes) {
    const prefix = name === 'xmlns' ? '' : name.startsWith('xmlns:') ? name.slice(6) : null;
    if (prefix === null) continue;
    scope ??= new Map(parent);
    scope.set(prefix, value);
  }
  return scope ?? parent;
}

export const isNamespaceDeclaration = (name: string) =>
  name === 'xmlns' || name.startsWith('xmlns:');

export type ResolvedName =
  { namespace: string | null; local: string } | { unbound: string; local: string };

/**
 * The namespace and local name of an element (unprefixed: the default namespace, or none) or an
 * attribute (unprefixed: no namespace). A prefix nobody declared is `unbound`.
 */
export function resolveName(name: string, scope: NamespaceScope, isElement: boolean): ResolvedName {
  const colon = name.indexOf(':');
  if (colon === -1) {
    const namespace = isElement ? scope.get('') || null : null;
    return { namespace, local: name };
  }
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (prefix === 'xml') return { namespace: XML_NAMESPACE, local };
  // `xlink:href` without its declaration is common in SVG copied out of HTML, where it is implied.
  const namespace =
    scope.get(prefix) ?? (prefix === 'xlink' && !isElement ? XLINK_NAMESPACE : undefined);
  return namespace ? { namespace, local } : { unbound: prefix, local };
}
