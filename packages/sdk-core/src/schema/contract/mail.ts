import { text } from '../document/strings';
import { z } from '../document/zod';

/**
 * Mail's own calls (docs/security.md: mail that cannot be abused). Each invitation Figura mails
 * ends with a link to the portal's `/unsubscribe?token=` page, which confirms with this call.
 */
export const MAIL_UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/** POST /mail/unsubscribe: the token of an invitation's link (it names the address it stops). */
export const mailUnsubscribeInputSchema = z.object({ token: text().min(1).max(1024) });
export type MailUnsubscribeInput = z.input<typeof mailUnsubscribeInputSchema>;

/** The address that gets no more invitations from Figura. */
export const mailUnsubscribeReplySchema = z.object({
  unsubscribed: z.literal(true),
  email: text(),
});
export type MailUnsubscribeReply = z.infer<typeof mailUnsubscribeReplySchema>;
