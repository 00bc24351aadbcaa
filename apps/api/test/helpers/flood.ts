// A flood of one client, made beforehand: the messages a Hocuspocus provider would send, framed
// by hand (lib0's encoding), so a test or the bench sends them without Yjs work of its own.
import * as Y from 'yjs';
import { slideTypes } from '@figura/sdk-core/collab';

/** Appends `value` as lib0 writes a variable-length unsigned integer. */
function varUint(bytes: number[], value: number): void {
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
}

/** A room message carrying a Yjs update (`size` bytes long, or `update`), as a provider frames one. */
export function updateMessage(room: string, update: Uint8Array | number): Uint8Array {
  const head: number[] = [];
  const name = new TextEncoder().encode(room);
  varUint(head, name.length);
  head.push(...name);
  varUint(head, 0); // a sync message
  varUint(head, 2); // an update
  const size = typeof update === 'number' ? update : update.length;
  varUint(head, size);
  const message = new Uint8Array(head.length + size);
  message.set(head);
  if (typeof update !== 'number') message.set(update, head.length);
  return message;
}

/**
 * 20,000 one-property changes of `doc`'s `element`, each its own message, made beforehand (on a
 * copy) so that sending them is all the flooding client does while /health is timed.
 */
export function floodMessages(doc: Y.Doc, room: string, element = 'rect-1'): Uint8Array[] {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const messages: Uint8Array[] = [];
  copy.on('update', (update: Uint8Array) => messages.push(updateMessage(room, update)));
  const rect = slideTypes(copy).elements.get(element)!;
  for (let i = 0; i < 20_000; i++) copy.transact(() => rect.set('left', i));
  return messages;
}
