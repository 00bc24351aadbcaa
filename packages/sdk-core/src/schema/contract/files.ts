// Stored files (uploads and imported images kept once, out of the documents): the upload and
// download routes' contract. docs/files.md.
import { z } from '../document/zod';
import { text } from '../document/strings';
import { isFileId } from '../document/file-refs';
import { IMAGE_MIME_TYPES, MAX_IMAGE_DATA_URL_LENGTH } from '../document/image-data';
import { UNUSED_UPLOAD_DAYS } from '../document/constants';
import { UPLOADS_PER_MINUTE } from '../rules/plans';

/** The media types a stored file may have: the image types documents accept (one list). */
export const FILE_MEDIA_TYPES = IMAGE_MIME_TYPES;

/**
 * The largest file stored, in bytes: the largest whose data: URL still fits a document, so a
 * file can always go back into a document (an export for a host without a file store, or an
 * upload that failed and stays inline). About 5.2 MB.
 */
export const MAX_FILE_BYTES = Math.floor((MAX_IMAGE_DATA_URL_LENGTH - 40) / 4) * 3;

export const FILE_TOO_LARGE_MESSAGE = `A file may be at most ${(MAX_FILE_BYTES / 1_000_000).toFixed(1)} MB.`;
export const FILE_TYPE_MESSAGE = `Files must be images: ${FILE_MEDIA_TYPES.join(', ')} (send the type as Content-Type).`;
export const FILE_NOT_FOUND = 'File not found.';
export const FILE_EMPTY_MESSAGE = 'The file is empty.';
/** A slide save naming a file the user has not uploaded nor can see in a creation of theirs. */
export const UNKNOWN_FILE_MESSAGE =
  'The slide names a file you have not uploaded: upload the image again.';

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;

/** 403 to an upload past the plan's storage quota (STORAGE_QUOTA_BYTES). */
export const storageQuotaMessage = (quota: number, used: number) =>
  `Your plan keeps up to ${megabytes(quota)} of uploaded images and ${megabytes(used)} are in use: ` +
  `images no creation uses are freed ${UNUSED_UPLOAD_DAYS} days after their upload, and a larger plan keeps more.`;

/** 429 to uploads past UPLOADS_PER_MINUTE. */
export const uploadRateMessage = () =>
  `At most ${UPLOADS_PER_MINUTE} uploads a minute: wait a moment and upload again.`;

/** A file id: the lower-case hex SHA-256 of its bytes. */
export const fileIdSchema = text().refine(isFileId, {
  message: 'A file id is the SHA-256 of the file in lower-case hex (64 characters)',
});

export const fileParamsSchema = z.object({ fileId: fileIdSchema });

/** POST /files: what was stored (the same id for the same bytes, whoever sent them). */
export const storedFileSchema = z.object({
  id: fileIdSchema,
  mediaType: z.enum(FILE_MEDIA_TYPES),
  size: z.number().int().min(1),
  createdAt: text(),
  /**
   * What the sanitiser took out of an SVG before storing it, in words (`<script>`, `onload`):
   * each once; empty for other types or when nothing notable went.
   */
  removed: z.array(text()),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
