import { z } from 'zod';
import {
  binaryReplySchema,
  creationParamsSchema,
  creationSchema,
  deletedCreationListSchema,
  deletedFolderSchema,
  errorReplySchema,
  folderInputSchema,
  folderListSchema,
  folderParamsSchema,
  folderSchema,
  listDeletedQuerySchema,
  slugParamsSchema,
  thumbnailQuerySchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies, planLimitReply, sendAsIs } from '../http/replies.ts';
import { getCreationBySlug } from '../creations/creations.ts';
import { createFolder, deleteFolder, listFolders, renameFolder } from '../creations/folders.ts';
import { creationThumbnail } from '../exports/thumbnails.ts';
import { listDeletedCreations, restoreCreation } from '../creations/trash.ts';
import type { RouteContext, ZodApp } from './context.ts';

const folderErrors = { ...errorReplies(400, 404), ...bearerReplies };

/** /my-creations beyond the list: the trash, folders, slugs and thumbnails. */
export function registerOrganiseRoutes(
  app: ZodApp,
  { db, exports, exportWaitMs }: RouteContext,
): void {
  app.get(
    '/user-creations/deleted',
    {
      schema: {
        summary:
          'The user’s deleted creations, most recently deleted first, with when each is purged',
        security: bearerSecurity,
        querystring: listDeletedQuerySchema,
        response: { 200: deletedCreationListSchema, ...errorReplies(400), ...bearerReplies },
      },
    },
    async (request) => listDeletedCreations(db, currentUser(request), request.query),
  );

  app.put(
    '/user-creations/:id/restore',
    {
      schema: {
        summary: 'Take a creation out of the trash',
        security: bearerSecurity,
        params: creationParamsSchema,
        response: {
          200: creationSchema,
          ...errorReplies(400, 404),
          403: z
            .union([planLimitReply, errorReplySchema])
            .describe(
              'Not yours to restore (only whoever may delete it), or the plan’s cap on creations is reached.',
            ),
          ...bearerReplies,
        },
      },
    },
    async (request) => restoreCreation(db, currentUser(request), request.params.id),
  );

  app.get(
    '/user-creations/slug/:slug',
    {
      schema: {
        summary: 'A creation and its slides, by its slug',
        security: bearerSecurity,
        params: slugParamsSchema,
        response: { 200: creationSchema, ...errorReplies(400, 404), ...bearerReplies },
      },
    },
    async (request) => getCreationBySlug(db, currentUser(request), request.params.slug),
  );

  app.get(
    '/user-creations/:id/thumbnail',
    {
      schema: {
        summary: 'The creation’s first slide drawn small (PNG, 320 px across)',
        description:
          'Kept once drawn until the first slide changes. `v` (the first slide’s id and ' +
          'revision, `<slideId>.<revision>`) only gives each drawing its own address, so a ' +
          'browser may keep it.',
        security: bearerSecurity,
        params: creationParamsSchema,
        querystring: thumbnailQuerySchema,
        response: {
          200: { content: { 'image/png': { schema: binaryReplySchema } } },
          ...errorReplies(400, 404),
          422: errorReplySchema.describe('The slide cannot be drawn (over the export budget).'),
          ...bearerReplies,
        },
      },
    },
    async (request, reply) => {
      const { png, tag } = await creationThumbnail(
        exports,
        currentUser(request),
        request.params.id,
        exportWaitMs,
      );
      const versioned = request.query.v === tag;
      reply
        .type('image/png')
        .header('etag', `"${tag}"`)
        .header('cache-control', versioned ? 'private, max-age=31536000, immutable' : 'no-cache');
      return sendAsIs(reply, png);
    },
  );

  app.get(
    '/user-creations/folders',
    {
      schema: {
        summary: 'The user’s folders, by name, with how many creations each holds',
        security: bearerSecurity,
        response: { 200: folderListSchema, ...bearerReplies },
      },
    },
    async (request) => listFolders(db, currentUser(request)),
  );

  app.post(
    '/user-creations/folders',
    {
      schema: {
        summary: 'Create a folder',
        security: bearerSecurity,
        body: folderInputSchema,
        response: {
          201: folderSchema,
          ...errorReplies(400),
          403: errorReplySchema.describe('A journal submission’s token has no folders.'),
          ...bearerReplies,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFolder(db, currentUser(request), request.body)),
  );

  app.put(
    '/user-creations/folders/:id',
    {
      schema: {
        summary: 'Rename a folder',
        security: bearerSecurity,
        params: folderParamsSchema,
        body: folderInputSchema,
        response: { 200: folderSchema, ...folderErrors },
      },
    },
    async (request) => renameFolder(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/user-creations/folders/:id',
    {
      schema: {
        summary: 'Delete a folder; its creations move to the top level',
        security: bearerSecurity,
        params: folderParamsSchema,
        response: { 200: deletedFolderSchema, ...folderErrors },
      },
    },
    async (request) => deleteFolder(db, currentUser(request), request.params.id),
  );
}
