// Pure element helpers with no zod: the editor's first frame loads them, while the schemas
// (and zod) load on demand (see schema/loader.ts).
import type {
  BoxElement,
  ConnectorElement,
  FiguraElement,
  ScientificElement,
  SegmentElement,
} from './elements';
import { SCIENTIFIC_TYPES, type ScientificType } from './constants';

export { GROUP_DEPTH_MESSAGE, MAX_GROUP_DEPTH, groupDepth } from './group-depth';

export function isSegmentElement(element: FiguraElement): element is SegmentElement {
  return element.type === 'line' || element.type === 'arrow' || element.type === 'right_angle_line';
}

export function isConnectorElement(element: FiguraElement): element is ConnectorElement {
  return isSegmentElement(element) || element.type === 'DynamicLine';
}

export function isBoxElement(element: FiguraElement): element is BoxElement {
  return !isConnectorElement(element);
}

export function isScientificType(type: string): type is ScientificType {
  return (SCIENTIFIC_TYPES as readonly string[]).includes(type);
}

/** An object drawn from data (a plasmid map, a tree, a well plate…): its picture is its `svg`. */
export function isScientificElement(element: FiguraElement): element is ScientificElement {
  return isScientificType(element.type);
}
