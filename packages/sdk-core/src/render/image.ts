import type { GenerationElement, UploadElement } from '../schema/document/elements';
import { base64ToBytes, parseImageDataUrl } from '../schema/document/image-data';
import { fileIdOf } from '../schema/document/file-refs';
import { sanitizeSvgBytes } from '../svg/stored';
import { boxTransformProps, type CommonProps } from './props';
import { createSvgObject } from './svg-object';
import {
  type CreateObjectOptions,
  type FabricModule,
  type FabricObject,
  getBaseScale,
  setBaseScale,
} from './types';

export type ImageElement = UploadElement | GenerationElement;

async function loadImage(
  fabric: FabricModule,
  src: string,
  options: CreateObjectOptions,
): Promise<FabricObject | null> {
  if (options.allowNetwork === false && !src.startsWith('data:')) return null;
  // Anonymous CORS keeps the canvas exportable when the image comes from another origin.
  const load = async (url: string) =>
    options.decodeImage && url.startsWith('data:')
      ? new fabric.FabricImage((await options.decodeImage(url)) as HTMLImageElement)
      : fabric.FabricImage.fromURL(url, { crossOrigin: 'anonymous' });
  try {
    return await load(src);
  } catch {
    if (!options.resolveImageUrl || src.startsWith('data:')) return null;
    try {
      return await load(await options.resolveImageUrl(src));
    } catch {
      return null;
    }
  }
}

/** A grey box in place of an image that could not be loaded, so the rest of the slide still renders. */
function placeholder(fabric: FabricModule, element: ImageElement): FabricObject {
  return new fabric.Rect({
    width: element.width,
    height: element.height,
    fill: '#e4e7eb',
    stroke: '#9aa5b1',
    strokeWidth: 0,
    originX: 'left',
    originY: 'top',
  });
}

/** The source to draw: a stored file's data: URL, or `src` itself; null when the file cannot be had. */
async function sourceOf(src: string, options: CreateObjectOptions): Promise<string | null> {
  const fileId = fileIdOf(src);
  if (!fileId) return src;
  if (!options.resolveFile) return null;
  try {
    return await options.resolveFile(fileId);
  } catch {
    return null;
  }
}

export function applyImageStyle(
  object: FabricObject,
  element: ImageElement,
  common: CommonProps,
): void {
  object.set({ ...common, ...boxTransformProps(element, getBaseScale(object)) });
}

/**
 * Uploads and generated images: raster images load as a fabric image scaled into the box; SVG
 * data is sanitised and drawn as vector shapes like an icon.
 */
export async function createImageObject(
  fabric: FabricModule,
  element: ImageElement,
  common: CommonProps,
  options: CreateObjectOptions,
): Promise<FabricObject> {
  const src = await sourceOf(element.src, options);
  const data = src === null ? null : parseImageDataUrl(src);
  if (data?.mimeType === 'image/svg+xml') {
    return createSvgObject(
      fabric,
      sanitizeSvgBytes(base64ToBytes(data.base64)).svg,
      element,
      common,
    );
  }
  const object =
    (src === null ? null : await loadImage(fabric, src, options)) ?? placeholder(fabric, element);
  setBaseScale(
    object,
    Math.max(element.width, 0.01) / (object.width || 1),
    Math.max(element.height, 0.01) / (object.height || 1),
  );
  applyImageStyle(object, element, common);
  return object;
}
