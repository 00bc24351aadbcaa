/**
 * Where the focus goes in a grid of `count` items laid out `columns` wide when `key` is pressed on
 * item `current`; null for keys the grid leaves alone. Arrows stop at the edges (no wrapping).
 */
export function nextGridIndex(
  key: string,
  current: number,
  count: number,
  columns: number,
): number | null {
  if (count === 0) return null;
  const width = Math.max(1, columns);
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(current + 1, last);
    case 'ArrowLeft':
      return Math.max(current - 1, 0);
    case 'ArrowDown':
      return current + width <= last ? current + width : current;
    case 'ArrowUp':
      return current - width >= 0 ? current - width : current;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Columns of a CSS grid: how many of its first children share the first child's row. */
export function gridColumns(items: readonly { offsetTop: number }[]): number {
  const top = items[0]?.offsetTop;
  let columns = 0;
  while (columns < items.length && items[columns]!.offsetTop === top) columns++;
  return Math.max(1, columns);
}
