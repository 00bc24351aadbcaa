// Reads an experiment's timeline, one event a row: `time,label,kind[,end]`. The kind is one of
// treatment, sampling, imaging or other (a few common words are understood, anything else is
// "other"); an end makes the event a span, e.g. a course of treatment. Times may be negative
// (before day 0, e.g. acclimatisation).
import { emptyProblem, numberCell, problem, readDataTable, type DataTable } from '../table';
import type { Parsed } from '../types';

export const TIMELINE_KINDS = ['treatment', 'sampling', 'imaging', 'other'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEvent {
  time: number;
  /** Where a span ends; null for an event at one time. */
  end: number | null;
  label: string;
  kind: TimelineKind;
}

export interface TimelineData {
  /** In the table's order. */
  events: TimelineEvent[];
}

/** Most events: more could not be labelled legibly on one axis. */
export const MAX_EVENTS = 300;

/** Words read as each kind (lower case; a trailing "s" is ignored). */
const KIND_WORDS: Record<Exclude<TimelineKind, 'other'>, readonly string[]> = {
  treatment: [
    'treatment',
    'treat',
    'dose',
    'dosing',
    'drug',
    'injection',
    'therapy',
    'infusion',
    'vaccination',
    'vaccine',
  ],
  sampling: ['sampling', 'sample', 'blood', 'bleed', 'biopsy', 'collection', 'measurement'],
  imaging: ['imaging', 'image', 'scan', 'mri', 'ct', 'pet', 'bli', 'ultrasound', 'microscopy'],
};

export function kindOf(cell: string): TimelineKind {
  const word = cell.trim().toLowerCase();
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  for (const kind of ['treatment', 'sampling', 'imaging'] as const)
    if (KIND_WORDS[kind].includes(word) || KIND_WORDS[kind].includes(singular)) return kind;
  return 'other';
}

const COLUMNS = {
  time: [
    'time',
    'start',
    't',
    'day',
    'days',
    'hour',
    'hours',
    'week',
    'weeks',
    'month',
    'months',
    'timepoint',
  ],
  label: ['label', 'event', 'name', 'description', 'what', 'step'],
  kind: ['kind', 'type', 'category'],
  end: ['end', 'stop', 'until', 'to', 'finish'],
} as const;

function findColumn(table: DataTable, names: readonly string[], fallback: number): number {
  if (!table.header) return fallback;
  const index = table.header.findIndex((name) => names.includes(name));
  return index === -1 ? fallback : index;
}

export function parseTimeline(source: string): Parsed<TimelineData> {
  const empty = emptyProblem(source);
  if (empty) return empty;
  const table = readDataTable(source);
  const time = findColumn(table, COLUMNS.time, 0);
  const label = findColumn(table, COLUMNS.label, 1);
  const kind = findColumn(table, COLUMNS.kind, table.header ? -1 : 2);
  const end = findColumn(table, COLUMNS.end, table.header ? -1 : 3);
  if (table.rows.length === 0) return problem(0, 'errors.empty');
  if (table.rows.length > MAX_EVENTS)
    return problem(table.rows[MAX_EVENTS]!.line, 'timeline.errors.tooMany', { max: MAX_EVENTS });

  const events: TimelineEvent[] = [];
  for (const row of table.rows) {
    const start = numberCell(row, time, table.header?.[time] ?? 'time');
    if (!start.ok) return start;
    const endCell = end >= 0 ? (row.cells[end] ?? '') : '';
    let until: number | null = null;
    if (endCell !== '') {
      const read = numberCell(row, end, table.header?.[end] ?? 'end');
      if (!read.ok) return read;
      if (read.value < start.value)
        return problem(row.line, 'timeline.errors.end', { start: start.value, found: endCell });
      until = read.value > start.value ? read.value : null;
    }
    events.push({
      time: start.value,
      end: until,
      label: row.cells[label] ?? '',
      kind: kind >= 0 ? kindOf(row.cells[kind] ?? '') : 'other',
    });
  }
  return { ok: true, value: { events } };
}
