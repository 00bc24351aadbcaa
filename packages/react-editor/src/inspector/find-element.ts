import type { FiguraElement } from '@figura/sdk-core/model';

/** Element `id`, inside groups too (a selected group member), or undefined. */
export function findElement(
  elements: readonly FiguraElement[],
  id: string,
): FiguraElement | undefined {
  for (const element of elements) {
    if (element.id === id) return element;
    if (element.type === 'group') {
      const found = findElement(element.elements, id);
      if (found) return found;
    }
  }
  return undefined;
}
