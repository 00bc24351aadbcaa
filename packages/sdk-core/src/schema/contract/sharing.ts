import { z } from '../document/zod';
import { text } from '../document/strings';
import { creationParamsSchema, creationSchema } from './creation';
import { SHARE_PERMISSIONS } from '../document/constants';

/**
 * Sharing a creation (spec §7): with an editor (may change it, not delete it or share it) or a
 * commentor (may read it and comment). A share sent to an email with no account yet is pending
 * until someone signs in with that email.
 */

export const SHARE_STATUSES = ['active', 'pending'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const sharePermissionSchema = z.enum(SHARE_PERMISSIONS, {
  error: 'Permission must be editor or commentor',
});

/** Path parameters: /user-creations/{id}/share/{shareId}. */
export const shareParamsSchema = creationParamsSchema.extend({
  shareId: z.uuid('Share id must be a UUID'),
});

const shareEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email('Give a valid email address').max(254, 'The email address is too long'),
);

/** POST /user-creations/{id}/share: to an email (an account or not yet) or a known user id. */
export const createShareInputSchema = z
  .object({
    permission: sharePermissionSchema,
    email: shareEmailSchema.optional(),
    userId: z.uuid('User id must be a UUID').optional(),
    /** The spec's name for `userId`. */
    user: z
      .uuid('User id must be a UUID')
      .optional()
      .describe('The user’s id (`userId` is an alias).'),
    /** Mail the person a link to the creation (default true). */
    notify: z
      .boolean()
      .optional()
      .describe('Mail the person a link to the creation (default true).'),
  })
  .refine(
    (value) => (value.email === undefined) !== ((value.userId ?? value.user) === undefined),
    'Give either an email or a user id',
  )
  .transform(({ user, ...rest }) =>
    user === undefined || rest.userId !== undefined ? rest : { ...rest, userId: user },
  );
/** What the client sends (the API also takes the spec's `user` for `userId`). */
export type CreateShareInput = z.output<typeof createShareInputSchema>;

/** PUT /user-creations/{id}/share/{shareId}. */
export const updateShareInputSchema = z.object({ permission: sharePermissionSchema });
export type UpdateShareInput = z.input<typeof updateShareInputSchema>;

/** A user as others see them in shares and comments. */
export const personSchema = z.object({ id: text(), name: text(), email: text() });
export type Person = z.infer<typeof personSchema>;

export const shareSchema = z.object({
  id: text(),
  creationId: text(),
  permission: sharePermissionSchema,
  /** The address it was sent to (lower case). */
  email: text(),
  /** pending: nobody has signed in with that email yet. */
  status: z.enum(SHARE_STATUSES),
  /** Who it is shared with; null while pending. */
  user: personSchema.nullable(),
  sharedBy: personSchema,
  createdAt: text(),
  updatedAt: text(),
  /** Only in the reply to sharing: whether the person was mailed a link. */
  notified: z.boolean().optional(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareListSchema = z.object({ data: z.array(shareSchema) });
export type ShareList = z.infer<typeof shareListSchema>;

export const deletedShareSchema = z.object({ id: text(), status: z.literal('deleted') });
export type DeletedShare = z.infer<typeof deletedShareSchema>;

/** DELETE /user-creations/{id}/sharing: every share removed. */
export const unsharedCreationSchema = z.object({
  creationId: text(),
  removed: z.number().int().min(0),
});
export type UnsharedCreation = z.infer<typeof unsharedCreationSchema>;

export const listSharedCreationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListSharedCreationsQuery = z.input<typeof listSharedCreationsQuerySchema>;

/** One creation shared with the caller, with who shared it and what they may do. */
export const sharedCreationSchema = z.object({
  creation: creationSchema,
  permission: sharePermissionSchema,
  sharedBy: personSchema,
  sharedAt: text(),
});
export type SharedCreation = z.infer<typeof sharedCreationSchema>;

export const sharedCreationListSchema = z.object({
  data: z.array(sharedCreationSchema),
  total: z.number().int(),
});
export type SharedCreationList = z.infer<typeof sharedCreationListSchema>;
