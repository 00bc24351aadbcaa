// Event labels staggered into rows above and below the axis so that none overlaps another: each
// label, left to right, takes the first row (above, below, further above, further below…) where
// it clears the labels already there.
import { estimateWidth } from '../svg';

export interface LabelRequest {
  text: string;
  /** Where the event stands (a span's middle). */
  x: number;
}

export interface PlacedLabel extends LabelRequest {
  /** The label's centre, kept inside the box. */
  centre: number;
  width: number;
  /** 0 the row nearest the axis above, 1 nearest below, 2 next above… */
  row: number;
  /** No row was clear: it overlaps another label. */
  crowded: boolean;
}

export const isAbove = (row: number) => row % 2 === 0;
/** How many rows out from the axis (0 the nearest) on its side. */
export const depthOf = (row: number) => Math.floor(row / 2);

/**
 * Rows for `labels` (in any order) within `left..right`, `rows` rows at most, labels `gap` apart.
 * When every row is taken the label goes where it overlaps least (the row ending soonest).
 */
export function placeLabels(
  labels: readonly LabelRequest[],
  options: { left: number; right: number; rows: number; gap: number; size: number },
): PlacedLabel[] {
  const { left, right, gap, size } = options;
  const rows = Math.max(1, options.rows);
  const ends: number[][] = Array.from({ length: rows }, () => []);
  const starts: number[][] = Array.from({ length: rows }, () => []);
  const order = labels
    .map((label, index) => ({ label, index }))
    .sort((a, b) => a.label.x - b.label.x);
  const placed: PlacedLabel[] = new Array(labels.length);
  for (const { label, index } of order) {
    const width = Math.min(estimateWidth(label.text, size), right - left);
    const centre = Math.min(right - width / 2, Math.max(left + width / 2, label.x));
    const [from, to] = [centre - width / 2, centre + width / 2];
    const clear = (row: number) =>
      starts[row]!.every((start, i) => to + gap <= start || from >= ends[row]![i]! + gap);
    let row = Array.from({ length: rows }, (_, r) => r).find(clear);
    const crowded = row === undefined;
    if (row === undefined) {
      const reach = ends.map((list) => Math.max(-Infinity, ...list));
      row = reach.indexOf(Math.min(...reach));
    }
    starts[row]!.push(from);
    ends[row]!.push(to);
    placed[index] = { ...label, centre, width, row, crowded };
  }
  return placed;
}
