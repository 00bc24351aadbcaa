/** The co-editing status (the people and their pointers bring their own: PeopleHere, PresenceLayer). */
export const PRESENCE_CSS = `
.figura-root .figura-collaborators { max-width: 8em; font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.figura-root .figura-collaborators[data-status='reconnecting'] .figura-collab-status { color: var(--figura-danger); }
`;
