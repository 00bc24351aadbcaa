import type { FiguraElement } from './elements';
import { FILE_REF_PREFIX } from './file-refs';

/**
 * Why a save is refused when an image links to a URL instead of carrying its data. The server
 * never fetches (an export that connects wherever a document points is a way into the server's
 * network), and the editor stores pasted and uploaded images as data: URLs or stored files.
 */
export const LINKED_IMAGE_MESSAGE =
  'Images must be stored in the slide, not linked: upload or paste the image instead of using its URL.';

/** The path (below the element list) of every image whose source is neither a data: URL nor a stored file. */
export function linkedImagePaths(
  elements: readonly FiguraElement[],
  path: (string | number)[] = [],
): (string | number)[][] {
  const found: (string | number)[][] = [];
  elements.forEach((element, index) => {
    if (element.type === 'group') {
      found.push(...linkedImagePaths(element.elements, [...path, index, 'elements']));
    } else if (
      (element.type === 'upload' || element.type === 'generation') &&
      !element.src.startsWith('data:') &&
      !element.src.startsWith(FILE_REF_PREFIX)
    ) {
      found.push([...path, index, 'src']);
    }
  });
  return found;
}
