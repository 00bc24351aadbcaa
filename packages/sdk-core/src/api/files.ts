// Stored files: uploading an image once and reading it back by id (docs/files.md). Browsers
// read files through these calls (the bearer header goes with them) rather than pointing an
// <img> at the API, so no token ever sits in a URL.
import type { StoredFile } from '../schema/contract/files';
import { parseReply, replyAsDataUrl, type ApiLogger, type Http } from './http';

/**
 * The file calls. Optional on `FiguraApi`: a host without them (the in-memory API, an SDK used
 * offline) keeps images inside the documents as data: URLs.
 */
export interface FileCalls {
  /**
   * Stores an image (PNG, JPEG, WebP, GIF or SVG; SVG is cleaned first and `removed` says what
   * went) and answers its id: the SHA-256 of the stored bytes, the same for the same file.
   */
  uploadFile(bytes: Blob | Uint8Array, mediaType: string): Promise<StoredFile>;
  /** A stored file as a data: URL, for a creation the user may read (or a file they uploaded). */
  getFileDataUrl(fileId: string): Promise<string>;
  /**
   * Stores a picture whose backdrop the editor removed (a PNG), counted against the plan's
   * background removals for the month (403 naming the limit at its cap).
   */
  storeBackgroundRemoval?(png: Blob | Uint8Array): Promise<StoredFile>;
}

export const filePath = (fileId: string) => `/files/${encodeURIComponent(fileId)}`;

export function fileCalls(http: Http, logger: ApiLogger): FileCalls {
  return {
    async uploadFile(bytes, mediaType) {
      return parseReply(
        (schemas) => schemas.storedFileSchema,
        await http.post('/files', bytes, { headers: { 'content-type': mediaType } }),
        logger,
      );
    },
    async storeBackgroundRemoval(png) {
      return parseReply(
        (schemas) => schemas.storedFileSchema,
        await http.post('/background-removals', png, { headers: { 'content-type': 'image/png' } }),
        logger,
      );
    },
    async getFileDataUrl(fileId) {
      const reply = await http.get<ArrayBuffer>(filePath(fileId), { responseType: 'arraybuffer' });
      return replyAsDataUrl(reply, 'application/octet-stream');
    },
  };
}
