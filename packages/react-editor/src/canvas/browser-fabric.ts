import {
  ActiveSelection,
  Canvas,
  Circle,
  Line,
  Point,
  Polygon,
  Polyline,
  cache,
  classRegistry,
  loadSVGFromString,
  util,
} from 'fabric';
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

// fabric's SVG parser finds the class for each tag in fabric's class registry, where every class
// registers itself when its module loads. The shapes above are loaded because the editor names
// them; these only the parser asks for, by tag. Registering them here keeps an icon's circles,
// lines and polygons drawn in a bundle that takes only the fabric modules the editor imports (the
// embed uses fabric's one-module-per-class build).
for (const shape of [Circle, Line, Polygon, Polyline]) classRegistry.setSVGClass(shape);

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
