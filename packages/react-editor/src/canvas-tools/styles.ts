/** Styles of the canvas panel, rulers and view toggles (scoped like EDITOR_CSS). */
export const CANVAS_TOOLS_CSS = `
.figura-root .figura-canvas-frame { position: relative; flex: 1; min-width: 0; display: flex; }
.figura-root .figura-ruler {
  position: absolute; pointer-events: none; background: #f5f7fa; z-index: 2;
}
.figura-root .figura-ruler-top { left: 0; top: 0; right: 0; height: 20px; border-bottom: 1px solid var(--figura-border); }
.figura-root .figura-ruler-left { left: 0; top: 0; bottom: 0; width: 20px; border-right: 1px solid var(--figura-border); }
.figura-root .figura-canvas-panel .figura-field { display: flex; flex-direction: column; gap: 4px; padding: 4px 12px; }
.figura-root .figura-canvas-panel .figura-field-row { display: flex; gap: 8px; align-items: flex-end; padding: 4px 12px; }
.figura-root .figura-canvas-panel .figura-field-row label { display: flex; flex-direction: column; gap: 2px; }
.figura-root .figura-canvas-panel input[type="number"] { width: 90px; }
.figura-root .figura-canvas-panel .figura-presets { list-style: none; margin: 0; padding: 4px 12px; display: grid; gap: 2px; }
.figura-root .figura-canvas-panel .figura-presets .figura-button { width: 100%; height: auto; min-height: 32px; padding: 4px 8px; justify-content: space-between; text-align: left; }
.figura-root .figura-canvas-panel .figura-presets .figura-button > span:last-child { flex: none; white-space: nowrap; }
.figura-root .figura-canvas-panel .figura-field-error { color: var(--figura-danger); font-size: 12px; margin: 0 12px; }
.figura-root .figura-canvas-panel .figura-presets + .figura-hint { margin: 2px 12px 4px; padding: 0 8px; }
.figura-root .figura-canvas-panel h3 { font-size: 12px; margin: 8px 12px 2px; color: var(--figura-muted); text-transform: uppercase; }
.figura-root .figura-canvas-panel .figura-journal-size { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; padding: 4px 12px; }
.figura-root .figura-canvas-panel .figura-journal-size select { width: 100%; min-width: 0; }
.figura-root .figura-canvas-panel .figura-journal-size h3 { margin: 8px 0 2px; }
.figura-root .figura-canvas-panel .figura-journal-size .figura-hint { margin: 0; font-size: 12px; line-height: 1.35; color: var(--figura-muted); }
`;
