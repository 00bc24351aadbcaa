import {
  createDefaultElement,
  createElementId,
  elementSchema,
  type DynamicShapeKind,
  type ElementBox,
  type FiguraElement,
  type ShapeKind,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { placeNewElement } from '../editor/placement';
import {
  CELL_ASSET_ID,
  CELL_ILLUSTRATION_SVG,
  GENERATED_SAMPLE,
  NUCLEUS_PART_SVG,
} from './catalog';

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
  | { type: 'molecule'; smiles: string }
  | { type: 'generation'; prompt: string }
  | { type: 'upload'; image: PickedImage };

/** A size that reads well on any canvas between 100 and 2500 px (as the toolbar's shapes). */
function baseSize(doc: SlideDocument): number {
  return Math.max(20, Math.round(Math.min(doc.width, doc.height) * 0.25));
}

/** A box of the given aspect ratio (width / height) centred on the document. */
function centredBox(doc: SlideDocument, aspect = 1, scale = 1): ElementBox {
  const size = baseSize(doc) * scale;
  const width = aspect >= 1 ? size * Math.min(aspect, 3) : size * aspect;
  const height = aspect >= 1 ? width / aspect : size;
  return { left: doc.width / 2 - width / 2, top: doc.height / 2 - height / 2, width, height };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A stand-in depiction of a molecule: its SMILES in a framed box. A chemistry toolkit draws the
 * real structure in a later version.
 */
export function moleculePlaceholderSvg(smiles: string): string {
  const shown = smiles.length > 48 ? `${smiles.slice(0, 47)}…` : smiles;
  const width = Math.max(160, Math.round(shown.length * 8.4) + 32);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64">` +
    `<rect x="2" y="2" width="${width - 4}" height="60" rx="6" fill="#ffffff" stroke="#1f2933" stroke-width="2"/>` +
    `<text x="${width / 2}" y="38" text-anchor="middle" font-family="monospace" font-size="14" fill="#1f2933">${escapeXml(shown)}</text>` +
    '</svg>'
  );
}

function build(choice: AddChoice, doc: SlideDocument, id: string): FiguraElement {
  switch (choice.type) {
    case 'shape':
      return elementSchema.parse({
        ...createDefaultElement('shape', centredBox(doc), id),
        shapeKind: choice.shapeKind,
      });
    case 'dynamic_shape': {
      const aspect = choice.kind === 'rounded_rect' || choice.kind === 'block_arrow' ? 1.6 : 1;
      return elementSchema.parse({
        ...createDefaultElement('dynamic_shape', centredBox(doc, aspect), id),
        kind: choice.kind,
        params: {},
      });
    }
    case 'polygon':
      return createDefaultElement('polygon', centredBox(doc), id);
    case 'path':
      return elementSchema.parse({
        ...createDefaultElement('path', centredBox(doc), id),
        d: choice.d,
      });
    case 'DynamicLine':
    case 'right_angle_line':
      return createDefaultElement(choice.type, centredBox(doc, 1.6), id);
    case 'chart':
      return createDefaultElement('chart', centredBox(doc, 4 / 3, 1.4), id);
    case 'illustration':
      return elementSchema.parse({
        ...createDefaultElement('illustration', centredBox(doc, 4 / 3, 1.2), id),
        assetId: CELL_ASSET_ID,
        svg: CELL_ILLUSTRATION_SVG,
        partColors: {},
      });
    case 'svg_part':
      return elementSchema.parse({
        ...createDefaultElement('svg_part', centredBox(doc, 1, 0.6), id),
        svg: NUCLEUS_PART_SVG,
        fill: '#7b4fa0',
        assetId: CELL_ASSET_ID,
        partId: 'nucleus',
      });
    case 'molecule': {
      const svg = moleculePlaceholderSvg(choice.smiles);
      const width = Number(/width="(\d+)"/.exec(svg)![1]);
      return elementSchema.parse({
        ...createDefaultElement('molecule', centredBox(doc, width / 64), id),
        smiles: choice.smiles,
        svg,
      });
    }
    case 'generation':
      return elementSchema.parse({
        ...createDefaultElement('generation', centredBox(doc, 4 / 3, 1.2), id),
        ...GENERATED_SAMPLE,
        prompt: choice.prompt,
      });
    case 'upload': {
      const { image } = choice;
      const aspect = image.naturalWidth / image.naturalHeight;
      return elementSchema.parse({
        ...createDefaultElement('upload', centredBox(doc, aspect, 1.2), id),
        ...image,
      });
    }
  }
}

/** A new element for a panel choice, centred on the document (or nearby when taken). */
export function createAddedElement(
  choice: AddChoice,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  return placeNewElement(doc, build(choice, doc, id));
}
