// Reads a plate's data, list or grid (forms.ts), against the plate size chosen in its options.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { emptyProblem, problem } from '../table';
import type { Parsed } from '../types';
import { readGrid, readList, plateForm, type PlateSpec } from './forms';
import { plateLayout, type WellCount } from './layout';
import { readPlateRecords } from './records';

/** Most lines of data read: more than any plate's wells, few enough to stay instant. */
export const MOST_PLATE_LINES = 1000;

export interface PlateWell {
  /** Canonical name, A1 style. */
  name: string;
  /** 0-based. */
  row: number;
  column: number;
  /** Its number, or null when it holds a mark. */
  value: number | null;
  /** Its mark's index in `marks`, or null when it holds a number. */
  mark: number | null;
}

export interface PlateData {
  wells: WellCount;
  rows: number;
  columns: number;
  /** The wells with something in them, in the order they were written. */
  filled: PlateWell[];
  /** The marks' words, each once (first spelling kept; compared ignoring case), in order met. */
  marks: string[];
  /** The numbers' span, null when no well holds a number. */
  range: { min: number; max: number } | null;
}

export function parseWellPlate(
  source: string,
  options: ScientificOptions<'well_plate'>,
): Parsed<PlateData> {
  const empty = emptyProblem(source);
  if (empty) return empty;
  const { records, delimiter, more } = readPlateRecords(source, MOST_PLATE_LINES);
  if (more) return problem(more.line, 'well_plate.errors.tooMany', { most: MOST_PLATE_LINES });
  const plate: PlateSpec = { wells: options.wells, ...plateLayout(options.wells) };
  const read =
    plateForm(records) === 'list'
      ? readList(records, delimiter, plate)
      : readGrid(records, delimiter, plate);
  if (!read.ok) return read;

  const marks: string[] = [];
  const markIndex = new Map<string, number>();
  let range: PlateData['range'] = null;
  const filled = read.value.map((entry): PlateWell => {
    const { name, row, column, content } = entry;
    if (content.kind === 'number') {
      const value = content.value;
      range = range
        ? { min: Math.min(range.min, value), max: Math.max(range.max, value) }
        : { min: value, max: value };
      return { name, row, column, value, mark: null };
    }
    const key = content.mark.toLowerCase();
    let index = markIndex.get(key);
    if (index === undefined) {
      index = marks.push(content.mark) - 1;
      markIndex.set(key, index);
    }
    return { name, row, column, value: null, mark: index };
  });
  return {
    ok: true,
    value: { wells: plate.wells, rows: plate.rows, columns: plate.columns, filled, marks, range },
  };
}
