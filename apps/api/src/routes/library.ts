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
import { ASSET_CACHE, cached, LIST_CACHE } from '../http/cache.ts';
import { errorReplies, sendAsIs } from '../http/replies.ts';
import { libraryCatalogue } from '../services/library.ts';
import type { ZodApp } from './context.ts';

// The content library is openly licensed and public: no token. Every reply may be cached by a
// CDN: it carries the library's fingerprint as its ETag, which changes when the library is rebuilt.

export const notBuilt = errorReplySchema.describe(
  'The content library has not been built on this server (see the message).',
);
const noSuchItem = errorReplySchema.describe('No item with this id in the library.');

export function registerLibraryRoutes(app: ZodApp, libraryDir: string | undefined): void {
  const catalogue = libraryCatalogue(libraryDir);
  const etagOf = (what: string) => `"${catalogue().fingerprint.slice(0, 16)}-${what}"`;

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
      const list = catalogue().list(request.query);
      reply.header('cache-control', LIST_CACHE);
      return list;
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
      const item = catalogue().item(id);
      if (cached(request, reply, etagOf(id), LIST_CACHE)) return reply;
      return item;
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
      const png = catalogue().thumbnail(id);
      if (cached(request, reply, etagOf(`${id}.png`), ASSET_CACHE)) return reply;
      return sendAsIs(reply.type('image/png'), png);
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
      const categories = catalogue().categories();
      if (cached(request, reply, etagOf('categories'), LIST_CACHE)) return reply;
      return categories;
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
      const text = catalogue().searchIndexText();
      if (cached(request, reply, etagOf('index'), LIST_CACHE)) return reply;
      return sendAsIs(reply.type('application/json; charset=utf-8'), text);
    },
  );
}
