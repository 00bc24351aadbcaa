import type { SlideSaved } from '../schema/contract/creation';
import type {
  ListBackupsQuery,
  SlideBackupList,
  SlideVersionInput,
  SlideVersionReply,
} from '../schema/contract/history';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * A slide's saved versions: list them, read one, restore one. Restoring saves the version's
 * document as a new revision (and so a new version): nothing is lost, and restoring the version
 * before it undoes the restore.
 */
export interface HistoryApi {
  /** The slide's saved versions, newest first (without their documents). */
  listSlideBackups(
    creationId: string,
    slideId: string,
    query?: ListBackupsQuery,
  ): Promise<SlideBackupList>;
  /** One version with its document, as sent: pass `content` to parseSlideDocument. */
  getSlideVersion(input: SlideVersionInput): Promise<SlideVersionReply>;
  /** Saves the version's document as the slide's new revision; the reply is that save. */
  restoreSlideVersion(creationId: string, slideId: string, versionId: string): Promise<SlideSaved>;
}

const backupsPath = (creationId: string, slideId: string) =>
  `/user-creations/${encodeURIComponent(creationId)}/slide/${encodeURIComponent(slideId)}/backups`;

export function historyCalls(http: Http, logger: ApiLogger): HistoryApi {
  return {
    async listSlideBackups(creationId, slideId, query = {}) {
      return parseReply(
        (schemas) => schemas.slideBackupListSchema,
        await http.get(backupsPath(creationId, slideId), { params: query }),
        logger,
      );
    },
    async getSlideVersion(input) {
      return parseReply(
        (schemas) => schemas.slideVersionReplySchema,
        await http.post('/user-creations/get-slide-version', input),
        logger,
      );
    },
    async restoreSlideVersion(creationId, slideId, versionId) {
      return parseReply(
        (schemas) => schemas.slideSavedSchema,
        await http.post(
          `${backupsPath(creationId, slideId)}/${encodeURIComponent(versionId)}/restore`,
        ),
        logger,
      );
    },
  };
}
