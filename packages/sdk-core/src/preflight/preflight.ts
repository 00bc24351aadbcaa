import type { SlideDocument } from '../schema/document/document';
import { checkFiles, checkSlides } from './check';
import { englishPreflightTranslator } from './english';
import type { PreflightProfile } from './profiles';
import type { PreflightOptions, PreflightResult } from './types';

/**
 * Checks slides against a journal profile: file size and shape, DPI, format, smallest text and
 * thinnest line at print size, text contrast, legibility at the sizes journals show, and colour
 * vision. Pure and synchronous: the editor runs it on every pause in editing. Messages are in
 * `options.t`'s words (`editor` namespace), Figura's English by default.
 */
export function preflight(
  documents: readonly SlideDocument[],
  profile: PreflightProfile,
  options: PreflightOptions = {},
): PreflightResult {
  return checkSlides(documents, profile, {
    ...options,
    t: options.t ?? englishPreflightTranslator(),
  });
}

/**
 * Only the file checks of preflight(): pixel size and shape, DPI and format, for files written
 * as `options` say (a download's dpi, width or scale, and format), without reading the slides'
 * content.
 */
export function preflightFiles(
  documents: readonly SlideDocument[],
  profile: PreflightProfile,
  options: PreflightOptions = {},
): PreflightResult {
  return checkFiles(documents, profile, {
    ...options,
    t: options.t ?? englishPreflightTranslator(),
  });
}
