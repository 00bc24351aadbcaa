import { z } from '../document/zod';
import { text } from '../document/strings';
import { slideContentSchema, userSchema } from './creation';

/** Reply shapes of the auth calls (docs/architecture.md "API calls"). */

export const verifyTokenReplySchema = z.object({ valid: z.boolean(), user: userSchema });

export const oneLoginValidateReplySchema = z.object({
  data: z.object({
    active: z.boolean(),
    // A missing user reads as null (preprocessed rather than transformed, so the reply's JSON
    // Schema still shows the user).
    user: z.preprocess((user) => user ?? null, userSchema.nullable()),
  }),
});

export const oneLoginCallbackReplySchema = z.object({ user: userSchema, isNewUser: z.boolean() });

export const profileReplySchema = z.object({ user: userSchema });

export const deleteCreationReplySchema = z.object({ id: text(), status: z.literal('deleted') });

/** What the client needs from any sign-on service's GET /oauth/token (sign-on.ts has the rest). */
export const signOnTokenReplySchema = z.object({ access_token: text().min(1) });

/**
 * A slide's content as the client receives it: the document is left as sent, because every
 * reader migrates and validates it once with parseSlideDocument (validating it here as well
 * would double the cost of opening a large slide, and would refuse an older schema version).
 */
export const slideContentReplySchema = slideContentSchema.extend({ content: z.unknown() });
export type SlideContentReply = z.infer<typeof slideContentReplySchema>;
