/** Styles of the Scientific panel and a scientific object's properties; added when they load. */
export const SCIENTIFIC_CSS = `
.figura-root .figura-scientific-kinds { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.figura-root .figura-scientific-kind { display: grid; grid-template-columns: 72px 1fr; grid-template-rows: auto auto; column-gap: 8px; width: 100%; text-align: start; padding: 6px; border: 1px solid var(--figura-border); border-radius: 6px; background: var(--figura-surface); font: inherit; color: inherit; cursor: pointer; }
.figura-root .figura-scientific-kind:hover { border-color: var(--figura-accent); }
.figura-root .figura-scientific-kind:focus-visible { outline: 2px solid var(--figura-focus); outline-offset: 1px; }
.figura-root .figura-scientific-preview { grid-row: 1 / span 2; width: 72px; height: 48px; display: flex; align-items: center; justify-content: center; overflow: hidden; }
.figura-root .figura-scientific-preview svg { max-width: 72px; max-height: 48px; width: auto; height: auto; }
.figura-root .figura-scientific-name { font-weight: 600; }
.figura-root .figura-scientific-blurb { color: var(--figura-muted); font-size: 0.92em; }
.figura-root .figura-scientific-fields { display: grid; grid-template-columns: auto 1fr; gap: 4px 6px; align-items: center; }
.figura-root .figura-scientific-switch { grid-column: 1 / -1; }
.figura-root .figura-scientific-data { width: 100%; box-sizing: border-box; min-height: 9em; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; white-space: pre; overflow: auto; }
.figura-root .figura-scientific-data[aria-invalid='true'] { outline: 2px solid var(--figura-danger); outline-offset: -2px; }
.figura-root .figura-scientific-problem { margin: 4px 0; color: var(--figura-danger); }
.figura-root .figura-scientific-hint { margin: 2px 0 4px; color: var(--figura-muted); }
.figura-root .figura-scientific-actions { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0; }
.figura-root .figura-scientific-actions .figura-button { border-color: var(--figura-border); }
.figura-root .figura-scientific-colours { list-style: none; margin: 0 0 6px; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 4px 8px; }
.figura-root .figura-scientific-colours li { display: flex; align-items: center; gap: 6px; min-width: 0; }
.figura-root .figura-scientific-colours span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.figura-root .figura-scientific-colours input { flex: none; width: 24px; height: 24px; padding: 0; border: 1px solid var(--figura-border); border-radius: 4px; cursor: pointer; }
.figura-root .figura-scientific-wells { display: grid; gap: 2px; margin: 4px 0; }
.figura-root .figura-scientific-wells button { min-width: 0; aspect-ratio: 1; padding: 0; border: 1px solid var(--figura-border); border-radius: 50%; background: #fff; font-size: 0; cursor: pointer; }
.figura-root .figura-scientific-wells button[aria-pressed='true'] { background: var(--figura-accent); border-color: var(--figura-accent); }
`;
