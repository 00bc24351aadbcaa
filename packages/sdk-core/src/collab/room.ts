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
