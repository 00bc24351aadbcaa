import type {
  CreateShareInput,
  DeletedShare,
  ListSharedCreationsQuery,
  Share,
  ShareList,
  SharedCreationList,
  UnsharedCreation,
} from '../schema/contract/sharing';
import type { SharePermission } from '../schema/document/constants';
import { parseReply, type ApiLogger, type Http } from './http';

/**
 * Sharing a creation (spec §7). Sharing, changing and removing shares is the owner's; editors
 * may list them. An email nobody has signed in with yet makes a pending share.
 */
export interface SharingApi {
  /** The creation's shares, pending ones included (owner and editors; 403 for a commentor). */
  listShares(creationId: string): Promise<ShareList>;
  /** Shares with an email or a user id, as editor or commentor; 409 when shared with them already. */
  shareCreation(creationId: string, input: CreateShareInput): Promise<Share>;
  updateShare(creationId: string, shareId: string, permission: SharePermission): Promise<Share>;
  removeShare(creationId: string, shareId: string): Promise<DeletedShare>;
  /** Removes every share of the creation. */
  unshareCreation(creationId: string): Promise<UnsharedCreation>;
  /** Creations shared with the caller, most recently shared first. */
  listSharedCreations(query?: ListSharedCreationsQuery): Promise<SharedCreationList>;
}

const creationPath = (id: string) => `/user-creations/${encodeURIComponent(id)}`;
const sharePath = (creationId: string, shareId: string) =>
  `${creationPath(creationId)}/share/${encodeURIComponent(shareId)}`;

export function sharingCalls(http: Http, logger: ApiLogger): SharingApi {
  return {
    async listShares(creationId) {
      return parseReply(
        (schemas) => schemas.shareListSchema,
        await http.get(`${creationPath(creationId)}/share`),
        logger,
      );
    },
    async shareCreation(creationId, input) {
      return parseReply(
        (schemas) => schemas.shareSchema,
        await http.post(`${creationPath(creationId)}/share`, input),
        logger,
      );
    },
    async updateShare(creationId, shareId, permission) {
      return parseReply(
        (schemas) => schemas.shareSchema,
        await http.put(sharePath(creationId, shareId), { permission }),
        logger,
      );
    },
    async removeShare(creationId, shareId) {
      return parseReply(
        (schemas) => schemas.deletedShareSchema,
        await http.delete(sharePath(creationId, shareId)),
        logger,
      );
    },
    async unshareCreation(creationId) {
      return parseReply(
        (schemas) => schemas.unsharedCreationSchema,
        await http.delete(`${creationPath(creationId)}/sharing`),
        logger,
      );
    },
    async listSharedCreations(query = {}) {
      return parseReply(
        (schemas) => schemas.sharedCreationListSchema,
        await http.get('/user-creations/shared', { params: query }),
        logger,
      );
    },
  };
}
