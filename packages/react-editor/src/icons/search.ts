/** What search knows about an icon: its name and, when the set gives one, its category. */
export interface SearchableIcon {
  name: string;
  category?: string;
  /** Kept by the set only for old documents: listed after the icons it replaced. */
  hidden?: boolean;
  /** Another form of an icon listed before it (Medical Icons' boxed signs, after their glyphs). */
  variant?: boolean;
}

/**
 * What is a letter, digit or sign rather than a picture of something (behind the picker's
 * "Symbols" filter): Health Icons' Typography (0-9, a-z, currencies) and, of its mixed Symbols
 * category (which also holds virus, heart, pharmacy), the interface and connectivity signs and
 * the logos.
 */
const GLYPH_CATEGORY = 'typography';
const SIGN_CATEGORY = 'symbols';
const SIGN_NAMES =
  /^(\d+g|network-\d+g|ui-.*|i-.*|.*-logo|alert.*|cancel|info|no|yes|question.*|stop|tally|positive|negative|default|entry|database|qr-code|globe|magic-wand|peace|polygon|video|.*-bars|.*-level)(-(outline|negative|24px))*$/;

/** Whether an icon is a symbol (behind the filter). */
export function isSymbol(icon: SearchableIcon): boolean {
  const category = icon.category?.toLowerCase();
  return category === GLYPH_CATEGORY || (category === SIGN_CATEGORY && SIGN_NAMES.test(icon.name));
}

const EXACT = 0;
const PREFIX = 10;
const SUBSTRING = 20;
const CATEGORY = 30;

/** Another form of an icon: -outline/-negative/-24px, or what its set says is one. */
const isVariant = (icon: SearchableIcon) =>
  icon.variant === true || /-(outline|negative)(-|$)|-24px$/.test(icon.name);

/** Filled icons come before their variants, and live icons before hidden ones. */
function variantPenalty(icon: SearchableIcon): number {
  const variant = isVariant(icon) ? 1 : 0;
  return variant + (icon.hidden ? 2 : 0);
}

function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
}

/** A matching icon and how well it matches: lower is better. */
export interface ScoredIcon {
  name: string;
  score: number;
}

/**
 * Every icon matching the query with its score: the exact name, then names starting with the
 * query, then names containing every word of it, then icons whose category supplies the missing
 * words ("vehicles", "blood"). Unsorted. Medical Icons' "i-" (their glyphs) is not a word.
 */
export function scoreIcons(icons: readonly SearchableIcon[], query: string): ScoredIcon[] {
  const words = queryWords(query);
  const joined = words.join('-');
  const scored: ScoredIcon[] = [];
  for (const icon of icons) {
    const name = icon.name.replace(/^i-/, '');
    let tier: number;
    if (name === joined) tier = EXACT;
    else if (name.startsWith(joined)) tier = PREFIX;
    else if (words.every((word) => name.includes(word))) tier = SUBSTRING;
    else {
      const category = icon.category?.toLowerCase() ?? '';
      if (!category || !words.every((word) => name.includes(word) || category.includes(word)))
        continue;
      tier = CATEGORY;
    }
    scored.push({ name: icon.name, score: tier + variantPenalty(icon) });
  }
  return scored;
}

/** Best first: by score, then shorter names, then by name. */
export const byScore = (a: ScoredIcon, b: ScoredIcon) =>
  a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name);

/**
 * Every icon matching the query, best first (see scoreIcons). An empty query lists the icons
 * that are not hidden in alphabetical order, a set's own variants last (neighbours share a
 * lazily loaded bucket, so the first page is cheap to show).
 */
export function searchIcons(icons: readonly SearchableIcon[], query: string): string[] {
  if (queryWords(query).length === 0) {
    return icons
      .filter((icon) => !icon.hidden)
      .sort(
        (a, b) =>
          Number(a.variant === true) - Number(b.variant === true) ||
          (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
      )
      .map((icon) => icon.name);
  }
  return scoreIcons(icons, query)
    .sort(byScore)
    .map((entry) => entry.name);
}
