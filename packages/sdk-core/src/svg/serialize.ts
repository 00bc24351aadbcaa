import type { SvgNode } from './parse';

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;');
// Tabs and line breaks are written as references: an XML parser turns raw ones into spaces.
const escapeAttribute = (value: string) =>
  escapeText(value).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');

/** Writes nodes as XML: `<name a="v">…</name>`, empty elements self-closed. */
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
