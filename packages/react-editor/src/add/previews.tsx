import { dynamicShapePathData, shapePathData } from '@figura/sdk-core/render';
import type { DynamicShapeKind, ShapeKind } from '@figura/sdk-core/schema';

const frame = (d: string, fill = 'currentColor') => (
  <svg viewBox="-2 -2 36 36" width="32" height="32" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill={fill}
      fillOpacity={fill === 'none' ? undefined : 0.35}
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);

/** A small drawing of a library shape, drawn by the same geometry as the canvas. */
export function ShapePreview({ kind }: { kind: ShapeKind }) {
  return frame(shapePathData(kind, 32, 32));
}

export function DynamicShapePreview({ kind }: { kind: DynamicShapeKind }) {
  const wide = kind === 'rounded_rect' || kind === 'block_arrow';
  return frame(dynamicShapePathData({ kind, params: {}, width: 32, height: wide ? 20 : 32 }));
}

/** A path preset scaled from its 100 x 100 box. */
export function PathPreview({ d }: { d: string }) {
  return (
    <svg viewBox="-4 -4 108 108" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" fillOpacity={0.35} stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}

const GLYPHS: Readonly<Record<string, string>> = {
  polygon: 'M 16 2 L 30 12 L 25 30 L 7 30 L 2 12 Z',
  polyline: 'M 2 28 L 11 6 L 21 26 L 30 4',
  elbow: 'M 2 6 L 16 6 L 16 26 L 30 26',
  image: 'M 2 4 H 30 V 28 H 2 Z M 4 24 L 12 14 L 18 20 L 22 16 L 28 24 Z',
  molecule: 'M 16 3 L 28 10 L 28 23 L 16 30 L 4 23 L 4 10 Z',
  chart: 'M 4 28 V 14 H 10 V 28 M 13 28 V 6 H 19 V 28 M 22 28 V 18 H 28 V 28',
  illustration: 'M 16 4 C 26 4 30 10 30 16 C 30 24 24 28 16 28 C 8 28 2 24 2 16 C 2 8 8 4 16 4 Z',
  part: 'M 16 8 A 8 8 0 1 0 16.01 8 Z',
  generation:
    'M 4 4 H 28 V 28 H 4 Z M 16 8 L 18 14 L 24 16 L 18 18 L 16 24 L 14 18 L 8 16 L 14 14 Z',
};

export function GlyphPreview({ name }: { name: keyof typeof GLYPHS }) {
  const open = name === 'polyline' || name === 'elbow';
  return frame(GLYPHS[name]!, open ? 'none' : 'currentColor');
}
