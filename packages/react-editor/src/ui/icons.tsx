/** Small inline toolbar glyphs (decorative: buttons carry their names in aria-label). */
const paths = {
  select: 'M5 3l13 7-6 1.5L9.5 18z',
  rect: 'M4 6h16v12H4z',
  ellipse: 'M12 6c4.4 0 8 2.7 8 6s-3.6 6-8 6-8-2.7-8-6 3.6-6 8-6z',
  line: 'M5 19L19 5',
  arrow: 'M5 19L18 6M11 6h7v7',
  text: 'M5 6h14M12 6v13M9 19h6',
  shapes: 'M4 20l4-8 4 8zM15 4a4 4 0 110 8 4 4 0 010-8zM13 14h7v6h-7z',
  illustrations:
    'M12 3c5 0 9 4 9 9s-4 9-9 9-9-4-9-9 4-9 9-9zM11 9a2 2 0 104 0 2 2 0 00-4 0zM7 15c2-1 3-1 5 0s3 1 5 0',
  icon: 'M12 4l2.4 5 5.6.8-4 3.9.9 5.6-4.9-2.6-4.9 2.6.9-5.6-4-3.9 5.6-.8z',
  delete: 'M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12',
  undo: 'M9 14L4 9l5-5M4 9h10a5 5 0 010 10h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a5 5 0 000 10h3',
  zoomIn: 'M11 5a6 6 0 100 12 6 6 0 000-12zM20 20l-4.5-4.5M8 11h6M11 8v6',
  zoomOut: 'M11 5a6 6 0 100 12 6 6 0 000-12zM20 20l-4.5-4.5M8 11h6',
  fit: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  zoomSelection: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5M9 9h6v6H9z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  comment: 'M4 5h16v11H10l-6 4z',
  share: 'M12 15V4M7 9l5-5 5 5M5 13v7h14v-7',
  preflight: 'M4 7l2 2 4-4M4 16l2 2 4-4M13 7h7M13 16h7',
  molecule: 'M12 3l7 4v8l-7 4-7-4V7zM12 3v5M19 15l-4-2M5 15l4-2M9 8.5h6v5H9z',
  chart: 'M4 20h16M6 20v-7h3v7M11 20V6h3v14M16 20v-10h3v10',
  scientific:
    'M8 3c0 4.5 8 4.5 8 9s-8 4.5-8 9M16 3c0 4.5-8 4.5-8 9s8 4.5 8 9M9.5 5.5h5M9.5 18.5h5M10 12h4',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9a1.5 1.5 0 100-.01',
} as const;

export type GlyphName = keyof typeof paths;

/** A 24 px toolbar glyph: one path stroked in currentColor (every toolbar glyph is drawn so). */
export function StrokeGlyph({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function Glyph({ name }: { name: GlyphName }) {
  return <StrokeGlyph d={paths[name]} />;
}
