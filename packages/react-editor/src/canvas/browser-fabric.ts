import { ActiveSelection, Canvas, Point, cache, loadSVGFromString, util } from 'fabric';
import type { FabricModule } from '@figura/sdk-core/render';
import {
  FiguraEllipse,
  FiguraGroup,
  FiguraImage,
  FiguraPath,
  FiguraRect,
  FiguraTextbox,
} from './figura-objects';

/**
 * The fabric pieces the editor hands to the sdk-core adapter (named imports keep the bundle
 * lean): Figura's own subclasses (figura-objects.ts), so what the editor changes about fabric
 * objects never reaches a host page's own fabric.
 */
export const browserFabric: FabricModule = {
  Rect: FiguraRect,
  Ellipse: FiguraEllipse,
  Path: FiguraPath,
  Textbox: FiguraTextbox,
  Group: FiguraGroup,
  Point,
  FabricImage: FiguraImage,
  loadSVGFromString,
  util,
};

export { ActiveSelection, Canvas, cache };

/**
 * Drops fabric's cached glyph widths for every font stack that starts with or falls back to
 * `family` (fabric keys them by the lower-cased stack); true when there were any. The fabric view
 * hands it to the font loader (setMeasuredWidthsForgetter) once text can be measured.
 */
export function forgetFabricWidths(family: string): boolean {
  const name = family.toLowerCase();
  let found = false;
  for (const stack of [...cache.charWidthsCache.keys()])
    if (stack.split(',').some((part) => part.trim().replace(/^['"]|['"]$/g, '') === name)) {
      cache.clearFontCache(stack);
      found = true;
    }
  return found;
}
