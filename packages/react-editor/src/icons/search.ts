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

/**
 * The US and British spellings of a query word, so "tumor" finds the sets' "tumour" and
 * "hemoglobin" their "haemoglobin" (and back): -or/-our, ae/e and oe/e (haem-, oesophagus),
 * -er/-re (centre, fibre), -ize/-ise.
 */
const SPELLINGS: readonly [RegExp, string][] = [
  [/(?<=[a-z])or$/, 'our'],
  [/(?<=[a-z])our$/, 'or'],
  [/(?<=[a-z])or(?=s$)/, 'our'],
  [/^(an|h|leuk|p|orthop)ae/, '$1e'],
  [/^oe/, 'e'],
  [/^(an|h|leuk|p|orthop)e(?=m|d)/, '$1ae'],
  [/^e(?=s|st)/, 'oe'],
  [/(?<=[a-z]{2})er$/, 're'],
  [/(?<=[a-z]{2})re$/, 'er'],
  [/iz(?=e|ation|ing)/, 'is'],
  [/is(?=e$|ation|ing)/, 'iz'],
];

export function spellings(word: string): string[] {
  const forms = new Set([word]);
  for (const [pattern, replacement] of SPELLINGS)
    if (pattern.test(word)) forms.add(word.replace(pattern, replacement));
  return [...forms];
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
  const words = queryWords(query).map(spellings);
  // The whole query as a name, each word in each of its spellings.
  const joined = words.reduce<string[]>(
    (names, forms) =>
      names.flatMap((start) => forms.map((form) => (start ? `${start}-${form}` : form))),
    [''],
  );
  const holds = (text: string, forms: readonly string[]) =>
    forms.some((form) => text.includes(form));
  const scored: ScoredIcon[] = [];
  for (const icon of icons) {
    const name = icon.name.replace(/^i-/, '');
    let tier: number;
    if (joined.includes(name)) tier = EXACT;
    else if (joined.some((start) => name.startsWith(start))) tier = PREFIX;
    else if (words.every((forms) => holds(name, forms))) tier = SUBSTRING;
    else {
      const category = icon.category?.toLowerCase() ?? '';
      if (!category || !words.every((forms) => holds(name, forms) || holds(category, forms)))
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
