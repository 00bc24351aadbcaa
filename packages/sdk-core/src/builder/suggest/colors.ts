// Colour pairs ranked for the chosen illustrations: a primary that stands apart from the
// drawings' colours (arrows and bands must not melt into them), a secondary the drawings stand
// out on (cards are secondary), and text that stays legible on both.
import { BUILDER_COLOR_PAIRS, type BuilderColorId } from '../../schema/document/constants';
import { contrastRatio, deltaE, readColour, WHITE, type Rgb } from '../../preflight/colour';
import { svgColourParts } from '../../svg/recolor';
import { INK } from '../document-elements';

const ink = readColour(INK)!;
/** Colour differences beyond this count as fully distinct (CIEDE2000). */
const DISTINCT = 40;
/** Text contrast beyond this counts as fully legible (WCAG AAA for normal text). */
const LEGIBLE = 7;

/** The better of ink and white on `background`: the text colour the document picks. */
const textContrast = (background: Rgb) =>
  Math.max(contrastRatio(background, WHITE), contrastRatio(background, ink));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The colours a set of drawings paints with, near-white and near-black left out: outlines and
 * highlights say nothing about which pair suits them.
 */
export function illustrationColours(svgs: readonly string[]): Rgb[] {
  const colours = new Map<string, Rgb>();
  for (const svg of svgs) {
    for (const hex of svgColourParts(svg)) {
      const colour = readColour(hex);
      if (!colour) continue;
      const light = contrastRatio(colour, WHITE);
      if (light < 1.15 || light > 17) continue;
      colours.set(hex, colour);
    }
  }
  return [...colours.values()];
}

/** A pair's fit with `colours` (0..1, higher is better). */
export function pairScore(
  primaryHex: string,
  secondaryHex: string,
  colours: readonly Rgb[],
): number {
  const primary = readColour(primaryHex)!;
  const secondary = readColour(secondaryHex)!;
  const apart = (background: Rgb) =>
    Math.min(median(colours.map((colour) => deltaE(background, colour))), DISTINCT) / DISTINCT;
  const legible = Math.min(textContrast(primary), textContrast(secondary), LEGIBLE) / LEGIBLE;
  return 0.45 * apart(primary) + 0.25 * apart(secondary) + 0.3 * legible;
}

/** The colour pairs, best first, for drawings painting with `colours`; none without colours. */
export function rankColorPairs(colours: readonly Rgb[]): BuilderColorId[] {
  if (colours.length === 0) return [];
  return BUILDER_COLOR_PAIRS.map((pair) => ({
    id: pair.id,
    score: pairScore(pair.primary, pair.secondary, colours),
  }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((pair) => pair.id);
}
