import type { SvgNode } from './parse';

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};
// Tabs and line breaks in attributes are written as references: an XML parser turns raw ones into spaces.
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '\t': '&#9;', '\n': '&#10;' };
/** Text as XML element content (an SVG's, or an XMP packet's in the PDF export). */
export const escapeXmlText = (text: string) =>
  /[&<>"\r]/.test(text) ? text.replace(/[&<>"\r]/g, (char) => TEXT_ESCAPES[char]!) : text;
const escapeAttribute = (value: string) =>
  /[&<>"\r\t\n]/.test(value)
    ? value.replace(/[&<>"\r\t\n]/g, (char) => ATTRIBUTE_ESCAPES[char]!)
    : value;

/** Writes nodes as XML: `<name a="v">…</name>`, empty elements self-closed. */
export function serializeSvg(nodes: SvgNode[]): string {
  const out: string[] = [];
  const write = (node: SvgNode) => {
    if (node.kind === 'text') {
      out.push(escapeXmlText(node.text));
      return;
    }
    out.push(`<${node.name}`);
    for (const [name, value] of node.attributes) out.push(` ${name}="${escapeAttribute(value)}"`);
    if (node.children.length === 0) out.push('/>');
    else {
      out.push('>');
      for (const child of node.children) write(child);
      out.push(`</${node.name}>`);
    }
  };
  for (const node of nodes) write(node);
  return out.join('');
}
