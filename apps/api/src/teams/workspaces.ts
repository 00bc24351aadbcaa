import { eq } from 'drizzle-orm';
import {
  CREATION_IN_WORKSPACE_MESSAGE,
  NOT_IN_TEAM_MESSAGE,
  type Creation,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creations, type UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { requireCreationAccess } from '../auth/access.ts';
import { creationReply } from '../creations/creations.ts';
import { membershipOf } from './teams.ts';

/**
 * POST /user-creations/{id}/convertCreationToNewWorkspace: the owner moves their creation into
 * their team's workspace, where every member reaches it (access.ts). It leaves its folder
 * (folders are personal); its owner and shares stay.
 */
export async function moveCreationToWorkspace(
  db: Database,
  user: UserRow,
  creationId: string,
): Promise<Creation> {
  return db.transaction(async (tx) => {
    // 'share' is the owner's alone: only they decide who else reaches their work.
    const creation = await requireCreationAccess(tx, user, creationId, 'share', {
      forUpdate: true,
    });
    if (creation.teamId) throw new HttpError(409, CREATION_IN_WORKSPACE_MESSAGE);
    const membership = await membershipOf(tx, user.id);
    if (!membership) throw new HttpError(409, NOT_IN_TEAM_MESSAGE);
    const [moved] = await tx
      .update(creations)
      .set({ teamId: membership.team.id, folderId: null, updatedAt: new Date() })
      .where(eq(creations.id, creationId))
      .returning();
    if (!moved) throw new Error(`Creation ${creationId} vanished`);
    return creationReply(tx, moved, 'owner');
  });
}
