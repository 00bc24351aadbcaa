// Vector PDF, one page per slide: the slide's SVG (the same fabric objects as every format) drawn
// by svg-to-pdfkit into pdfkit, text as text in subset TrueType fonts (the bundled faces, embedded
// by pdfkit), raster images as images; optionally every colour and image in CMYK. The print PDF
// (pdfx) is the CMYK one marked PDF/X-4 with a bleed around each page (pdfx.ts).
import PDFDocument from 'pdfkit';
import { SVGtoPDF, type SvgToPdfOptions } from '../untyped.ts';
import { EXPORT_BLEED_MM_DEFAULT, creditsLine, type SlideDocument } from '@figura/sdk-core/schema';
import { fontOf, type FaceFile } from '../fonts/faces.ts';
import { pageSizeInPoints, type ExportOptions } from '../options.ts';
import { cmykOf, lookUpCmyk, type Cmyk, type Rgb } from './cmyk.ts';
import { pageSvg } from './page-svg.ts';
import { fileDescription } from '../slide-description.ts';
import { readColour } from '@figura/sdk-core/preflight';
import { cmykIccProfile } from '../cmyk-profile.ts';
import { POINTS_PER_MM, escapeInfoInXmp, markPdfX, setPrintBoxes } from './pdfx.ts';
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

/** A stored colour as numbers, or null for none ('transparent'). */
function rgbOf(colour: string | undefined): Rgb | null {
  const read = readColour(colour);
  return read ? [read.r, read.g, read.b] : null;
}

export async function exportPdf(
  documents: readonly SlideDocument[],
  options: ExportOptions,
): Promise<Buffer> {
  const print = options.format === 'pdfx';
  const cmyk = print || options.colour === 'cmyk';
  const bleed = print ? (options.bleed ?? EXPORT_BLEED_MM_DEFAULT) * POINTS_PER_MM : 0;
  const credits = [
    ...new Set(documents.map((document) => creditsLine(document.elements)).filter(Boolean)),
  ].join('; ');
  // The caller's title (the creation's name), else the first slide's alt text; the subject is
  // the caller's description, else the slides' own descriptions, else that alt text (when the
  // title is the name), else the credits.
  const [first] = documents;
  const alt = first?.alt?.trim() ?? '';
  // PDF/X asks for a title.
  const title = options.title || alt || (print ? 'Figure' : '');
  const description =
    options.description ||
    documents
      .map((document) => fileDescription(document))
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
      ...(options.author ? { Author: options.author } : {}),
      Creator: 'Figura',
    },
  });
  escapeInfoInXmp(pdf);
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
    // The page's own background runs on into the bleed (a transparent one leaves the paper).
    const bleedColour = bleed > 0 ? rgbOf(options.background ?? document.background) : null;
    const svgOptions: SvgToPdfOptions = {
      ...size,
      preserveAspectRatio: 'none',
      fontCallback: (family) => (registered.has(family) ? family : 'Helvetica'),
      warningCallback: () => {},
    };
    let bleedFill: Cmyk | null = null;
    if (cmyk) {
      const colours = coloursOf(svg, fonts, size);
      const table = await cmykOf(bleedColour ? [...colours, bleedColour] : colours);
      svgOptions.colorCallback = (colour) =>
        colour ? [lookUpCmyk(table, colour[0] as Rgb), colour[1]] : colour;
      if (bleedColour) bleedFill = lookUpCmyk(table, bleedColour);
    }
    const page = { width: size.width + 2 * bleed, height: size.height + 2 * bleed };
    pdf.addPage({ size: [page.width, page.height], margin: 0 });
    if (print) setPrintBoxes(pdf, page, bleed);
    if (bleedFill) pdf.rect(0, 0, page.width, page.height).fill(bleedFill);
    SVGtoPDF(pdf, svg, bleed, bleed, svgOptions);
  }
  if (print) markPdfX(pdf, await cmykIccProfile());
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
