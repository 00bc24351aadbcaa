// "Mark wells by clicking": sets or clears one well's mark in the data as written, so the text
// stays the source of truth. A grid is rewritten as a list first (a grid has no room for a word
// beside a number, and a list keeps every other well as it was).
import { plateForm, listColumns, readGrid } from './forms';
import { readWellName, wellName } from './layout';
import {
  readCell,
  readPlateRecords,
  sourceLines,
  type PlateDelimiter,
  type PlateRecord,
} from './records';

const ALL_LINES = Number.MAX_SAFE_INTEGER;

const joinCells = (cells: readonly string[], delimiter: PlateDelimiter) => cells.join(delimiter);

/** A grid's data as `well,value` lines, its comments kept above them. */
function gridAsList(source: string, records: readonly PlateRecord[], delimiter: PlateDelimiter) {
  const read = readGrid(records, delimiter, null);
  if (!read.ok) return null;
  const listDelimiter = delimiter === ' ' ? ',' : delimiter;
  const comments = sourceLines(source).filter((line) => line.trim().startsWith('#'));
  const rows = read.value.map((entry) => joinCells([entry.name, entry.text], listDelimiter));
  return [...comments, joinCells(['well', 'value'], listDelimiter), ...rows].join('\n') + '\n';
}

/**
 * `source` with `well`'s mark set to `mark`, or removed when the well holds that mark already
 * (a number or another word in the well is replaced). Returns `source` unchanged when `well` is
 * not a well name or a grid cannot be read.
 */
export function toggleWellMark(source: string, well: string, mark = 'x'): string {
  const position = readWellName(well);
  if (!position) return source;
  const name = wellName(position.row, position.column);
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  let text = source;
  let { records, delimiter } = readPlateRecords(text, ALL_LINES);
  if (records.length > 0 && plateForm(records) === 'grid') {
    const list = gridAsList(source, records, delimiter);
    if (list === null) return source;
    text = newline === '\n' ? list : list.replace(/\n/g, newline);
    ({ records, delimiter } = readPlateRecords(text, ALL_LINES));
  }
  if (delimiter === ' ' && records.length === 0) delimiter = ',';
  // The delimiter inside a mark would split it into two cells.
  const word = mark.split(delimiter).join(' ').trim() || 'x';
  const { wellColumn, valueColumn } = listColumns(records);
  const lines = sourceLines(text);
  const target = records.find((record) => {
    const at = readWellName(record.cells[wellColumn] ?? '');
    return at !== null && wellName(at.row, at.column) === name;
  });

  if (target) {
    const content = readCell(target.cells[valueColumn] ?? '', delimiter);
    const index = target.line - 1;
    if (content.kind === 'mark' && content.mark.toLowerCase() === word.toLowerCase()) {
      lines.splice(index, 1);
    } else {
      const cells = [...target.cells];
      while (cells.length <= valueColumn) cells.push('');
      cells[valueColumn] = word;
      lines[index] = joinCells(cells, delimiter);
    }
    return lines.join(newline);
  }

  const cells: string[] = Array.from({ length: Math.max(wellColumn, valueColumn) + 1 }, () => '');
  cells[wellColumn] = name;
  cells[valueColumn] = word;
  const row = joinCells(cells, delimiter);
  const header = records.length === 0 ? [joinCells(['well', 'value'], delimiter)] : [];
  // Added after the last line that holds anything, before the trailing line ending.
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end -= 1;
  lines.splice(end, 0, ...header, row);
  return lines.join(newline);
}
