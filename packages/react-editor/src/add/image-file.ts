import {
  IMAGE_MIME_TYPES,
  MAX_FILE_BYTES,
  MAX_IMAGE_DATA_URL_LENGTH,
  MAX_SVG_FILE_BYTES,
  notableRemovals,
  sanitizeSvgBytes,
} from '@figura/sdk-core/schema';
import { bytesToBase64 } from '@figura/sdk-core/model';
import type { PickedImage } from '@figura/sdk-core/editor';
import type { Translate } from '@figura/sdk-core/i18n';

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The file types the image input accepts (for its `accept` attribute). */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, '.svg'].join(',');

/** The largest raster file: the largest a file store keeps, whose data: URL still fits a document. */
export const MAX_IMAGE_FILE_BYTES = MAX_FILE_BYTES;

export { notableRemovals };

/**
 * The largest file read, by type. SVG has its own limit (the one size policy every SVG path
 * shares): a file may carry metadata that cleaning drops, and its clean form is checked after.
 */
const maxFileBytes = (mimeType: string) =>
  mimeType === 'image/svg+xml' ? MAX_SVG_FILE_BYTES : MAX_IMAGE_FILE_BYTES;

/** Megabytes, for the messages below (which show one decimal in the user's number format). */
const megabytes = (bytes: number) => bytes / 1_000_000;

/** The image MIME type of a file from its type or, failing that, its extension; null if unsupported. */
export function imageMimeType(file: { name: string; type: string }): string | null {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && EXTENSION_TYPES[extension]) || null;
}

/** Why a file cannot be added as an image (`t`: the editor namespace), or null when it can. */
export function imageFileProblem(
  file: { name: string; type: string; size: number },
  t: Translate,
): string | null {
  const mimeType = imageMimeType(file);
  if (!mimeType) return t('add.imageProblems.type', { name: file.name });
  if (file.size > maxFileBytes(mimeType))
    return t('add.imageProblems.size', {
      name: file.name,
      size: megabytes(file.size),
      max: megabytes(maxFileBytes(mimeType)),
    });
  return null;
}

/** The SVG's own width and height (or its viewBox's), when it states them in plain numbers. */
function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)(?:px)?"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)(?:px)?"/.exec(root)?.[1]);
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

const clampSize = (value: number) => Math.max(1, Math.min(20000, Math.round(value)));

/** The pixel size of an image data: URL, measured by the browser. */
function measure(
  view: Window,
  src: string,
  t: Translate,
): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const ImageConstructor = (view as Window & typeof globalThis).Image;
    const image = new ImageConstructor();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(t('add.imageProblems.unreadable')));
    image.src = src;
  });
}

/**
 * Reads an image file into a data: URL the document can store. SVG goes through the sanitiser
 * first (scripts, handlers and external links are dropped), so it is stored in its clean form.
 * Nothing is ever cut to fit: a file whose clean form draws nothing, or is too large, is refused
 * with the sanitiser's reason. Throws with a message for the user.
 */
/** A picked file: the image to add, and what cleaning left out of an SVG that users would care about. */
export interface ReadImage {
  image: PickedImage;
  /** `<script>`, `onload`, `<foreignObject>`…: each once; empty when nothing notable was removed. */
  removed: readonly string[];
}

export async function readImageFile(file: File, view: Window, t: Translate): Promise<ReadImage> {
  const problem = imageFileProblem(file, t);
  if (problem) throw new Error(problem);
  const mimeType = imageMimeType(file)!;
  let src: string;
  let stated: { width: number; height: number } | null = null;
  let removed: string[] = [];
  if (mimeType === 'image/svg+xml') {
    // Bytes, not file.text(): a UTF-16 file is decoded as such, other encodings are refused.
    const cleaned = sanitizeSvgBytes(new Uint8Array(await file.arrayBuffer()));
    const { svg: clean, refused } = cleaned;
    // Nothing drawable left, too large, or an encoding Figura does not read: say which, never add a blank.
    if (refused)
      throw new Error(t('add.imageProblems.refused', { name: file.name, reason: refused }));
    stated = svgSize(clean);
    removed = notableRemovals(cleaned.removed);
    src = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(clean))}`;
  } else {
    src = `data:${mimeType};base64,${bytesToBase64(new Uint8Array(await file.arrayBuffer()))}`;
  }
  if (src.length > MAX_IMAGE_DATA_URL_LENGTH)
    throw new Error(
      // The stored form's limit: an SVG's clean UTF-8 bytes count here, not the file's.
      t('add.imageProblems.tooLarge', { name: file.name, max: megabytes(MAX_IMAGE_FILE_BYTES) }),
    );
  const measured = await measure(view, src, t);
  const size =
    measured.width > 0 && measured.height > 0 ? measured : (stated ?? { width: 300, height: 150 });
  const image = {
    src,
    naturalWidth: clampSize(size.width),
    naturalHeight: clampSize(size.height),
    fileName: file.name.slice(0, 255),
  };
  return { image, removed };
}
