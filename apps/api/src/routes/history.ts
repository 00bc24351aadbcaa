import {
  backupParamsSchema,
  errorReplySchema,
  listBackupsQuerySchema,
  slideBackupListSchema,
  slideParamsSchema,
  slideSavedSchema,
  slideVersionInputSchema,
  slideVersionSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { getSlideVersion, listSlideBackups, restoreSlideVersion } from '../creations/backups.ts';
import type { RouteContext, ZodApp } from './context.ts';

const historyErrors = { ...errorReplies(400, 404), ...bearerReplies };

/** A slide's saved versions (spec §7): list, read, restore. */
export function registerHistoryRoutes(app: ZodApp, { db, collab }: RouteContext): void {
  app.get(
    '/user-creations/:id/slide/:slideId/backups',
    {
      schema: {
        summary: 'A slide’s saved versions, newest first',
        description:
          'One per save, thinned as they age (docs/trash-and-versions.md: all from the last ' +
          '24 hours, then one per hour for 7 days, one per day for 90 days, one per week).',
        security: bearerSecurity,
        params: slideParamsSchema,
        querystring: listBackupsQuerySchema,
        response: { 200: slideBackupListSchema, ...historyErrors },
      },
    },
    async (request) => {
      const { id, slideId } = request.params;
      return listSlideBackups(db, currentUser(request), id, slideId, request.query);
    },
  );

  app.post(
    '/user-creations/get-slide-version',
    {
      schema: {
        summary: 'One saved version of a slide, with its document',
        description: '`key` is the slide’s id; the document is migrated to the current schema.',
        security: bearerSecurity,
        body: slideVersionInputSchema,
        response: { 200: slideVersionSchema, ...historyErrors },
      },
    },
    async (request) =>
      getSlideVersion(db, currentUser(request), request.body.key, request.body.versionId),
  );

  app.post(
    '/user-creations/:id/slide/:slideId/backups/:versionId/restore',
    {
      schema: {
        summary: 'Restore a saved version: save its document as the slide’s next revision',
        description:
          'Nothing is lost: the restore is a new version, and restoring the one before it ' +
          'undoes it. Open editors see a newer revision (409 on their next save of an older one).',
        security: bearerSecurity,
        params: backupParamsSchema,
        response: {
          200: slideSavedSchema,
          ...historyErrors,
          403: errorReplySchema.describe('The creation may be read but not changed.'),
        },
      },
    },
    async (request) => {
      const { id, slideId, versionId } = request.params;
      const restored = await restoreSlideVersion(db, currentUser(request), id, slideId, versionId);
      // People co-editing the slide see the restored version, and the room builds on it.
      await collab.slideChanged(id, slideId);
      return restored;
    },
  );
}
