/** What search knows about an icon: its name and, when the set gives one, its category. */
export interface SearchableIcon {
  name: string;
  category?: string;
  /** Kept by the set only for old documents: listed after the icons it replaced. */
  hidden?: boolean;
}

/**
 * Health Icons' categories that hold no scientific content (digits, letters, connectivity and
 * interface signs), lower case: behind the picker's "Symbols" filter.
 */
export const SYMBOL_CATEGORIES: ReadonlySet<string> = new Set(['symbols', 'typography']);

/** Whether an icon is a symbol (behind the filter). */
export const isSymbol = (icon: SearchableIcon): boolean =>
  icon.category !== undefined && SYMBOL_CATEGORIES.has(icon.category.toLowerCase());

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
