// The new elements the editor makes: the toolbar's shapes and text, icons, charts, uploaded,
// generated and pasted pictures (the "Shapes" panel's other choices: added-elements.ts). Each is
// valid under the schema, sized for the slide and placed where nothing sits yet. The schemas are read through loadedSchema(): these run only
// once a document is open (which loads them), and zod stays out of the editor's first frame.
import type { Translate } from '../i18n/create-i18n';
import type { Author, DynamicShapeKind, Licence, ShapeKind } from '../schema/document/elements';
import { MULTICOLOUR_ICON_SETS, type IconSetId } from '../schema/document/constants';
import type { ElementBox } from '../schema/defaults';
import type { FiguraElement, FiguraElementInput } from '../schema/document/elements';
import type { SlideDocument } from '../schema/document/document';
import { createElementId } from '../schema/document/ids';
import { loadedSchema } from '../schema/loader';
import { sanitizeSvg } from '../svg/sanitize';
import { placeNewElement } from './placement';
export { downloadFileName } from './file-name';

/** The toolbar's one-click elements. */
export type ShapeTool = 'rect' | 'circle' | 'line' | 'arrow' | 'textbox';

export interface IconChoice {
  name: string;
  svg: string;
  /** The picker's set; Health Icons when not said. */
  set?: IconSetId;
  /** Who drew the set and under which licence (set for licences that ask to be credited). */
  licence?: Licence;
  author?: Author;
}

export interface PickedImage {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  fileName?: string;
}

/** Everything the "Shapes" panel can add. */
export type AddChoice =
  | { type: 'shape'; shapeKind: ShapeKind }
  | { type: 'dynamic_shape'; kind: DynamicShapeKind }
  | { type: 'polygon' }
  | { type: 'path'; d: string }
  | { type: 'DynamicLine' }
  | { type: 'right_angle_line' }
  | { type: 'chart' }
  | { type: 'illustration' }
  | { type: 'svg_part' }
  | {
      type: 'generation';
      prompt: string;
      /** The generated picture (a stored file). */
      image: { src: string; naturalWidth: number; naturalHeight: number };
      provider?: string;
      model?: string;
    }
  | { type: 'upload'; image: PickedImage };

/** A size that reads well on any canvas between 100 and 2500 px. */
export function baseSize(doc: SlideDocument): number {
  return Math.max(20, Math.round(Math.min(doc.width, doc.height) * 0.25));
}

/**
 * The largest size a new text starts at: a heading on any canvas (28 pt on a 1920 px slide as
 * presentations show it, 13 pt on Cell's 1200 px square, 75 pt on an A0 poster).
 */
const NEW_TEXT_MAX_PX = 56;

export interface NewShapeOptions {
  /**
   * The smallest size a new text starts at (slide px): what prints at the figure's journal's
   * smallest text (minFontSizeFor), so a text added to an abstract is not a problem at once.
   */
  textFloorPx?: number;
}

/** A box of the given aspect ratio (width / height) centred on the document. */
export function centredBox(doc: SlideDocument, aspect = 1, scale = 1): ElementBox {
  const size = baseSize(doc) * scale;
  const width = aspect >= 1 ? size * Math.min(aspect, 3) : size * aspect;
  const height = aspect >= 1 ? width / aspect : size;
  return { left: doc.width / 2 - width / 2, top: doc.height / 2 - height / 2, width, height };
}

/**
 * A new element of the given kind, centred on the document (or nearby when taken), with the
 * model's default style; a textbox holds the word "Text" in the user's language (`t`, namespace
 * `common`).
 */
export function createShapeElement(
  tool: ShapeTool,
  doc: SlideDocument,
  t: Translate,
  id = createElementId(),
  options: NewShapeOptions = {},
): FiguraElement {
  const cx = doc.width / 2;
  const cy = doc.height / 2;
  const size = baseSize(doc);
  let input: FiguraElementInput;
  switch (tool) {
    case 'rect':
      input = { id, type: 'rect', ...centredBox(doc, 1.5) };
      break;
    case 'circle':
      input = { id, type: 'circle', ...centredBox(doc) };
      break;
    case 'line':
    case 'arrow':
      // As wide as the slide is large (a 1200 px abstract: 6 px), never thinner than 4 px: at
      // 4 px an arrow on a large slide drew 2 px on screen and printed as a hairline.
      input = {
        id,
        type: tool,
        x1: cx - size,
        y1: cy,
        x2: cx + size,
        y2: cy,
        strokeWidth: Math.max(4, Math.round(Math.min(doc.width, doc.height) / 200)),
      };
      break;
    case 'textbox': {
      // A sixteenth of the slide's shorter side, at most a heading's size: a poster's new text
      // started at 111 px, a title's size (150 pt printed on A0).
      const fontSize = Math.max(
        12,
        Math.min(NEW_TEXT_MAX_PX, Math.round(size / 4)),
        options.textFloorPx ?? 0,
      );
      const width = Math.min(doc.width, size * 1.6);
      input = {
        id,
        type: 'textbox',
        text: t('defaults.text'),
        fontSize,
        textAlign: 'center',
        left: cx - width / 2,
        top: cy - fontSize * 0.6,
        width,
        height: Math.round(fontSize * 1.16),
        // A label: its box follows its words as they are typed (a drawn box keeps its width).
        autoWidth: true,
      };
      break;
    }
  }
  return placeNewElement(doc, loadedSchema().elementSchema.parse(input));
}

/**
 * An icon element from the picker, centred, sized to a fraction of the canvas: one colour, or an
 * emoji's own colours.
 */
export function createIconElement(
  icon: IconChoice,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  const size = Math.round(baseSize(doc) * 0.8);
  const set = icon.set ?? 'healthicons';
  const element = loadedSchema().elementSchema.parse({
    id,
    type: 'icon',
    iconSet: set,
    iconName: icon.name,
    ...(MULTICOLOUR_ICON_SETS.has(set) ? { fill: null } : {}),
    ...(icon.licence && icon.author ? { licence: icon.licence, author: icon.author } : {}),
    // Icon sets write their own markup: stored SVG is the sanitiser's form.
    svg: sanitizeSvg(icon.svg),
    left: doc.width / 2 - size / 2,
    top: doc.height / 2 - size / 2,
    width: size,
    height: size,
  });
  return placeNewElement(doc, element);
}

/** An uploaded or generated picture. */
export type PictureChoice = Extract<AddChoice, { type: 'generation' | 'upload' }>;

/**
 * A picture's box: its own pixels, at most half the slide each way, centred. An uploaded
 * microscope image is usually the figure's main panel (at a quarter of the slide's height, a
 * 2400 px photo came in 210 px wide on a 1200 px slide).
 */
function pictureBox(doc: SlideDocument, width: number, height: number): ElementBox {
  const fit = Math.min(1, (doc.width * 0.5) / width, (doc.height * 0.5) / height);
  const boxWidth = Math.max(1, Math.round(width * fit));
  const boxHeight = Math.max(1, Math.round(height * fit));
  return {
    left: Math.round((doc.width - boxWidth) / 2),
    top: Math.round((doc.height - boxHeight) / 2),
    width: boxWidth,
    height: boxHeight,
  };
}

export function buildPicture(choice: PictureChoice, doc: SlideDocument, id: string): FiguraElement {
  const { createDefaultElement, elementSchema } = loadedSchema();
  const { image } = choice;
  // A tiny file (an icon, a 1 px test image) is brought up to a size one can grab.
  const least = baseSize(doc) / 2 / Math.max(image.naturalWidth, image.naturalHeight);
  const grow = Math.max(1, least);
  const box = pictureBox(doc, image.naturalWidth * grow, image.naturalHeight * grow);
  if (choice.type === 'upload')
    return elementSchema.parse({ ...createDefaultElement('upload', box, id), ...image });
  return elementSchema.parse({
    ...createDefaultElement('generation', box, id),
    ...image,
    prompt: choice.prompt,
    ...(choice.provider ? { provider: choice.provider } : {}),
    ...(choice.model ? { model: choice.model } : {}),
  });
}

/**
 * An uploaded or generated picture, centred at its own size up to half the slide (or nearby
 * when taken, made smaller down to half again where that finds free room). The
 * editor's first frame builds these without the Shapes panel's samples.
 */
export function createPictureElement(
  choice: PictureChoice,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  return placeNewElement(doc, buildPicture(choice, doc, id));
}

/** A chart of the model's sample data, centred (or nearby when taken). */
export function createChartElement(doc: SlideDocument, id = createElementId()): FiguraElement {
  return placeNewElement(doc, buildChart(doc, id));
}

export const buildChart = (doc: SlideDocument, id: string) =>
  loadedSchema().createDefaultElement('chart', centredBox(doc, 4 / 3, 1.4), id);

/**
 * A pasted image as an `upload` element named "Pasted image" (`t`, namespace `common`), centred
 * and at most half the slide; null when it cannot be stored.
 */
export function createPastedImageElement(
  image: { src: string; width: number; height: number },
  doc: SlideDocument,
  t: Translate,
  id = createElementId(),
): FiguraElement | null {
  const parsed = loadedSchema().elementSchema.safeParse({
    type: 'upload',
    id,
    name: t('defaults.pastedImage'),
    src: image.src,
    naturalWidth: Math.round(image.width),
    naturalHeight: Math.round(image.height),
    ...pictureBox(doc, image.width, image.height),
  });
  return parsed.success ? parsed.data : null;
}
