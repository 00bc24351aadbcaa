import {
  JOURNAL_PROFILES_PATH,
  journalProfileListSchema,
  journalProfileParamsSchema,
  journalProfileReplySchema,
  JOURNAL_PROFILE_NOT_FOUND,
} from '@figura/sdk-core/schema';
import { notFound } from '../http/errors.ts';
import { errorReplies } from '../http/replies.ts';
import type { RouteContext, ZodApp } from './context.ts';

/**
 * The journal profiles, public like a journal's author guidelines: the registry's and the
 * journal partners' own. The builder reads a partner's here; a download may name any of them.
 */
export function registerJournalProfileRoutes(app: ZodApp, { exports }: RouteContext): void {
  const { journalProfiles } = exports;
  app.get(
    JOURNAL_PROFILES_PATH,
    {
      schema: {
        summary: 'Every journal profile: the registry’s, then each journal partner’s own',
        description:
          'Each with its rules (sizes, DPI, formats, smallest text and line at print size) and, ' +
          'for a publisher’s, the public page they were read from and the day.',
        response: { 200: journalProfileListSchema },
      },
    },
    async () => ({ profiles: await journalProfiles.list() }),
  );

  app.get(
    `${JOURNAL_PROFILES_PATH}/:id`,
    {
      schema: {
        summary: 'One journal profile (a registry id, or `partner-<id>` for a partner’s own)',
        params: journalProfileParamsSchema,
        response: { 200: journalProfileReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (request) => {
      const profile = await journalProfiles.find(request.params.id);
      if (!profile) throw notFound(JOURNAL_PROFILE_NOT_FOUND);
      return profile;
    },
  );
}
