// Reads a membrane's slots: where proteins sit along it, `position,label[,width]` per line
// (position in % of the membrane's length, width in lipids). No slots is fine: a bare bilayer.
import { columnOf, numberCell, problem, readDataTable } from '../table';
import type { Parsed } from '../types';
import { MAX_MEMBRANE_SLOTS } from '../../schema/document/scientific-kinds';

export interface MembraneSlot {
  /** Where along the membrane, 0–100 (% of its length; a cell's from the top, clockwise). */
  position: number;
  /** The protein's name ('' for an unnamed slot). */
  label: string;
  /** The gap it leaves in the bilayer, in lipids. */
  width: number;
}

export interface MembraneData {
  slots: MembraneSlot[];
}

export const DEFAULT_SLOT_WIDTH = 4;
export const MAX_SLOT_WIDTH = 60;
export const MAX_SLOTS = MAX_MEMBRANE_SLOTS;
const MAX_LABEL_CHARS = 60;

const POSITION_NAMES = ['position', 'pos', 'percent', '%', 'at'];
const LABEL_NAMES = ['label', 'name', 'protein', 'slot'];
const WIDTH_NAMES = ['width', 'lipids', 'size'];

export function parseMembrane(source: string): Parsed<MembraneData> {
  const table = readDataTable(source);
  if (!table.header && table.rows.length === 0) return { ok: true, value: { slots: [] } };
  const positionColumn = columnOf(table, POSITION_NAMES, 0);
  if (table.header && !POSITION_NAMES.includes(table.header[positionColumn] ?? ''))
    return problem(table.headerLine, 'errors.header', { columns: 'position, label, width' });
  const labelColumn = columnOf(table, LABEL_NAMES, 1);
  const widthColumn = columnOf(table, WIDTH_NAMES, 2);

  const slots: MembraneSlot[] = [];
  for (const row of table.rows) {
    if (slots.length === MAX_SLOTS)
      return problem(row.line, 'membrane.errors.tooMany', { most: MAX_SLOTS });
    const position = numberCell(row, positionColumn, 'position');
    if (!position.ok) return position;
    if (position.value < 0 || position.value > 100)
      return problem(row.line, 'membrane.errors.position', {
        found: row.cells[positionColumn] ?? '',
      });
    const widthCell = row.cells[widthColumn] ?? '';
    const width = widthCell === '' ? DEFAULT_SLOT_WIDTH : Number(widthCell);
    if (!Number.isInteger(width) || width < 1 || width > MAX_SLOT_WIDTH)
      return problem(row.line, 'membrane.errors.width', { found: widthCell, most: MAX_SLOT_WIDTH });
    const label = (row.cells[labelColumn] ?? '').slice(0, MAX_LABEL_CHARS);
    slots.push({ position: position.value, label, width });
  }
  return { ok: true, value: { slots } };
}
