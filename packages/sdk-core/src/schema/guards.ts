// Pure element helpers with no zod: the editor's first frame loads them, while the schemas
// (and zod) load on demand (see schema/loader.ts).
import type { BoxElement, ConnectorElement, FiguraElement, SegmentElement } from './elements';

/** Groups may hold groups, this deep at most (a group of plain elements has depth 1). */
export const MAX_GROUP_DEPTH = 8;
export const GROUP_DEPTH_MESSAGE = `Groups can be nested ${MAX_GROUP_DEPTH} deep at most`;

/** How many group levels an element spans: 0 for a plain element. */
export function groupDepth(element: { type: string; elements?: unknown }): number {
  if (element.type !== 'group' || !Array.isArray(element.elements)) return 0;
  let deepest = 0;
  for (const child of element.elements as { type: string; elements?: unknown }[]) {
    deepest = Math.max(deepest, groupDepth(child));
  }
  return deepest + 1;
}

export function isSegmentElement(element: FiguraElement): element is SegmentElement {
  return element.type === 'line' || element.type === 'arrow' || element.type === 'right_angle_line';
}

export function isConnectorElement(element: FiguraElement): element is ConnectorElement {
  return isSegmentElement(element) || element.type === 'DynamicLine';
}

export function isBoxElement(element: FiguraElement): element is BoxElement {
  return !isConnectorElement(element);
}
