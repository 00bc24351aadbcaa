// The file store behind one interface (docs/files.md): bytes in, their SHA-256 as the id, so
// the same file is kept once however often it is uploaded. Where the bytes live is the store's
// business (a folder, an S3-compatible bucket, memory in tests); who may read them is
// auth/access.ts's, from the metadata in the database.
import { createHash } from 'node:crypto';
import { isFileId } from '@figura/sdk-core/schema';

export interface FileStore {
  /** Stores the bytes (nothing happens when they are there already) and answers their id. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes of file `id`, or null when the store does not hold it. */
  get(id: string): Promise<Uint8Array | null>;
  exists(id: string): Promise<boolean>;
  /** Removes file `id`'s bytes (nothing happens when they are not there): the collector's. */
  delete(id: string): Promise<void>;
  /** Where the bytes live, for the start-up log (no credentials). */
  readonly description: string;
}

/** A file's id: the lower-case hex SHA-256 of its bytes. */
export function contentId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The id as it is, after checking it is one (ids become keys and paths: no `..`, no `/`). */
export function checkedFileId(id: string): string {
  if (!isFileId(id)) throw new Error(`Not a file id: ${id}`);
  return id;
}

/** Files in memory (an API on `memory://`, i.e. tests): gone when the process ends. */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    description: 'memory',
    async put(bytes) {
      const id = contentId(bytes);
      if (!files.has(id)) files.set(id, new Uint8Array(bytes));
      return id;
    },
    async get(id) {
      return files.get(checkedFileId(id)) ?? null;
    },
    async exists(id) {
      return files.has(checkedFileId(id));
    },
    async delete(id) {
      files.delete(checkedFileId(id));
    },
  };
}
