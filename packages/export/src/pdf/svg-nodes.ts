// Our SVG tree handed to svg-to-pdfkit as the element-like nodes it reads (the members its own
// XML parser gives its nodes), so a page is not serialised to a string only to be parsed again.
import type { SvgElementNode, SvgNode } from '@figura/sdk-core/render';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** One node as svg-to-pdfkit reads it: a small part of the DOM's Node and Element. */
export class PdfSvgNode {
  /** svg-to-pdfkit skips nodes its parser flagged after a syntax error; a tree has none. */
  readonly error = false;
  parentNode: PdfSvgNode | null = null;
  readonly childNodes: PdfSvgNode[] = [];
  readonly attributes: Record<string, string> = Object.create(null) as Record<string, string>;
  id = '';
  classList: string[] = [];
  textContent = '';
  /** Elements by id, first in document order wins (on the root, built on first look-up). */
  private ids: Map<string, PdfSvgNode> | undefined;

  readonly nodeName: string;
  readonly nodeType: number;
  readonly nodeValue: string | null;

  constructor(nodeName: string, nodeType: number, nodeValue: string | null) {
    this.nodeName = nodeName;
    this.nodeType = nodeType;
    this.nodeValue = nodeValue;
  }

  getAttribute(name: string): string | null {
    return this.attributes[name] ?? null;
  }

  getElementById(id: string): PdfSvgNode | null {
    if (!this.ids) {
      const ids = new Map<string, PdfSvgNode>();
      for (const node of this.descendants())
        if (node.id && !ids.has(node.id)) ids.set(node.id, node);
      this.ids = ids;
    }
    return this.ids.get(id) ?? null;
  }

  getElementsByTagName(name: string): PdfSvgNode[] {
    return this.descendants().filter((node) => node.nodeName === name);
  }

  /** This element and every element under it, depth first. */
  private descendants(found: PdfSvgNode[] = []): PdfSvgNode[] {
    if (this.nodeType !== ELEMENT_NODE) return found;
    found.push(this);
    for (const child of this.childNodes) child.descendants(found);
    return found;
  }
}

function textNode(text: string): PdfSvgNode {
  return new PdfSvgNode('#text', TEXT_NODE, text);
}

/** `element` and its subtree as svg-to-pdfkit's nodes (adjacent text joined, empty text left out, as its parser would). */
export function pdfSvgNode(element: SvgElementNode): PdfSvgNode {
  const node = new PdfSvgNode(element.name, ELEMENT_NODE, null);
  for (const [name, value] of element.attributes) {
    if (name in node.attributes) continue;
    node.attributes[name] = value;
    if (name === 'id') node.id = value;
    else if (name === 'class') node.classList = value.split(' ');
  }
  let text = '';
  const flushText = () => {
    if (!text) return;
    const child = textNode(text);
    child.parentNode = node;
    node.childNodes.push(child);
    node.textContent += text;
    text = '';
  };
  for (const child of element.children as SvgNode[]) {
    if (child.kind === 'text') {
      text += child.text;
      continue;
    }
    flushText();
    const converted = pdfSvgNode(child);
    converted.parentNode = node;
    node.childNodes.push(converted);
    node.textContent += converted.textContent;
  }
  flushText();
  return node;
}
