import type { CommentsApi, FiguraApi, SharingApi } from '@figura/sdk-core/api';

/**
 * The editor takes a FiguraApi; the client of createApiClient also has the sharing and comment
 * calls. Comments and the Share dialog show when the api given has them (an in-memory API or a
 * host's own may not).
 */
export function commentCallsOf(api: FiguraApi): CommentsApi | undefined {
  const calls = api as FiguraApi & Partial<CommentsApi>;
  return typeof calls.listComments === 'function' ? (calls as CommentsApi) : undefined;
}

export function sharingCallsOf(api: FiguraApi): SharingApi | undefined {
  const calls = api as FiguraApi & Partial<SharingApi>;
  return typeof calls.listShares === 'function' ? (calls as SharingApi) : undefined;
}
