import type { DynamicShapeKind, ShapeKind } from '@figura/sdk-core/schema';

/** What the "Shapes" panel offers; labels are the buttons' accessible names. */
export const BASIC_SHAPES: readonly { kind: ShapeKind; label: string }[] = [
  { kind: 'triangle', label: 'Triangle' },
  { kind: 'right_triangle', label: 'Right triangle' },
  { kind: 'diamond', label: 'Diamond' },
  { kind: 'pentagon', label: 'Pentagon' },
  { kind: 'hexagon', label: 'Hexagon' },
  { kind: 'octagon', label: 'Octagon' },
  { kind: 'star', label: 'Five-pointed star' },
  { kind: 'heart', label: 'Heart' },
  { kind: 'cloud', label: 'Cloud' },
  { kind: 'cross', label: 'Cross' },
  { kind: 'speech_bubble', label: 'Speech bubble' },
  { kind: 'parallelogram', label: 'Parallelogram' },
  { kind: 'trapezoid', label: 'Trapezoid' },
  { kind: 'cylinder', label: 'Cylinder' },
  { kind: 'chevron', label: 'Chevron' },
  { kind: 'arrow_right', label: 'Right arrow' },
];

/** Shapes whose parameters stay adjustable after they are added. */
export const DYNAMIC_SHAPES: readonly { kind: DynamicShapeKind; label: string }[] = [
  { kind: 'rounded_rect', label: 'Rounded rectangle' },
  { kind: 'star', label: 'Star' },
  { kind: 'block_arrow', label: 'Block arrow' },
  { kind: 'polygon', label: 'Regular polygon' },
];

/** Preset paths, in a 100 x 100 box (a path is fitted into its element's box). */
export const PATH_PRESETS: readonly { id: string; label: string; d: string }[] = [
  {
    id: 'wave',
    label: 'Wave',
    d: 'M 0 60 C 20 20 30 20 50 60 C 70 100 80 100 100 60 L 100 100 L 0 100 Z',
  },
  {
    id: 'blob',
    label: 'Blob',
    d: 'M 50 2 C 80 0 100 25 96 52 C 92 82 70 100 45 96 C 18 92 0 72 4 45 C 8 20 25 4 50 2 Z',
  },
  { id: 'bolt', label: 'Lightning bolt', d: 'M 60 0 L 20 55 L 45 55 L 35 100 L 80 40 L 55 40 Z' },
];

/** Caffeine: the molecule dialog's starting SMILES. */
export const DEFAULT_SMILES = 'CN1C=NC2=C1C(=O)N(C(=O)N2C)C';
