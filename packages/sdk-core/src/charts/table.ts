// A chart's data as a grid of cells: read from what a spreadsheet puts on the clipboard (Excel and
// Google Sheets: tab-separated; files: comma- or semicolon-separated with quotes), written back for
// copying, and turned into the chart's data table. A cell that is not a number is reported with
// its place, never read as zero; an empty cell is a missing value.
import type { ChartData } from '../schema/document/elements';
import { toStorableText } from '../schema/document/storable-text';

export type Delimiter = '\t' | ',' | ';';

/** Cells as text, row by row (rows may differ in length, as pasted). */
export type CellGrid = string[][];

/** The delimiter of pasted text: tabs win (spreadsheets), then semicolons (European CSV), commas. */
export function detectDelimiter(text: string): Delimiter {
  const firstLine = unquotedFirstLine(text);
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(';')) return ';';
  return ',';
}

function unquotedFirstLine(text: string): string {
  let inQuotes = false;
  let out = '';
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (char === '\n' || char === '\r')) break;
    else if (!inQuotes) out += char;
  }
  return out;
}

/**
 * Cells of delimited text: quoted cells may hold the delimiter, doubled quotes and line breaks;
 * CRLF and LF both end a row; a trailing line break adds no row.
 */
export function parseDelimited(
  text: string,
  delimiter: Delimiter = detectDelimiter(text),
): CellGrid {
  const rows: CellGrid = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  let index = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (index < text.length) {
    const char = text[index]!;
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else cell += char;
    } else if (char === '"' && cell === '') inQuotes = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else cell += char;
    index += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

const needsQuotes = (cell: string, delimiter: Delimiter) =>
  cell.includes(delimiter) || /["\r\n]/.test(cell) || cell !== cell.trim();

/** Delimited text of `cells` that parseDelimited reads back to the same cells. */
export function formatDelimited(cells: CellGrid, delimiter: Delimiter = '\t'): string {
  return cells
    .map((row) =>
      row
        .map((cell) => (needsQuotes(cell, delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(delimiter),
    )
    .join('\n');
}

/**
 * Why a cell is refused: not a number; a comma that may be a decimal or a thousands separator;
 * out of range; or past the header's last column in comma-separated text (a decimal comma that
 * split a number into two cells, likely).
 */
export type CellProblemReason = 'notNumber' | 'decimalComma' | 'tooLarge' | 'extraCell';

export interface CellProblem {
  /** Row and column in the grid (row 0 is the header row, column 0 the labels). */
  row: number;
  column: number;
  reason: CellProblemReason;
}

export type DecimalMark = '.' | ',';

const DOT_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const COMMA_NUMBER = /^[+-]?(\d+,?\d*|,\d+)(e[+-]?\d+)?$/i;
// "1,500": 1.5 in much of Europe, 1500 in the US and UK. Never guessed at.
const THOUSANDS = /^[+-]?[1-9]\d{0,2}(,\d{3})+$/;
const LIMIT = 1e12;

/**
 * A cell's number: null when empty, else the value or why it is not one. Spaces (and the narrow
 * no-break spaces some locales group digits with) and a leading Unicode minus are accepted.
 */
export function readCell(
  raw: string,
  decimal: DecimalMark = '.',
): number | null | CellProblemReason {
  const cell = raw
    .trim()
    .replace(/^\u2212/, '-')
    .replace(/[\u00a0\u202f ]/g, '');
  if (cell === '') return null;
  if (THOUSANDS.test(cell)) return 'decimalComma';
  if (decimal === ',' && COMMA_NUMBER.test(cell)) return checked(Number(cell.replace(',', '.')));
  if (decimal === '.' && DOT_NUMBER.test(cell)) return checked(Number(cell));
  if (decimal === '.' && /^[+-]?\d+,\d+$/.test(cell)) return 'decimalComma';
  return 'notNumber';
}

function checked(value: number): number | CellProblemReason {
  return Number.isFinite(value) && Math.abs(value) <= LIMIT ? value : 'tooLarge';
}

/**
 * The decimal mark of a table's numbers: a comma only when the cells are not comma-separated,
 * some value has a decimal comma and none has a decimal point (so "1.234" is never guessed at).
 */
export function detectDecimalMark(cells: CellGrid, delimiter: Delimiter): DecimalMark {
  if (delimiter === ',') return '.';
  const values = cells.slice(1).flatMap((row) => row.slice(1).map((cell) => cell.trim()));
  const commas = values.some((cell) => /^[+-]?\d*,\d+$/.test(cell) && !THOUSANDS.test(cell));
  const points = values.some((cell) => /^[+-]?\d*\.\d+$/.test(cell));
  return commas && !points ? ',' : '.';
}

/** A header or label as the schema stores it: trimmed, at most 200 characters, storable. */
const nameOf = (cell: string | undefined) => toStorableText((cell ?? '').trim().slice(0, 200));

export interface TableOptions {
  /** The name of a series whose header is blank, in the author's language (default "Series N"). */
  unnamedSeries?: (number: number) => string;
}

export interface TableReading {
  /** The chart data, or null while any value cell has a problem (or nothing is there). */
  data: ChartData | null;
  problems: CellProblem[];
}

/**
 * The chart data of a grid: row 0 names the series (its first cell heads the labels), column 0
 * labels the rows. Short rows have empty (missing) cells at their end; a header left blank is
 * named after its column. Blank rows are left out.
 */
export function readTable(
  cells: CellGrid,
  decimal: DecimalMark = '.',
  options: TableOptions = {},
): TableReading {
  const unnamed = options.unnamedSeries ?? ((number: number) => `Series ${number}`);
  const width = Math.max(0, ...cells.map((row) => row.length));
  const header = cells[0] ?? [];
  const columns = Math.min(50, width - 1);
  if (cells.length < 2 || columns < 1) return { data: null, problems: [] };
  const series = Array.from({ length: columns }, (_, index) => {
    const name = nameOf(header[index + 1]);
    return name || unnamed(index + 1);
  });
  const problems: CellProblem[] = [];
  const rows: ChartData['rows'] = [];
  cells.slice(1, 5001).forEach((row, rowIndex) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const values = series.map((_, column) => {
      const value = readCell(row[column + 1] ?? '', decimal);
      if (typeof value === 'string') {
        problems.push({ row: rowIndex + 1, column: column + 1, reason: value });
        return null;
      }
      return value;
    });
    rows.push({ label: nameOf(row[0]), values });
  });
  return { data: problems.length === 0 && rows.length > 0 ? { series, rows } : null, problems };
}

/**
 * Reads pasted text: delimiter and decimal mark detected, then as readTable. In comma-separated
 * text a row longer than the header is refused cell by cell: "1,5" written unquoted by a
 * European spreadsheet splits into "1" and "5", which no reader can tell from two values.
 */
export function readPastedTable(
  text: string,
  options: TableOptions = {},
): TableReading & { cells: CellGrid } {
  const delimiter = detectDelimiter(text);
  const cells = parseDelimited(text, delimiter);
  const reading = readTable(cells, detectDecimalMark(cells, delimiter), options);
  if (delimiter !== ',') return { ...reading, cells };
  const width = cells[0]?.length ?? 0;
  const extra: CellProblem[] = cells.flatMap((row, index) =>
    row
      .slice(width)
      .flatMap((cell, offset) =>
        cell.trim() ? [{ row: index, column: width + offset, reason: 'extraCell' as const }] : [],
      ),
  );
  if (extra.length === 0) return { ...reading, cells };
  return { data: null, problems: [...reading.problems, ...extra], cells };
}

/** The grid of a chart's data (empty cells for missing values), the inverse of readTable. */
export function tableOf(data: ChartData, labelsHeader = ''): CellGrid {
  return [
    [labelsHeader, ...data.series],
    ...data.rows.map((row) => [
      row.label,
      ...row.values.map((value) => (value === null ? '' : String(value))),
    ]),
  ];
}
