/** Styles of the illustration properties panel; added when it first loads. */
export const ILLUSTRATION_CSS = `
.figura-root .figura-swatches { display: flex; flex-wrap: wrap; gap: 4px; max-height: 160px; overflow: auto; }
.figura-root .figura-swatches input { width: 24px; height: 24px; padding: 0; border: 1px solid var(--figura-border); border-radius: 4px; cursor: pointer; }
.figura-root .figura-hue { display: grid; grid-template-columns: 1fr auto; gap: 4px; align-items: center; margin: 6px 0; }
.figura-root .figura-credit-fields { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 2px 6px; }
.figura-root .figura-credit-fields dt { color: var(--figura-muted); }
.figura-root .figura-credit-fields dd { margin: 0; overflow-wrap: anywhere; }
.figura-root .figura-credits-action { display: grid; gap: 4px; }
`;
