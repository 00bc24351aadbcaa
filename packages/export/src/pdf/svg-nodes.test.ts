import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { serializeSvg } from '@figura/sdk-core/render';
import { fixture } from '../testing/fixtures.ts';
import { slideSvgTree } from '../svg/slide-svg.ts';
import { tagFaces } from '../svg/text.ts';
import { SVGtoPDF } from '../untyped.ts';
import { pdfSvgNode, type PdfSvgNode } from './svg-nodes.ts';

/** The PDF svg-to-pdfkit writes for `svg`, uncompressed and dated the same every time. */
function drawn(svg: string | PdfSvgNode): string {
  const pdf = new PDFDocument({
    autoFirstPage: false,
    compress: false,
    info: { CreationDate: new Date(0) },
  });
  pdf.addPage({ size: [600, 400], margin: 0 });
  const warnings: string[] = [];
  SVGtoPDF(pdf, svg, 0, 0, { width: 600, height: 400, warningCallback: (w) => warnings.push(w) });
  pdf.end();
  // Not flowing: the whole file is in the stream's buffer once end() returns.
  return (pdf.read() as Buffer).toString('latin1') + warnings.join('\n');
}

describe('the page SVG handed to svg-to-pdfkit as nodes', () => {
  it('draws exactly what its markup draws: shapes, gradients, illustrations, text runs, images', async () => {
    for (const name of ['science', 'varied']) {
      const root = await slideSvgTree(fixture(name), {});
      tagFaces([root]);
      const fromMarkup = drawn(serializeSvg([root]));
      // Something of each kind is drawn: curves and glyphs.
      expect(fromMarkup).toMatch(/ c\n/);
      expect(fromMarkup).toMatch(/> Tj\n/);
      expect(drawn(pdfSvgNode(root)), name).toBe(fromMarkup);
    }
  });

  it('finds elements by id (gradients, clip paths) the first in document order, as the parser does', () => {
    const node = pdfSvgNode({
      kind: 'element',
      name: 'svg',
      attributes: [],
      children: [
        { kind: 'element', name: 'g', attributes: [['id', 'a']], children: [] },
        { kind: 'element', name: 'rect', attributes: [['id', 'a']], children: [] },
        { kind: 'text', text: 'x' },
        { kind: 'text', text: 'y' },
      ],
    });
    expect(node.getElementById('a')?.nodeName).toBe('g');
    expect(node.getElementById('b')).toBeNull();
    expect(node.childNodes.map((child) => child.nodeValue ?? child.nodeName)).toEqual([
      'g',
      'rect',
      'xy',
    ]);
    expect(node.textContent).toBe('xy');
  });
});
