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

/**
 * What the server tells the people in a room, unasked (stateless messages, JSON):
 * - `change-refused`: this person's last change broke a rule of a save (`problem` says which);
 *   nobody else got it, and the server closes the connection (ROOM_CLOSE.changeRefused): the
 *   client starts again from the room's document;
 * - `comments`: the slide's comments changed (a new one, a reply, an edit, a resolve, a delete);
 * - `slides`: the creation's slides changed (added, deleted, reordered, resized, restored).
 */
export type RoomNotice =
  { figura: 'change-refused'; problem: string } | { figura: 'comments' } | { figura: 'slides' };

/**
 * Why the server closed a room connection (WebSocket close codes in the private range). The
 * client reconnects after all but `slideRemoved`; the connection then gets the rights the
 * person has now (read-only, or refused).
 */
export const ROOM_CLOSE = {
  /** A change was refused (RoomNotice change-refused came first). */
  changeRefused: { code: 4400, reason: 'change-refused' },
  /** The token expired or its session ended (sign-out): the client asks for a new one. */
  signedOut: { code: 4401, reason: 'signed-out' },
  /** The person's rights on the creation changed (share removed, downgraded, left the team). */
  accessChanged: { code: 4403, reason: 'access-changed' },
  /** The slide was deleted: there is no room to come back to. */
  slideRemoved: { code: 4410, reason: 'slide-removed' },
  /** More changes, or bigger ones, than a person makes: the connection was throttled, then closed. */
  tooMuch: { code: 4429, reason: 'too-many-changes' },
} as const;

type RoomMessage = StoreRequest | StoreReply | RoomNotice;

function parseRoomMessage(payload: string): Partial<RoomMessage> | undefined {
  try {
    const message = JSON.parse(payload) as unknown;
    return message && typeof message === 'object' ? (message as Partial<RoomMessage>) : undefined;
  } catch {
    return undefined; // Not one of ours.
  }
}

/** The request or reply in a stateless message; undefined for anything else. */
export function parseStoreMessage(payload: string): StoreRequest | StoreReply | undefined {
  const message = parseRoomMessage(payload) as Partial<StoreRequest | StoreReply> | undefined;
  if (typeof message?.id !== 'number') return undefined;
  if (message.figura === 'store') return message as StoreRequest;
  if (message.figura === 'stored' || message.figura === 'refused') return message as StoreReply;
  return undefined;
}

/** The notice in a stateless message; undefined for anything else. */
export function parseRoomNotice(payload: string): RoomNotice | undefined {
  const message = parseRoomMessage(payload) as Partial<RoomNotice> | undefined;
  switch (message?.figura) {
    case 'change-refused':
      return typeof message.problem === 'string' ? (message as RoomNotice) : undefined;
    case 'comments':
    case 'slides':
      return { figura: message.figura };
    default:
      return undefined;
  }
}
