/** Styles of the "Shapes" panel and the dynamic-shape properties; added when they first load. */
export const ADD_CSS = `
.figura-root .figura-add-section h3 { margin: 8px 0 4px; font-size: 12px; font-weight: 600; color: var(--figura-muted); }
.figura-root .figura-add-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(62px, 1fr)); gap: 2px; }
.figura-root .figura-add-grid .figura-icon-button { min-height: 58px; }
.figura-root .figura-add-form { border: 1px solid var(--figura-border); border-radius: var(--figura-radius); padding: 8px; margin: 6px 0; }
.figura-root .figura-generation-form h3 { margin: 0 0 6px; font-size: 13px; font-weight: 600; }
.figura-root .figura-generation-form textarea { width: 100%; box-sizing: border-box; resize: vertical; font: inherit; }
.figura-root .figura-generation-form select { width: 100%; }
.figura-root .figura-generation-form .figura-hint { margin: 4px 0 6px; color: var(--figura-muted); font-size: 12px; line-height: 1.35; }
.figura-root .figura-generation-progress { display: grid; gap: 2px; margin: 4px 0; font-size: 12px; }
.figura-root .figura-generation-progress progress { width: 100%; }
.figura-root .figura-add-form-actions { display: flex; gap: 6px; justify-content: flex-end; }
.figura-root .figura-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.figura-root .figura-body { position: relative; }
.figura-root .figura-param { display: grid; grid-template-columns: 1fr 64px; gap: 2px 6px; align-items: center; margin-bottom: 6px; }
.figura-root .figura-param label { grid-column: 1 / -1; }
.figura-root .figura-param .figura-input { height: 26px; width: 100%; box-sizing: border-box; }
`;
