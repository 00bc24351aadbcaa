/**
 * Preset paths, in a 100 x 100 box (a path is fitted into its element's box), named
 * `add.paths.<id>`.
 */
export const PATH_PRESETS: readonly { id: string; d: string }[] = [
  {
    id: 'wave',
    d: 'M 0 60 C 20 20 30 20 50 60 C 70 100 80 100 100 60 L 100 100 L 0 100 Z',
  },
  {
    id: 'blob',
    d: 'M 50 2 C 80 0 100 25 96 52 C 92 82 70 100 45 96 C 18 92 0 72 4 45 C 8 20 25 4 50 2 Z',
  },
  { id: 'bolt', d: 'M 60 0 L 20 55 L 45 55 L 35 100 L 80 40 L 55 40 Z' },
];
