import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FolderSource } from './folder.ts';
import type { IconSetSource } from './iconify.ts';

/** The repository's root (content/ and the generated library are found from it). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Folders of SVG files kept in the repository under content/, laid out as Bioicons is. */
export const FOLDER_SOURCES: ReadonlyArray<{ folder: string } & FolderSource> = [
  {
    folder: path.join(REPO_ROOT, 'content/bioicons'),
    name: 'bioicons',
    source: { name: 'Bioicons', url: 'https://bioicons.com/' },
  },
  {
    // The project's own drawings of staples the open sets lack (CC0): content/figura/SOURCE.md.
    folder: path.join(REPO_ROOT, 'content/figura'),
    name: 'figura',
    source: { name: 'Figura' },
  },
];

/** Scientific icons from the emoji set: animals and plants (model organisms among them), the lab, the body. */
const FLUENT_SCIENCE: Readonly<Record<string, readonly string[]>> = {
  Laboratory: [
    'alembic',
    'balance-scale',
    'clipboard',
    'dna',
    'gloves',
    'goggles',
    'lab-coat',
    'magnet',
    'magnifying-glass-tilted-left',
    'magnifying-glass-tilted-right',
    'microscope',
    'petri-dish',
    'straight-ruler',
    'test-tube',
    'triangular-ruler',
    'telescope',
    'satellite-antenna',
    'thermometer',
    'light-bulb',
    'gear',
    'safety-vest',
    'fire-extinguisher',
    'scientist',
    'technologist',
  ],
  Medicine: [
    'adhesive-bandage',
    'crutch',
    'drop-of-blood',
    'pill',
    'stethoscope',
    'syringe',
    'x-ray',
    'health-worker',
    'hospital',
    'mechanical-arm',
    'mechanical-leg',
    'ear-with-hearing-aid',
  ],
  Body: [
    'anatomical-heart',
    'bone',
    'brain',
    'ear',
    'eye',
    'eyes',
    'foot',
    'leg',
    'lungs',
    'mouth',
    'nose',
    'tongue',
    'tooth',
    'flexed-biceps',
    'footprints',
    'baby',
  ],
  Charts: ['bar-chart', 'chart-decreasing', 'chart-increasing'],
  Symbols: ['radioactive', 'biohazard', 'atom-symbol', 'warning', 'recycling-symbol'],
};
const FLUENT_LEFT_OUT = new Set([
  'dragon',
  'dragon-face',
  'unicorn',
  'phoenix-bird',
  'bouquet',
  'empty-nest',
]);
const fluentCategory = new Map(
  Object.entries(FLUENT_SCIENCE).flatMap(([category, names]) =>
    names.map((name) => [name, category]),
  ),
);

/** Openly licensed sets from the npm registry (MIT, each with a known author). */
export const ICON_SET_SOURCES: readonly IconSetSource[] = [
  // Health Icons: every 48 px drawing, filled and outline; the -24px redraws of the same icons are left out.
  { prefix: 'healthicons', skip: (name) => name.endsWith('-24px') },
  { prefix: 'medical-icon', pick: () => 'Medical departments' },
  {
    prefix: 'fluent-emoji-flat',
    pick: (name, setCategory) =>
      fluentCategory.get(name) ??
      (setCategory === 'Animals & Nature' && !FLUENT_LEFT_OUT.has(name)
        ? 'Animals & plants'
        : undefined),
  },
];
