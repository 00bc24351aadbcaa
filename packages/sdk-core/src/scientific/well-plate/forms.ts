// The two ways a plate's data is written: a list of wells (`A1,0.53`, header optional) or a
// plate-reader grid (one line per row, optionally headed "1,2,…,12" and led by row letters).
// Both read to the same entries; given a plate, they also check every well is on it.
import type { DataProblem, Parsed } from '../types';
import { problem } from '../table';
import { readWellName, rowIndex, rowLetter, wellName, type WellCount } from './layout';
import {
  readCell,
  withoutTrailingBlanks,
  type CellValue,
  type PlateDelimiter,
  type PlateRecord,
} from './records';

/** One well with something in it, as read. */
export interface PlateEntry {
  line: number;
  /** 0-based. */
  row: number;
  column: number;
  /** Canonical name, A1 style. */
  name: string;
  content: Exclude<CellValue, { kind: 'empty' }>;
  /** The cell as written (a number keeps its digits when a grid is rewritten as a list). */
  text: string;
}

export interface PlateSpec {
  wells: WellCount;
  rows: number;
  columns: number;
}

/** Column names that hold the well, and the value, in a list's header (lower case). */
const WELL_HEADERS = [
  'well',
  'wells',
  'position',
  'well position',
  'well id',
  'wellid',
  'well name',
];
const VALUE_HEADERS = [
  'value',
  'values',
  'absorbance',
  'od',
  'signal',
  'reading',
  'result',
  'mark',
  'label',
  'group',
  'content',
  'contents',
  'condition',
  'treatment',
];

/** A header cell as compared: lower case, units in brackets dropped ("OD (450 nm)" → "od"). */
const headerName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function plateForm(records: readonly PlateRecord[]): 'list' | 'grid' {
  const first = records[0]?.cells ?? [];
  if (readWellName(first[0] ?? '')) return 'list';
  return first.some((cell) => WELL_HEADERS.includes(headerName(cell))) ? 'list' : 'grid';
}

const lastRow = (plate: PlateSpec) => rowLetter(plate.rows - 1);

const outside = (line: number, well: string, plate: PlateSpec) =>
  problem(line, 'well_plate.errors.outside', {
    well,
    plate: plate.wells,
    lastRow: lastRow(plate),
    columns: plate.columns,
  });

type Entries = Parsed<PlateEntry[]>;

/** Which cells of a list hold the well and its value, and whether its first line is a header. */
export function listColumns(records: readonly PlateRecord[]) {
  const first = records[0];
  if (!first || readWellName(first.cells[0] ?? ''))
    return { wellColumn: 0, valueColumn: 1, header: false };
  const names = first.cells.map(headerName);
  const wellColumn = Math.max(
    0,
    names.findIndex((name) => WELL_HEADERS.includes(name)),
  );
  const named = names.findIndex((name, i) => i !== wellColumn && VALUE_HEADERS.includes(name));
  const valueColumn = named !== -1 ? named : wellColumn === 0 ? 1 : 0;
  return { wellColumn, valueColumn, header: true };
}

export function readList(
  records: readonly PlateRecord[],
  delimiter: PlateDelimiter,
  plate: PlateSpec | null,
): Entries {
  const { wellColumn, valueColumn, header } = listColumns(records);
  const body = header ? records.slice(1) : records;
  const seen = new Map<string, number>();
  const entries: PlateEntry[] = [];
  for (const record of body) {
    const wellText = record.cells[wellColumn] ?? '';
    if (record.cells.every((cell) => cell === '')) continue;
    const position = readWellName(wellText);
    if (!position) return problem(record.line, 'well_plate.errors.well', { found: wellText });
    const name = wellName(position.row, position.column);
    if (plate && (position.row >= plate.rows || position.column >= plate.columns))
      return outside(record.line, wellText.toUpperCase(), plate);
    const first = seen.get(name);
    if (first !== undefined)
      return problem(record.line, 'well_plate.errors.duplicate', { well: name, first });
    seen.set(name, record.line);
    const text = record.cells[valueColumn] ?? '';
    const content = readCell(text, delimiter);
    if (content.kind !== 'empty')
      entries.push({ line: record.line, ...position, name, content, text });
  }
  return { ok: true, value: entries };
}

/** A grid's "1,2,…,n" header: how many columns it names and whether a corner cell leads it. */
function gridHeader(cells: readonly string[]): { columns: number; corner: boolean } | null {
  const trimmed = withoutTrailingBlanks(cells);
  const corner = !/^\d+$/.test(trimmed[0] ?? '');
  const numbers = corner ? trimmed.slice(1) : trimmed;
  const consecutive = numbers.every((cell, i) => /^\d+$/.test(cell) && Number(cell) === i + 1);
  return consecutive && numbers.length >= (corner ? 1 : 2)
    ? { columns: numbers.length, corner }
    : null;
}

const tooManyColumns = (line: number, found: number, plate: PlateSpec): DataProblem => ({
  line,
  key: 'well_plate.errors.tooManyColumns',
  values: { found, plate: plate.wells, columns: plate.columns },
});

export function readGrid(
  records: readonly PlateRecord[],
  delimiter: PlateDelimiter,
  plate: PlateSpec | null,
): Entries {
  let body = records;
  let labelled = false;
  const header = records[0] ? gridHeader(records[0].cells) : null;
  if (header && records[0]) {
    if (plate && header.columns > plate.columns)
      return { ok: false, problem: tooManyColumns(records[0].line, header.columns, plate) };
    labelled = header.corner;
    body = records.slice(1);
  }
  if (!labelled) labelled = /^[A-Za-z]$/.test(body[0]?.cells[0] ?? '');
  const most = plate ? plate : { rows: 26, columns: 99 };
  const seenRows = new Map<number, number>();
  const entries: PlateEntry[] = [];
  let next = 0;
  for (const record of body) {
    let row = next;
    let cells = record.cells;
    if (labelled) {
      const letter = cells[0] ?? '';
      row = rowIndex(letter);
      if (row === -1) return problem(record.line, 'well_plate.errors.rowLetter', { found: letter });
      if (plate && row >= plate.rows)
        return problem(record.line, 'well_plate.errors.row', {
          row: letter.toUpperCase(),
          plate: plate.wells,
          lastRow: lastRow(plate),
        });
      cells = cells.slice(1);
    } else if (row >= most.rows) {
      return problem(record.line, 'well_plate.errors.tooManyRows', {
        found: row + 1,
        plate: plate?.wells ?? '',
        rows: most.rows,
        lastRow: rowLetter(most.rows - 1),
      });
    }
    next = row + 1;
    const first = seenRows.get(row);
    if (first !== undefined)
      return problem(record.line, 'well_plate.errors.duplicateRow', { row: rowLetter(row), first });
    seenRows.set(row, record.line);
    const values = withoutTrailingBlanks(cells);
    if (plate && values.length > plate.columns)
      return { ok: false, problem: tooManyColumns(record.line, values.length, plate) };
    values.slice(0, most.columns).forEach((text, column) => {
      const content = readCell(text, delimiter);
      if (content.kind === 'empty') return;
      entries.push({ line: record.line, row, column, name: wellName(row, column), content, text });
    });
  }
  return { ok: true, value: entries };
}
