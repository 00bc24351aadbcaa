import { eq, lte } from 'drizzle-orm';
import * as Y from 'yjs';
import { sameJson, writeSlideDocument } from '@figura/sdk-core/collab';
import type { SlideDocument, SlideSaved } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creations, slideCollabStates, users, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { findSlide, saveSlideContent, storedDocument } from '../creations/slides.ts';
import { RoomMirror } from './room-mirror.ts';

/** What a room's store did: stored (the slide's new revision), nothing new, or took the slide. */
export type RoomStoreResult =
  | { kind: 'stored'; revision: number }
  | { kind: 'unchanged'; revision: number }
  /** The slide was saved outside the room since the room's last store: the room took it. */
  | { kind: 'reloaded'; revision: number };

/** The origin of the transaction that puts the stored document into a room. */
export const STORED_DOCUMENT_ORIGIN = 'figura:stored-document';

/**
 * Fills a room's Y.Doc: its saved update state, and on top of it the slide's stored document when
 * the slide was saved outside the room since that state was (or there is no state yet), and then
 * the state is saved at the slide's revision. A state the checks of a save would refuse (stored
 * before rooms were checked) is dropped: the room starts from the slide.
 */
export async function loadRoom(
  db: Database,
  creationId: string,
  slideId: string,
  doc: Y.Doc,
): Promise<{ dropped: string[] }> {
  const slide = await findSlide(db, creationId, slideId);
  const [saved] = await db
    .select()
    .from(slideCollabStates)
    .where(eq(slideCollabStates.slideId, slideId))
    .limit(1);
  let dropped: string[] = [];
  if (saved) {
    const state = new Uint8Array(saved.state);
    dropped = problemsOfState(state);
    if (dropped.length === 0) Y.applyUpdate(doc, state);
  }
  if (!saved || dropped.length > 0 || saved.revision !== slide.revision) {
    writeSlideDocument(doc, storedDocument(slide), STORED_DOCUMENT_ORIGIN);
    // The room is based on the slide's revision now: its next store builds on it.
    await saveRoomState(db, slideId, doc, slide.revision);
  }
  return { dropped };
}

function problemsOfState(state: Uint8Array): string[] {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
    const mirror = new RoomMirror(doc);
    const problems = mirror.problems;
    mirror.destroy();
    return problems;
  } catch {
    return ['unreadable'];
  } finally {
    doc.destroy();
  }
}

export interface StoredRoom {
  creationId: string;
  slideId: string;
  doc: Y.Doc;
  /** The room's slide, validated (RoomGuard.document). */
  content: SlideDocument | undefined;
  /** Who made the room's last change: the version is saved in their name. */
  writer: UserRow | undefined;
}

/**
 * Stores a room through the one write path of slide content (saveSlideContent: the rules of a
 * save, the writer's right, the revision, a backup), and the room's update state with the
 * revision it holds. A slide saved outside the room since the room's last store (a save that
 * did not reach the room) is not overwritten: the room takes it, as a stale save loses.
 */
export async function storeRoom(db: Database, room: StoredRoom): Promise<RoomStoreResult> {
  const { creationId, slideId, doc, content } = room;
  for (let attempt = 0; ; attempt++) {
    const slide = await findSlide(db, creationId, slideId);
    const [saved] = await db
      .select({ revision: slideCollabStates.revision })
      .from(slideCollabStates)
      .where(eq(slideCollabStates.slideId, slideId))
      .limit(1);
    if (saved && saved.revision !== slide.revision) {
      writeSlideDocument(doc, storedDocument(slide), STORED_DOCUMENT_ORIGIN);
      await saveRoomState(db, slideId, doc, slide.revision);
      return { kind: 'reloaded', revision: slide.revision };
    }
    if (!content || sameJson(storedDocument(slide), content)) {
      await saveRoomState(db, slideId, doc, slide.revision);
      return { kind: 'unchanged', revision: slide.revision };
    }
    try {
      const stored = await saveAs(db, room, slide.revision, content);
      await saveRoomState(db, slideId, doc, stored.revision);
      return { kind: 'stored', revision: stored.revision };
    } catch (error) {
      // Saved elsewhere between the read and the write: read again (the room takes that save).
      if (error instanceof HttpError && error.statusCode === 409 && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * Saves the room's slide in the name of the person who made its last change, or the creation's
 * owner when that person may not write it any more (the save's own checks say so: 403, 404 once
 * they may not even read it, 400 once they may not read the files it names). The changes were
 * checked as they came, in their sender's name; the store must not be lost because that person
 * has left since.
 */
async function saveAs(
  db: Database,
  room: StoredRoom,
  revision: number,
  content: SlideDocument,
): Promise<SlideSaved> {
  const { creationId, slideId } = room;
  if (room.writer) {
    try {
      return await saveSlideContent(db, room.writer, creationId, slideId, { revision, content });
    } catch (error) {
      if (!(error instanceof HttpError) || ![400, 403, 404].includes(error.statusCode)) throw error;
    }
  }
  const owner = await ownerOf(db, creationId);
  return saveSlideContent(db, owner, creationId, slideId, { revision, content });
}

/**
 * The room's state at `revision`: what a room opened later starts from. A store that finished
 * after a newer one (another node's, a save that reached the room) does not write an older one.
 */
export async function saveRoomState(
  db: Database,
  slideId: string,
  doc: Y.Doc,
  revision: number,
): Promise<void> {
  const state = Buffer.from(Y.encodeStateAsUpdate(doc));
  await db
    .insert(slideCollabStates)
    .values({ slideId, state, revision })
    .onConflictDoUpdate({
      target: slideCollabStates.slideId,
      set: { state, revision, updatedAt: new Date() },
      where: lte(slideCollabStates.revision, revision),
    });
}

async function ownerOf(db: Database, creationId: string): Promise<UserRow> {
  const [owner] = await db
    .select({ user: users })
    .from(creations)
    .innerJoin(users, eq(users.id, creations.userId))
    .where(eq(creations.id, creationId))
    .limit(1);
  if (!owner) throw new Error(`Creation ${creationId} has no owner`);
  return owner.user;
}
