/**
 * One co-editing room per slide. Its name carries the creation too, so the server checks access
 * to the creation (and that the slide is one of its live slides) from the name alone.
 */
export function collabRoomName(creationId: string, slideId: string): string {
  return `${creationId}/${slideId}`;
}

/** The creation and slide of a room name; undefined for a name that is not one. */
export function parseCollabRoomName(
  name: string,
): { creationId: string; slideId: string } | undefined {
  const match = /^([^/]+)\/([^/]+)$/.exec(name);
  return match?.[1] && match[2] ? { creationId: match[1], slideId: match[2] } : undefined;
}

/** The path the API serves co-editing rooms on (a WebSocket upgrade on its own HTTP server). */
export const COLLAB_PATH = '/collab';

/**
 * A client asks the server to store the room now (its autosave's "save"), and hears back when
 * the slide holds what the room held: so "saved" means stored, as with a REST save. Stateless
 * messages of the room, JSON.
 */
export type StoreRequest = { figura: 'store'; id: number };
export type StoreReply =
  | { figura: 'stored'; id: number; revision: number }
  | { figura: 'refused'; id: number; problem: string };

/** The request or reply in a stateless message; undefined for anything else. */
export function parseStoreMessage(payload: string): StoreRequest | StoreReply | undefined {
  try {
    const message = JSON.parse(payload) as Partial<StoreReply> | Partial<StoreRequest>;
    if (typeof message.id !== 'number') return undefined;
    if (message.figura === 'store') return message as StoreRequest;
    if (message.figura === 'stored' || message.figura === 'refused') return message as StoreReply;
  } catch {
    // Not one of ours.
  }
  return undefined;
}
