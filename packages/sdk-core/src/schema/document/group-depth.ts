// How deep groups nest, with no imports: the element schemas check it and the guards pass it on.
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
