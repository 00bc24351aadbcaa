/** The co-editing people list (the layer over the canvas brings its own: PresenceLayer.tsx). */
export const PRESENCE_CSS = `
.figura-root .figura-collaborators { display: flex; align-items: center; gap: 8px; font-size: 12px; }
.figura-root .figura-collaborators ul { display: flex; gap: 6px; margin: 0; padding: 0; list-style: none; }
.figura-root .figura-collaborators li { display: flex; align-items: center; gap: 4px; }
.figura-root .figura-collab-dot { width: 10px; height: 10px; border-radius: 50%; display: inline-block; }
.figura-root .figura-collaborators[data-status='reconnecting'] .figura-collab-status { color: var(--figura-danger); }
`;
