// The standard plate layouts (ANSI/SLAS footprints) and well names: rows are letters from A, columns
// numbers from 1, so a 96-well plate runs A1 to H12.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';

export type WellCount = ScientificOptions<'well_plate'>['wells'];

const LAYOUTS: Record<WellCount, { rows: number; columns: number }> = {
  '6': { rows: 2, columns: 3 },
  '12': { rows: 3, columns: 4 },
  '24': { rows: 4, columns: 6 },
  '48': { rows: 6, columns: 8 },
  '96': { rows: 8, columns: 12 },
  '384': { rows: 16, columns: 24 },
};

/** How many rows and columns a plate of `wells` wells has (96 when `wells` is not a known count). */
export function plateLayout(wells: WellCount | string): { rows: number; columns: number } {
  const layout = (LAYOUTS as Record<string, { rows: number; columns: number }>)[wells];
  return { ...(layout ?? LAYOUTS['96']) };
}

/** Row `index`'s letter (0 → A). */
export const rowLetter = (index: number) => String.fromCharCode(65 + index);

/** A row letter's 0-based index (case-insensitive), or -1 when `letter` is not one letter. */
export const rowIndex = (letter: string) =>
  /^[A-Za-z]$/.test(letter) ? letter.toUpperCase().charCodeAt(0) - 65 : -1;

/** A well's canonical name, A1 style, from 0-based row and column. */
export const wellName = (row: number, column: number) => `${rowLetter(row)}${column + 1}`;

/**
 * A well name's 0-based row and column: "A1", "a1" and "A01" all name the first well. Null when
 * `text` is not a letter followed by a number (it may still name a well the plate lacks).
 */
export function readWellName(text: string): { row: number; column: number } | null {
  const match = /^([A-Za-z])0*(\d{1,3})$/.exec(text.trim());
  if (!match) return null;
  const column = Number(match[2]) - 1;
  return column < 0 ? null : { row: rowIndex(match[1]!), column };
}
