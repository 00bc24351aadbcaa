import type { CreationList } from '../schema/contract/creation';

/**
 * A creations list handed over before validation (listCreations' `checkLater`): only ever an
 * empty one, of which nothing is used, so a builder starts a new abstract without waiting for the
 * schemas to load and evaluate (a good part of its first step on a slow machine). `check()`
 * validates it exactly as listCreations otherwise does, rejecting as it would have.
 */
export type ReceivedCreationList = CreationList & { check?: () => Promise<CreationList> };

/** Whether a reply is, as received, a list with no creations in it. */
export function isEmptyListAsReceived(reply: unknown): boolean {
  if (typeof reply !== 'object' || reply === null) return false;
  const { data } = reply as { data?: unknown };
  return Array.isArray(data) && data.length === 0;
}
