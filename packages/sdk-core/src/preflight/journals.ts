// The registry of journal profiles, as data: what each publisher's public author guidelines ask of
// a graphical abstract (or a figure, where it has no graphical abstract), where they say it and
// when that page was read. One list: the Preflight panel, the builder, the CLI
// (`pnpm figura preflight --profiles`) and the API's downloads all read it. Where a page names no
// value (a resolution, a smallest text), the comment says what is assumed and why.
import { CANVAS_MAX } from '../schema/document/constants';
import {
  CSS_DPI,
  type JournalProfile,
  type PreflightFormat,
  type ProfileFile,
} from './profile-types';

const CM_PER_IN = 2.54;
const MM_PER_IN = 25.4;
/**
 * Lines thinner than 0.3 pt break up or vanish in print and in reduced online views; journals
 * name 0.25–0.5 pt as their floor. The floor where a journal names none.
 */
export const MIN_LINE_WEIGHT_PT = 0.3;
/** The smallest text where a journal names none: Elsevier's floor for sub- and superscripts. */
const FALLBACK_MIN_FONT_PT = 6;

const px = (inches: number, dpi: number) => Math.round(inches * dpi);

/** One file per format at a fixed pixel size (`height` null: the slide's own shape). */
const filesOf = (
  formats: readonly PreflightFormat[],
  width: number,
  height: number | null,
  dpi: number,
): ProfileFile[] => formats.map((format) => ({ format, width, height, dpi }));

/**
 * A graphical abstract or TOC graphic in a fixed box: at least its print size at `dpi` (a screen
 * profile: `dpi` null, its box in CSS pixels), of the box's shape.
 */
function boxProfile(
  entry: Omit<
    JournalProfile,
    'minWidth' | 'minHeight' | 'aspect' | 'files' | 'canvas' | 'minLineWeightPt'
  > & { minLineWeightPt?: number; fileFormats?: readonly PreflightFormat[] },
): JournalProfile {
  const { fileFormats, ...rest } = entry;
  const dpi = entry.dpi ?? CSS_DPI;
  const width = px(entry.printWidthIn, dpi);
  const height = px(entry.printHeightIn, dpi);
  return {
    minLineWeightPt: MIN_LINE_WEIGHT_PT,
    ...rest,
    minWidth: width,
    minHeight: height,
    aspect: entry.printWidthIn / entry.printHeightIn,
    files: filesOf(fileFormats ?? entry.formats, width, height, dpi),
    canvas: { width, height },
  };
}

/**
 * A journal figure: any shape within the page's width and depth, at least `minWidthIn` wide at
 * `dpi`; its files are the full width with the slide's shape, and a new design starts at the full
 * width in 3:2 (at most the canvas's largest side: the export draws it at the file's width).
 */
function figureProfile(
  entry: Omit<
    JournalProfile,
    'minWidth' | 'minHeight' | 'aspect' | 'files' | 'canvas' | 'dpi' | 'minLineWeightPt'
  > & { dpi: number; minWidthIn: number; minLineWeightPt?: number },
): JournalProfile {
  const { minWidthIn, ...rest } = entry;
  const fullWidth = px(entry.printWidthIn, entry.dpi);
  const canvasWidth = Math.min(fullWidth, CANVAS_MAX);
  return {
    minLineWeightPt: MIN_LINE_WEIGHT_PT,
    ...rest,
    minWidth: px(minWidthIn, entry.dpi),
    minHeight: 0,
    aspect: null,
    files: filesOf(entry.formats.slice(0, 1), fullWidth, null, entry.dpi),
    canvas: { width: canvasWidth, height: Math.round((canvasWidth * 2) / 3) },
  };
}

/** The day the guidelines below were read (each entry says it; most were read together). */
const READ_2026_11_29 = '2026-11-29';

/**
 * The journals' profiles, in the order the panel lists them. Partners add their own
 * (partner settings); these are what every installation knows.
 */
export const JOURNAL_PROFILES = [
  // "1200 pixels square at 300 dpi" (so 4 × 4 in), "Arial, 12–16 points. Smaller fonts will not
  // be legible online", preferred file types TIFF, PDF, JPG.
  boxProfile({
    id: 'cell',
    name: 'Cell Press',
    publisher: 'Cell Press',
    kind: 'graphical-abstract',
    source: 'https://www.cell.com/pb/assets/raw/shared/figureguidelines/GA_guide.pdf',
    read: '2026-11-24',
    dpi: 300,
    formats: ['tiff', 'pdf', 'jpg'],
    printWidthIn: 4,
    printHeightIn: 4,
    minFontPt: 12,
    fonts: ['Arial'],
  }),
  // "a minimum of 531 × 1328 pixels (h × w) or proportionally more", "readable at a size of
  // 5 × 13 cm", TIFF, EPS, PDF; the artwork sizing guide: lettering 7 pt, "no smaller than 6 pt
  // for subscript and superscript characters" (6 pt is the floor checked). Its box is given in
  // pixels, not at 300 dpi: the pixel minimum is the guideline's own.
  {
    ...boxProfile({
      id: 'elsevier',
      name: 'Elsevier',
      publisher: 'Elsevier',
      kind: 'graphical-abstract',
      source: 'https://www.elsevier.com/researcher/author/tools-and-resources/graphical-abstract',
      read: '2026-11-24',
      dpi: 300,
      formats: ['tiff', 'eps', 'pdf'],
      fileFormats: ['tiff', 'pdf'],
      printWidthIn: 13 / CM_PER_IN,
      printHeightIn: 5 / CM_PER_IN,
      minFontPt: 6,
    }),
    minWidth: 1328,
    minHeight: 531,
    aspect: 1328 / 531,
    files: filesOf(['tiff', 'pdf'], 1328, 531, 300),
    canvas: { width: 1328, height: 531 },
    // Elsevier's policy on generative AI in figures: not accepted.
    refusesGeneratedImages: true,
  },
  // A 16:9 card for the web and social posts (not a journal's rule: Figura's own), at least
  // 1200 × 675 px, shown on screens: 9 pt at 1200 px wide is 12 px, the least a screen shows
  // clearly.
  boxProfile({
    id: 'visual-abstract',
    name: 'Visual abstract (16:9)',
    publisher: null,
    kind: 'visual-abstract',
    source: null,
    read: null,
    dpi: null,
    formats: ['png', 'jpg'],
    printWidthIn: 1200 / CSS_DPI,
    printHeightIn: 675 / CSS_DPI,
    minFontPt: 9,
  }),
  // "fit in an area no larger than 3.25 inches by 1.75 inches", "a sans serif font type such as
  // Helvetica, preferably at 8 pt. but no smaller than 6 pt", "TIFF at 300 dpi for color".
  boxProfile({
    id: 'acs-toc',
    name: 'ACS',
    publisher: 'American Chemical Society',
    kind: 'toc-graphic',
    source: 'https://pubsapp.acs.org/paragonplus/submission/toc_abstract_graphics_guidelines.pdf',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['tiff'],
    printWidthIn: 3.25,
    printHeightIn: 1.75,
    minFontPt: 6,
  }),
  // "Graphical abstracts should be no larger than 8 x 4 cm", "Lettering should be in 7 point Arial
  // font". No resolution is named for it: 300 dpi assumed, as the other journals ask.
  boxProfile({
    id: 'rsc',
    name: 'Royal Society of Chemistry',
    publisher: 'Royal Society of Chemistry',
    kind: 'graphical-abstract',
    source: 'http://www.rsc.org/Publishing/ReSourCe/AuthorGuidelines/Illustrations/sect1.asp',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['tiff', 'eps', 'pdf'],
    printWidthIn: 8 / CM_PER_IN,
    printHeightIn: 4 / CM_PER_IN,
    minFontPt: 7,
  }),
  // Angewandte Chemie's table of contents graphic: images "high-resolution (300 dpi) .jpeg, .tif,
  // .png" (the notice); its 5 × 5 cm box is from a summary of the notice (manusights.com), which
  // the notice's own text read here does not state; no smallest text named.
  boxProfile({
    id: 'angewandte-toc',
    name: 'Angewandte Chemie (Wiley)',
    publisher: 'Wiley-VCH',
    kind: 'toc-graphic',
    source: 'https://onlinelibrary.wiley.com/page/journal/15213773/homepage/notice-to-authors',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['tiff', 'png', 'jpg'],
    printWidthIn: 5 / CM_PER_IN,
    printHeightIn: 5 / CM_PER_IN,
    minFontPt: FALLBACK_MIN_FONT_PT,
  }),
  // "width should be 2500px or less", ".jpg or .tif", "Arial or Symbol", "Lines are a minimum of
  // 0.3pt", "no layers, or transparent objects", "no more than one third of an A4 page" (210 ×
  // 99 mm). No resolution or smallest text named: 300 dpi (2480 px across A4) and 6 pt assumed.
  boxProfile({
    id: 'dove',
    noAlpha: true,
    name: 'Dove Medical Press',
    publisher: 'Dove Medical Press (Taylor & Francis)',
    kind: 'graphical-abstract',
    source: 'https://www.dovepress.com/author-guidelines/graphical-abstracts',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['jpg', 'tiff'],
    printWidthIn: 210 / MM_PER_IN,
    printHeightIn: 99 / MM_PER_IN,
    minFontPt: FALLBACK_MIN_FONT_PT,
  }),
  // "authors do not need to prepare the image file to a particular size", "displayed at 500px
  // wide on the article page and 120px wide on the Issue page", "the prefix “GA” must be included
  // in the filename". Measured as shown on the article page (9 pt there is 12 px); the box's
  // height is assumed 2:1.
  boxProfile({
    id: 'iop',
    name: 'IOP Publishing',
    fileName: 'GA{name}',
    publisher: 'IOP Publishing',
    kind: 'graphical-abstract',
    source: 'https://publishingsupport.iopscience.iop.org/questions/graphical-abstracts/',
    read: READ_2026_11_29,
    dpi: null,
    formats: ['jpg', 'png'],
    printWidthIn: 500 / CSS_DPI,
    printHeightIn: 250 / CSS_DPI,
    minFontPt: 9,
  }),
  // PLOS figures: "TIFF or EPS", "Arial, Times, or Symbol font only in 8-12 point", "789 – 2250
  // pixels (at 300 dpi)" wide, at most 2625 px (8.75 in) tall, under 10 MB, no alpha channel.
  figureProfile({
    id: 'plos',
    name: 'PLOS',
    // "Fig1.tif, Fig2.eps, and so on. Match file name to caption label and citation."
    fileName: 'Fig{n}',
    extensions: { tiff: 'tif' },
    noAlpha: true,
    maxFileMb: 10,
    publisher: 'Public Library of Science',
    kind: 'figure',
    source: 'https://journals.plos.org/plosmedicine/s/figures',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['tiff', 'eps'],
    minWidthIn: 789 / 300,
    printWidthIn: 2250 / 300,
    printHeightIn: 2625 / 300,
    minFontPt: 8,
    fonts: ['Arial', 'Times', 'Symbol'],
  }),
  // Nature Portfolio final artwork: single column 89 mm, double 183 mm, the page 247 mm deep;
  // text 5–7 pt; 300 dpi for images; line weights from 0.25 pt.
  figureProfile({
    id: 'nature',
    name: 'Nature Portfolio',
    publisher: 'Springer Nature',
    kind: 'figure',
    source: 'https://www.nature.com/nature/for-authors/final-submission',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['pdf', 'eps', 'tiff'],
    minWidthIn: 89 / MM_PER_IN,
    printWidthIn: 183 / MM_PER_IN,
    printHeightIn: 247 / MM_PER_IN,
    minFontPt: 5,
    minLineWeightPt: 0.25,
    // Springer Nature's editorial policy: no generative-AI images.
    refusesGeneratedImages: true,
  }),
  // BMC (Springer Nature): "single (85mm) or double column (176mm)", "Lines are at least 0.5 pt",
  // "not smaller than 8pt", "at least 300 dpi", files under 10 MB. The page's depth is not named:
  // an A4 text block (235 mm) assumed.
  figureProfile({
    id: 'bmc',
    name: 'BMC',
    maxFileMb: 10,
    publisher: 'Springer Nature',
    kind: 'figure',
    source: 'http://www.biomedcentral.com/info/ifora/figuretypes/',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['pdf', 'eps', 'tiff', 'png', 'jpg'],
    minWidthIn: 85 / MM_PER_IN,
    printWidthIn: 176 / MM_PER_IN,
    printHeightIn: 235 / MM_PER_IN,
    minFontPt: 8,
    minLineWeightPt: 0.5,
    // Springer Nature's editorial policy: no generative-AI images.
    refusesGeneratedImages: true,
  }),
  // AALAS journals (Comparative Medicine, JAALAS): "a width of 89 mm (single column) or 187 mm
  // (double column)", TIFF (preferred), EPS, JPG, PDF; 300 dpi for colour, 600 for line art;
  // "a minimum line weight of 0.5 pt"; lettering "at least 3 mm in height" (taken as the type
  // size: 8.5 pt). The page's depth is not named: an A4 text block (235 mm) assumed.
  figureProfile({
    id: 'aalas',
    name: 'AALAS (Comparative Medicine, JAALAS)',
    publisher: 'American Association for Laboratory Animal Science',
    kind: 'figure',
    source:
      'https://www.aalas.org/publications/information-for-authors/cm-and-jaalas/figure-preparation',
    read: READ_2026_11_29,
    dpi: 300,
    formats: ['tiff', 'eps', 'jpg', 'pdf'],
    minWidthIn: 89 / MM_PER_IN,
    printWidthIn: 187 / MM_PER_IN,
    printHeightIn: 235 / MM_PER_IN,
    minFontPt: 8.5,
    minLineWeightPt: 0.5,
  }),
  // Science (AAAS), revised figures: PDF, EPS or AI for vector art, TIFF for raster; "Grayscale
  // and color artwork should have a minimum resolution of 400 dpi", raster line art 600. Column
  // widths and the smallest text are not named there: Science's three columns (18.3 cm) and 6 pt
  // assumed.
  figureProfile({
    id: 'science',
    name: 'Science (AAAS)',
    publisher: 'American Association for the Advancement of Science',
    kind: 'figure',
    source: 'http://www.sciencemag.org/site/feature/contribinfo/prep/prep_revfigs.xhtml',
    read: READ_2026_11_29,
    dpi: 400,
    formats: ['pdf', 'eps', 'tiff'],
    minWidthIn: 5.5 / CM_PER_IN,
    printWidthIn: 18.3 / CM_PER_IN,
    printHeightIn: 24 / CM_PER_IN,
    minFontPt: FALLBACK_MIN_FONT_PT,
  }),
] as const satisfies readonly JournalProfile[];
