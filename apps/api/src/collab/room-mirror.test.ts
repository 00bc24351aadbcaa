import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readSlideDocument, slideToYDoc, writeSlideDocument } from '@figura/sdk-core/collab';
import {
  LINKED_IMAGE_MESSAGE,
  SLIDE_TOO_LARGE_MESSAGE,
  slideDocumentSchema,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { RoomMirror } from './room-mirror.ts';

const slide = (): SlideDocument =>
  slideDocumentSchema.parse({
    schemaVersion: 4,
    width: 400,
    height: 300,
    elements: [
      { type: 'rect', id: 'a', left: 0, top: 0, width: 10, height: 10 },
      { type: 'rect', id: 'b', left: 20, top: 0, width: 10, height: 10 },
    ],
  });

/** A room, a client synced to it, and the mirror of the room. */
function setUp() {
  const room = slideToYDoc(slide());
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(room));
  return { room, client, mirror: new RoomMirror(room) };
}

/** What `change` does to the client, as the update it would send. */
function updateOf(client: Y.Doc, change: (doc: SlideDocument) => unknown): Uint8Array {
  const updates: Uint8Array[] = [];
  const listen = (update: Uint8Array) => updates.push(update);
  client.on('update', listen);
  writeSlideDocument(client, change(readSlideDocument(client)) as SlideDocument);
  client.off('update', listen);
  return Y.mergeUpdates(updates);
}

const moved = (doc: SlideDocument, id: string, left: unknown) => ({
  ...doc,
  elements: doc.elements.map((e) => (e.id === id ? { ...e, left } : e)),
});
const added = (doc: SlideDocument, element: Record<string, unknown>) => ({
  ...doc,
  elements: [...doc.elements, element],
});

describe('a room’s mirror', () => {
  it('accepts a valid change, and holds it once kept', () => {
    const { client, mirror } = setUp();
    const result = mirror.check(updateOf(client, (doc) => moved(doc, 'a', 55)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.change.elements.map((e) => e.id)).toEqual(['a']);
    result.change.commit();
    expect(mirror.document()?.elements[0]).toMatchObject({ id: 'a', left: 55 });
  });

  it('refuses an invalid element, and goes back to the room’s document', () => {
    const { room, client, mirror } = setUp();
    const result = mirror.check(updateOf(client, (doc) => moved(doc, 'a', 'not-a-number')));
    expect(result).toEqual({ ok: false, problem: expect.stringMatching(/^Element a: left/) });
    expect(mirror.document()?.elements[0]).toMatchObject({ left: 0 });
    // Someone else's valid change still applies, on top of the room's document.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(room));
    expect(mirror.check(updateOf(other, (doc) => moved(doc, 'b', 9))).ok).toBe(true);
  });

  it('refuses an id used twice, a group child’s included', () => {
    const { client, mirror } = setUp();
    const group = {
      type: 'group',
      id: 'g',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      elements: [{ type: 'rect', id: 'b', left: 0, top: 0, width: 10, height: 10 }],
    };
    const result = mirror.check(updateOf(client, (doc) => added(doc, group)));
    expect(result).toEqual({ ok: false, problem: 'Duplicate element id b' });
  });

  it('refuses an image linked by URL', () => {
    const { client, mirror } = setUp();
    const linked = {
      type: 'upload',
      id: 'img',
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      src: 'https://tracker.example/pixel.png',
      naturalWidth: 1,
      naturalHeight: 1,
    };
    expect(mirror.check(updateOf(client, (doc) => added(doc, linked)))).toEqual({
      ok: false,
      problem: LINKED_IMAGE_MESSAGE,
    });
  });

  it('refuses a slide larger than a save may store', () => {
    const { client, mirror } = setUp();
    // Many elements, each valid: together over the limit.
    const text = 'x'.repeat(9000);
    const many = (doc: SlideDocument) => ({
      ...doc,
      elements: [
        ...doc.elements,
        ...Array.from({ length: 1200 }, (_, i) => ({
          type: 'textbox',
          id: `t${i}`,
          left: 0,
          top: 0,
          width: 10,
          height: 10,
          text,
        })),
      ],
    });
    expect(mirror.check(updateOf(client, many))).toEqual({
      ok: false,
      problem: SLIDE_TOO_LARGE_MESSAGE,
    });
  });

  it('refuses what is not part of a slide, and what depends on changes the room lacks', () => {
    const { client, mirror } = setUp();
    const before = Y.encodeStateVector(client);
    client.getMap('elsewhere').set('x', 1);
    expect(mirror.check(Y.encodeStateAsUpdate(client, before))).toEqual({
      ok: false,
      problem: 'The change is not part of a slide.',
    });
    // Two changes in a row; the second alone depends on the first.
    const first = updateOf(client, (doc) => moved(doc, 'a', 1));
    const second = updateOf(client, (doc) => moved(doc, 'a', 2));
    expect(first.byteLength).toBeGreaterThan(0);
    expect(mirror.check(second)).toEqual({
      ok: false,
      problem: 'The change depends on changes the room does not have.',
    });
  });

  it('follows changes the room took from elsewhere', () => {
    const { room, mirror } = setUp();
    const updates: Uint8Array[] = [];
    room.on('update', (update: Uint8Array) => updates.push(update));
    writeSlideDocument(room, moved(readSlideDocument(room), 'b', 77) as SlideDocument);
    for (const update of updates) expect(mirror.follow(update)).toEqual([]);
    expect(mirror.document()?.elements[1]).toMatchObject({ id: 'b', left: 77 });
  });

  it('tells what was wrong with a room it copies', () => {
    const room = slideToYDoc(slide());
    room.getMap<Y.Map<unknown>>('elements').get('a')!.set('left', 'oops');
    const mirror = new RoomMirror(room);
    expect(mirror.problems).toEqual([expect.stringMatching(/^Element a: left/)]);
    // The invalid element is left out of what a store would save.
    expect(mirror.document()?.elements.map((e) => e.id)).toEqual(['b']);
  });
});
