/** Styles of the arrange tools, layers panel and shortcuts list (scoped like EDITOR_CSS). */
export const ARRANGE_CSS = `
.figura-root .figura-visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.figura-root .figura-arrange { flex-wrap: wrap; }
.figura-root .figura-opacity { display: inline-flex; align-items: center; padding: 0 4px; }
.figura-root .figura-opacity input { width: 80px; }
.figura-root .figura-layers { list-style: none; margin: 0; padding: 0; }
.figura-root .figura-layer {
  display: flex; align-items: center; gap: 2px; padding: 2px; border-radius: var(--figura-radius);
  border: 1px solid transparent;
}
.figura-root .figura-layer[aria-selected="true"] { background: #dbe9f9; border-color: var(--figura-accent); }
.figura-root .figura-layer[data-hidden="true"] .figura-layer-name { color: var(--figura-muted); font-style: italic; }
.figura-root .figura-layer[data-drop="true"] { border-top: 2px solid var(--figura-accent); }
.figura-root .figura-layer-name {
  flex: 1; min-width: 0; text-align: left; justify-content: flex-start;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.figura-root .figura-layer .figura-button svg { width: 16px; height: 16px; }
.figura-root .figura-layer .figura-input { flex: 1; min-width: 0; height: 28px; }
.figura-root .figura-shortcuts { border-collapse: collapse; width: 100%; }
.figura-root .figura-shortcuts th, .figura-root .figura-shortcuts td { padding: 4px 12px; text-align: left; border-bottom: 1px solid var(--figura-border); }
.figura-root .figura-shortcuts kbd { font-family: inherit; font-weight: 600; white-space: nowrap; }
`;
