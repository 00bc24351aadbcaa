// The rules the editor and the builder share: the reset at the root's edge, the theme's
// variables and the common controls (buttons, fields, panels, messages).

import { cssCustomProperties } from '@figura/sdk-core/design';

/**
 * Every rule is scoped under `.figura-root`; hosts theme the editor (and the builder) through `--figura-*`
 * variables set in a rule for `.figura-root` (the defaults below have no specificity, so the
 * page's rule wins wherever it comes). The editor lives in the page's light DOM: the first rule
 * stops the page's element-type and `*` rules (`button {…}`, `* { box-sizing: … }`) at the
 * editor's edge, and the root resets the text settings it would otherwise inherit. `all` also
 * drops the styles browsers derive from attributes: SVG artwork is left out (fill, stroke…), and
 * the rules after the reset put back those of `draggable` (layer rows, slides, fabric's canvas)
 * and of fabric's hidden text area (`wrap="off"`).
 *
 * The canvas area's width comes from the layout, never from the slide drawn in it (`contain:
 * inline-size`): a host that sizes to its content (a form's fieldset, a table cell) would
 * otherwise widen it with every fit, and again, to the browser's limit.
 */
export const BASE_CSS: string =
  `
.figura-root, .figura-root :where(:not(svg, svg *)) { all: revert; }
.figura-root [draggable="true"] { -webkit-user-drag: element; }
.figura-root [draggable="false"] { -webkit-user-drag: none; }
.figura-root textarea[wrap="off"] { white-space: pre; overflow-wrap: normal; }
:where(.figura-root) {
${cssCustomProperties('--figura-')}
  --figura-toolbar-bg: var(--figura-surface);
  --figura-canvas-area-bg: var(--figura-canvas-area);
  --figura-radius: var(--figura-radius-control);
}
.figura-root {
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-height: 320px;
  color: var(--figura-fg);
  background: var(--figura-bg);
  font: 400 14px/normal var(--figura-font);
  letter-spacing: normal; word-spacing: normal; text-transform: none; text-indent: 0;
  text-align: start; text-shadow: none; white-space: normal;
  outline: none;
}
.figura-root *, .figura-root *::before, .figura-root *::after { box-sizing: border-box; }
.figura-root .figura-toolbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 4px;
  padding: 6px 8px; background: var(--figura-toolbar-bg);
  border-bottom: 1px solid var(--figura-border);
}` +
  // The editor's toolbar: rows of their own, so a tool never moves to another row.
  `
.figura-root .figura-toolbar:has(> .figura-toolbar-row) { flex-direction: column; align-items: stretch; gap: 2px; padding: 4px 8px; }
.figura-root .figura-toolbar-row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; min-height: 36px; }` +
  // Under 1360 px the rows draw closer (the Insert buttons narrower, the save status's place
  // shorter, separators and the opacity slider tighter) so that a 1280 px window with
  // co-editing's "Live" still names Comments, Share and Preflight (their glyphs alone said
  // little) on one line. Narrower still, they show their glyphs only (the names stay in the
  // tooltip and for screen readers), so the row never wraps under the Insert bar. Download
  // keeps its word.
  `
.figura-root .figura-toolbar:has(> .figura-toolbar-row) { container: figura-toolbar / inline-size; }
@container figura-toolbar (max-width: 1360px) {
  .figura-root .figura-toolbar-row .figura-toolbar-separator { margin: 2px 2px; }
  .figura-root .figura-toolbar-row .figura-opacity input { width: 56px; }
  .figura-root .figura-toolbar-row .figura-button.figura-insert-button { padding: 2px 3px; }
  .figura-root .figura-toolbar-row .figura-save-status { min-width: 8em; }
}
@container figura-toolbar (max-width: 1240px) {
  .figura-root .figura-creation-actions .figura-button:not(.figura-download-button) > span:not(.figura-badge) { display: none; }
}
.figura-root .figura-button.figura-insert-button {
  flex-direction: column; gap: 1px; height: 48px; min-width: 60px; padding: 2px 6px;
  font-size: 11px; line-height: 1.1;
}
.figura-root .figura-toolbar-group { display: flex; align-items: center; gap: 2px; }
.figura-root .figura-toolbar-separator { width: 1px; align-self: stretch; margin: 2px 6px; background: var(--figura-border); }
.figura-root .figura-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 4px;
  min-width: 32px; height: 32px; padding: 0 8px;
  border: 1px solid transparent; border-radius: var(--figura-radius);
  background: transparent; color: var(--figura-fg); font: inherit; cursor: pointer;
}
.figura-root .figura-button:hover:not(:disabled) { background: #e1e7ef; border-color: var(--figura-border); }
.figura-root .figura-button[aria-pressed="true"], .figura-root .figura-button[aria-expanded="true"] {
  background: #dbe9f9; border-color: var(--figura-accent); color: #08427c;
}` +
  // A draw tool kept for several elements: a bar under it, as a lock would say.
  `
.figura-root .figura-button.figura-tool-kept { box-shadow: inset 0 -3px 0 var(--figura-accent); }
.figura-root .figura-button:disabled { color: #9aa5b1; cursor: default; }` +
  // A text action inside a panel (Apply, Add row): outlined, so it reads as a button, not a label.
  `
.figura-root .figura-button.figura-secondary { border-color: var(--figura-border); background: var(--figura-bg); }
.figura-root .figura-button.figura-primary { background: var(--figura-accent); color: var(--figura-accent-fg); }
.figura-root .figura-button.figura-primary:hover:not(:disabled) { background: #094a8c; }
.figura-root .figura-button.figura-primary:disabled { background: #b8c6d4; color: #ffffff; }
.figura-root :focus-visible { outline: 2px solid var(--figura-focus); outline-offset: 2px; }
.figura-root .figura-button svg { width: 18px; height: 18px; flex: none; }
.figura-root .figura-badge {
  min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px;
  background: var(--figura-danger); color: #ffffff;
  font-size: 11px; font-weight: 600; line-height: 18px; text-align: center;
  font-variant-numeric: tabular-nums;
}
.figura-root .figura-zoom-bar {
  position: absolute; left: 12px; bottom: 12px; z-index: 2; display: flex; align-items: center; gap: 2px;
  padding: 2px; background: var(--figura-bg); border: 1px solid var(--figura-border);
  border-radius: var(--figura-radius); box-shadow: 0 1px 4px rgba(15, 23, 42, 0.18);
}
/* The armed tool's hint sits in the canvas's foot beside the zoom bar, the strip a fitted slide
   keeps clear (ZOOM_BAR_ROOM): at the top it covered a tall slide's first lines. */
.figura-root .figura-tool-hint {
  position: absolute; bottom: 16px; left: 236px; right: 12px; z-index: 2; width: fit-content;
  margin: 0 auto; padding: 4px 10px; pointer-events: none;
  background: var(--figura-bg); border: 1px solid var(--figura-border); border-radius: var(--figura-radius);
  box-shadow: 0 1px 4px rgba(15, 23, 42, 0.18); font-size: 12px; text-align: center;
}
.figura-root .figura-tool-hint:empty { display: none; }
/* In a narrow canvas (a phone, a journal's narrow column) it would wrap to a column beside the
   zoom bar: over the slide's top edge instead. */
.figura-root .figura-canvas-frame { container-type: inline-size; }
@container (max-width: 680px) {
  .figura-root .figura-tool-hint { top: 8px; bottom: auto; left: 12px; }
}
.figura-root .figura-zoom-label { min-width: 48px; text-align: center; font-variant-numeric: tabular-nums; color: var(--figura-muted); }
.figura-root .figura-spacer { flex: 1; }` +
  // A fixed place for "Saving…", "Saved" and "Unsaved changes", under "Live" when co-editing: the
  // bar does not reflow (nor the slide re-fit) as it saves or the connection comes and goes.
  `
.figura-root .figura-status { display: flex; flex-direction: column; align-items: flex-end; }
.figura-root .figura-collaborators + .figura-save-status { min-height: 0; }
.figura-root .figura-save-status {
  display: flex; align-items: center; justify-content: flex-end; gap: 8px;
  min-width: 9.5em; min-height: 32px; color: var(--figura-muted); white-space: nowrap;
}
.figura-root .figura-save-status[data-status="failed"] { color: var(--figura-danger); }
.figura-root .figura-save-status[data-status="conflict"] {
  color: var(--figura-fg); background: var(--figura-warning-bg); border: 1px solid #f5b041;
  border-radius: var(--figura-radius); padding: 2px 8px;
}
.figura-root .figura-body { display: flex; flex: 1; min-height: 0; }
.figura-root .figura-canvas-area {
  position: relative; flex: 1; min-width: 0; overflow: auto; scrollbar-width: none; contain: inline-size;
  background: var(--figura-canvas-area-bg); outline: none;
}
.figura-root .figura-canvas-area::-webkit-scrollbar { display: none; }
.figura-root .figura-draw-preview {
  position: absolute; pointer-events: none; box-sizing: border-box;
  border: 1.5px dashed var(--figura-focus); background: color-mix(in srgb, var(--figura-focus) 8%, transparent);
}
.figura-root .figura-draw-preview-line { border-width: 2px 0 0 0; background: none; }
.figura-root .figura-canvas-area:focus-visible { outline: 2px solid var(--figura-focus); outline-offset: -2px; }
.figura-root .figura-canvas-host {
  display: flex; align-items: center; justify-content: center;
  min-width: 100%; min-height: 100%; width: max-content; padding: 24px;
}
.figura-root .figura-canvas-host .canvas-container { box-shadow: 0 1px 4px rgba(15, 23, 42, 0.25); background: #fff; }
.figura-root .figura-panel {
  width: 280px; flex: none; display: flex; flex-direction: column; min-height: 0;
  border-left: 1px solid var(--figura-border); background: var(--figura-bg);
}
` +
  // The right column (Dock): one width whatever it holds, so the canvas beside it keeps its
  // size. The open panel takes the height; the selection's properties sit under it.
  `
.figura-root .figura-dock {
  width: 300px; flex: none; display: flex; flex-direction: column; min-height: 0; overflow-y: auto;
  border-left: 1px solid var(--figura-border); background: var(--figura-bg);
}
.figura-root .figura-dock[data-read-only]:empty { display: none; }
.figura-root .figura-dock-hint { padding: 16px 12px; color: var(--figura-muted); line-height: 1.4; }
.figura-root .figura-dock-hint p { margin: 0 0 10px; }
/* The panel keeps room for its results on a short screen; the dock scrolls to the inspector.
   With a selection, panel and inspector share the height half and half, each keeping a few
   rows: at 1280 x 720 the inspector showed one field under a full panel, and at 3 : 2 an object
   just added showed its data field cut under the list it came from. */
.figura-root .figura-dock > .figura-panel { width: auto; flex: 1 0 0; border-left: 0; }
.figura-root .figura-dock > .figura-panel:not(.figura-inspector) { min-height: 440px; }
.figura-root .figura-dock > .figura-inspector:not(:only-child) { border-top: 1px solid var(--figura-border); }
@media (min-width: 761px) {
  .figura-root .figura-dock:has(> .figura-inspector) > .figura-panel:not(.figura-inspector) {
    flex: 1 1 0; min-height: 240px;
  }
  .figura-root .figura-dock > .figura-inspector:not(:only-child) { flex: 1 1 0; min-height: 220px; }
}
.figura-root .figura-inspector-fields { display: grid; grid-template-columns: auto 1fr; gap: 6px 8px; align-items: center; }
.figura-root .figura-inspector-fields input[type="color"] { width: 48px; height: 28px; padding: 0; border: 1px solid var(--figura-border); border-radius: 4px; }
.figura-root .figura-tab-list { display: flex; gap: 2px; margin: -2px 0 10px; border-bottom: 1px solid var(--figura-border); }
.figura-root .figura-tab {
  flex: 1; padding: 6px 4px; border: 0; border-bottom: 2px solid transparent; margin-bottom: -1px;
  background: none; color: var(--figura-muted); font: inherit; font-weight: 600; cursor: pointer;
}
.figura-root .figura-tab[aria-selected="true"] { color: var(--figura-fg); border-bottom-color: var(--figura-accent); }
.figura-root .figura-tab:focus-visible { outline: 2px solid var(--figura-focus); outline-offset: -2px; }
.figura-root .figura-number-field { display: flex; align-items: center; gap: 4px; color: var(--figura-muted); }
.figura-root .figura-number-field input { width: 100%; min-width: 0; }
.figura-root .figura-number-field > span { flex: none; width: 1.6em; }
.figura-root .figura-colour-field { display: flex; align-items: center; gap: 8px; }
.figura-root .figura-colour-field label { display: flex; align-items: center; gap: 4px; }
.figura-root .figura-inspector-hint { margin: 8px 0; color: var(--figura-muted); line-height: 1.4; }
.figura-root .figura-upsell-note { margin: 4px 0 6px; padding: 6px 8px; border-radius: var(--figura-radius); background: #fff7e0; border: 1px solid #f0d48a; font-size: 12px; line-height: 1.4; }
.figura-root .figura-upsell-note > strong:first-child { display: block; margin-bottom: 2px; }
.figura-root .figura-background-removal { display: grid; gap: 6px; margin: 10px 0 0; padding: 8px; border: 1px solid var(--figura-border); border-radius: var(--figura-radius); }
.figura-root .figura-background-removal legend { padding: 0 4px; font-size: 12px; font-weight: 600; }
.figura-root .figura-background-removal input[type="range"] { width: 100%; }
.figura-root .figura-check { display: flex; gap: 6px; align-items: center; font-size: 12px; }
.figura-root .figura-generation-provenance dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 10px; margin: 0; font-size: 12px; }
.figura-root .figura-generation-provenance dt { color: var(--figura-muted); }
.figura-root .figura-generation-provenance dd { margin: 0; overflow-wrap: anywhere; }
.figura-root .figura-inspector .figura-text-toolbar { padding: 0; border: 0; background: transparent; row-gap: 8px; }
.figura-root .figura-text-toolbar .figura-inspector-fields { flex: 1 1 100%; grid-template-columns: 7.5em 1fr; }
.figura-root .figura-inspector .figura-toolbar-separator { display: none; }
.figura-root .figura-inspector-body { padding: 10px 12px; overflow: auto; flex: 1; font-size: 12px; }
.figura-root .figura-inspector h2 { margin: 0 0 8px; font-size: 14px; font-weight: 600; }
.figura-root .figura-inspector h3 { margin: 12px 0 4px; font-size: 12px; font-weight: 600; color: var(--figura-muted); }
.figura-root .figura-panel-header { display: flex; align-items: center; justify-content: space-between; padding: 8px 12px; border-bottom: 1px solid var(--figura-border); }
.figura-root .figura-panel-header h2 { margin: 0; font-size: 14px; font-weight: 600; }
.figura-root .figura-panel-body { padding: 8px 12px; overflow: auto; flex: 1; }` +
  // A drafted description runs to a dozen lines: the field shows them whole and can grow.
  `
.figura-root .figura-alt-text textarea { resize: vertical; min-height: 18em; line-height: 1.45; }
.figura-root .figura-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 8px; }
.figura-root .figura-field-hint { margin: -4px 0 8px; color: var(--figura-muted); font-size: 12px; line-height: 1.35; }
.figura-root .figura-input {
  height: 32px; padding: 0 8px; font: inherit; color: var(--figura-fg);
  border: 1px solid #9aa5b1; border-radius: var(--figura-radius); background: #fff;
}
.figura-root .figura-icon-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(56px, 1fr)); gap: 4px; }
.figura-root .figura-icon-button {
  display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 6px 2px;
  border: 1px solid transparent; border-radius: var(--figura-radius); background: transparent;
  color: var(--figura-fg); cursor: pointer; font-size: 10px; line-height: 1.2; overflow: hidden;
}
.figura-root .figura-icon-button:hover { border-color: var(--figura-border); background: var(--figura-toolbar-bg); }
.figura-root .figura-icon-button svg { width: 32px; height: 32px; }
.figura-root .figura-icon-button span { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.figura-root .figura-message { margin: auto; padding: 24px; text-align: center; color: var(--figura-muted); }
.figura-root .figura-message[role="alert"] { color: var(--figura-danger); }
.figura-root .figura-alert { padding: 6px 12px; background: #fdecea; color: var(--figura-danger); border-bottom: 1px solid #f5c2c0; }` +
  // The editor's notice: over the top of the canvas (moving nothing), not above it.
  `
.figura-root .figura-canvas-notice { position: absolute; top: 8px; left: 50%; transform: translateX(-50%); z-index: 6; display: flex; align-items: flex-start; gap: 8px; width: max-content; max-width: calc(100% - 24px); padding: 6px 6px 6px 12px; background: #fdecea; color: var(--figura-danger); border: 1px solid #f5c2c0; border-radius: var(--figura-radius); box-shadow: 0 4px 14px rgba(15, 23, 42, 0.18); }
.figura-root .figura-canvas-notice-text { padding: 2px 0; }
.figura-root .figura-canvas-notice-dismiss { flex: none; color: inherit; }` +
  // A narrow window (a phone): each toolbar row one line that scrolls sideways (wrapped, the two
  // took half the screen; positioned, so its visually hidden labels scroll with it instead of
  // widening the page), the canvas on top, the slides as a short strip above it, the open panel
  // or the inspector below it (a panel, what the person is working in, up to 60 % of the height);
  // nothing wider than the window.
  `
@media (max-width: 760px) {
  .figura-root .figura-toolbar-row { position: relative; flex-wrap: nowrap; overflow-x: auto; max-width: 100%; scrollbar-width: thin; }
  /* A shadow at an edge with more tools beyond it (it goes once scrolled to that end): covers
     that scroll with the row hide the shadows that stay with the box. */
  .figura-root .figura-toolbar-row,
  .figura-root .figura-toolbar-row:first-child > .figura-insert {
    background:
      linear-gradient(to right, var(--figura-toolbar-bg) 30%, transparent) left / 32px 100% no-repeat local,
      linear-gradient(to left, var(--figura-toolbar-bg) 30%, transparent) right / 32px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.28), transparent) left / 14px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.28), transparent) right / 14px 100% no-repeat scroll;
  }
  .figura-root .figura-toolbar-row > * { flex: none; }
  /* The first row keeps history, the save status and the creation's actions on a line of their
     own, always in view (Undo and Download sat beyond the scroll, unseen), and the Insert bar
     under them scrolls sideways. Download shows its glyph, as Comments and Share do. */
  .figura-root .figura-toolbar-row:first-child { flex-wrap: wrap; overflow: visible; background: none; row-gap: 2px; }
  .figura-root .figura-toolbar-row:first-child > .figura-toolbar-separator { display: none; }
  .figura-root .figura-toolbar-row:first-child > .figura-insert {
    order: 1; flex: 1 1 100%; min-width: 0; overflow-x: auto; scrollbar-width: thin;
  }
  .figura-root .figura-insert > * { flex: none; }
  .figura-root .figura-toolbar-row:first-child > .figura-status { flex: 0 1 auto; min-width: 0; overflow: hidden; }
  .figura-root .figura-status > .figura-save-status { min-width: 0; }
  .figura-root .figura-save-status > [role="status"] { overflow: hidden; text-overflow: ellipsis; }
  .figura-root .figura-collab-status { display: none; }
  .figura-root .figura-creation-actions .figura-button > span:not(.figura-badge) { display: none; }
  .figura-root .figura-body { flex-direction: column; }
  .figura-root .figura-body > .figura-slides {
    width: auto; max-height: 128px; border-right: 0; border-bottom: 1px solid var(--figura-border);
  }
  /* Small thumbnails in a row, whole under the actions and the plan's count (112 px wide they
     showed only their top). */
  .figura-root .figura-body .figura-slides-list { flex-direction: row; padding: 4px 8px; }
  .figura-root .figura-body .figura-slide-thumbnail { width: 64px; height: 36px; min-height: 0; }
  /* A square or tall slide keeps its shape at the strip's height (its foot was cut off). */
  .figura-root .figura-body img.figura-slide-thumbnail { width: auto; max-width: 64px; }
  .figura-root .figura-body > .figura-canvas-frame { flex: 1 1 50%; min-height: 220px; }
  /* The dock keeps one height whether it holds the hint or a selection's properties: grown on
     selecting, it pushed the canvas's foot, and half the slide, out of view. */
  .figura-root .figura-body > .figura-dock {
    width: auto; flex: 0 0 36%; max-height: none; border-left: 0; border-top: 1px solid var(--figura-border);
  }
  .figura-root .figura-dock > .figura-panel { flex: 1 1 auto; }
  .figura-root .figura-dock > .figura-panel:not(.figura-inspector) { min-height: 0; }
  .figura-root .figura-dock > .figura-inspector:not(:only-child) { flex: 0 1 auto; max-height: 35%; }
  .figura-root .figura-body > .figura-dock:has(> .figura-panel:not(.figura-inspector)) { flex-basis: 60%; }
}
`;
