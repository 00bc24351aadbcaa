/**
 * User Timing marks for the phases of opening a slide (visible in DevTools' Performance panel and
 * read by the benchmark). Names start with `figura:`; a page without the API simply gets none.
 */
export type OpenPhase =
  | 'slide-parsed'
  | 'view-created'
  | 'fonts-waited'
  | 'objects-built'
  | 'objects-added'
  | 'first-draw';

export function markOpenPhase(phase: OpenPhase): void {
  globalThis.performance?.mark?.(`figura:${phase}`);
}
