import type { FiguraElement } from './elements';

/** Element ids: random, url-safe, stable for an element's life (comments point at them). */
export function createElementId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 16);
}

/** Every element by id, those inside groups too (ids are unique across a slide). */
export function elementsById(
  elements: readonly FiguraElement[],
  into = new Map<string, FiguraElement>(),
): Map<string, FiguraElement> {
  for (const element of elements) {
    into.set(element.id, element);
    if (element.type === 'group') elementsById(element.elements, into);
  }
  return into;
}
