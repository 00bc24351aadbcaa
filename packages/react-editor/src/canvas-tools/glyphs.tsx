import { StrokeGlyph } from '../ui/icons';
/** Toolbar glyphs of the canvas tools, drawn like ui/icons (24 px box, currentColor strokes). */
const PATHS = {
  canvas: 'M4 6h16v12H4zM8 3v3M16 3v3M8 18v3M16 18v3',
  rulers: 'M3 3h18v5H8v13H3zM7 3v2M11 3v2M15 3v2M19 3v2M3 12h2M3 16h2',
  grid: 'M4 4h16v16H4zM4 9.3h16M4 14.7h16M9.3 4v16M14.7 4v16',
} as const;

export type CanvasGlyphName = keyof typeof PATHS;

export function CanvasGlyph({ name }: { name: CanvasGlyphName }) {
  return <StrokeGlyph d={PATHS[name]} />;
}
