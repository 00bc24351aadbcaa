// The "Shapes" panel's choices as elements, its sample cell and nucleus among them: loaded with
// the panel (the editor's first frame makes its shapes, pictures and charts in element-factories).
import type { FiguraElement } from '../schema/document/elements';
import type { SlideDocument } from '../schema/document/document';
import { createElementId } from '../schema/document/ids';
import { loadedSchema } from '../schema/loader';
import { buildChart, buildPicture, centredBox, type AddChoice } from './element-factories';
import { placeNewElement } from './placement';
import { CELL_ASSET_ID, CELL_ILLUSTRATION_SVG, NUCLEUS_PART_SVG } from './samples';

function buildAdded(choice: AddChoice, doc: SlideDocument, id: string): FiguraElement {
  const { createDefaultElement, elementSchema } = loadedSchema();
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
      return buildChart(doc, id);
    case 'illustration':
      return elementSchema.parse({
        ...createDefaultElement('illustration', centredBox(doc, 4 / 3, 1.2), id),
        assetId: CELL_ASSET_ID,
        svg: CELL_ILLUSTRATION_SVG,
      });
    case 'svg_part':
      return elementSchema.parse({
        ...createDefaultElement('svg_part', centredBox(doc, 1, 0.6), id),
        svg: NUCLEUS_PART_SVG,
        fill: '#7b4fa0',
        assetId: CELL_ASSET_ID,
        partId: 'nucleus',
      });
    case 'generation':
    case 'upload':
      return buildPicture(choice, doc, id);
  }
}

/** A new element for a "Shapes" panel choice, centred on the document (or nearby when taken). */
export function createAddedElement(
  choice: AddChoice,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  return placeNewElement(doc, buildAdded(choice, doc, id));
}
