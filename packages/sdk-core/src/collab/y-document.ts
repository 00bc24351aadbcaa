import * as Y from 'yjs';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { sameJson } from '../schema/document/same-json';

/**
 * A slide document as a Y.Doc, shaped so that people editing different elements, or different
 * properties of one element, both keep their edit:
 *
 * - `slide` (Y.Map): the slide's own properties (size, background, alt, description, builder…),
 *   one entry per property;
 * - `elements` (Y.Map): element id → Y.Map of that element's properties, one entry per property
 *   (a group's children are one value: a group is edited as one thing);
 * - `order` (Y.Array): element ids, back to front.
 *
 * Concurrent reorders may leave an id twice in `order`, and a concurrent add may leave one out:
 * reading keeps each id's first place and puts an element missing from the order on top.
 */
export const SLIDE_MAP = 'slide';
export const ELEMENTS_MAP = 'elements';
export const ORDER_ARRAY = 'order';

export interface SlideYTypes {
  slide: Y.Map<unknown>;
  elements: Y.Map<Y.Map<unknown>>;
  order: Y.Array<string>;
}

/** The shared types of a slide's Y.Doc (created empty on first use). */
export function slideTypes(doc: Y.Doc): SlideYTypes {
  return {
    slide: doc.getMap<unknown>(SLIDE_MAP),
    elements: doc.getMap<Y.Map<unknown>>(ELEMENTS_MAP),
    order: doc.getArray<string>(ORDER_ARRAY),
  };
}

/** Copies a JSON value so Yjs stores it by value (never shares the store's frozen objects). */
function plain(value: unknown): unknown {
  return value === null || typeof value !== 'object' ? value : structuredClone(value);
}

/** Sets `key` to `value` (absent: deletes it) unless it holds that value already. */
function setIfChanged(map: Y.Map<unknown>, key: string, value: unknown): void {
  if (value === undefined) {
    if (map.has(key)) map.delete(key);
    return;
  }
  if (map.has(key) && sameJson(map.get(key), value)) return;
  map.set(key, plain(value));
}

/** Writes every property of `source` into `map` and deletes those it no longer has. */
function writeProperties(map: Y.Map<unknown>, source: Record<string, unknown>): void {
  for (const key of [...map.keys()]) if (source[key] === undefined) map.delete(key);
  for (const [key, value] of Object.entries(source)) setIfChanged(map, key, value);
}

function elementMap(element: FiguraElement): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(element))
    if (value !== undefined) map.set(key, plain(value));
  return map;
}

/** The order as read: each id once (its first place), only ids of existing elements. */
function readOrder({ elements, order }: SlideYTypes): string[] {
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const id of order.toArray()) {
    if (seen.has(id) || !elements.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  // Added concurrently with a rewrite of the order: on top, in a stable (id) order.
  const missing = [...elements.keys()].filter((id) => !seen.has(id)).sort();
  return [...ids, ...missing];
}

/** Rewrites `order` to `ids`, touching as little as it can (removals, then insertions). */
function writeOrder(order: Y.Array<string>, ids: readonly string[]): void {
  const current = order.toArray();
  if (current.length === ids.length && current.every((id, index) => id === ids[index])) return;
  const wanted = new Set(ids);
  // Drop ids no longer wanted, and second places of an id, from the end so indexes hold.
  const seen = new Set<string>();
  const drop: number[] = [];
  current.forEach((id, index) => {
    if (!wanted.has(id) || seen.has(id)) drop.push(index);
    seen.add(id);
  });
  for (const index of drop.reverse()) order.delete(index, 1);
  const kept = order.toArray();
  const keptSet = new Set(kept);
  const keptInWantedOrder = ids.filter((id) => keptSet.has(id));
  if (!keptInWantedOrder.every((id, index) => id === kept[index])) {
    // A reorder: rewrite it whole.
    order.delete(0, order.length);
    order.insert(0, [...ids]);
    return;
  }
  // Only additions left: insert each new id at its place.
  ids.forEach((id, index) => {
    if (!keptSet.has(id)) order.insert(index, [id]);
  });
}

/**
 * Makes the Y.Doc hold `document`, changing only what differs (so concurrent edits to other
 * properties survive). Runs in one transaction with `origin`.
 */
export function writeSlideDocument(doc: Y.Doc, document: SlideDocument, origin?: unknown): void {
  const types = slideTypes(doc);
  doc.transact(() => {
    const { elements: list, ...properties } = document;
    writeProperties(types.slide, properties);
    const ids = list.map((element) => element.id);
    const wanted = new Set(ids);
    for (const id of [...types.elements.keys()]) if (!wanted.has(id)) types.elements.delete(id);
    for (const element of list) {
      const existing = types.elements.get(element.id);
      if (existing instanceof Y.Map) writeProperties(existing, element as Record<string, unknown>);
      else types.elements.set(element.id, elementMap(element));
    }
    writeOrder(types.order, ids);
  }, origin);
}

/**
 * The slide document the Y.Doc holds, not validated (the caller validates what it stores or
 * shows). With `previous`, elements that did not change are `previous`'s own objects, so a view
 * that compares by identity redraws only what changed.
 */
export function readSlideDocument(doc: Y.Doc, previous?: SlideDocument): SlideDocument {
  const types = slideTypes(doc);
  const before = new Map(previous?.elements.map((element) => [element.id, element]));
  const elements: FiguraElement[] = [];
  for (const id of readOrder(types)) {
    const map = types.elements.get(id);
    if (!(map instanceof Y.Map)) continue;
    const element = map.toJSON() as FiguraElement;
    const old = before.get(id);
    elements.push(old && sameJson(old, element) ? old : element);
  }
  const properties = types.slide.toJSON() as Omit<SlideDocument, 'elements'>;
  const next = { ...properties, elements } as SlideDocument;
  if (
    previous &&
    sameJson({ ...previous, elements: [] }, { ...next, elements: [] }) &&
    elements.length === previous.elements.length &&
    elements.every((element, index) => element === previous.elements[index])
  )
    return previous;
  return next;
}

/** Whether the Y.Doc holds a slide yet (a new room is filled from the stored document). */
export function holdsSlide(doc: Y.Doc): boolean {
  return slideTypes(doc).slide.has('schemaVersion');
}

/** A new Y.Doc holding `document`. */
export function slideToYDoc(document: SlideDocument): Y.Doc {
  const doc = new Y.Doc();
  writeSlideDocument(doc, document);
  return doc;
}
