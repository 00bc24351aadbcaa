import { StrokeGlyph } from './icons';
/** Decorative glyphs of the arrange tools (buttons carry their names in aria-label). */
const paths = {
  alignLeft: 'M4 3v18M8 7h10v4H8zM8 14h6v4H8z',
  alignCentre: 'M12 3v18M6 7h12v4H6zM8 14h8v4H8z',
  alignRight: 'M20 3v18M6 7h10v4H6zM10 14h6v4h-6z',
  alignTop: 'M3 4h18M7 8h4v10H7zM14 8h4v6h-4z',
  alignMiddle: 'M3 12h18M7 6h4v12H7zM14 8h4v8h-4z',
  alignBottom: 'M3 20h18M7 6h4v10H7zM14 10h4v6h-4z',
  distributeH: 'M4 4v16M20 4v16M10 8h4v8h-4z',
  distributeV: 'M4 4h16M4 20h16M8 10h8v4H8z',
  forward: 'M4 14h10v6H4zM10 4h10v10H10z',
  backward: 'M10 4h10v10H10zM4 14h6M4 14v6h10v-6',
  front: 'M12 20V6M7 11l5-5 5 5M4 3h16',
  back: 'M12 4v14M7 13l5 5 5-5M4 21h16',
  group: 'M3 3h4M17 3h4v4M21 17v4h-4M7 21H3v-4M7 7h6v6H7zM11 11h6v6h-6z',
  ungroup: 'M4 4h7v7H4zM13 13h7v7h-7z',
  duplicate: 'M8 8h12v12H8zM4 16V4h12',
  flipH: 'M12 3v18M9 6L3 18h6zM15 6l6 12h-6z',
  flipV: 'M3 12h18M6 9L18 3v6zM6 15l12 6v-6z',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 018 0v3',
  unlock: 'M6 11h12v9H6zM8 11V8a4 4 0 017.5-2',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10 10 0 0112 6c6 0 10 6 10 6a17 17 0 01-3 3.5M6.5 7.5A17 17 0 002 12s4 7 10 7a9.6 9.6 0 004.5-1.1',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  altText: 'M4 5h16v11H10l-5 4v-4H4zM8 9h8M8 12h5',
  keyboard: 'M3 6h18v12H3zM7 10h1M11 10h1M15 10h1M7 14h10',
} as const;

export type ArrangeGlyphName = keyof typeof paths;

export function ArrangeGlyph({ name }: { name: ArrangeGlyphName }) {
  return <StrokeGlyph d={paths[name]} />;
}
