// Small data tables the scientific objects read (bands, wells, survival times, events): comma-,
// tab- or semicolon-separated, one record per line, each row keeping its line number so a problem
// names where it is. Blank lines and lines starting with `#` are skipped.
import { detectDelimiter, type Delimiter } from '../charts/table';
import type { DataProblem, Parsed } from './types';

export interface TableRow {
  /** 1-based line number in the source. */
  line: number;
  /** Cells, trimmed, surrounding quotes removed. */
  cells: string[];
}

export interface DataTable {
  delimiter: Delimiter;
  /** The first row's cells, lower-cased, when it names the columns (no cell of it is a number). */
  header: string[] | null;
  /** Every record after the header. */
  rows: TableRow[];
  /** The line of the first record (the header, when there is one); 0 when there is none. */
  headerLine: number;
}

const unquote = (cell: string) => {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
};

const isNumber = (cell: string) => cell !== '' && Number.isFinite(Number(cell));

/**
 * Reads `source` as a table. The first record is taken as a header when none of its cells is a
 * number; `header` then holds its names lower-cased, for `columnOf`.
 */
export function readDataTable(source: string): DataTable {
  const lines = source.split(/\r\n|\r|\n/);
  const isRecord = (text: string) => {
    const trimmed = text.trim();
    return trimmed !== '' && !trimmed.startsWith('#');
  };
  // Told from the first record, not a comment above it (which may hold any punctuation).
  const delimiter = detectDelimiter(lines.find(isRecord) ?? '');
  const records: TableRow[] = [];
  lines.forEach((text, index) => {
    if (isRecord(text))
      records.push({ line: index + 1, cells: text.split(delimiter).map(unquote) });
  });
  const first = records[0];
  const hasHeader = first !== undefined && !first.cells.some(isNumber);
  return {
    delimiter,
    header: hasHeader ? first.cells.map((cell) => cell.toLowerCase()) : null,
    rows: hasHeader ? records.slice(1) : records,
    headerLine: first?.line ?? 0,
  };
}

/**
 * The index of the column named by any of `names` (lower-case) in `table`'s header, else
 * `fallback` (where it stands in a table without a header).
 */
export function columnOf(table: DataTable, names: readonly string[], fallback: number): number {
  if (!table.header) return fallback;
  const index = table.header.findIndex((name) => names.includes(name));
  return index === -1 ? fallback : index;
}

export const problem = (
  line: number,
  key: string,
  values?: DataProblem['values'],
): { ok: false; problem: DataProblem } => ({
  ok: false,
  problem: values ? { line, key, values } : { line, key },
});

/**
 * Cell `index` of `row` as a number: a missing or non-numeric cell is a problem naming `field`
 * (already translated or a plain column name) and what was found.
 */
export function numberCell(row: TableRow, index: number, field: string): Parsed<number> {
  const cell = row.cells[index] ?? '';
  const value = Number(cell);
  if (cell === '' || !Number.isFinite(value))
    return problem(row.line, 'errors.number', { field, found: cell });
  return { ok: true, value };
}

/** A problem when `source` holds nothing but blanks and comments. */
export function emptyProblem(source: string): { ok: false; problem: DataProblem } | null {
  const anything = source.split(/\r\n|\r|\n/).some((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith('#');
  });
  return anything ? null : problem(0, 'errors.empty');
}
