import { z } from '../document/zod';
import { text } from '../document/strings';

/** The legacy platform's unlock-email form post (email, key). */
export const legacyUnlockEmailInputSchema = z.object({
  email: text().trim().min(1).max(254),
  key: text().trim().min(1).max(200),
});
export const legacyReplySchema = z.object({ accepted: z.literal(true) });
