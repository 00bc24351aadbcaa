// Files in a local folder (the default, under the API's data directory): `<dir>/ab/abcd…`, the
// first two hex digits a folder of their own so no folder holds millions of entries. A file is
// written beside its place and renamed into it, so a reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedFileId, contentId, type FileStore } from './store.ts';

export function createLocalFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const pathOf = (id: string) => path.join(root, id.slice(0, 2), checkedFileId(id));
  const exists = async (id: string) => {
    try {
      return (await stat(pathOf(id))).isFile();
    } catch {
      return false;
    }
  };
  return {
    description: `folder ${root}`,
    exists,
    async put(bytes) {
      const id = contentId(bytes);
      if (await exists(id)) return id;
      const target = pathOf(id);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
      return id;
    },
    async delete(id) {
      await rm(pathOf(id), { force: true });
    },
    async get(id) {
      try {
        return new Uint8Array(await readFile(pathOf(id)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
