// Reads a gel's bands: one row per band, `lane,size,intensity` (size in bp for agarose, kDa for a
// western; intensity 0 to 1, 1 when left out). A row with a lane but no size is a lane without
// bands (a water control). Lanes keep the order they first appear in.
import type { ScientificOptions } from '../../schema/document/scientific-kinds';
import { emptyProblem, problem, readDataTable } from '../table';
import type { Parsed } from '../types';

export interface GelBand {
  /** In bp (agarose) or kDa (western). */
  size: number;
  /** 0 (invisible) to 1 (strongest). */
  intensity: number;
}

export interface GelLane {
  name: string;
  /** A size ladder (named "Ladder", "Marker", "L", "M"…): the gel is calibrated on its bands. */
  ladder: boolean;
  bands: GelBand[];
}

export interface GelData {
  lanes: GelLane[];
}

/** Most bands read, and lanes drawn: far beyond a real gel, few enough to stay instant. */
export const MOST_GEL_ROWS = 2000;
export const MOST_GEL_LANES = 60;

const LANE_NAMES = ['lane', 'lanes', 'sample', 'name', 'well', 'lane name'];
const SIZE_NAMES = ['size', 'bp', 'kb', 'kda', 'kd', 'mw', 'length', 'mass', 'molecular weight'];
const INTENSITY_NAMES = ['intensity', 'strength', 'amount', 'signal', 'opacity', 'brightness'];

/** A header cell as compared: lower case, units in brackets dropped ("Size (bp)" → "size"). */
const headerName = (cell: string) =>
  cell
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/[_\s]+/g, ' ')
    .trim();

export const isLadderName = (name: string) =>
  /^(l|m|mw|ladder|marker)$/i.test(name.trim()) || /\b(ladder|marker)\b/i.test(name);

/** A size as written: a number, optionally with its unit ("500 bp", "1.5 kb", "70 kDa"). */
function readSize(cell: string): number | null {
  const match = /^([-+]?(?:\d+(?:\.\d+)?|\.\d+))\s*(bp|kb|kda|kd)?$/i.exec(cell.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return match[2]?.toLowerCase() === 'kb' ? value * 1000 : value;
}

export function parseGel(source: string, _options: ScientificOptions<'gel'>): Parsed<GelData> {
  const empty = emptyProblem(source);
  if (empty) return empty;
  const table = readDataTable(source);

  let laneColumn = 0;
  let sizeColumn = 1;
  let intensityColumn = 2;
  let sizeField = 'size';
  if (table.header) {
    const names = table.header.map(headerName);
    laneColumn = Math.max(
      0,
      names.findIndex((name) => LANE_NAMES.includes(name)),
    );
    sizeColumn = names.findIndex((name) => SIZE_NAMES.includes(name));
    intensityColumn = names.findIndex((name) => INTENSITY_NAMES.includes(name));
    if (sizeColumn === -1)
      return problem(table.headerLine, 'errors.header', { columns: 'lane, size, intensity' });
    sizeField = table.header[sizeColumn]!;
  }
  if (table.rows.length > MOST_GEL_ROWS)
    return problem(table.rows[MOST_GEL_ROWS]!.line, 'gel.errors.tooMany', {
      most: MOST_GEL_ROWS,
    });

  const lanes = new Map<string, GelLane>();
  for (const row of table.rows) {
    if (row.cells.every((cell) => cell === '')) continue;
    const name = row.cells[laneColumn] ?? '';
    if (name === '') return problem(row.line, 'gel.errors.lane');
    let lane = lanes.get(name);
    if (!lane) {
      if (lanes.size === MOST_GEL_LANES)
        return problem(row.line, 'gel.errors.tooManyLanes', { most: MOST_GEL_LANES });
      lane = { name, ladder: isLadderName(name), bands: [] };
      lanes.set(name, lane);
    }
    const sizeCell = row.cells[sizeColumn] ?? '';
    if (sizeCell === '') continue;
    const size = readSize(sizeCell);
    if (size === null)
      return problem(row.line, 'errors.number', { field: sizeField, found: sizeCell });
    if (size <= 0) return problem(row.line, 'gel.errors.size', { found: sizeCell });
    const intensityCell = intensityColumn === -1 ? '' : (row.cells[intensityColumn] ?? '');
    const intensity = intensityCell === '' ? 1 : Number(intensityCell);
    if (!Number.isFinite(intensity))
      return problem(row.line, 'errors.number', {
        field: table.header?.[intensityColumn] ?? 'intensity',
        found: intensityCell,
      });
    if (intensity < 0 || intensity > 1)
      return problem(row.line, 'gel.errors.intensity', { found: intensityCell });
    lane.bands.push({ size, intensity });
  }
  return { ok: true, value: { lanes: [...lanes.values()] } };
}
