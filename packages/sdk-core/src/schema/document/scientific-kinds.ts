// The scientific objects drawn from data: one list of their types and of each one's drawing
// options, read by the schema (which builds its zod from it), the drawings, and the inspector's
// form (zod-free, so menus and forms can list them without the schemas).

import type { ScientificType } from './constants';

export type { ScientificType };

/** Longest data one object keeps, in characters (a file longer than this is refused by name). */
export const MAX_SCIENTIFIC_DATA_CHARS = 200_000;

/** The sizes an object's text may take, in its drawing's units (its box's pixels). */
export const SCIENTIFIC_TEXT_SIZE_RANGE = { min: 4, max: 120 } as const;
export const DEFAULT_SCIENTIFIC_TEXT_SIZE = 12;

/** Most colours an object keeps (its palette, overriding the default one entry by entry). */
export const MAX_SCIENTIFIC_COLOURS = 24;
/** A membrane holds at most this many slots for proteins. */
export const MAX_MEMBRANE_SLOTS = 100;

/** One drawing option: a choice among words, a number in a range, a switch, or a short text. */
export type ScientificOptionSpec =
  | { readonly choices: readonly string[]; readonly default: string }
  | { readonly min: number; readonly max: number; readonly step: number; readonly default: number }
  | { readonly default: boolean }
  | { readonly maxLength: number; readonly default: string };

/**
 * Each type's drawing options with their defaults; each is labelled
 * `editor:scientific.<type>.<option>.label` (a choice's word `…<option>.<choice>`).
 */
export const SCIENTIFIC_OPTIONS = {
  nucleic_acid: {
    molecule: { choices: ['dna', 'rna', 'mrna'], default: 'dna' },
    style: { choices: ['helix', 'ladder'], default: 'helix' },
    /** Base pairs (DNA) or bases (RNA) drawn when no sequence is given. */
    length: { min: 4, max: 400, step: 1, default: 24 },
    showSequence: { default: true },
  },
  membrane: {
    shape: { choices: ['straight', 'arc', 'cell'], default: 'straight' },
    /** Lipids along the membrane's length (one leaflet). */
    lipids: { min: 6, max: 400, step: 1, default: 40 },
    /** How far an arc bends: 0 flat, 1 a half circle. */
    curvature: { min: 0, max: 1, step: 0.05, default: 0.5 },
  },
  well_plate: {
    wells: { choices: ['6', '12', '24', '48', '96', '384'], default: '96' },
    scale: { choices: ['viridis', 'blues', 'magma', 'greys'], default: 'viridis' },
    labels: { default: true },
    legend: { default: true },
  },
  gel: {
    kind: { choices: ['agarose', 'western'], default: 'agarose' },
    ladder: { default: true },
    labels: { default: true },
  },
  plasmid_map: {
    sites: { default: true },
    labels: { default: true },
  },
  gene_structure: {
    labels: { default: true },
    scaleBar: { default: true },
  },
  phylo_tree: {
    layout: { choices: ['rectangular', 'circular'], default: 'rectangular' },
    lengths: { default: true },
    clades: { default: true },
    scaleBar: { default: true },
  },
  survival_curve: {
    censors: { default: true },
    atRisk: { default: true },
    pValue: { default: true },
    timeLabel: { maxLength: 60, default: '' },
  },
  timeline: {
    unit: { choices: ['hours', 'days', 'weeks', 'months'], default: 'days' },
  },
} as const satisfies {
  [T in ScientificType]: { [K in keyof ScientificOptionsByType[T]]-?: ScientificOptionSpec };
};

/**
 * Each type's options as stored, written out (the specs above are checked against them: a
 * stored type never refers to the specs' value, which keeps the declarations flat).
 */
export interface ScientificOptionsByType {
  nucleic_acid: {
    molecule: 'dna' | 'rna' | 'mrna';
    style: 'helix' | 'ladder';
    length: number;
    showSequence: boolean;
  };
  membrane: { shape: 'straight' | 'arc' | 'cell'; lipids: number; curvature: number };
  well_plate: {
    wells: '6' | '12' | '24' | '48' | '96' | '384';
    scale: 'viridis' | 'blues' | 'magma' | 'greys';
    labels: boolean;
    legend: boolean;
  };
  gel: { kind: 'agarose' | 'western'; ladder: boolean; labels: boolean };
  plasmid_map: { sites: boolean; labels: boolean };
  gene_structure: { labels: boolean; scaleBar: boolean };
  phylo_tree: {
    layout: 'rectangular' | 'circular';
    lengths: boolean;
    clades: boolean;
    scaleBar: boolean;
  };
  survival_curve: { censors: boolean; atRisk: boolean; pValue: boolean; timeLabel: string };
  timeline: { unit: 'hours' | 'days' | 'weeks' | 'months' };
}

/** The drawing options of type `T` as stored. */
export type ScientificOptions<T extends ScientificType> = ScientificOptionsByType[T];

/** Type `type`'s options, every one at its default. */
export function defaultScientificOptions<T extends ScientificType>(type: T): ScientificOptions<T> {
  const specs = SCIENTIFIC_OPTIONS[type] as Record<string, ScientificOptionSpec>;
  return Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, spec.default]),
  ) as ScientificOptions<T>;
}
