/** Styles of the molecule form and properties panel; added when either first loads. */
export const MOLECULE_CSS = `
.figura-root .figura-molecule-fields { display: grid; gap: var(--figura-space-3, 12px); }
.figura-root .figura-molecule-combo > label { display: block; margin-bottom: var(--figura-space-1, 4px); }
.figura-root .figura-molecule-mode { display: flex; gap: 10px; border: 0; margin: 0; padding: 0; }
.figura-root .figura-molecule-mode legend { padding: 0; margin-bottom: 2px; color: var(--figura-muted); }
.figura-root .figura-molecule-combo { position: relative; }
.figura-root .figura-molecule-combo .figura-input { width: 100%; box-sizing: border-box; }
/* Over what follows, not pushing it: closing the list (the field's blur) must not move Apply. */
.figura-root .figura-molecule-suggestions {
  position: absolute; left: 0; right: 0; top: 100%; z-index: 3;
  list-style: none; margin: 2px 0 0; padding: 2px; max-height: 180px; overflow: auto;
  border: 1px solid var(--figura-border); border-radius: var(--figura-radius); background: var(--figura-bg);
  box-shadow: 0 2px 8px rgba(15, 23, 42, 0.18);
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
.figura-root .figura-molecule-colouring { display: grid; gap: var(--figura-space-1, 4px); border: 0; margin: 0; padding: 0; }
`;
