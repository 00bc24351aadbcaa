import { and, asc, eq, gt, isNull, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  CURRENT_SCHEMA_VERSION,
  FIRST_SLIDE,
  LINKED_IMAGE_MESSAGE,
  SLIDE_NOT_FOUND,
  UNKNOWN_FILE_MESSAGE,
  STALE_REVISION_MESSAGE,
  createEmptyDocument,
  fileIdsOf,
  illustrationCount,
  linkedImagePaths,
  safeParseSlideDocument,
  withChartsRedrawn,
  type FiguraElement,
  type SlideDocument,
  type SlideSaved,
  type SlideSummary,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import {
  creations,
  creationShares,
  slideBackups,
  slides,
  type SlideRow,
  type UserRow,
} from '../db/schema.ts';
import { perDatabase, prepareStatement } from '../db/prepared.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  asCreationWithShare,
  checkCreationAccess,
  requireCreationAccess,
  teamRoleColumn,
  unreadableFiles,
  writableCreationsCondition,
} from '../auth/access.ts';
import { recordDocumentFiles, recordFileReferences } from '../files/files.ts';
import {
  countFirstEdit,
  markFirstEdit,
  requireRoomForIllustrations,
  requireRoomInCreation,
} from '../billing/plans.ts';

/** The live (not deleted) slides of a creation. */
export function liveSlidesOf(creationId: string | Placeholder): SQL {
  return and(eq(slides.creationId, creationId), isNull(slides.deletedAt))!;
}

/**
 * Inserts a slide holding `content` at the end of the creation, or right after `afterPosition`
 * (later slides move down one), within the slides the owner's plan allows in a creation (403
 * naming the limit past it). The caller holds the creation's row lock.
 */
export async function insertSlide(
  tx: Database,
  creationId: string,
  content: SlideDocument,
  afterPosition?: number,
): Promise<SlideSummary> {
  await requireRoomInCreation(tx, creationId, 'slidesPerCreation');
  await requireRoomForIllustrations(tx, creationId, undefined, illustrationCount(content.elements));
  // A slide with something on it (copied in, duplicated) makes a blank creation count, as a save
  // of its content would; an empty one does not.
  if (content.elements.length > 0) await markFirstEdit(tx, creationId);
  let position: number;
  if (afterPosition === undefined) {
    const [last] = await tx
      .select({ position: max(slides.position) })
      .from(slides)
      .where(liveSlidesOf(creationId));
    position = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  } else {
    position = afterPosition + 1;
    await tx
      .update(slides)
      .set({ position: sql`${slides.position} + 1` })
      .where(and(liveSlidesOf(creationId), gt(slides.position, afterPosition)));
  }
  const [slide] = await tx
    .insert(slides)
    .values({ creationId, position, content })
    .returning({ id: slides.id, position: slides.position, revision: slides.revision });
  if (!slide) throw new Error('Insert returned no slide');
  // A copied slide's files: readers of this creation may read them too.
  await recordDocumentFiles(tx, creationId, content);
  await touchCreation(tx, creationId);
  return slide;
}

export async function touchCreation(tx: Database, creationId: string): Promise<void> {
  await tx
    .update(creations)
    .set({ updatedAt: sql`now()` })
    .where(eq(creations.id, creationId));
}

/** Adds an empty slide of the creation's size, at the end or right after `afterSlideId`. */
export async function addSlide(
  db: Database,
  user: UserRow,
  creationId: string,
  input: { afterSlideId?: string | undefined } = {},
): Promise<SlideSummary> {
  return db.transaction(async (tx) => {
    // The lock keeps two concurrent adds from taking the same position.
    const creation = await requireCreationAccess(tx, user, creationId, 'write', {
      forUpdate: true,
    });
    const after = input.afterSlideId
      ? await findSlide(tx, creationId, input.afterSlideId)
      : undefined;
    return insertSlide(
      tx,
      creationId,
      createEmptyDocument(creation.width, creation.height),
      after?.position,
    );
  });
}

/** A live slide of the creation, or 404. */
export async function findSlide(
  db: Database,
  creationId: string,
  slideId: string,
  forUpdate = false,
): Promise<SlideRow> {
  const query = db
    .select()
    .from(slides)
    .where(and(eq(slides.id, slideId), liveSlidesOf(creationId)))
    .limit(1);
  const [slide] = forUpdate ? await query.for('update') : await query;
  if (!slide) throw notFound(SLIDE_NOT_FOUND);
  return slide;
}

/** Stored documents are migrated to the current schema version on the way out. */
export function storedDocument(slide: Pick<SlideRow, 'id' | 'content'>): SlideDocument {
  const parsed = safeParseSlideDocument(slide.content);
  if (!parsed.success) {
    const error = new Error(`Slide ${slide.id} holds an unreadable document`);
    error.cause = parsed.error;
    throw error;
  }
  // A chart an older build drew is drawn again (exports, copies and rooms read it through here).
  return withChartsRedrawn(parsed.data);
}

const param = (name: string) => sql.placeholder(name);

/**
 * The slide with its creation and the asking user's share of it (what the access rules read), in
 * one query.
 */
function slideWithCreation(db: Database, which: SQL) {
  return db
    .select({
      creation: creations,
      sharePermission: creationShares.permission,
      teamRole: teamRoleColumn(param('userId')),
      id: slides.id,
      creationId: slides.creationId,
      revision: slides.revision,
      updatedAt: slides.updatedAt,
      text: sql<string>`${slides.content}::text`,
    })
    .from(slides)
    .innerJoin(creations, eq(creations.id, slides.creationId))
    .leftJoin(
      creationShares,
      and(eq(creationShares.creationId, creations.id), eq(creationShares.userId, param('userId'))),
    )
    .where(which)
    .orderBy(asc(slides.position), asc(slides.id))
    .limit(1);
}

/** The slide calls' statements, prepared once per database (see db/prepared.ts). */
const slideStatements = perDatabase((db) => ({
  firstSlide: slideWithCreation(db, liveSlidesOf(param('creationId'))).prepare('first_slide'),
  slideById: slideWithCreation(
    db,
    and(eq(slides.id, param('slideId')), liveSlidesOf(param('creationId')))!,
  ).prepare('slide_by_id'),
  /**
   * In one statement: when the slide is live at `revision` and the user may write its creation,
   * stores the new document at the next revision with its backup and touches the creation (whose
   * size is its first slide's document size). The document goes to the database once and is
   * parsed there once.
   */
  save: prepareStatement<{ id: string; revision: number; updated_at: string | Date }>(
    db,
    'save_slide_content',
    sql`
    with saved as (
      update ${slides} set content = ${param('content')}::json,
        revision = ${param('nextRevision')}, updated_at = now()
      from ${creations}
      where ${slides.id} = ${param('slideId')} and ${liveSlidesOf(param('creationId'))}
        and ${slides.revision} = ${param('revision')}
        and ${creations.id} = ${slides.creationId}
        and ${writableCreationsCondition(param('userId'))}
      returning ${slides.id}, ${slides.revision}, ${slides.updatedAt}, ${slides.content}
    ), backup as (
      insert into ${slideBackups} (slide_id, revision, content, saved_by)
      select id, revision, content, ${param('userId')}::uuid from saved
    ), first_slide as (
      select id from ${slides} where ${liveSlidesOf(param('creationId'))}
      order by position, id limit 1
    ), touched as (
      update ${creations} set updated_at = now(),
        width = case when (select id from first_slide) = ${param('slideId')}
          then ${param('width')}::integer else width end,
        height = case when (select id from first_slide) = ${param('slideId')}
          then ${param('height')}::integer else height end
      where id = ${param('creationId')} and exists (select 1 from saved)
    )
    select id, revision, updated_at from saved`,
  ),
}));

/**
 * How every document saved at the current schema version begins: the save stores the validated
 * document as `JSON.stringify` writes it, `schemaVersion` first. Reading the version off the text
 * costs nothing, where asking the database for it (`->>`) parses the whole document. Text that
 * does not begin so (older versions, or rows converted from the jsonb era, whose keys are
 * reordered) takes the full path: parse, migrate, validate.
 */
const CURRENT_DOCUMENT_START = `{"schemaVersion":${CURRENT_SCHEMA_VERSION},`;

/**
 * The content reply as JSON text. A document stored at the current schema version was validated
 * when it was written, so it goes out as stored: no parse, validation or serialisation, which
 * dominate this call at thousands of elements (the editor validates what it receives). An older
 * one is migrated and validated on the way out, as everywhere else.
 */
export async function getSlideContentJson(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
): Promise<string> {
  const { firstSlide, slideById } = slideStatements(db);
  // `first`: the creation's first live slide (by position).
  const [row] =
    slideId === FIRST_SLIDE
      ? await firstSlide.execute({ creationId, userId: user.id })
      : await slideById.execute({ creationId, slideId, userId: user.id });
  if (!row) {
    // No such slide here: say whether the creation is missing (or not the user's) first.
    await requireCreationAccess(db, user, creationId, 'read');
    throw notFound(SLIDE_NOT_FOUND);
  }
  checkCreationAccess(user, asCreationWithShare(row), 'read');
  const content = row.text.startsWith(CURRENT_DOCUMENT_START)
    ? row.text
    : JSON.stringify(storedDocument({ id: row.id, content: JSON.parse(row.text) }));
  const head = JSON.stringify({
    id: row.id,
    creationId: row.creationId,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  });
  return `${head.slice(0, -1)},"content":${content}}`;
}

/**
 * The rules every write of slide content passes beyond the document schema, however it comes (a
 * REST save, a change in a co-editing room): no image linked by URL (the server never fetches),
 * and no file the writer may not read (a save cannot claim files). `known`: files the slide
 * names already (checked when they came), not asked about again. Returns the files the elements
 * name.
 */
export async function checkSlideWrite(
  db: Database,
  writer: UserRow,
  elements: readonly FiguraElement[],
  known: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  if (linkedImagePaths(elements).length > 0) throw new HttpError(400, LINKED_IMAGE_MESSAGE);
  const fileIds = fileIdsOf({ elements: [...elements] });
  const unknown = await unreadableFiles(
    db,
    writer,
    fileIds.filter((id) => !known.has(id)),
  );
  if (unknown.length > 0) throw new HttpError(400, UNKNOWN_FILE_MESSAGE, { fileIds: unknown });
  return fileIds;
}

/**
 * Saves a slide's document if `write.revision` is still the stored one; otherwise 409 with the
 * current revision and nothing written. The one write path of slide content: a REST save and a
 * co-editing room's store both come here (checkSlideWrite, then one statement checks the
 * writer's right and the revision and writes the content, its backup and the creation; of two
 * writers on the same base exactly one matches: the other's update waits for the row, then finds
 * a newer revision); only when nothing was written do more queries find out why.
 */
export async function saveSlideContent(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
  write: { revision: number; content: SlideDocument },
): Promise<SlideSaved> {
  const fileIds = await checkSlideWrite(db, user, write.content.elements);
  // A blank creation's first content takes a place under its owner's creations cap.
  await countFirstEdit(db, user, creationId);
  const illustrations = illustrationCount(write.content.elements);
  const saved =
    illustrations > 0
      ? await db.transaction(async (tx) => {
          // The cap's reply names the owner's plan: only for someone who may write here. The
          // creation's row is held to the write: two slides saved at once take turns at the cap.
          await requireCreationAccess(tx, user, creationId, 'write', { forUpdate: true });
          await requireRoomForIllustrations(tx, creationId, slideId, illustrations);
          return writeSlideContent(tx, user, creationId, slideId, write);
        })
      : await writeSlideContent(db, user, creationId, slideId, write);
  if (saved) {
    await recordFileReferences(db, creationId, fileIds);
    return { id: saved.id, revision: saved.revision, updatedAt: saved.updatedAt.toISOString() };
  }
  // Nothing written: the creation (404/403), the slide (404), or a newer revision (409).
  await requireCreationAccess(db, user, creationId, 'write');
  const [slide] = await db
    .select({ revision: slides.revision })
    .from(slides)
    .where(and(eq(slides.id, slideId), liveSlidesOf(creationId)))
    .limit(1);
  if (!slide) throw notFound(SLIDE_NOT_FOUND);
  if (slide.revision === write.revision)
    throw new Error(`Slide ${slideId} was writable at revision ${slide.revision} but not written`);
  throw new HttpError(409, STALE_REVISION_MESSAGE, { revision: slide.revision });
}

/** Runs the save statement (`slideStatements`); undefined when nothing was written. */
async function writeSlideContent(
  db: Database,
  user: UserRow,
  creationId: string,
  slideId: string,
  write: { revision: number; content: SlideDocument },
): Promise<{ id: string; revision: number; updatedAt: Date } | undefined> {
  const { content } = write;
  const result = await slideStatements(db).save.execute({
    content: JSON.stringify(content),
    revision: write.revision,
    nextRevision: write.revision + 1,
    slideId,
    creationId,
    userId: user.id,
    width: content.width,
    height: content.height,
  });
  const [row] = result.rows;
  return row && { id: row.id, revision: row.revision, updatedAt: new Date(row.updated_at) };
}

/** The creation's first live slide (id and revision), or 404. */
export async function findFirstSlideSummary(
  db: Database,
  creationId: string,
): Promise<{ id: string; revision: number }> {
  const [slide] = await db
    .select({ id: slides.id, revision: slides.revision })
    .from(slides)
    .where(liveSlidesOf(creationId))
    .orderBy(asc(slides.position), asc(slides.id))
    .limit(1);
  if (!slide) throw notFound(SLIDE_NOT_FOUND);
  return slide;
}
