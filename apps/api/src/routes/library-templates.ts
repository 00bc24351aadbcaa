import {
  binaryReplySchema,
  errorReplySchema,
  libraryTemplateListQuerySchema,
  libraryTemplateListSchema,
  libraryTemplateParamsSchema,
  libraryTemplateSchema,
} from '@figura/sdk-core/schema';
import { ASSET_CACHE, cached, LIST_CACHE } from '../http/cache.ts';
import { errorReplies, sendAsIs } from '../http/replies.ts';
import { templateCatalogue } from '../library/templates.ts';
import type { ZodApp } from './context.ts';
import { notBuilt } from './library.ts';

// The library's templates are public like its items (no token) and cacheable by a CDN: every
// reply carries the templates' fingerprint as its ETag, which changes when they are rebuilt.

const noSuchTemplate = errorReplySchema.describe('No template with this id.');

export function registerLibraryTemplateRoutes(app: ZodApp, libraryDir: string | undefined): void {
  const catalogue = templateCatalogue(libraryDir);
  const etagOf = (what: string) => `"${catalogue().fingerprint.slice(0, 16)}-${what}"`;

  app.get(
    '/library/templates',
    {
      schema: {
        summary:
          'The templates made from the library (all, or those of one creation type or journal)',
        querystring: libraryTemplateListQuerySchema,
        response: { 200: libraryTemplateListSchema, ...errorReplies(400), 503: notBuilt },
      },
    },
    async (request, reply) => {
      const list = catalogue().list(request.query);
      if (
        cached(
          request,
          reply,
          etagOf(`templates-${request.query.type ?? 'all'}-${request.query.journal ?? 'all'}`),
          LIST_CACHE,
        )
      )
        return reply;
      return list;
    },
  );

  app.get(
    '/library/templates/:id',
    {
      schema: {
        summary: 'One template with the slide document a creation made from it starts with',
        params: libraryTemplateParamsSchema,
        response: {
          200: libraryTemplateSchema,
          ...errorReplies(400),
          404: noSuchTemplate,
          503: notBuilt,
        },
      },
    },
    async (request, reply) => {
      const template = catalogue().template(request.params.id);
      if (cached(request, reply, etagOf(`template-${template.id}`), LIST_CACHE)) return reply;
      return template;
    },
  );

  app.get(
    '/library/templates/:id/preview',
    {
      schema: {
        summary: 'A template’s preview (PNG, 480 px wide), drawn by the export’s renderer',
        params: libraryTemplateParamsSchema,
        response: {
          200: { content: { 'image/png': { schema: binaryReplySchema } } },
          ...errorReplies(400),
          404: noSuchTemplate,
          503: notBuilt,
        },
      },
    },
    async (request, reply) => {
      const png = catalogue().preview(request.params.id);
      if (cached(request, reply, etagOf(`template-${request.params.id}.png`), ASSET_CACHE))
        return reply;
      return sendAsIs(reply.type('image/png'), png);
    },
  );
}
