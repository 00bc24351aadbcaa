import type {
  LibraryItemInput,
  LibraryItemStatus,
  LibraryItemUpdate,
  LibrarySavedItem,
} from '../schema/contract/library-admin';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * The content library's admin calls (users of plan A; anyone else gets 403). Kept apart from
 * `FiguraApi`, the calls an editor makes: the in-memory API implements those and not these.
 * A drawing the importer's checks refuse rejects with an ApiError of status 422 whose body holds
 * the reason (`message`) and what the sanitiser removed (`removed`).
 */
export interface LibraryAdminApi {
  /** Adds an item with its drawing (cleaned and checked as the importer does); 409 when the id is taken. */
  addLibraryItem(input: LibraryItemInput): Promise<LibrarySavedItem>;
  /** Changes an item's metadata and/or its drawing (`id` is `<source>/<slug>`). */
  updateLibraryItem(id: string, input: LibraryItemUpdate): Promise<LibrarySavedItem>;
  /** Retires an item: it leaves lists, searches and the index, and answers 404; it is kept. */
  retireLibraryItem(id: string): Promise<LibraryItemStatus>;
  /** Brings a retired item back. */
  restoreLibraryItem(id: string): Promise<LibraryItemStatus>;
}

/** `/library/items/<source>/<slug>` for an item id. */
export const libraryItemPath = (id: string) =>
  `/library/items/${id.split('/').map(encodeURIComponent).join('/')}`;

export function libraryAdminCalls(http: Http, logger: ApiLogger): LibraryAdminApi {
  return {
    async addLibraryItem(input) {
      return parseReply(
        (schemas) => schemas.librarySavedItemSchema,
        await http.post('/library/items', input),
        logger,
      );
    },
    async updateLibraryItem(id, input) {
      return parseReply(
        (schemas) => schemas.librarySavedItemSchema,
        await http.put(libraryItemPath(id), input),
        logger,
      );
    },
    async retireLibraryItem(id) {
      return parseReply(
        (schemas) => schemas.libraryItemStatusSchema,
        await http.delete(libraryItemPath(id)),
        logger,
      );
    },
    async restoreLibraryItem(id) {
      return parseReply(
        (schemas) => schemas.libraryItemStatusSchema,
        await http.post(`${libraryItemPath(id)}/restore`),
        logger,
      );
    },
  };
}
