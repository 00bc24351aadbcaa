import type { preValidationAsyncHookHandler } from 'fastify';
import {
  errorReplySchema,
  libraryItemInputSchema,
  libraryItemParamsSchema,
  libraryItemStatusSchema,
  libraryItemUpdateSchema,
  libraryRefusalSchema,
  librarySavedItemSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { errorReplies } from '../http/replies.ts';
import { requireLibraryAdmin } from '../auth/access.ts';
import { createLibraryAdmin } from '../library/admin.ts';
import type { RouteContext, ZodApp } from './context.ts';
import { noSuchItem } from './library.ts';

// Admins (plan A) change the content library: the changes are kept in the database over the
// built library, and every API node serves them (library/library.ts).

const adminReplies = {
  ...errorReplies(400, 401),
  403: errorReplySchema.describe('The user is not an administrator (plan A).'),
  503: errorReplySchema.describe(
    'The sign-on site cannot be reached to check the token, or the content library is not built on this server.',
  ),
};
const refused = libraryRefusalSchema.describe(
  'The importer’s checks refused the drawing (blank once cleaned, too large, unreadable): the reason, and what the sanitiser removed.',
);

/** Before the body is read: a non-admin gets 403 whatever they send, and starts no import. */
const adminsOnly: preValidationAsyncHookHandler = async (request) =>
  requireLibraryAdmin(currentUser(request));

export function registerLibraryAdminRoutes(app: ZodApp, { db, library }: RouteContext): void {
  const admin = createLibraryAdmin(db, library);
  const idOf = (params: { source: string; slug: string }) => `${params.source}/${params.slug}`;

  app.post(
    '/library/items',
    {
      schema: {
        summary:
          'Add an item to the library (admins): its drawing is cleaned and checked as the importer does',
        security: bearerSecurity,
        body: libraryItemInputSchema,
        response: {
          201: librarySavedItemSchema,
          ...adminReplies,
          409: errorReplySchema.describe('An item (perhaps retired) has this id already.'),
          422: refused,
        },
      },
      preValidation: adminsOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await admin.add(currentUser(request), request.body)),
  );

  app.put(
    '/library/items/:source/:slug',
    {
      schema: {
        summary: 'Change an item’s description and/or its drawing (admins)',
        security: bearerSecurity,
        params: libraryItemParamsSchema,
        body: libraryItemUpdateSchema,
        response: { 200: librarySavedItemSchema, ...adminReplies, 404: noSuchItem, 422: refused },
      },
      preValidation: adminsOnly,
    },
    async (request) => admin.update(currentUser(request), idOf(request.params), request.body),
  );

  app.delete(
    '/library/items/:source/:slug',
    {
      schema: {
        summary:
          'Retire an item (admins): it leaves lists, searches and the index and answers 404; it is kept, to restore',
        security: bearerSecurity,
        params: libraryItemParamsSchema,
        response: { 200: libraryItemStatusSchema, ...adminReplies, 404: noSuchItem },
      },
      preValidation: adminsOnly,
    },
    async (request) => admin.retire(currentUser(request), idOf(request.params)),
  );

  app.post(
    '/library/items/:source/:slug/restore',
    {
      schema: {
        summary: 'Bring a retired item back (admins)',
        security: bearerSecurity,
        params: libraryItemParamsSchema,
        response: { 200: libraryItemStatusSchema, ...adminReplies, 404: noSuchItem },
      },
      preValidation: adminsOnly,
    },
    async (request) => admin.restore(currentUser(request), idOf(request.params)),
  );
}
