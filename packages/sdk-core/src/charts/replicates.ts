import { groupName } from './series';

/**
 * How many consecutive columns make one series, read from the headers: the smallest run length
 * whose runs each share one name followed by numbers ("Rep 1", "Rep 2", "Rep 3"); 1 when none.
 */
export function detectReplicates(headers: readonly string[]): number {
  const numbered = headers.map((header) => /\d+\)?\s*$/.test(header));
  for (let size = 2; size <= headers.length; size += 1) {
    if (headers.length % size !== 0) continue;
    let fits = true;
    for (let start = 0; start < headers.length && fits; start += size) {
      const run = headers.slice(start, start + size);
      const name = groupName(run[0]!);
      fits = run.every((header, index) => numbered[start + index] && groupName(header) === name);
    }
    if (fits) return size;
  }
  return 1;
}
