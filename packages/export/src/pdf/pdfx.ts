// The print PDF, PDF/X-4: the CMYK PDF (every colour and image through the CMYK TIFF's ICC
// transform) with that profile as its OutputIntent, trim and bleed boxes on every page, the XMP
// that names the standard, and Trapped set. Read back by the tests: qpdf's structure check, the
// OutputIntent, the boxes and the embedded fonts; no ISO 15930-7 validator runs here.
import { randomUUID } from 'node:crypto';
import { escapeXmlText } from '@figura/sdk-core/render';
import { MM_PER_INCH } from '@figura/sdk-core/schema';

/** What this module touches of pdfkit's document beyond its typed API. */
interface PdfKitInternals {
  _root: { data: Record<string, unknown> };
  page: { dictionary: { data: Record<string, unknown> } } | null;
  info: Record<string, unknown>;
  ref(data?: object): { write(chunk: Buffer): void; end(): void };
  appendXML(xml: string): void;
  _addInfo(): void;
}
const internals = (pdf: PDFKit.PDFDocument) => pdf as unknown as PdfKitInternals;

export const PDFX_VERSION = 'PDF/X-4';
/** Points to the millimetre. */
export const POINTS_PER_MM = 72 / MM_PER_INCH;

/** A PDF name (pdfkit writes a JS string as a name only inside dictionaries it builds). */
const pdfName = (name: string) => ({
  [Symbol.toStringTag]: 'PDFName',
  toString: () => `/${name}`,
});

/**
 * pdfkit writes the title, subject and keywords into the XMP as they are: a "&" or "<" in a
 * creation's name or its credits made the metadata malformed XML. Escaped for the XMP only.
 */
export function escapeInfoInXmp(pdf: PDFKit.PDFDocument): void {
  const document = internals(pdf);
  const addInfo = document._addInfo.bind(document);
  document._addInfo = () => {
    const info = document.info;
    document.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [
        key,
        typeof value === 'string' ? escapeXmlText(value) : value,
      ]),
    );
    try {
      addInfo();
    } finally {
      document.info = info;
    }
  };
}

/** The page just added: its trim (the slide) and its bleed (the whole page), in points. */
export function setPrintBoxes(
  pdf: PDFKit.PDFDocument,
  page: { width: number; height: number },
  bleed: number,
): void {
  const dictionary = internals(pdf).page?.dictionary.data;
  if (!dictionary) throw new Error('No page to set boxes on');
  dictionary.TrimBox = [bleed, bleed, page.width - bleed, page.height - bleed];
  dictionary.BleedBox = [0, 0, page.width, page.height];
}

const xmpDate = (date: Date) => `${date.toISOString().split('.')[0]}Z`;

/** Marks the document PDF/X-4, with `profile` (CMYK) as its output intent. Before `end()`. */
export function markPdfX(pdf: PDFKit.PDFDocument, profile: Buffer): void {
  const document = internals(pdf);
  const iccStream = document.ref({ N: 4 });
  iccStream.write(profile);
  iccStream.end();
  const intent = document.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: new String('Custom'),
    OutputCondition: new String('Chemical proof (public domain CMYK profile, libvips)'),
    Info: new String('Chemical proof'),
    DestOutputProfile: iccStream,
  });
  intent.end();
  document._root.data.OutputIntents = [intent];
  const created = document.info.CreationDate as Date;
  document.info.ModDate = created;
  document.info.Trapped = pdfName('False');
  document.info.GTS_PDFXVersion = PDFX_VERSION;
  document.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
            xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
            <xmp:ModifyDate>${xmpDate(created)}</xmp:ModifyDate>
            <xmp:MetadataDate>${xmpDate(created)}</xmp:MetadataDate>
            <xmpMM:DocumentID>uuid:${randomUUID()}</xmpMM:DocumentID>
            <xmpMM:VersionID>1</xmpMM:VersionID>
            <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
            <pdfxid:GTS_PDFXVersion>${PDFX_VERSION}</pdfxid:GTS_PDFXVersion>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
            <pdf:Trapped>False</pdf:Trapped>
        </rdf:Description>`);
}
