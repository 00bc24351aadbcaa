import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { loadedSchema } from '../schema/loader';
import type { CreateId, InsertResult } from './edit';
import {
  boundsOfPoints,
  boxMatrix,
  elementOutline,
  transformElement,
  translateElement,
  type BoxTransform,
} from '../schema/document/geometry';
import { pickElements } from './selection';

type Loose = Record<string, unknown>;

/** A stored group: a box transform and children placed relative to its unrotated top-left. */
export type GroupLike = FiguraElement & BoxTransform & { elements: FiguraElement[] };

export function isGroupElement(element: FiguraElement): element is GroupLike {
  return (
    (element as { type: string }).type === 'group' && Array.isArray((element as Loose).elements)
  );
}

/** A group element of the schema, or undefined while the schema has no groups. */
function parseGroup(candidate: Loose): FiguraElement | undefined {
  const parsed = loadedSchema().elementSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/** Whether the document model stores groups (older builds of the schema do not). */
export function supportsGroups(): boolean {
  return (
    parseGroup({
      type: 'group',
      id: 'probe',
      left: 0,
      top: 0,
      width: 1,
      height: 1,
      elements: [],
    }) !== undefined
  );
}

/**
 * Puts two or more elements into one group, stacked where the top-most of them was. The group's
 * box is the elements' bounds; their coordinates become relative to it. Null when the elements
 * cannot be grouped (fewer than two, or no group type in the schema).
 */
export function groupElements(
  doc: SlideDocument,
  ids: readonly string[],
  createId: CreateId,
): InsertResult | null {
  const picked = pickElements(doc, ids);
  if (picked.length < 2) return null;
  const bounds = boundsOfPoints(picked.flatMap(elementOutline));
  const group = parseGroup({
    type: 'group',
    id: createId(),
    left: bounds.left,
    top: bounds.top,
    width: bounds.right - bounds.left,
    height: bounds.bottom - bounds.top,
    elements: picked.map((element) => translateElement(element, -bounds.left, -bounds.top)),
  });
  if (!group) return null;
  const chosen = new Set(picked.map((element) => element.id));
  const topIndex = doc.elements.findLastIndex((element) => chosen.has(element.id));
  const elements: FiguraElement[] = [];
  doc.elements.forEach((element, index) => {
    if (index === topIndex) elements.push(group);
    else if (!chosen.has(element.id)) elements.push(element);
  });
  return { document: { ...doc, elements }, ids: [group.id] };
}

/**
 * Replaces each selected group by its children, placed where the group showed them (its move,
 * rotation, scale and flips baked into each child). Null when no group is selected.
 */
export function ungroupElements(doc: SlideDocument, ids: readonly string[]): InsertResult | null {
  const groups = pickElements(doc, ids).filter(isGroupElement);
  if (groups.length === 0) return null;
  const released = new Map<string, FiguraElement[]>();
  for (const group of groups) {
    const matrix = boxMatrix(group, 0);
    released.set(
      group.id,
      group.elements.map((child) => {
        const placed = transformElement(child, matrix);
        const opacity = Math.round(placed.opacity * group.opacity * 1000) / 1000;
        return opacity === placed.opacity ? placed : ({ ...placed, opacity } as FiguraElement);
      }),
    );
  }
  const elements = doc.elements.flatMap((element) => released.get(element.id) ?? [element]);
  return {
    document: { ...doc, elements },
    ids: [...released.values()].flat().map((element) => element.id),
  };
}
