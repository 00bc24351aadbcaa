// Vector PDF, one page per slide: the slide's SVG (the same fabric objects as every format) drawn
// by svg-to-pdfkit into pdfkit, text as text in subset TrueType fonts (the bundled faces, embedded
// by pdfkit), raster images as images; optionally every colour and image in CMYK.
import PDFDocument from 'pdfkit';
import { SVGtoPDF, type SvgToPdfOptions } from '../untyped.ts';
import { creditsLine, type SlideDocument } from '@figura/sdk-core/schema';
import { fontOf, type FaceFile } from '../fonts/faces.ts';
import { pageSizeInPoints, type ExportOptions } from '../options.ts';
import { cmykOf, lookUpCmyk, type Rgb } from './cmyk.ts';
import { pageSvg } from './page-svg.ts';
import type { PdfSvgNode } from './svg-nodes.ts';

/**
 * The face parsed once per process (pdfkit takes a fontkit font as well as bytes): parsing and
 * decoding its layout tables again for every PDF took a fifth of a PDF's time.
 */
const parsedFont = (face: FaceFile) => fontOf(face) as unknown as Buffer;

/** Every colour svg-to-pdfkit would paint `svg` with: a dry run into a throw-away document. */
function coloursOf(
  svg: PdfSvgNode,
  fonts: Set<FaceFile>,
  size: { width: number; height: number },
): Rgb[] {
  const colours: Rgb[] = [];
  const scratch = new PDFDocument({ autoFirstPage: false });
  scratch.addPage({ size: [size.width, size.height], margin: 0 });
  for (const face of fonts) scratch.registerFont(face.key, parsedFont(face));
  const keys = new Set([...fonts].map((face) => face.key));
  SVGtoPDF(scratch, svg, 0, 0, {
    ...size,
    preserveAspectRatio: 'none',
    fontCallback: (family) => (keys.has(family) ? family : 'Helvetica'),
    colorCallback: (colour) => {
      if (colour) colours.push(colour[0] as Rgb);
      return colour;
    },
    warningCallback: () => {},
  });
  scratch.end();
  return colours;
}

export async function exportPdf(
  documents: readonly SlideDocument[],
  options: ExportOptions,
): Promise<Buffer> {
  const cmyk = options.colour === 'cmyk';
  const credits = [
    ...new Set(documents.map((document) => creditsLine(document.elements)).filter(Boolean)),
  ].join('; ');
  // The caller's title (the creation's name), else the first slide's alt text; the subject is
  // the caller's description, else the slides' own descriptions, else that alt text (when the
  // title is the name), else the credits.
  const [first] = documents;
  const alt = first?.alt?.trim() ?? '';
  const title = options.title || alt;
  const description =
    options.description ||
    documents
      .map((document) => document.description?.trim())
      .filter(Boolean)
      .join(' ') ||
    (options.title ? alt : '');
  const pdf = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: '1.7',
    displayTitle: Boolean(title),
    info: {
      Title: title,
      Subject: description || credits,
      Keywords: credits,
      Creator: 'Figura',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const registered = new Set<string>();
  for (const document of documents) {
    const { svg, faces: fonts } = await pageSvg(document, {
      background: options.background,
      cmyk,
    });
    for (const face of fonts)
      if (!registered.has(face.key)) {
        pdf.registerFont(face.key, parsedFont(face));
        registered.add(face.key);
      }
    const size = pageSizeInPoints(document, options);
    const svgOptions: SvgToPdfOptions = {
      ...size,
      preserveAspectRatio: 'none',
      fontCallback: (family) => (registered.has(family) ? family : 'Helvetica'),
      warningCallback: () => {},
    };
    if (cmyk) {
      const table = await cmykOf(coloursOf(svg, fonts, size));
      svgOptions.colorCallback = (colour) =>
        colour ? [lookUpCmyk(table, colour[0] as Rgb), colour[1]] : colour;
    }
    pdf.addPage({ size: [size.width, size.height], margin: 0 });
    SVGtoPDF(pdf, svg, 0, 0, svgOptions);
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
