import {
  creationParamsSchema,
  createShareInputSchema,
  deletedShareSchema,
  listSharedCreationsQuerySchema,
  shareListSchema,
  shareParamsSchema,
  shareSchema,
  sharedCreationListSchema,
  unsharedCreationSchema,
  updateShareInputSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import {
  createShare,
  deleteShare,
  listShares,
  listSharedCreations,
  unshareCreation,
  updateShare,
} from '../sharing/sharing.ts';
import { mailShare } from '../sharing/share-mail.ts';
import type { RouteContext, ZodApp } from './context.ts';

const shareErrors = { ...errorReplies(400, 403, 404), ...bearerReplies };

/** Sharing a creation with editors and commentors (spec §7); who may do what: auth/access.ts. */
export function registerSharingRoutes(
  app: ZodApp,
  { db, collab, mail, portalUrl }: RouteContext,
): void {
  app.get(
    '/user-creations/shared',
    {
      schema: {
        summary: 'Creations shared with the user, with who shared them and the permission',
        security: bearerSecurity,
        querystring: listSharedCreationsQuerySchema,
        response: { 200: sharedCreationListSchema, ...errorReplies(400), ...bearerReplies },
      },
    },
    async (request) => listSharedCreations(db, currentUser(request), request.query),
  );

  app.get(
    '/user-creations/:id/share',
    {
      schema: {
        summary: 'The creation’s shares, pending ones included (its owner and editors)',
        security: bearerSecurity,
        params: creationParamsSchema,
        response: { 200: shareListSchema, ...shareErrors },
      },
    },
    async (request) => listShares(db, currentUser(request), request.params.id),
  );

  app.post(
    '/user-creations/:id/share',
    {
      schema: {
        summary: 'Share the creation with an email or a user, as editor or commentor (owner)',
        description:
          'An email nobody has signed in with yet makes a pending share, which becomes theirs ' +
          'when they first sign in with it. Unless `notify` is false, the person is mailed a link ' +
          'to the creation (an invitation: its limits apply, and an address that asked for no ' +
          'more gets none); `notified` says whether a mail went. The share stands either way.',
        security: bearerSecurity,
        params: creationParamsSchema,
        body: createShareInputSchema,
        response: { 201: shareSchema, ...shareErrors, ...errorReplies(409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = currentUser(request);
      const share = await createShare(db, user, id, request.body);
      // A share replaced may change a connected person's right (commentor to editor).
      await collab.announce({ kind: 'access', creationId: id });
      const notified =
        request.body.notify !== false && (await mailShare(db, { mail, portalUrl }, user, share));
      return reply.status(201).send({ ...share, notified });
    },
  );

  app.put(
    '/user-creations/:id/share/:shareId',
    {
      schema: {
        summary: 'Change a share’s permission (owner)',
        security: bearerSecurity,
        params: shareParamsSchema,
        body: updateShareInputSchema,
        response: { 200: shareSchema, ...shareErrors },
      },
    },
    async (request) => {
      const { id, shareId } = request.params;
      const share = await updateShare(
        db,
        currentUser(request),
        id,
        shareId,
        request.body.permission,
      );
      await collab.announce({ kind: 'access', creationId: id });
      return share;
    },
  );

  app.delete(
    '/user-creations/:id/share/:shareId',
    {
      schema: {
        summary: 'Remove a share (owner)',
        security: bearerSecurity,
        params: shareParamsSchema,
        response: { 200: deletedShareSchema, ...shareErrors },
      },
    },
    async (request) => {
      const { id, shareId } = request.params;
      const deleted = await deleteShare(db, currentUser(request), id, shareId);
      await collab.announce({ kind: 'access', creationId: id });
      return deleted;
    },
  );

  app.delete(
    '/user-creations/:id/sharing',
    {
      schema: {
        summary: 'Remove every share of the creation (owner)',
        security: bearerSecurity,
        params: creationParamsSchema,
        response: { 200: unsharedCreationSchema, ...shareErrors },
      },
    },
    async (request) => {
      const unshared = await unshareCreation(db, currentUser(request), request.params.id);
      await collab.announce({ kind: 'access', creationId: request.params.id });
      return unshared;
    },
  );
}
