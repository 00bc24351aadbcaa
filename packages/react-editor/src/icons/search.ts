/**
 * Ranks icon names for a query: exact name first, then names starting with the query, then names
 * containing every word of it. Filled icons come before their -outline/-negative variants.
 */
export function searchIconNames(names: readonly string[], query: string, limit = 60): string[] {
  const words = query
    .toLowerCase()
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  const joined = words.join('-');
  const variantPenalty = (name: string) => (/-(outline|negative)(-|$)|-24px$/.test(name) ? 1 : 0);
  const scored: { name: string; score: number }[] = [];
  for (const name of names) {
    if (words.length === 0) {
      scored.push({ name, score: variantPenalty(name) });
      continue;
    }
    if (!words.every((word) => name.includes(word))) continue;
    const base = name === joined ? 0 : name.startsWith(joined) ? 10 : 20;
    scored.push({ name, score: base + variantPenalty(name) });
  }
  scored.sort(
    (a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name),
  );
  return scored.slice(0, limit).map((entry) => entry.name);
}
