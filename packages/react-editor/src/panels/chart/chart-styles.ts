/** Styles of the chart properties panel; added when it first loads. */
export const CHART_CSS = `
/* One label column for the settings and the text sizes: the fields line up as the kind changes. */
.figura-root .figura-chart-fields { display: grid; grid-template-columns: 8em minmax(0, 1fr); gap: 4px 6px; align-items: center; }
.figura-root .figura-chart-text-sizes { border: 0; margin: 8px 0 0; padding: 0; }
.figura-root .figura-chart-text-sizes legend { padding: 0; margin: 0 0 4px; font-weight: 600; color: var(--figura-muted); }
.figura-root .figura-chart-hint { margin: 2px 0; color: var(--figura-muted); }
.figura-root .figura-chart-fits { display: flex; align-items: center; gap: 6px; margin: 4px 0; color: var(--figura-success); font-weight: 600; }
.figura-root .figura-chart-fits::before { content: '✓'; }
.figura-root .figura-chart-grid-wrap { max-height: 220px; overflow: auto; border: 1px solid var(--figura-border); }
.figura-root .figura-chart-grid { border-collapse: collapse; }
.figura-root .figura-chart-grid td, .figura-root .figura-chart-grid th { padding: 0; border: 1px solid var(--figura-border); }
.figura-root .figura-chart-grid input { width: 64px; border: 0; padding: 2px 4px; font: inherit; background: transparent; }
.figura-root .figura-chart-grid thead input, .figura-root .figura-chart-grid th input { font-weight: 600; }
.figura-root .figura-chart-grid input[aria-invalid='true'] { outline: 2px solid #b42318; outline-offset: -2px; background: #fef3f2; }
.figura-root .figura-chart-grid-actions { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0; }
.figura-root .figura-chart-problems { margin: 4px 0; color: #b42318; }
.figura-root .figura-chart-problems ul { margin: 2px 0; padding-left: 16px; }
.figura-root .figura-chart-colours { display: flex; flex-wrap: wrap; gap: 4px; }
.figura-root .figura-chart-colours input { width: 24px; height: 24px; padding: 0; border: 1px solid var(--figura-border); border-radius: 4px; cursor: pointer; }
`;
