import { createElementId, loadedSchema } from '@figura/sdk-core/model';
import type { FiguraElement, FiguraElementInput, SlideDocument } from '@figura/sdk-core/schema';
import { placeNewElement } from './placement';

export type ShapeTool = 'rect' | 'circle' | 'line' | 'arrow' | 'textbox';

/** A size that reads well on any canvas between 100 and 2500 px. */
function baseSize(doc: SlideDocument): number {
  return Math.max(20, Math.round(Math.min(doc.width, doc.height) * 0.25));
}

/** A new element of the given kind, centred on the document (or nearby when taken), with the model's default style. */
export function createShapeElement(
  tool: ShapeTool,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  const cx = doc.width / 2;
  const cy = doc.height / 2;
  const size = baseSize(doc);
  let input: FiguraElementInput;
  switch (tool) {
    case 'rect':
      input = {
        id,
        type: 'rect',
        left: cx - size * 0.75,
        top: cy - size / 2,
        width: size * 1.5,
        height: size,
      };
      break;
    case 'circle':
      input = {
        id,
        type: 'circle',
        left: cx - size / 2,
        top: cy - size / 2,
        width: size,
        height: size,
      };
      break;
    case 'line':
    case 'arrow':
      input = { id, type: tool, x1: cx - size, y1: cy, x2: cx + size, y2: cy };
      break;
    case 'textbox': {
      const fontSize = Math.max(12, Math.round(size / 4));
      const width = Math.min(doc.width, size * 1.6);
      input = {
        id,
        type: 'textbox',
        text: 'Text',
        fontSize,
        textAlign: 'center',
        left: cx - width / 2,
        top: cy - fontSize * 0.6,
        width,
        height: Math.round(fontSize * 1.16),
      };
      break;
    }
  }
  return placeNewElement(doc, loadedSchema().elementSchema.parse(input));
}

export interface IconChoice {
  name: string;
  svg: string;
}

/** An icon element from the picker, centred, sized to a fraction of the canvas. */
export function createIconElement(
  icon: IconChoice,
  doc: SlideDocument,
  id = createElementId(),
): FiguraElement {
  const size = Math.round(baseSize(doc) * 0.8);
  const element = loadedSchema().elementSchema.parse({
    id,
    type: 'icon',
    iconSet: 'healthicons',
    iconName: icon.name,
    svg: icon.svg,
    left: doc.width / 2 - size / 2,
    top: doc.height / 2 - size / 2,
    width: size,
    height: size,
  });
  return placeNewElement(doc, element);
}

/** A file name for a creation's download: its name without characters file systems refuse. */
export function downloadFileName(creationName: string, extension = 'png'): string {
  const safe = creationName
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${safe || 'figura'}.${extension}`;
}
