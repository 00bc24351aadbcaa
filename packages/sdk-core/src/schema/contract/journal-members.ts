import { z } from '../document/zod';
import { text } from '../document/strings';
import { loginInputSchema } from './sign-on';

export { ADMIN_JOURNAL_MEMBERS_PATH, EMBED_MEMBERS_PATH } from '../rules/journal-member-paths';

/**
 * Journal membership (spec §6: a Trial or Student author of a journal is not restricted; the two
 * special journals lift every cap). Granted, never typed: an administrator sets any account's
 * journal, a journal partner adds and removes its own authors with its key. The journals are the
 * special journals (SPECIAL_JOURNALS) and the partners (`partner-<id>`).
 */
const email = loginInputSchema.shape.email;

/** PUT /admin/journal-members: `email`'s account becomes a member of `journal` (null: of none). */
export const journalMemberInputSchema = z.object({
  email,
  journal: text().trim().min(1).max(40).nullable(),
});
export type JournalMemberInput = z.input<typeof journalMemberInputSchema>;

/** PUT /embed/members (partner key): the partner's journal takes `email`'s account. */
export const partnerMemberInputSchema = z.object({ email });
/** DELETE /embed/members/{email} (partner key): the partner's journal lets `email` go. */
export const partnerMemberParamsSchema = z.object({ email });
export type PartnerMemberInput = z.input<typeof partnerMemberInputSchema>;

/** An account's journal as granted: which, who granted it (an administrator or the journal), when. */
export const journalMemberReplySchema = z.object({
  email: text(),
  journal: text().nullable(),
  name: text().nullable(),
  grantedBy: z.enum(['admin', 'partner']).nullable(),
  grantedAt: z.iso.datetime().nullable(),
});
export type JournalMemberReply = z.infer<typeof journalMemberReplySchema>;
