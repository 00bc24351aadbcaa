// Stored files (docs/files.md): uploading (SVG cleaned by the one sanitiser first), reading
// back through access.ts, and recording which creations name which files on every save.
import { eq, sql } from 'drizzle-orm';
import {
  FILE_EMPTY_MESSAGE,
  FILE_MEDIA_TYPES,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  MAX_FILE_BYTES,
  fileIdsOf,
  inlineFiles,
  notableRemovals,
  sanitizeSvgBytes,
  type SlideDocument,
  type StoredFile,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creationFiles, fileUploads, files, type FileRow, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { contentId, type FileStore } from './store.ts';
import { requireUploadRoom } from './quota.ts';
import { requireFileAccess } from '../auth/access.ts';

export type FileMediaType = (typeof FILE_MEDIA_TYPES)[number];

/** The media type of a Content-Type header (`image/png; charset=…` → image/png), if allowed. */
export function allowedMediaType(contentType: string | undefined): FileMediaType | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (FILE_MEDIA_TYPES as readonly string[]).includes(type) ? (type as FileMediaType) : null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  prefix.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Whether the bytes begin as their raster type says (a browser sniffs nothing: nosniff). */
function looksLike(type: FileMediaType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return startsWith(bytes, ascii('GIF8'));
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    default:
      return true;
  }
}

/** The bytes to store: an SVG in its clean form (with what went), others as sent. */
function storableBytes(
  type: FileMediaType,
  bytes: Uint8Array,
): { bytes: Uint8Array; removed: string[] } {
  if (type !== 'image/svg+xml') {
    if (!looksLike(type, bytes))
      throw new HttpError(
        415,
        `The file is not a ${type.slice('image/'.length).toUpperCase()} image.`,
      );
    return { bytes, removed: [] };
  }
  const cleaned = sanitizeSvgBytes(bytes);
  if (cleaned.refused)
    throw new HttpError(422, cleaned.refused, { removed: notableRemovals(cleaned.removed) });
  return {
    bytes: new TextEncoder().encode(cleaned.svg),
    removed: notableRemovals(cleaned.removed),
  };
}

function storedFileReply(row: FileRow, removed: string[]): StoredFile {
  return {
    id: row.id,
    mediaType: row.mediaType as FileMediaType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    removed,
  };
}

/** Stores an upload once (by content) and records `user` as one of its uploaders. */
export async function uploadFile(
  db: Database,
  store: FileStore,
  user: UserRow,
  contentType: string | undefined,
  body: Uint8Array,
): Promise<StoredFile> {
  const type = allowedMediaType(contentType);
  if (!type) throw new HttpError(415, FILE_TYPE_MESSAGE);
  if (body.byteLength === 0) throw new HttpError(400, FILE_EMPTY_MESSAGE);
  if (body.byteLength > MAX_FILE_BYTES) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
  const { bytes, removed } = storableBytes(type, body);
  if (bytes.byteLength > MAX_FILE_BYTES) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
  await requireUploadRoom(db, user, contentId(bytes), bytes.byteLength);
  // Bytes first: a row never names a file the store does not hold.
  const id = await store.put(bytes);
  const row = await db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values({ id, mediaType: type, size: bytes.byteLength, uploadedBy: user.id })
      .onConflictDoNothing();
    await tx.insert(fileUploads).values({ fileId: id, userId: user.id }).onConflictDoNothing();
    const [stored] = await tx
      .select()
      .from(files)
      .where(sql`${files.id} = ${id}`);
    return stored!;
  });
  return storedFileReply(row, removed);
}

/** A file's bytes and media type, for a user who may read it (404 otherwise). */
export async function readFile(
  db: Database,
  store: FileStore,
  user: UserRow,
  fileId: string,
): Promise<{ bytes: Uint8Array; mediaType: string }> {
  const file = await requireFileAccess(db, user, fileId);
  const bytes = await store.get(file.id);
  if (!bytes)
    throw new Error(`File ${file.id} is in the database but not in the ${store.description}`);
  return { bytes, mediaType: file.mediaType };
}

/** Records that the creation names these files (its readers may read them from now on). */
export async function recordFileReferences(
  db: Database,
  creationId: string,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(creationFiles)
    .values(fileIds.map((fileId) => ({ creationId, fileId })))
    .onConflictDoNothing();
}

/**
 * Makes files the user may read now (a slide they copy names them) theirs, as if they had uploaded
 * them: they may read them from then on whatever happens to where they found them.
 */
export async function adoptFiles(
  db: Database,
  userId: string,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(fileUploads)
    .values(fileIds.map((fileId) => ({ fileId, userId })))
    .onConflictDoNothing();
}

/** `recordFileReferences` for a document (slides copied or inserted from stored ones). */
export async function recordDocumentFiles(
  db: Database,
  creationId: string,
  document: Pick<SlideDocument, 'elements'>,
): Promise<void> {
  await recordFileReferences(db, creationId, fileIdsOf(document));
}

/**
 * A stored document with the files it names as data: URLs again (exports draw those); anything
 * that is not a document with elements goes through as it is, for the reader to refuse.
 */
export async function inlineStoredFiles(
  db: Database,
  store: FileStore,
  content: unknown,
): Promise<unknown> {
  const elements = (content as { elements?: unknown } | null)?.elements;
  if (!Array.isArray(elements)) return content;
  return inlineFiles(content as Pick<SlideDocument, 'elements'>, async (id) => {
    const [row] = await db
      .select({ mediaType: files.mediaType })
      .from(files)
      .where(eq(files.id, id));
    const bytes = row ? await store.get(id) : null;
    if (!row || !bytes)
      throw new Error(`File ${id} is named by a slide but missing from the store`);
    return `data:${row.mediaType};base64,${Buffer.from(bytes).toString('base64')}`;
  });
}
