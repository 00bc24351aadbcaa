/** The co-editing status (the people and their pointers bring their own: PeopleHere, PresenceLayer). */
export const PRESENCE_CSS = `
.figura-root .figura-collaborators { display: flex; align-items: center; font-size: 12px; }
.figura-root .figura-collaborators[data-status='reconnecting'] .figura-collab-status { color: var(--figura-danger); }
`;
