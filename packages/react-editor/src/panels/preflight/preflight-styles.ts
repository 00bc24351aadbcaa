/** Styles of the Preflight panel; added when it first loads. */
export const PREFLIGHT_CSS = `
.figura-root .figura-preflight .figura-panel-body { display: flex; flex-direction: column; gap: 8px; }
.figura-root .figura-preflight select.figura-input { width: 100%; }
.figura-root .figura-preflight-choice { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 6px 8px; align-items: center; font-size: 13px; }
.figura-root .figura-preflight-choice > label { display: contents; }
.figura-root .figura-preflight-choice > p { grid-column: 1 / -1; margin: -2px 0 0; }
.figura-root .figura-preflight-custom { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4px 8px; min-inline-size: 0; margin: 0; padding: 0; border: 0; }
.figura-root .figura-preflight-custom label { display: flex; flex-direction: column; gap: 2px; min-width: 0; font-size: 12px; }
.figura-root .figura-preflight-custom .figura-input { width: 100%; min-width: 0; box-sizing: border-box; }
.figura-root .figura-preflight-custom > .figura-hint { grid-column: 1 / -1; margin: 0; }
.figura-root .figura-preflight-formats { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 4px 10px; font-size: 12px; }
.figura-root .figura-preflight-formats label { flex-direction: row; align-items: center; gap: 4px; }
.figura-root .figura-preflight-source { font-size: 12px; line-height: 1.35; color: var(--figura-muted); }
.figura-root .figura-preflight-source a { color: var(--figura-accent); }
.figura-root .figura-preflight-status { margin: 0; font-weight: 600; }
.figura-root .figura-preflight-status[data-passed="true"] { color: #1e7b34; }
.figura-root .figura-preflight-problems { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.figura-root .figura-preflight-problem {
  display: block; width: 100%; text-align: left; padding: 6px 8px; font: inherit; font-size: 12px; line-height: 1.35;
  color: var(--figura-fg); background: var(--figura-toolbar-bg); border: 1px solid var(--figura-border);
  border-left: 4px solid #b7791f; border-radius: var(--figura-radius);
}
.figura-root .figura-preflight-problem[data-severity="error"] { border-left-color: #c53030; }
.figura-root .figura-preflight-problem[data-severity="info"] { border-left-color: #718096; }
.figura-root button.figura-preflight-problem { cursor: pointer; }
.figura-root .figura-preflight-fix { margin-top: 4px; font-size: 12px; }
.figura-root button.figura-preflight-problem:hover { background: var(--figura-bg); }
.figura-root .figura-preflight-problem strong { display: block; font-size: 11px; color: var(--figura-muted); }
.figura-root .figura-preflight h3 { margin: 8px 0 0; font-size: 12px; font-weight: 600; }
.figura-root .figura-preflight-files { list-style: none; margin: 0; padding: 0; font-size: 12px; display: grid; gap: 2px; }
.figura-root .figura-preflight-files [data-ready="false"] { color: var(--figura-muted); }
.figura-root .figura-preflight-ask {
  padding: 8px; font-size: 12px; line-height: 1.4; background: var(--figura-warning-bg);
  border: 1px solid #f5b041; border-radius: var(--figura-radius);
}
.figura-root .figura-preflight-ask p { margin: 0 0 8px; }
.figura-root .figura-preflight-ask-actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;
