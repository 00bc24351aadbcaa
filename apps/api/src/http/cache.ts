import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What may change at any time (the library's lists, items and index, which admins edit): a cache
 * keeps them but asks again every time (a 304 while the ETag holds), so nobody is served a list
 * from before an admin's change.
 */
export const REVALIDATE_CACHE = 'public, no-cache';
/** What changes only with a rebuild (the templates): fresh for 5 minutes, then revalidated. */
export const LIST_CACHE = 'public, max-age=300';
/**
 * Thumbnails and previews are small and many: a day, then revalidated. A drawing an admin
 * replaces keeps its old thumbnail for up to that long in caches that hold it (purge the path at
 * the CDN).
 */
export const ASSET_CACHE = 'public, max-age=86400';

/**
 * Sets the cache headers a CDN or browser keeps a public reply by, and answers 304 when the
 * client already holds this version (`etag`); true when it did.
 */
export function cached(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (request.headers['if-none-match'] !== etag) return false;
  reply.status(304).send();
  return true;
}
