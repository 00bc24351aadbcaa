import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  binaryReplySchema,
  errorReplySchema,
  libraryCategoriesSchema,
  libraryItemParamsSchema,
  libraryItemSchema,
  libraryListQuerySchema,
  libraryListSchema,
  librarySearchIndexSchema,
} from '@figura/sdk-core/schema';
import { errorReplies, sendAsIs } from '../http/replies.ts';
import type { RouteContext, ZodApp } from './context.ts';

// The content library is openly licensed and public: no token. Every reply may be cached by a
// CDN. Its ETag is the built library's fingerprint with the admins' changes (a change marker; an
// item's own revision for an item and its thumbnail), so it changes with a rebuild or a change.

/**
 * Lists, items and the index: a cache keeps them but asks again every time (a 304 while the
 * ETag holds), so nobody is served a list from before an admin's change.
 */
export const LIST_CACHE = 'public, no-cache';
/**
 * Thumbnails are small and many: a day, then revalidated. A drawing an admin replaces keeps its
 * old thumbnail for up to that long in caches that hold it (purge the path at the CDN).
 */
export const ASSET_CACHE = 'public, max-age=86400';

export const notBuilt = errorReplySchema.describe(
  'The content library has not been built on this server (see the message).',
);
export const noSuchItem = errorReplySchema.describe(
  'No item with this id in the library (a retired item answers 404 too).',
);

/** Answers 304 when the client holds this version; otherwise sets the cache headers. */
function cached(
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

export function registerLibraryRoutes(app: ZodApp, { library }: RouteContext): void {
  app.get(
    '/library/items',
    {
      schema: {
        summary: 'Library items, searched by meaning (q: names, tags, synonyms; typos tolerated)',
        querystring: libraryListQuerySchema,
        response: { 200: libraryListSchema, ...errorReplies(400), 503: notBuilt },
      },
    },
    async (request, reply) => {
      const current = await library.current();
      if (cached(request, reply, `"${current.version}-items"`, LIST_CACHE)) return reply;
      return current.list(request.query);
    },
  );

  app.get(
    '/library/items/:source/:slug',
    {
      schema: {
        summary: 'One library item with its drawing, licence, author and source',
        params: libraryItemParamsSchema,
        response: { 200: libraryItemSchema, ...errorReplies(400), 404: noSuchItem, 503: notBuilt },
      },
    },
    async (request, reply) => {
      const id = `${request.params.source}/${request.params.slug}`;
      const etag = `"${(await library.current()).itemVersion(id)}"`;
      if (cached(request, reply, etag, LIST_CACHE)) return reply;
      return library.item(id);
    },
  );

  app.get(
    '/library/items/:source/:slug/thumbnail',
    {
      schema: {
        summary: 'An item’s thumbnail (PNG, 96 px on its long side)',
        params: libraryItemParamsSchema,
        response: {
          200: { content: { 'image/png': { schema: binaryReplySchema } } },
          ...errorReplies(400),
          404: noSuchItem,
          503: notBuilt,
        },
      },
    },
    async (request, reply) => {
      const id = `${request.params.source}/${request.params.slug}`;
      const etag = `"${(await library.current()).itemVersion(id)}.png"`;
      if (cached(request, reply, etag, ASSET_CACHE)) return reply;
      return sendAsIs(reply.type('image/png'), await library.thumbnail(id));
    },
  );

  app.get(
    '/library/categories',
    {
      schema: {
        summary: 'Every category of the library with its number of items',
        response: { 200: libraryCategoriesSchema, 503: notBuilt },
      },
    },
    async (request, reply) => {
      const current = await library.current();
      if (cached(request, reply, `"${current.version}-categories"`, LIST_CACHE)) return reply;
      return current.categories();
    },
  );

  app.get(
    '/library/search-index',
    {
      schema: {
        summary:
          'The library’s search index, to search in the browser (load with @figura/content/search)',
        response: {
          200: librarySearchIndexSchema,
          503: notBuilt,
        },
      },
    },
    async (request, reply) => {
      const current = await library.current();
      if (cached(request, reply, `"${current.version}-index"`, LIST_CACHE)) return reply;
      return sendAsIs(reply.type('application/json; charset=utf-8'), current.searchIndexText());
    },
  );
}
