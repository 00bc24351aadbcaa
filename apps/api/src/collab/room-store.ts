import { eq } from 'drizzle-orm';
import * as Y from 'yjs';
import { readSlideDocument, sameJson, writeSlideDocument } from '@figura/sdk-core/collab';
import { safeParseSlideDocument, type SlideDocument } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creations, slideBackups, slideCollabStates, slides } from '../db/schema.ts';
import { findSlide, liveSlidesOf, storedDocument } from '../services/slides.ts';

/** What a room's store found: stored (with the slide's revision), unchanged, or refused. */
export type RoomStoreResult =
  | { kind: 'stored'; revision: number }
  | { kind: 'unchanged'; revision: number }
  | { kind: 'invalid'; problem: string };

/** The origin of the transaction that puts the stored document into a room. */
export const STORED_DOCUMENT_ORIGIN = 'figura:stored-document';

/**
 * Fills a room's Y.Doc: its saved update state, and on top of it the slide's stored document when
 * the slide was saved (REST) since that state was (or there is no state yet).
 */
export async function loadRoom(
  db: Database,
  creationId: string,
  slideId: string,
  doc: Y.Doc,
): Promise<void> {
  const slide = await findSlide(db, creationId, slideId);
  const [saved] = await db
    .select()
    .from(slideCollabStates)
    .where(eq(slideCollabStates.slideId, slideId))
    .limit(1);
  if (saved) Y.applyUpdate(doc, new Uint8Array(saved.state));
  if (!saved || saved.revision !== slide.revision)
    writeSlideDocument(doc, storedDocument(slide), STORED_DOCUMENT_ORIGIN);
}

/**
 * Stores a room: its document, validated with the document schema, into the slide (revision
 * bumped, a backup written, as a REST save does) when it differs from the stored one, and the
 * room's update state with the revision it holds. An invalid document stores nothing.
 */
export async function storeRoom(
  db: Database,
  creationId: string,
  slideId: string,
  doc: Y.Doc,
): Promise<RoomStoreResult> {
  const parsed = safeParseSlideDocument(readSlideDocument(doc));
  if (!parsed.success) return { kind: 'invalid', problem: parsed.error.message };
  const content = parsed.data;
  const state = Buffer.from(Y.encodeStateAsUpdate(doc));
  return db.transaction(async (tx) => {
    const slide = await findSlide(tx, creationId, slideId, true);
    let result: RoomStoreResult = { kind: 'unchanged', revision: slide.revision };
    if (!sameJson(storedDocument(slide), content)) {
      const revision = slide.revision + 1;
      await writeContent(tx, creationId, slideId, content, revision);
      result = { kind: 'stored', revision };
    }
    await tx
      .insert(slideCollabStates)
      .values({ slideId, state, revision: result.revision })
      .onConflictDoUpdate({
        target: slideCollabStates.slideId,
        set: { state, revision: result.revision, updatedAt: new Date() },
      });
    return result;
  });
}

/** The slide's new content at `revision`, its backup, and the creation touched (and sized). */
async function writeContent(
  tx: Database,
  creationId: string,
  slideId: string,
  content: SlideDocument,
  revision: number,
): Promise<void> {
  await tx
    .update(slides)
    .set({ content, revision, updatedAt: new Date() })
    .where(eq(slides.id, slideId));
  await tx.insert(slideBackups).values({ slideId, revision, content });
  // The creation's size is its first slide's (as a REST save keeps it).
  const [first] = await tx
    .select({ id: slides.id })
    .from(slides)
    .where(liveSlidesOf(creationId))
    .orderBy(slides.position, slides.id)
    .limit(1);
  await tx
    .update(creations)
    .set(
      first?.id === slideId
        ? { updatedAt: new Date(), width: content.width, height: content.height }
        : { updatedAt: new Date() },
    )
    .where(eq(creations.id, creationId));
}
