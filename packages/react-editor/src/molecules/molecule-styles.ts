/** Styles of the molecule form and properties panel; added when either first loads. */
export const MOLECULE_CSS = `
.figura-root .figura-molecule-fields { display: grid; gap: 6px; }
.figura-root .figura-molecule-mode { display: flex; gap: 10px; border: 0; margin: 0; padding: 0; }
.figura-root .figura-molecule-mode legend { padding: 0; margin-bottom: 2px; color: var(--figura-muted); }
.figura-root .figura-molecule-combo { position: relative; }
.figura-root .figura-molecule-combo .figura-input { width: 100%; box-sizing: border-box; }
.figura-root .figura-molecule-suggestions {
  list-style: none; margin: 2px 0 0; padding: 2px; max-height: 180px; overflow: auto;
  border: 1px solid var(--figura-border); border-radius: var(--figura-radius); background: var(--figura-bg);
}
.figura-root .figura-molecule-suggestions li { padding: 3px 6px; border-radius: 4px; cursor: pointer; }
.figura-root .figura-molecule-suggestions li[aria-selected='true'] { background: var(--figura-toolbar-bg); }
.figura-root .figura-molecule-suggestions small { color: var(--figura-muted); margin-left: 6px; }
.figura-root .figura-molecule-preview {
  min-height: 96px; display: grid; place-items: center; border: 1px dashed var(--figura-border);
  border-radius: var(--figura-radius); padding: 4px; background: #fff; text-align: center;
}
.figura-root .figura-molecule-preview img { max-width: 100%; max-height: 160px; }
.figura-root .figura-molecule-preview figcaption { font-size: 11px; color: var(--figura-muted); }
.figura-root .figura-molecule-problem { color: var(--figura-danger); margin: 0; }
.figura-root .figura-molecule-properties {
  position: absolute; right: 12px; bottom: 12px; z-index: 2; width: 260px; padding: 8px 10px;
  background: var(--figura-bg); border: 1px solid var(--figura-border); border-radius: var(--figura-radius);
  box-shadow: 0 2px 8px rgba(15, 23, 42, 0.18); font-size: 12px; max-height: calc(100% - 24px); overflow: auto;
}
.figura-root .figura-molecule-properties h2 { margin: 0 0 6px; font-size: 12px; font-weight: 600; }
.figura-root .figura-molecule-properties h3 { margin: 8px 0 4px; font-size: 12px; font-weight: 600; color: var(--figura-muted); }
.figura-root .figura-molecule-colouring { display: grid; gap: 4px; border: 0; margin: 0; padding: 0; }
`;
