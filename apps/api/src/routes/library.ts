import {
  binaryReplySchema,
  errorReplySchema,
  libraryCategoriesSchema,
  libraryCollectionsSchema,
  libraryItemParamsSchema,
  libraryItemSchema,
  libraryListQuerySchema,
  libraryCategoriesQuerySchema,
  libraryListSchema,
  librarySearchIndexSchema,
} from '@figura/sdk-core/schema';
import { ASSET_CACHE, cached, REVALIDATE_CACHE } from '../http/cache.ts';
import { errorReplies, sendAsIs } from '../http/replies.ts';
import type { RouteContext, ZodApp } from './context.ts';

// The content library is openly licensed and public: no token. Every reply may be cached by a
// CDN. Its ETag is the built library's fingerprint with the admins' changes (a change marker; an
// item's own revision for an item and its thumbnail), so it changes with a rebuild or a change.

export const notBuilt = errorReplySchema.describe(
  'The content library has not been built on this server (see the message).',
);
export const noSuchItem = errorReplySchema.describe(
  'No item with this id in the library (a retired item answers 404 too).',
);

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
      if (cached(request, reply, `"${current.version}-items"`, REVALIDATE_CACHE)) return reply;
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
      if (cached(request, reply, etag, REVALIDATE_CACHE)) return reply;
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
        summary:
          'Every category of the library with its number of items (of one kind, given `kind`)',
        querystring: libraryCategoriesQuerySchema,
        response: { 200: libraryCategoriesSchema, 503: notBuilt },
      },
    },
    async (request, reply) => {
      const current = await library.current();
      const { kind } = request.query;
      const etag = `"${current.version}-categories${kind ? `-${kind}` : ''}"`;
      if (cached(request, reply, etag, REVALIDATE_CACHE)) return reply;
      return current.categories(kind);
    },
  );

  app.get(
    '/library/collections',
    {
      schema: {
        summary:
          'The gallery’s featured collections of illustrations, each with its size and its cover’s items',
        response: { 200: libraryCollectionsSchema, 503: notBuilt },
      },
    },
    async (request, reply) => {
      const current = await library.current();
      if (cached(request, reply, `"${current.version}-collections"`, REVALIDATE_CACHE))
        return reply;
      return current.collections();
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
      if (cached(request, reply, `"${current.version}-index"`, REVALIDATE_CACHE)) return reply;
      return sendAsIs(reply.type('application/json; charset=utf-8'), current.searchIndexText());
    },
  );
}
