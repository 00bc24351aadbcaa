import { z } from 'zod';
import { userSchema } from './creation';

/** Reply shapes of the auth calls (docs/architecture.md "API calls"). */

export const verifyTokenReplySchema = z.object({ valid: z.boolean(), user: userSchema });

export const oneLoginValidateReplySchema = z.object({
  data: z.object({
    active: z.boolean(),
    user: userSchema.nullish().transform((user) => user ?? null),
  }),
});

export const oneLoginCallbackReplySchema = z.object({ user: userSchema, isNewUser: z.boolean() });

export const profileReplySchema = z.object({ user: userSchema });

export const deleteCreationReplySchema = z.object({ id: z.string(), status: z.literal('deleted') });

export const signOnTokenReplySchema = z.object({ access_token: z.string().min(1) });
