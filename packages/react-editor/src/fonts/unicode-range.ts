/** Inclusive code point intervals, parsed from a CSS unicode-range ("U+0000-00FF,U+0131"). */
export type CodePointRanges = ReadonlyArray<readonly [number, number]>;

export function parseUnicodeRange(range: string): CodePointRanges {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?'))
        return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'F'), 16)];
      const [start, end = start] = part.split('-');
      return [parseInt(start!, 16), parseInt(end!, 16)] as const;
    })
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end)) as CodePointRanges;
}

/** Whether any of the code points falls in the ranges. */
export function coversAnyCodePoint(ranges: CodePointRanges, codes: Iterable<number>): boolean {
  for (const code of codes)
    if (ranges.some(([start, end]) => code >= start && code <= end)) return true;
  return false;
}
