import type { FastifyReply, FastifyRequest } from 'fastify';

/** Lists and documents: fresh for 5 minutes, then revalidated with the ETag. */
export const LIST_CACHE = 'public, max-age=300';
/** Thumbnails and previews are small and many; a day, then revalidated. */
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
