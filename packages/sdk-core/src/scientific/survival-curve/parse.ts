// Reads a survival table, one subject a row: `time,event,group` (event 1 for the event, e.g.
// death; 0 when censored, i.e. followed up to that time without it). The group is optional:
// without one every subject is in a single group. Headers in any order, any case.
import { emptyProblem, numberCell, problem, readDataTable, type DataTable } from '../table';
import type { Parsed } from '../types';

export interface Subject {
  /** When the event happened, or when follow-up stopped without it. */
  time: number;
  /** Whether the event happened at `time` (false: censored). */
  event: boolean;
}

export interface SurvivalGroup {
  /** As written in the table ('' for the single group of a table without groups). */
  name: string;
  subjects: Subject[];
}

export interface SurvivalData {
  /** In order of first appearance. */
  groups: SurvivalGroup[];
  /** The time column's name as its header gives it, e.g. "time (months)"; null without one. */
  timeName: string | null;
}

/** Most subjects read: a huge paste is refused rather than slowing the editor. */
export const MAX_SUBJECTS = 5000;
/** Most groups: each needs its own colour and line in the legend and the at-risk table. */
export const MAX_GROUPS = 12;

const TIME_NAMES = [
  't',
  'futime',
  'os',
  'pfs',
  'days',
  'weeks',
  'months',
  'years',
  'duration',
  'follow-up',
  'followup',
  'survival',
];
const EVENT_NAMES = ['event', 'status', 'dead', 'death', 'died', 'fustat', 'outcome'];
const GROUP_NAMES = [
  'group',
  'arm',
  'treatment',
  'strata',
  'stratum',
  'cohort',
  'condition',
  'genotype',
];

/** A header cell naming one of `names`, or starting with `prefix` (e.g. "time (days)"). */
function findColumn(table: DataTable, names: readonly string[], prefix: string, fallback: number) {
  if (!table.header) return fallback;
  const index = table.header.findIndex((name) => names.includes(name) || name.startsWith(prefix));
  return index === -1 ? fallback : index;
}

export function parseSurvival(source: string): Parsed<SurvivalData> {
  const empty = emptyProblem(source);
  if (empty) return empty;
  const table = readDataTable(source);
  const header = table.header;
  // A "censored" column means the opposite of an event column: refuse it rather than misread it.
  if (
    header?.some((name) => name.startsWith('censor')) &&
    findColumn(table, EVENT_NAMES, 'event', -1) < 0
  )
    return problem(0, 'survival_curve.errors.censorColumn');
  const timeColumn = findColumn(table, TIME_NAMES, 'time', 0);
  const eventColumn = findColumn(table, EVENT_NAMES, 'event', timeColumn === 1 ? 0 : 1);
  const columns = header?.length ?? Math.max(...table.rows.map((row) => row.cells.length));
  const groupFallback = [0, 1, 2].find((index) => index !== timeColumn && index !== eventColumn)!;
  const groupColumn = findColumn(table, GROUP_NAMES, 'group', columns > 2 ? groupFallback : -1);
  if (table.rows.length === 0) return problem(0, 'errors.empty');
  if (table.rows.length > MAX_SUBJECTS)
    return problem(table.rows[MAX_SUBJECTS]!.line, 'survival_curve.errors.tooMany', {
      max: MAX_SUBJECTS,
    });

  const timeField = header?.[timeColumn] ?? 'time';
  const eventField = header?.[eventColumn] ?? 'event';
  const hasGroups =
    groupColumn >= 0 && table.rows.some((row) => (row.cells[groupColumn] ?? '') !== '');
  const groups = new Map<string, SurvivalGroup>();
  for (const row of table.rows) {
    if (row.cells.length < 2)
      return problem(row.line, 'errors.columns', {
        expected: hasGroups ? 3 : 2,
        found: row.cells.length,
      });
    const time = numberCell(row, timeColumn, timeField);
    if (!time.ok) return time;
    if (time.value < 0)
      return problem(row.line, 'survival_curve.errors.negative', { found: row.cells[timeColumn]! });
    const event = row.cells[eventColumn] ?? '';
    if (event === '' || (Number(event) !== 0 && Number(event) !== 1))
      return problem(row.line, 'survival_curve.errors.event', { field: eventField, found: event });
    const name = hasGroups ? (row.cells[groupColumn] ?? '') : '';
    if (hasGroups && name === '') return problem(row.line, 'survival_curve.errors.group');
    let group = groups.get(name);
    if (!group) {
      if (groups.size === MAX_GROUPS)
        return problem(row.line, 'survival_curve.errors.tooManyGroups', { max: MAX_GROUPS });
      group = { name, subjects: [] };
      groups.set(name, group);
    }
    group.subjects.push({ time: time.value, event: Number(event) === 1 });
  }
  return { ok: true, value: { groups: [...groups.values()], timeName: header ? timeField : null } };
}
