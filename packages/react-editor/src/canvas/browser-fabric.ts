import {
  ActiveSelection,
  Canvas,
  Ellipse,
  FabricImage,
  Group,
  Path,
  Point,
  Rect,
  Textbox,
  cache,
  loadSVGFromString,
  util,
} from 'fabric';
import type { FabricModule } from '@figura/sdk-core/render';

/** The fabric pieces the editor hands to the sdk-core adapter (named imports keep the bundle lean). */
export const browserFabric: FabricModule = {
  Rect,
  Ellipse,
  Path,
  Textbox,
  Group,
  Point,
  FabricImage,
  loadSVGFromString,
  util,
};

export { ActiveSelection, Canvas, cache };
