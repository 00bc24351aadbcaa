// Files out of the documents: an upload's `src` may name a stored file by the SHA-256 of its
// bytes (`figura-file:<64 hex>`) instead of carrying the bytes as a data: URL. Pure and zod-free:
// the editor's first frame, the renderer and the API all read it.
import type { SlideDocument } from './document';
import type { FiguraElement } from './elements';
import { fileIdOf } from './file-ids';
import { base64ToBytes, parseImageDataUrl } from './image-data';

export { FILE_REF_PREFIX, fileIdOf, fileRef, isFileId } from './file-ids';

type ImageElement = Extract<FiguraElement, { type: 'upload' | 'generation' }>;

function isImage(element: FiguraElement): element is ImageElement {
  return element.type === 'upload' || element.type === 'generation';
}

/** Every image element of the list, groups included. */
export function imageElements(elements: readonly FiguraElement[]): ImageElement[] {
  const found: ImageElement[] = [];
  for (const element of elements) {
    if (element.type === 'group') found.push(...imageElements(element.elements));
    else if (isImage(element)) found.push(element);
  }
  return found;
}

/** Library illustrations in the list, groups included: what `illustrationsPerCreation` counts. */
export function illustrationCount(elements: readonly FiguraElement[]): number {
  let count = 0;
  for (const element of elements) {
    if (element.type === 'group') count += illustrationCount(element.elements);
    else if (element.type === 'illustration') count += 1;
  }
  return count;
}

/** The ids of the files the document references, each once. */
export function fileIdsOf(doc: Pick<SlideDocument, 'elements'>): string[] {
  const ids = new Set<string>();
  for (const element of imageElements(doc.elements)) {
    const id = fileIdOf(element.src);
    if (id) ids.add(id);
  }
  return [...ids];
}

/** The data: URLs the document's images carry, each once. */
export function dataUrlsOf(doc: Pick<SlideDocument, 'elements'>): string[] {
  const urls = new Set<string>();
  for (const element of imageElements(doc.elements))
    if (element.src.startsWith('data:')) urls.add(element.src);
  return [...urls];
}

function mapElements(
  elements: readonly FiguraElement[],
  replace: (src: string) => string | undefined,
): readonly FiguraElement[] {
  let changed = false;
  const next = elements.map((element) => {
    if (element.type === 'group') {
      const children = mapElements(element.elements, replace);
      if (children === element.elements) return element;
      changed = true;
      return { ...element, elements: children } as FiguraElement;
    }
    if (!isImage(element)) return element;
    const src = replace(element.src);
    if (src === undefined || src === element.src) return element;
    changed = true;
    return { ...element, src };
  });
  return changed ? next : elements;
}

/**
 * The document with image sources replaced (`replace` answers the new source, or undefined to
 * keep it); the same document when nothing changes.
 */
export function replaceImageSources<Doc extends Pick<SlideDocument, 'elements'>>(
  doc: Doc,
  replace: (src: string) => string | undefined,
): Doc {
  const elements = mapElements(doc.elements, replace);
  return elements === doc.elements ? doc : { ...doc, elements: elements as FiguraElement[] };
}

/** A stored file's bytes and media type. */
export interface FileBytes {
  mediaType: string;
  bytes: Uint8Array;
}

/** The media type and bytes of an image data: URL, or null when `src` is not one. */
export function dataUrlBytes(src: string): FileBytes | null {
  const data = parseImageDataUrl(src);
  return data ? { mediaType: data.mimeType, bytes: base64ToBytes(data.base64) } : null;
}

/**
 * The document with every file reference turned back into a data: URL (what exports and hosts
 * without a file store draw). `load` answers a file's data: URL; each file is loaded once. A
 * file `load` cannot find rejects with its error.
 */
export async function inlineFiles<Doc extends Pick<SlideDocument, 'elements'>>(
  doc: Doc,
  load: (id: string) => Promise<string>,
): Promise<Doc> {
  const ids = fileIdsOf(doc);
  if (ids.length === 0) return doc;
  const urls = new Map(await Promise.all(ids.map(async (id) => [id, await load(id)] as const)));
  return replaceImageSources(doc, (src) => {
    const id = fileIdOf(src);
    return id ? urls.get(id) : undefined;
  });
}
