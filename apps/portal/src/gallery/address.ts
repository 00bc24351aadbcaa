// What the gallery keeps in its address (?q=, ?item=, ?collection=, ?type=, ?kind=, ?journal=):
// one way to change some of it and keep the rest.

/** `current` with each of `changes` set, or removed where it is null or empty. */
export function addressWith(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
