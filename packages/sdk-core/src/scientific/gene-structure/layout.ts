// Small layout helpers for the gene drawing: a round length for the scale bar, and labels set in
// rows above the gene so none covers another.
import { estimateWidth } from '../svg';

/** A round length (1, 2 or 5 × 10ⁿ bp) no longer than `most`, at least 1. */
export function roundLength(most: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(most, 1)));
  return [5, 2, 1].map((m) => m * power).find((candidate) => candidate <= most) ?? power;
}

/** The scale bar's text's key and value: "500 bp", "1 kb", "2.5 kb"… */
export function lengthWords(bp: number): { key: 'bp' | 'kb'; value: number } {
  return bp >= 1000 ? { key: 'kb', value: bp / 1000 } : { key: 'bp', value: bp };
}

export interface RowLabel {
  text: string;
  /** Where it would like its middle. */
  x: number;
}

/**
 * Sets each label (left to right) in the lowest of `rows` rows where it clears the labels and
 * spans in `taken` already there, its middle moved inside [left, right] if need be; labels that
 * fit nowhere are left out (returned with row -1).
 */
export function rowLabels(
  labels: readonly RowLabel[],
  size: number,
  rows: number,
  left: number,
  right: number,
  taken: readonly [number, number][] = [],
): { text: string; x: number; row: number }[] {
  const gap = size * 0.6;
  const occupied: [number, number][][] = Array.from({ length: rows }, (_, row) =>
    row === 0 ? [...taken] : [],
  );
  return [...labels]
    .sort((a, b) => a.x - b.x)
    .map((label) => {
      const width = estimateWidth(label.text, size);
      const x = Math.min(Math.max(label.x, left + width / 2), right - width / 2);
      const span: [number, number] = [x - width / 2 - gap / 2, x + width / 2 + gap / 2];
      const row = occupied.findIndex((spans) =>
        spans.every(([from, to]) => span[1] <= from || span[0] >= to),
      );
      if (row !== -1) occupied[row]!.push(span);
      return { text: label.text, x, row };
    });
}
