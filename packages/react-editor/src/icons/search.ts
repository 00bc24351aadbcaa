/** What search knows about an icon: its name and, when the set gives one, its category. */
export interface SearchableIcon {
  name: string;
  category?: string;
  /** Kept by the set only for old documents: listed after the icons it replaced. */
  hidden?: boolean;
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

/** Filled icons come before their -outline/-negative/-24px variants, and live icons before hidden ones. */
function variantPenalty(icon: SearchableIcon): number {
  const variant = /-(outline|negative)(-|$)|-24px$/.test(icon.name) ? 1 : 0;
  return variant + (icon.hidden ? 2 : 0);
}

function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
}

/**
 * Every icon matching the query, best first: the exact name, then names starting with the query,
 * then names containing every word of it, then icons whose category supplies the missing words
 * ("vehicles", "blood"). An empty query lists the icons that are not hidden in alphabetical order
 * (neighbours share a lazily loaded bucket, so the first page is cheap to show).
 */
export function searchIcons(icons: readonly SearchableIcon[], query: string): string[] {
  const words = queryWords(query);
  if (words.length === 0) {
    return icons
      .filter((icon) => !icon.hidden)
      .map((icon) => icon.name)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
  const joined = words.join('-');
  const scored: { name: string; score: number }[] = [];
  for (const icon of icons) {
    const { name } = icon;
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
    scored.push({ name, score: tier + variantPenalty(icon) });
  }
  scored.sort(
    (a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name),
  );
  return scored.map((entry) => entry.name);
}
