// Arrows and mathematical operators (→ ⇌ ≤ ≥ ≈ ∞ ∑ ∫) are in none of the bundled families' subsets.
// Noto Sans Math joins every bundled family for those characters only (its unicode-range leaves
// letters, digits and Greek to the family), so the editor and the export draw the same glyphs
// rather than whatever each system falls back to. The API registers the same file for exports
// (apps/api/src/services/fonts.ts). The file is large (~260 KiB) and fetched only when a text on
// the slide has such a character.
import notoSansMath from '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2';
import type { EditorFontFace } from './font-face';

/** Arrows, mathematical operators and supplemental arrows, minus the families' own ↑ ↓ − ∕. */
export const SYMBOL_RANGE =
  'U+2190,U+2192,U+2194-21FF,U+2200-2211,U+2213-2214,U+2216-22FF,U+27F0-27FF,U+2900-297F';

const FAMILIES = [
  'Inter',
  'Noto Sans',
  'Open Sans',
  'Noto Serif',
  'Source Serif 4',
  'JetBrains Mono',
] as const;

const url = new URL(notoSansMath, import.meta.url).href;

/** One face per family, weight and style the families have, all the same file. */
export const SYMBOL_FACES: readonly EditorFontFace[] = FAMILIES.flatMap((family) =>
  [400, 700].flatMap((weight) =>
    (['normal', 'italic'] as const).map((style) => ({
      family,
      weight,
      style,
      unicodeRange: SYMBOL_RANGE,
      url,
    })),
  ),
);
