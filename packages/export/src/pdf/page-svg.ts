// A PDF page's SVG: the slide's SVG (the same fabric objects as every format), its text runs
// tagged with the bundled face that draws them, its raster images in what pdfkit reads.
import sharp from 'sharp';
import type { SvgElementNode } from '@figura/sdk-core/render';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { FaceFile } from '../fonts/faces.ts';
import { slideSvgTree } from '../svg/slide-svg.ts';
import { tagFaces } from '../svg/text.ts';
import { attribute, elements, setAttribute } from '../svg/tree.ts';
import { cmykJpeg } from './cmyk.ts';
import { resolveGradientLinks } from './gradient-links.ts';
import { pdfSvgNode, type PdfSvgNode } from './svg-nodes.ts';

export interface PageSvgOptions {
  /** 'transparent', '#rrggbb', or the document's own. */
  background?: string;
  /** Images as CMYK JPEG (the CMYK PDF). */
  cmyk: boolean;
}

export interface PageSvg {
  /** The page's SVG as svg-to-pdfkit reads it (no string written and parsed again). */
  svg: PdfSvgNode;
  /** The faces its text runs name, to register with pdfkit. */
  faces: Set<FaceFile>;
}

const DATA_IMAGE = /^data:image\/([a-z+.-]+);base64,(.*)$/is;

/**
 * Rewrites the slide's embedded raster images into what pdfkit reads: PNG or JPEG (WebP and GIF
 * are converted), or, for CMYK, a CMYK JPEG.
 */
async function prepareImages(root: SvgElementNode, cmyk: boolean): Promise<void> {
  for (const { node } of elements([root])) {
    if (node.name !== 'image') continue;
    const name = attribute(node, 'xlink:href') !== undefined ? 'xlink:href' : 'href';
    const match = DATA_IMAGE.exec(attribute(node, name) ?? '');
    if (!match) continue;
    const [, type, base64] = match;
    const bytes = Buffer.from(base64!, 'base64');
    let out: { type: string; bytes: Buffer } | null = null;
    if (cmyk) out = { type: 'jpeg', bytes: await cmykJpeg(bytes) };
    else if (type !== 'png' && type !== 'jpeg')
      out = { type: 'png', bytes: await sharp(bytes).png().toBuffer() };
    if (out)
      setAttribute(node, name, `data:image/${out.type};base64,${out.bytes.toString('base64')}`);
  }
}

export async function pageSvg(document: SlideDocument, options: PageSvgOptions): Promise<PageSvg> {
  const root = await slideSvgTree(document, { background: options.background });
  const faces = tagFaces([root]);
  resolveGradientLinks(root);
  await prepareImages(root, options.cmyk);
  return { svg: pdfSvgNode(root), faces };
}
