/** The co-editing people list and the presence layer over the canvas. */
export const PRESENCE_CSS = `
.figura-root .figura-collaborators { display: flex; align-items: center; gap: 8px; font-size: 12px; }
.figura-root .figura-collaborators ul { display: flex; gap: 6px; margin: 0; padding: 0; list-style: none; }
.figura-root .figura-collaborators li { display: flex; align-items: center; gap: 4px; }
.figura-root .figura-collab-dot { width: 10px; height: 10px; border-radius: 50%; display: inline-block; }
.figura-root .figura-collaborators[data-status='reconnecting'] .figura-collab-status { color: var(--figura-danger); }
.figura-root .figura-presence { position: absolute; width: 0; height: 0; pointer-events: none; z-index: 2; }
.figura-root .figura-presence-selection { position: absolute; border: 2px solid; box-sizing: border-box; }
.figura-root .figura-presence-cursor { position: absolute; display: flex; align-items: flex-start; }
.figura-root .figura-presence-cursor span { color: #fff; font-size: 11px; padding: 1px 4px; border-radius: 3px; margin-top: 12px; white-space: nowrap; }
`;
