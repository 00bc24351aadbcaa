// A plate's lines as cells. Not the shared table reader: a plate-reader grid has no header of
// names (its first line may be "1,2,…,12"), its words keep their case, and many readers export
// whitespace-aligned columns; the delimiter is judged on the first line that holds data, not on a
// comment above it.

export interface PlateRecord {
  /** 1-based line number in the source. */
  line: number;
  cells: string[];
}

export type PlateDelimiter = '\t' | ';' | ',' | ' ';

/** Words plate readers write where a well has no reading; they leave the well empty. */
const NO_READING = new Set(['', '-', 'na', 'n/a', 'nan', 'none']);

const unquote = (cell: string) => {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
};

export const isDataLine = (text: string) => {
  const trimmed = text.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
};

export function detectPlateDelimiter(lines: readonly string[]): PlateDelimiter {
  const first = lines.find(isDataLine) ?? '';
  if (first.includes('\t')) return '\t';
  if (first.includes(';')) return ';';
  if (first.includes(',')) return ',';
  return ' ';
}

export function splitCells(text: string, delimiter: PlateDelimiter): string[] {
  const cells = delimiter === ' ' ? text.trim().split(/\s+/) : text.split(delimiter);
  return cells.map(unquote);
}

/** The source's lines (any line ending). */
export const sourceLines = (source: string) => source.split(/\r\n|\r|\n/);

/** Every line that holds data, split into cells; stops after `most` records (then `more` is true). */
export function readPlateRecords(
  source: string,
  most: number,
): { records: PlateRecord[]; delimiter: PlateDelimiter; more: PlateRecord | null } {
  const lines = sourceLines(source);
  const delimiter = detectPlateDelimiter(lines);
  const records: PlateRecord[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index]!;
    if (!isDataLine(text)) continue;
    const record = { line: index + 1, cells: splitCells(text, delimiter) };
    if (records.length === most) return { records, delimiter, more: record };
    records.push(record);
  }
  return { records, delimiter, more: null };
}

/** Cells without the empty ones at the end (spreadsheets pad rows with delimiters). */
export function withoutTrailingBlanks(cells: readonly string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
}

export type CellValue =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'mark'; mark: string };

/**
 * A cell as a well's content: a number (a decimal comma is read where the delimiter is not a
 * comma, as European exports write them), a word (a mark), or nothing.
 */
export function readCell(cell: string, delimiter: PlateDelimiter): CellValue {
  const text = cell.trim();
  if (NO_READING.has(text.toLowerCase())) return { kind: 'empty' };
  const decimal = delimiter !== ',' && /^[-+]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  const value = Number(decimal);
  if (Number.isFinite(value)) return { kind: 'number', value };
  return { kind: 'mark', mark: text };
}
