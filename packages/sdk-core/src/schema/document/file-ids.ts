// A stored file's id and the image source that names it, with no imports: the element schemas
// check sources with it and file-refs.ts passes it on.
/** How a document's image source names a stored file. */
export const FILE_REF_PREFIX = 'figura-file:';

const FILE_ID = /^[0-9a-f]{64}$/;

/** Whether `id` is a file id: the lower-case hex SHA-256 of the file's bytes. */
export function isFileId(id: string): boolean {
  return FILE_ID.test(id);
}

/** The image source naming file `id`. */
export function fileRef(id: string): string {
  return `${FILE_REF_PREFIX}${id}`;
}

/** The file id an image source names, or null when it is not a file reference. */
export function fileIdOf(src: string): string | null {
  if (!src.startsWith(FILE_REF_PREFIX)) return null;
  const id = src.slice(FILE_REF_PREFIX.length);
  return isFileId(id) ? id : null;
}
