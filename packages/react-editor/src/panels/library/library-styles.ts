/** Grid geometry, shared by the styles and the virtual grid's arithmetic. */
export const CELL_MIN_WIDTH = 84;
export const CELL_HEIGHT = 112;
export const CELL_GAP = 4;

/** Styles of the Illustrations panel; added when it first loads. */
export const LIBRARY_CSS = `
.figura-root .figura-library-panel .figura-panel-body { display: flex; flex-direction: column; gap: 6px; overflow: hidden; }
.figura-root .figura-library-filters { display: flex; gap: 6px; }
.figura-root .figura-library-filters input { flex: 1 1 0; min-width: 0; }
/* As wide as the chosen category's name, up to half the row: the search keeps the rest. */
.figura-root .figura-library-filters select { flex: 0 1 auto; width: auto; max-width: 50%; }
.figura-root .figura-library-hint { margin: 0; font-size: 11px; color: var(--figura-muted); }
.figura-root .figura-library-scroll { flex: 1; min-height: 160px; overflow-y: auto; overscroll-behavior: contain; position: relative; }
.figura-root .figura-library-rows { position: relative; }
.figura-root .figura-library-cell {
  position: absolute; height: ${CELL_HEIGHT}px; display: flex; flex-direction: column; align-items: center;
  gap: 2px; padding: 4px; border: 1px solid transparent; border-radius: var(--figura-radius);
  background: transparent; color: var(--figura-fg); cursor: pointer; font-size: 10px; line-height: 1.2;
  overflow: hidden; box-sizing: border-box;
}
.figura-root .figura-library-cell:hover, .figura-root .figura-library-cell:focus-visible { border-color: var(--figura-border); background: var(--figura-toolbar-bg); }
.figura-root .figura-library-cell[aria-busy="true"] { opacity: 0.6; cursor: progress; }
.figura-root .figura-library-thumb { width: 64px; height: 64px; flex: none; object-fit: contain; border-radius: 4px; }
.figura-root span.figura-library-thumb { background: var(--figura-border, #d5dbe3); opacity: 0.5; }
.figura-root .figura-library-cell span { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.figura-root .figura-library-credit { color: var(--figura-muted); font-size: 9px; }
/* "Did you mean": a link-like button after the status. */
.figura-root .figura-library-suggestion { background: none; border: none; padding: 0; font: inherit; color: var(--figura-accent); text-decoration: underline; cursor: pointer; }
/* A picture in SVG clothing: marked before its credit, in the warning colours of a badge. */
.figura-root .figura-library-picture { background: var(--figura-warning-bg); color: var(--figura-fg); border-radius: 4px; padding: 0 3px; margin-right: 3px; }
`;
