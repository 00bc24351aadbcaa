/** Presence: who else is in the room, where their pointer is and what they have selected. */

/** One co-editor as this editor sees them (awareness state of another client). */
export interface Collaborator {
  clientId: number;
  name: string;
  colour: string;
  /** Their pointer on the slide, in slide coordinates; null when it is off the canvas. */
  cursor: { x: number; y: number } | null;
  /** The ids of the elements they have selected. */
  selection: readonly string[];
}

/** What each client publishes in the room's awareness. */
export interface PresenceState {
  user: { name: string; colour: string };
  cursor: { x: number; y: number } | null;
  selection: readonly string[];
}

/** Colours for people in a room, distinct on white and from each other (Okabe–Ito). */
export const PRESENCE_COLOURS = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#D55E00',
  '#CC79A7',
  '#0072B2',
  '#F0E442',
] as const;

/** A colour for a person: stable for their name, so they keep it across visits. */
export function presenceColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PRESENCE_COLOURS[hash % PRESENCE_COLOURS.length] ?? PRESENCE_COLOURS[0];
}

function isPresence(state: unknown): state is PresenceState {
  const user = (state as Partial<PresenceState> | undefined)?.user;
  return typeof user?.name === 'string' && typeof user.colour === 'string';
}

/** The other clients of an awareness map, ordered by name, with what they publish. */
export function collaboratorsOf(
  states: ReadonlyMap<number, unknown>,
  ownClientId: number,
): Collaborator[] {
  const people: Collaborator[] = [];
  for (const [clientId, state] of states) {
    if (clientId === ownClientId || !isPresence(state)) continue;
    const cursor = state.cursor;
    people.push({
      clientId,
      name: state.user.name,
      colour: state.user.colour,
      cursor:
        cursor && Number.isFinite(cursor.x) && Number.isFinite(cursor.y)
          ? { x: cursor.x, y: cursor.y }
          : null,
      selection: Array.isArray(state.selection)
        ? state.selection.filter((id): id is string => typeof id === 'string')
        : [],
    });
  }
  return people.sort((a, b) => a.name.localeCompare(b.name) || a.clientId - b.clientId);
}
