// Editable PowerPoint (pptxgenjs), one slide per slide at the slide's size: text boxes as text,
// rectangles, ellipses, lines, arrows and connectors as PowerPoint's shapes, everything else as
// an SVG picture with a PNG stand-in and its alt text; Figura's groups as groups.
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { sceneOf, type SceneItem } from '@figura/sdk-core/preflight';
import { PptxGenJS, type PptxSlide } from '../untyped.ts';
import { pageSizeInPoints, POINTS_PER_INCH, type ExportOptions } from '../options.ts';
import { finishPackage, type ObjectNote, type PngBySvg } from './package.ts';
import { pictureOf } from './pictures.ts';
import { pptxColour, unitsFor, type Units } from './placement.ts';
import {
  addConnector,
  addNativeShape,
  isConnector,
  isNativeShape,
  type ConnectorHeads,
} from './shapes.ts';
import { addTextbox } from './text.ts';
import { fileDescription } from '../slide-description.ts';

const LAYOUT = 'FIGURA';

/** What the selection pane calls an object: its name in Figura, else its kind. */
const objectName = (element: FiguraElement) => element.name?.trim() || element.type;

/** Adds the item; says the sizes of its heads when it is a connector. */
async function addItem(
  slide: PptxSlide,
  document: SlideDocument,
  item: SceneItem,
  units: Units,
  pngBySvg: PngBySvg,
): Promise<ConnectorHeads | undefined> {
  const { element } = item;
  const name = objectName(element);
  if (isConnector(element)) return addConnector(slide, { ...item, element }, units, name);
  if (isNativeShape(element)) addNativeShape(slide, { ...item, element }, units, name);
  else if (element.type === 'textbox') addTextbox(slide, { ...item, element }, units, name);
  else await addPicture(slide, document, item, units, pngBySvg, name);
  return undefined;
}

async function addPicture(
  slide: PptxSlide,
  document: SlideDocument,
  item: SceneItem,
  units: Units,
  pngBySvg: PngBySvg,
  name: string,
): Promise<void> {
  const { element } = item;
  if (!('left' in element)) return;
  const picture = await pictureOf(document, element, item.opacity, units);
  pngBySvg.set(picture.svg, picture.png);
  slide.addImage({
    data: `data:image/svg+xml;base64,${Buffer.from(picture.svg).toString('base64')}`,
    ...picture.placement,
    objectName: name,
    altText: element.alt?.trim() || name,
  });
}

export async function exportPptx(
  documents: readonly SlideDocument[],
  options: ExportOptions,
): Promise<Buffer> {
  const [first] = documents;
  if (!first) throw new RangeError('There is no slide to export');
  const page = pageSizeInPoints(first, options);
  const pptx = new PptxGenJS();
  pptx.defineLayout({
    name: LAYOUT,
    width: page.width / POINTS_PER_INCH,
    height: page.height / POINTS_PER_INCH,
  });
  pptx.layout = LAYOUT;
  pptx.title = options.title || first.alt?.trim() || 'Figure';
  const subject = options.description || fileDescription(first);
  if (subject) pptx.subject = subject;
  pptx.company = 'Figura';
  // pptxgenjs signs a file 'PptxGenJS' unless told who made it.
  pptx.author = options.author || 'Figura';
  const pngBySvg: PngBySvg = new Map();
  const notes: ObjectNote[][] = [];
  for (const document of documents) {
    const slide = pptx.addSlide();
    const background = pptxColour(options.background ?? document.background);
    if (background) slide.background = { color: background.color };
    const units = unitsFor(page.width / POINTS_PER_INCH, document.width);
    const slideNotes: ObjectNote[] = [];
    for (const item of sceneOf(document.elements)) {
      const heads = await addItem(slide, document, item, units, pngBySvg);
      // An element drawn for another (its top-level group) belongs to that group.
      const group = item.rootId === item.element.id ? null : item.rootId;
      slideNotes.push({ group, heads });
    }
    notes.push(slideNotes);
  }
  const written = (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
  return finishPackage(written, pngBySvg, notes);
}
