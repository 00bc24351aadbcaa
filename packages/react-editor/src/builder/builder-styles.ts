import { BASE_CSS } from '../ui/base-styles';
import { addStyleSheet } from '../ui/stylesheet';

/**
 * The builder's rules, over the base the editor shares (the reset, the `--figura-*` theme, the
 * common controls), all under `.figura-root.figura-builder`: a constructed stylesheet adopted by
 * the document, which a strict Content-Security-Policy allows.
 */
export const BUILDER_CSS: string = `${BASE_CSS}
.figura-root.figura-builder { min-height: 480px; }
.figura-builder .figura-builder-header {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 6px 12px;
  background: var(--figura-toolbar-bg); border-bottom: 1px solid var(--figura-border);
}
.figura-builder .figura-builder-header h2 { margin: 0; font-size: 16px; font-weight: 600; }
.figura-builder .figura-builder-steps {
  display: flex; flex-wrap: wrap; gap: 2px; padding: 0 8px;
  border-bottom: 1px solid var(--figura-border); background: var(--figura-toolbar-bg);
}
.figura-builder .figura-builder-tab {
  display: inline-flex; align-items: center; gap: 6px; padding: 8px 10px; border: 0;
  border-bottom: 3px solid transparent; background: transparent; color: var(--figura-muted);
  font: inherit; cursor: pointer;
}
.figura-builder .figura-builder-tab[aria-selected="true"] {
  color: var(--figura-fg); font-weight: 600; border-bottom-color: var(--figura-accent);
}
.figura-builder .figura-builder-tab-number {
  display: inline-flex; align-items: center; justify-content: center; width: 20px; height: 20px;
  border-radius: 50%; background: var(--figura-border); color: var(--figura-fg); font-size: 12px;
}
.figura-builder .figura-builder-tab[aria-selected="true"] .figura-builder-tab-number {
  background: var(--figura-accent); color: var(--figura-accent-fg);
}
.figura-builder .figura-builder-body { display: flex; flex: 1; min-height: 0; }
.figura-builder .figura-builder-panel {
  width: 440px; max-width: 55%; flex: none; overflow: auto; padding: 12px 16px;
  border-right: 1px solid var(--figura-border);
}
.figura-builder .figura-builder-panel h3 { margin: 0 0 4px; font-size: 16px; }
.figura-builder .figura-builder-panel h3:focus { outline: none; }
.figura-builder .figura-builder-panel h4 { margin: 12px 0 4px; font-size: 13px; }
.figura-builder .figura-builder-hint { margin: 0 0 8px; color: var(--figura-muted); font-size: 13px; }
.figura-builder .figura-builder-preview {
  position: relative; flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 8px;
  align-items: center; justify-content: center; padding: 16px; background: var(--figura-canvas-area-bg);
}
.figura-builder .figura-builder-preview-frame { flex: 1; min-height: 0; width: 100%; display: flex; align-items: center; justify-content: center; }
.figura-builder .figura-builder-preview canvas { box-shadow: 0 1px 4px rgba(15, 23, 42, 0.25); background: #fff; }
.figura-builder .figura-builder-preview-caption { margin: 0; color: var(--figura-muted); font-size: 12px; }
.figura-builder .figura-builder-footer {
  display: flex; align-items: center; gap: 8px; padding: 6px 12px; border-top: 1px solid var(--figura-border);
}
.figura-builder .figura-builder-gallery { display: flex; gap: 10px; align-items: flex-start; margin: 8px 0 12px; }
.figura-builder .figura-builder-gallery img { width: 120px; height: auto; border: 1px solid var(--figura-border); border-radius: 4px; flex: none; }
.figura-builder .figura-builder-gallery p { margin: 0; font-size: 12px; color: var(--figura-muted); }
.figura-builder .figura-builder-choices { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; margin: 0; padding: 0; border: 0; }
.figura-builder .figura-builder-choice {
  position: relative; display: flex; flex-direction: column; gap: 4px; padding: 6px;
  border: 2px solid var(--figura-border); border-radius: var(--figura-radius); cursor: pointer; font-size: 12px;
}
.figura-builder .figura-builder-choice:has(input:checked) { border-color: var(--figura-accent); background: #eef5fd; }
.figura-builder .figura-builder-choice:has(input:focus-visible) { outline: 2px solid var(--figura-focus); outline-offset: 2px; }
.figura-builder .figura-builder-choice input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.figura-builder .figura-builder-choice img { width: 100%; height: auto; border-radius: 4px; }
.figura-builder .figura-builder-choice strong { font-size: 13px; }
.figura-builder .figura-builder-swatch { display: flex; height: 32px; border-radius: 4px; overflow: hidden; }
.figura-builder .figura-builder-swatch span { flex: 1; }
.figura-builder .figura-builder-badge {
  align-self: flex-start; padding: 0 6px; border-radius: 10px; font-size: 11px;
  background: var(--figura-accent); color: var(--figura-accent-fg);
}
.figura-builder .figura-builder-suggestions { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin: 4px 0 8px; }
.figura-builder .figura-builder-suggestions > span { font-size: 12px; color: var(--figura-muted); }
.figura-builder .figura-builder-chip {
  max-width: 100%; padding: 2px 8px; border: 1px solid var(--figura-border); border-radius: 12px;
  background: var(--figura-bg); color: var(--figura-fg); font: inherit; font-size: 12px; cursor: pointer;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.figura-builder .figura-builder-chip:hover { border-color: var(--figura-accent); }
.figura-builder textarea.figura-input { height: auto; min-height: 52px; padding: 6px 8px; resize: vertical; }
.figura-builder .figura-builder-too-long { color: var(--figura-danger); font-size: 12px; }
.figura-builder .figura-builder-too-long:empty { display: none; }
.figura-builder .figura-builder-shorten { align-self: flex-start; margin-top: 4px; }
.figura-builder .figura-builder-room { font-size: 12px; color: var(--figura-danger); }
.figura-builder .figura-builder-room[data-fits='true'] { color: #1e7b34; }
.figura-builder .figura-builder-topic {
  margin: 0 0 10px; padding: 8px 10px; border: 1px solid var(--figura-border); border-radius: var(--figura-radius);
}
.figura-builder .figura-builder-topic[data-current="true"] { border-color: var(--figura-accent); }
.figura-builder .figura-builder-topic legend { padding: 0 4px; font-weight: 600; }
.figura-builder .figura-builder-thumbs { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0; }
.figura-builder .figura-builder-thumb {
  display: inline-flex; flex-direction: column; align-items: center; width: 76px; padding: 3px;
  border: 1px solid var(--figura-border); border-radius: var(--figura-radius); background: var(--figura-bg);
  color: var(--figura-fg); font: inherit; font-size: 10px; cursor: pointer; overflow: hidden;
}
.figura-builder .figura-builder-thumb[aria-pressed="true"] { border: 2px solid var(--figura-accent); }
.figura-builder .figura-builder-thumb img, .figura-builder .figura-builder-thumb > span:first-child { width: 56px; height: 56px; object-fit: contain; }
.figura-builder .figura-builder-thumb > span:last-child { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.figura-builder .figura-builder-chosen { display: flex; gap: 8px; align-items: center; font-size: 12px; }
.figura-builder .figura-builder-chosen img { width: 48px; height: 48px; object-fit: contain; }
.figura-builder .figura-builder-search { border-top: 1px solid var(--figura-border); margin-top: 6px; padding-top: 6px; }
.figura-builder .figura-builder-search .figura-library-scroll { height: 240px; flex: none; }
.figura-builder .figura-builder-logo { display: flex; gap: 8px; align-items: center; }
.figura-builder .figura-builder-logo img { max-width: 96px; max-height: 48px; }
.figura-builder .figura-builder-problems { margin: 8px 0; padding-left: 18px; }
.figura-builder .figura-builder-problems li { margin-bottom: 4px; }
.figura-builder .figura-builder-problems li[data-severity="error"] { color: var(--figura-danger); }
.figura-builder .figura-builder-problems button { padding: 0; border: 0; background: none; color: inherit; font: inherit; text-align: start; text-decoration: underline; cursor: pointer; }
.figura-builder progress { width: 100%; }
.figura-builder .figura-builder-actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.figura-builder .figura-builder-done { padding: 8px; border: 1px solid #7fc8a9; border-radius: var(--figura-radius); background: #eefaf3; }
.figura-builder .figura-builder-failed { color: var(--figura-danger); }
.figura-root.figura-builder-continued { display: flex; flex-direction: column; height: 100%; }
.figura-builder-continued .figura-builder-header .figura-builder-hint { margin: 0; }
.figura-builder-continued .figura-builder-continued-outcome:not(:empty) { padding: 0 12px; border-bottom: 1px solid var(--figura-border); }
.figura-builder-continued .figura-builder-continued-outcome > * { margin: 8px 0; }
.figura-builder-continued .figura-builder-continued-outcome label { display: flex; align-items: center; gap: 8px; }
.figura-builder-continued .figura-builder-continued-outcome .figura-builder-actions { align-items: center; }
.figura-builder-continued .figura-builder-continued-editor { flex: 1; min-height: 0; }
/* A phone: the step's fields take the width, the preview a strip under them (side by side, each
   word of a hint stood on its own line). */
@media (max-width: 760px) {
  .figura-builder .figura-builder-body { flex-direction: column; }
  .figura-builder .figura-builder-panel {
    flex: 1 1 auto; width: auto; max-width: none; min-height: 0;
    border-right: 0; border-bottom: 1px solid var(--figura-border);
  }
  .figura-builder .figura-builder-preview { flex: 0 0 36%; padding: 8px; }
}
`;

/** Adds the builder's styles to `doc` once (per document: iframes and pop-ups get their own). */
export function injectBuilderStyles(doc: Document, nonce?: string): void {
  addStyleSheet(doc, 'builder', BUILDER_CSS, nonce);
}
