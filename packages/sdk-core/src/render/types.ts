import type * as FabricNamespace from 'fabric';
import type { FabricObject } from 'fabric';

/**
 * The parts of fabric the adapter uses. Fabric is injected rather than imported so the same code
 * draws with `fabric` in the browser and with `fabric/node` on the server (PNG export).
 */
export type FabricModule = Pick<
  typeof FabricNamespace,
  | 'Rect'
  | 'Ellipse'
  | 'Path'
  | 'Textbox'
  | 'Group'
  | 'Point'
  | 'FabricImage'
  | 'loadSVGFromString'
  | 'util'
>;

/** Options for creating objects. */
export interface CreateObjectOptions {
  /**
   * Turns an image URL the runtime cannot load by itself into one it can (e.g. a server fetching an
   * https image into a data: URL). Without it, an image that fails to load draws as a placeholder.
   */
  resolveImageUrl?: (url: string) => Promise<string>;
  /**
   * `false` never loads an image that is not a data: URL (nor resolves it): it draws as a
   * placeholder instead. The server export sets it so a stored document cannot make it connect
   * anywhere; the editor in the browser leaves it on and may show https images.
   */
  allowNetwork?: boolean;
  /**
   * Device pixels per document pixel the drawing is shown at. Illustrations become a bitmap of
   * their SVG this sharp (the server export passes its scale; a browser redraws SVG images sharp
   * at any zoom by itself). Default 1.
   */
  pixelScale?: number;
  /**
   * Decodes an illustration's SVG markup into an image fabric can draw. Without it the runtime's
   * own loader reads a data: URL of it; on the server that is jsdom, whose URL parsing takes
   * seconds for a megabyte of SVG, so the export passes node-canvas's `loadImage` of the bytes
   * (librsvg, no URL at all).
   */
  decodeSvg?: (markup: string) => Promise<CanvasImageSource>;
  /**
   * Decodes a raster image's data: URL (uploads, generated images). Without it fabric's loader
   * reads it, which on the server is jsdom parsing the URL character by character; the export
   * passes node-canvas's loader. The image's `src` must stay the data: URL (the SVG export writes it).
   */
  decodeImage?: (dataUrl: string) => Promise<CanvasImageSource>;
  /**
   * The data: URL of a stored file an image names (`figura-file:<sha256>`): the editor asks its
   * API (with the user's token), an export reads its file store. Without it, or when it
   * rejects, such an image draws as a placeholder.
   */
  resolveFile?: (fileId: string) => Promise<string>;
}

export type { FabricObject };

/** Properties the adapter keeps on fabric objects (fabric serialises unknown keys only on request). */
interface FiguraObjectFields {
  figuraId?: string;
  /** SVG and image elements: the scale that fits their content into the element's box at scale 1. */
  figuraBaseScaleX?: number;
  figuraBaseScaleY?: number;
  /** Groups: where the centre of fabric's group box lies in the group's own coordinates. */
  figuraGroupCentreX?: number;
  figuraGroupCentreY?: number;
}

function fields(object: FabricObject): FiguraObjectFields {
  return object as unknown as FiguraObjectFields;
}

/** The id of the element a fabric object draws, if it draws one. */
export function getElementId(object: FabricObject): string | undefined {
  return fields(object).figuraId;
}

export function setElementId(object: FabricObject, id: string): void {
  object.set('figuraId', id);
}

export function getBaseScale(object: FabricObject): { x: number; y: number } {
  const { figuraBaseScaleX = 1, figuraBaseScaleY = 1 } = fields(object);
  return { x: figuraBaseScaleX, y: figuraBaseScaleY };
}

export function setBaseScale(object: FabricObject, x: number, y: number): void {
  object.set({ figuraBaseScaleX: x, figuraBaseScaleY: y });
}

export function getGroupCentre(object: FabricObject): { x: number; y: number } {
  const { figuraGroupCentreX = 0, figuraGroupCentreY = 0 } = fields(object);
  return { x: figuraGroupCentreX, y: figuraGroupCentreY };
}

export function setGroupCentre(object: FabricObject, x: number, y: number): void {
  object.set({ figuraGroupCentreX: x, figuraGroupCentreY: y });
}
