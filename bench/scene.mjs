// The benchmark scenes: a grid of items, each a 100x50 rectangle with a text label (the "mixed"
// scene swaps every other rectangle for an icon). The slide is at most 2500 px wide (spec §5), so at
// 1,000 and 5,000 items the grid cells are smaller than the items and neighbours overlap; the
// editor and plain fabric draw exactly the same document.

export const SLIDE = { width: 2500, height: 1563 }; // 16:10, the bench viewport's shape

// Three Health Icons (MIT), drawn in currentColor like the editor's icon set.
const ICON_BODIES = [
  '<path fill="currentColor" fill-rule="evenodd" d="M22 14a4 4 0 0 0-4 4v11.38l9.25-15.18A4 4 0 0 0 26 14zm7.960 3.436l-9.814 16.11A4 4 0 0 0 22 34h4a4 4 0 0 0 4-4V18q0-.287-.04-.564M14 18a8 8 0 0 1 8-8h4a7.98 7.98 0 0 1 5.334 2.037A8 8 0 0 1 34 18v12a8 8 0 0 1-8 8h-4c-2.370 0-4.500-1.033-5.962-2.666A7.980 7.980 0 0 1 14 30z" clip-rule="evenodd"/>',
  '<path fill="currentColor" fill-rule="evenodd" d="M26 14a4 4 0 0 1 2.610 7.034l-14 13.528A2 2 0 0 0 16 38h16a2 2 0 1 0 0-4H20.948l10.416-10.065A8 8 0 0 0 26 10h-4a8 8 0 0 0-7.544 5.334a2 2 0 0 0 3.771 1.332A4 4 0 0 1 22 14z" clip-rule="evenodd"/>',
  '<circle cx="24" cy="24" r="14" fill="none" stroke="currentColor" stroke-width="4"/><path fill="currentColor" d="M22 16h4v16h-4z"/><path fill="currentColor" d="M16 22h16v4H16z"/>',
];
const iconSvg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">${body}</svg>`;

/** The grid's columns and rows for `items` cells on the slide's 16:10 shape. */
export function gridShape(items) {
  const columns = Math.ceil(Math.sqrt(items * (SLIDE.width / SLIDE.height) * 0.5));
  return { columns, rows: Math.ceil(items / columns) };
}

/**
 * A slide document (the current schema version, 2) with `items` grid cells; `mixed` draws every other cell's
 * shape as an icon. Returns the document and the id of one element near the middle to drag.
 */
export function buildScene(items, { mixed = false } = {}) {
  const { columns, rows } = gridShape(items);
  const pitchX = (SLIDE.width - 100) / Math.max(1, columns - 1);
  const pitchY = (SLIDE.height - 50) / Math.max(1, rows - 1);
  const elements = [];
  for (let index = 0; index < items; index++) {
    const left = Math.round((index % columns) * pitchX);
    const top = Math.round(Math.floor(index / columns) * pitchY);
    const base = { alt: '', locked: false, hidden: false, opacity: 1, angle: 0 };
    const box = { scaleX: 1, scaleY: 1, flipX: false, flipY: false };
    if (mixed && index % 2 === 1) {
      elements.push({
        ...base,
        ...box,
        id: `icon-${index}`,
        type: 'icon',
        left: left + 25,
        top,
        width: 50,
        height: 50,
        iconSet: 'healthicons',
        iconName: `bench-${index % ICON_BODIES.length}`,
        svg: iconSvg(ICON_BODIES[index % ICON_BODIES.length]),
        fill: '#0b5cad',
      });
    } else {
      elements.push({
        ...base,
        ...box,
        id: `rect-${index}`,
        type: 'rect',
        left,
        top,
        width: 100,
        height: 50,
        fill: `hsl(${(index * 37) % 360}, 55%, 75%)`,
        stroke: '#1f2933',
        strokeWidth: 1,
        rx: 4,
        ry: 4,
      });
    }
    elements.push({
      ...base,
      ...box,
      id: `label-${index}`,
      type: 'textbox',
      left: left + 8,
      top: top + 16,
      width: 84,
      height: 18,
      text: `Item ${index + 1}`,
      fontFamily: 'Inter',
      fontSize: 14,
      fontWeight: 'normal',
      fontStyle: 'normal',
      underline: false,
      fill: '#1f2933',
      textAlign: 'center',
      listStyle: 'normal',
      lineHeight: 1.16,
      charSpacing: 0,
      styles: [],
    });
  }
  return {
    document: {
      schemaVersion: 4,
      width: SLIDE.width,
      height: SLIDE.height,
      background: '#ffffff',
      elements,
    },
  };
}

/** The camera of pan-and-zoom frame `index` of `count`: zoom 1x -> 2x -> 1x, a 150 px pan. */
export function panZoomStep(index, count) {
  const t = count <= 1 ? 1 : index / (count - 1);
  return { scale: 1 + (t < 0.5 ? 2 * t : 2 * (1 - t)), panX: 150 * t, panY: 0 };
}
