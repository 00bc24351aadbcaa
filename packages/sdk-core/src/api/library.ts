import type {
  LibraryCategories,
  LibraryCategoriesQuery,
  LibraryCollections,
  LibraryItem,
  LibraryList,
  LibraryListQuery,
} from '../schema/contract/library';
import type {
  LibraryTemplateList,
  LibraryTemplateListQuery,
  LibraryTemplateReply,
} from '../schema/contract/library-templates';
import type { JournalProfileList, JournalProfileReply } from '../schema/contract/journal-profiles';
import { JOURNAL_PROFILES_PATH } from '../schema/rules/journal-profile-paths';
import { parseReply, replyAsDataUrl, type ApiLogger, type Http } from './http';
import { libraryItemPath } from './library-admin';

/**
 * The public reference calls: the content library's items, categories, search index, templates
 * and their images, and the journal profiles.
 */
export interface LibraryApi {
  /** Library items searched by meaning (`q`) and/or filtered by category or tag, a page at a time. */
  listLibraryItems(query?: LibraryListQuery): Promise<LibraryList>;
  /** One library item with its drawing, licence, author and source (`id` is `<source>/<slug>`). */
  getLibraryItem(id: string): Promise<LibraryItem>;
  /** The categories with their numbers of items: of illustrations or icons only, given a `kind`. */
  getLibraryCategories(query?: LibraryCategoriesQuery): Promise<LibraryCategories>;
  /** The gallery's featured collections of illustrations, each with its size and cover's items. */
  getLibraryCollections(): Promise<LibraryCollections>;
  /** The search index as JSON text, for `loadLibrarySearch` from `@figura/content/search`. */
  getLibrarySearchIndex(): Promise<string>;
  /** Where an item's thumbnail (PNG) is, for an `<img>` or a fetch. */
  libraryThumbnailUrl(id: string): string;
  /**
   * An item's thumbnail as a `data:` URL: fetched like every API call (`connect-src`), so it shows
   * under a page's strict policy that allows images only from `data:`.
   */
  getLibraryThumbnail(id: string): Promise<string>;
  /** The templates made from the library (without their documents): all, or of one type. */
  listLibraryTemplates(query?: LibraryTemplateListQuery): Promise<LibraryTemplateList>;
  /** One template with its document (as sent: validate it with parseSlideDocument). */
  getLibraryTemplate(id: string): Promise<LibraryTemplateReply>;
  /** Where a template's preview (PNG) is, for an `<img>`. */
  libraryTemplatePreviewUrl(id: string): string;
  /** A template's preview as a `data:` URL (fetched like every call: see getLibraryThumbnail). */
  getLibraryTemplatePreview(id: string): Promise<string>;
  /** Every journal profile: the registry's, then each journal partner's own. */
  listJournalProfiles(): Promise<JournalProfileList>;
  /** One journal profile: a registry id, or `partner-<id>` for a journal partner's own rules. */
  getJournalProfile(id: string): Promise<JournalProfileReply>;
}

const templatePath = (id: string) => `/library/templates/${encodeURIComponent(id)}`;

/** `absolute` makes a path a URL on the API (for an `<img>`). */
export function libraryCalls(
  http: Http,
  logger: ApiLogger,
  absolute: (path: string) => string,
): LibraryApi {
  const pngDataUrl = async (path: string) =>
    replyAsDataUrl(await http.get<ArrayBuffer>(path, { responseType: 'arraybuffer' }), 'image/png');
  return {
    async listLibraryItems(query = {}) {
      return parseReply(
        (schemas) => schemas.libraryListSchema,
        await http.get('/library/items', { params: query }),
        logger,
      );
    },
    async getLibraryItem(id) {
      return parseReply(
        (schemas) => schemas.libraryItemSchema,
        await http.get(libraryItemPath(id)),
        logger,
      );
    },
    async getLibraryCategories(query = {}) {
      return parseReply(
        (schemas) => schemas.libraryCategoriesSchema,
        await http.get('/library/categories', { params: query }),
        logger,
      );
    },
    async getLibraryCollections() {
      return parseReply(
        (schemas) => schemas.libraryCollectionsSchema,
        await http.get('/library/collections'),
        logger,
      );
    },
    async getLibrarySearchIndex() {
      // As text: the search parses it once, rather than the client parsing a megabyte twice.
      const reply = await http.get<ArrayBuffer>('/library/search-index', {
        responseType: 'arraybuffer',
      });
      return new TextDecoder().decode(reply.data);
    },
    libraryThumbnailUrl(id) {
      return absolute(`${libraryItemPath(id)}/thumbnail`);
    },
    getLibraryThumbnail(id) {
      return pngDataUrl(`${libraryItemPath(id)}/thumbnail`);
    },
    async listJournalProfiles() {
      return parseReply(
        (schemas) => schemas.journalProfileListSchema,
        await http.get(JOURNAL_PROFILES_PATH),
        logger,
      );
    },
    async getJournalProfile(id) {
      return parseReply(
        (schemas) => schemas.journalProfileReplySchema,
        await http.get(`${JOURNAL_PROFILES_PATH}/${encodeURIComponent(id)}`),
        logger,
      );
    },
    async listLibraryTemplates(query = {}) {
      return parseReply(
        (schemas) => schemas.libraryTemplateListSchema,
        await http.get('/library/templates', { params: query }),
        logger,
      );
    },
    async getLibraryTemplate(id) {
      return parseReply(
        (schemas) => schemas.libraryTemplateReplySchema,
        await http.get(templatePath(id)),
        logger,
      );
    },
    libraryTemplatePreviewUrl(id) {
      return absolute(`${templatePath(id)}/preview`);
    },
    getLibraryTemplatePreview(id) {
      return pngDataUrl(`${templatePath(id)}/preview`);
    },
  };
}
