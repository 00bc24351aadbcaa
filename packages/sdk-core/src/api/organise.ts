import type { Creation } from '../schema/contract/creation';
import type {
  DeletedCreationList,
  DeletedFolder,
  Folder,
  FolderInput,
  FolderList,
  ListDeletedQuery,
} from '../schema/contract/organise';
import { parseReply, replyAsDataUrl, type ApiLogger, type Http } from './http';

/**
 * The calls of /my-creations beyond the editor's: the trash, folders, slugs and thumbnails. Kept
 * apart from `FiguraApi` (the calls an editor makes), like the library's admin calls. Moving a
 * creation into a folder is `updateCreation(id, { folderId })`.
 */
export interface OrganiseApi {
  /** The user's deleted creations, newest deletion first, each with when it will be purged. */
  listDeletedCreations(query?: ListDeletedQuery): Promise<DeletedCreationList>;
  /** Takes a creation out of the trash. */
  restoreCreation(id: string): Promise<Creation>;
  /** The user's folders, by name, with how many creations each holds. */
  listFolders(): Promise<FolderList>;
  createFolder(input: FolderInput): Promise<Folder>;
  renameFolder(id: string, input: FolderInput): Promise<Folder>;
  /** Deletes the folder; its creations move to the top level. */
  deleteFolder(id: string): Promise<DeletedFolder>;
  /** A creation by its slug, as getCreation answers. */
  getCreationBySlug(slug: string): Promise<Creation>;
  /**
   * The creation's first slide drawn small, as a `data:` URL. Pass the creation as listed: its
   * first slide's id and revision make the address, so a browser cache answers until it changes.
   */
  getCreationThumbnail(creation: Pick<Creation, 'id' | 'slides'>): Promise<string>;
}

const FOLDERS = '/user-creations/folders';
const folderPath = (id: string) => `${FOLDERS}/${encodeURIComponent(id)}`;
const creationPath = (id: string) => `/user-creations/${encodeURIComponent(id)}`;

export function organiseCalls(http: Http, logger: ApiLogger): OrganiseApi {
  return {
    async listDeletedCreations(query = {}) {
      return parseReply(
        (schemas) => schemas.deletedCreationListSchema,
        await http.get('/user-creations/deleted', { params: query }),
        logger,
      );
    },
    async restoreCreation(id) {
      return parseReply(
        (schemas) => schemas.creationSchema,
        await http.put(`${creationPath(id)}/restore`),
        logger,
      );
    },
    async listFolders() {
      return parseReply((schemas) => schemas.folderListSchema, await http.get(FOLDERS), logger);
    },
    async createFolder(input) {
      return parseReply((schemas) => schemas.folderSchema, await http.post(FOLDERS, input), logger);
    },
    async renameFolder(id, input) {
      return parseReply(
        (schemas) => schemas.folderSchema,
        await http.put(folderPath(id), input),
        logger,
      );
    },
    async deleteFolder(id) {
      return parseReply(
        (schemas) => schemas.deletedFolderSchema,
        await http.delete(folderPath(id)),
        logger,
      );
    },
    async getCreationBySlug(slug) {
      return parseReply(
        (schemas) => schemas.creationSchema,
        await http.get(`/user-creations/slug/${encodeURIComponent(slug)}`),
        logger,
      );
    },
    async getCreationThumbnail({ id, slides }) {
      const first = slides[0];
      const reply = await http.get<ArrayBuffer>(`${creationPath(id)}/thumbnail`, {
        responseType: 'arraybuffer',
        params: first ? { v: `${first.id}.${first.revision}` } : {},
      });
      return replyAsDataUrl(reply, 'image/png');
    },
  };
}
