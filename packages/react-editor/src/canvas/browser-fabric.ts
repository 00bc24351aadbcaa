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
import { setMeasuredWidthsForgetter } from '../fonts/font-face-set';
import { computeControlCoordsOnDemand } from './control-coords';
import { shareDefaultControls } from './shared-controls';

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

/**
 * Drops fabric's cached glyph widths for every font stack that starts with or falls back to
 * `family` (fabric keys them by the lower-cased stack); true when there were any.
 */
function forgetFabricWidths(family: string): boolean {
  const name = family.toLowerCase();
  let found = false;
  for (const stack of [...cache.charWidthsCache.keys()])
    if (stack.split(',').some((part) => part.trim().replace(/^['"]|['"]$/g, '') === name)) {
      cache.clearFontCache(stack);
      found = true;
    }
  return found;
}

// Text is only measured once fabric is here; from then on, a face that finishes loading drops
// the widths measured with a fallback font (the font code itself loads without fabric).
setMeasuredWidthsForgetter(forgetFabricWidths);

// Per-object costs fabric pays for handles only the selected object shows.
computeControlCoordsOnDemand();
shareDefaultControls();
