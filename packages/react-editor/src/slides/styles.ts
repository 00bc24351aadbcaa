/** The slides panel's rules (appended to the editor's stylesheet, scoped under `.figura-root`). */
export const SLIDES_CSS = `
.figura-root .figura-slides {
  width: 164px; flex: none; display: flex; flex-direction: column; min-height: 0;
  border-right: 1px solid var(--figura-border); background: var(--figura-toolbar-bg);
}
.figura-root .figura-slides-actions {
  display: flex; flex-wrap: wrap; gap: 2px; padding: 6px; border-bottom: 1px solid var(--figura-border);
}
.figura-root .figura-slides-actions .figura-button { height: 28px; padding: 0 6px; font-size: 12px; }
.figura-root .figura-slides > .figura-upsell-note { margin: 6px 6px 0; font-size: 11px; }
.figura-root .figura-slides-allowance { margin: 6px 8px 0; color: var(--figura-muted); font-size: 11px; line-height: 1.35; }
.figura-root .figura-slides-list {
  list-style: none; margin: 0; padding: 8px; overflow: auto; flex: 1;
  display: flex; flex-direction: column; gap: 8px;
}
.figura-root .figura-slide {
  display: flex; align-items: flex-start; gap: 6px; padding: 4px;
  border: 2px solid transparent; border-radius: var(--figura-radius); cursor: pointer;
}
.figura-root .figura-slide:hover { border-color: var(--figura-border); }
.figura-root .figura-slide[aria-selected="true"] { border-color: var(--figura-accent); background: #dbe9f9; }
.figura-root .figura-slide-number { width: 18px; text-align: right; color: var(--figura-muted); font-size: 12px; }
.figura-root .figura-slide-thumbnail {
  display: block; width: 112px; min-height: 40px; background: #fff;
  box-shadow: 0 1px 3px rgba(15, 23, 42, 0.25);
}
.figura-root .figura-copy-slide { border-bottom: 1px solid var(--figura-border); background: var(--figura-bg); outline: none; }
.figura-root .figura-copy-slide .figura-message { margin: 0; padding: 8px; font-size: 12px; }
.figura-root .figura-copy-slide-list { list-style: none; margin: 0; padding: 4px; max-height: 200px; overflow: auto; }
.figura-root .figura-copy-slide-list .figura-button { width: 100%; justify-content: flex-start; }
`;
