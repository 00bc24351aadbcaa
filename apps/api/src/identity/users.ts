import { eq } from 'drizzle-orm';
import type { PlanCode } from '@figura/sdk-core/schema';
import type { UserIdentity } from '../auth/token-verifier.ts';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { claimPendingShares } from '../sharing/sharing.ts';

export interface ResolvedUser {
  user: UserRow;
  isNewUser: boolean;
}

/**
 * The user a verified token belongs to, created on first sight so a valid token always maps to a
 * user. Safe when two requests of a new user race: the unique cactus_id decides who inserts.
 */
export async function findOrCreateUser(
  db: Database,
  identity: UserIdentity,
  newUserPlan: PlanCode = 'T',
): Promise<ResolvedUser> {
  const existing = await findUserByCactusId(db, identity.sub);
  // A journal submission's user is reached with an embed token only (the token verifier
  // refuses sign-on ids of that form; this holds even if one got through).
  if (existing && existing.embedPartnerId !== null) throw unauthorized('Invalid token.');
  if (existing) return { user: await refreshIdentity(db, existing, identity), isNewUser: false };

  // The user and the pending shares they claim commit together: no other request sees the
  // user before their shares are theirs (one that finds it already made would not claim them).
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        cactusId: identity.sub,
        email: identity.email,
        name: identity.name,
        partner: identity.partner ?? null,
        tpUser: newUserPlan,
        // Sign-up starts the new user's plan (the trial rule reads when).
        dtBegin: new Date(),
      })
      .onConflictDoNothing({ target: users.cactusId })
      .returning();
    if (row) await claimPendingShares(tx, row);
    return row;
  });
  if (inserted) return { user: inserted, isNewUser: true };

  const winner = await findUserByCactusId(db, identity.sub);
  // Seen once its insert committed: with the shares it claimed.
  if (!winner) throw new Error(`User ${identity.sub} vanished while being created`);
  return { user: winner, isNewUser: false };
}

async function findUserByCactusId(db: Database, cactusId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.cactusId, cactusId)).limit(1);
  return row;
}

/**
 * The sign-on site owns email and name; keep our copy current when a token says otherwise. Its
 * partner option only fills an empty one (complete-profile may have chosen since).
 */
async function refreshIdentity(
  db: Database,
  user: UserRow,
  identity: UserIdentity,
): Promise<UserRow> {
  const email = identity.email || user.email;
  const name = identity.name || user.name;
  const partner = user.partner ?? identity.partner ?? null;
  if (email === user.email && name === user.name && partner === user.partner) return user;
  const [updated] = await db
    .update(users)
    .set({ email, name, partner })
    .where(eq(users.id, user.id))
    .returning();
  // Shares sent to the new address before it was theirs become theirs now.
  if (updated && updated.email !== user.email) await claimPendingShares(db, updated);
  return updated ?? user;
}
