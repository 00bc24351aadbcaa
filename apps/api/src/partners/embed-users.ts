import { eq } from 'drizzle-orm';
import { embedSubject } from '../auth/embed-tokens.ts';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';

/** The plan code of the users that hold journal submissions' work (spec §6: J, Journal). */
const JOURNAL_PLAN = 'J';

export interface EmbedAuthor {
  name: string;
  email?: string | undefined;
}

/**
 * The user that holds one submission's work for one partner, made on first use: the same
 * submission's next token finds the same user, so the author resumes where they left off. The
 * author's name and email, when the journal gives them, are kept up to date. Safe when two
 * requests race: the unique cactus_id decides who inserts.
 */
export async function findOrCreateEmbedUser(
  db: Database,
  partnerId: number,
  submissionId: string,
  author?: EmbedAuthor,
): Promise<UserRow> {
  const cactusId = embedSubject(partnerId, submissionId);
  const known = await findByCactusId(db, cactusId);
  // Sign-on tokens never name such an id (token-verifier.ts); a row that is not an embed user's
  // would hand someone's own work to a journal's page.
  if (known && known.embedPartnerId !== partnerId)
    throw new Error(`User ${known.id} holds the id of an embed user`);
  if (known) return author ? refreshAuthor(db, known, author) : known;
  const [inserted] = await db
    .insert(users)
    .values({
      cactusId,
      name: author?.name ?? '',
      email: author?.email ?? '',
      partner: String(partnerId),
      tpUser: JOURNAL_PLAN,
      embedPartnerId: partnerId,
      embedSubmissionId: submissionId,
    })
    .onConflictDoNothing({ target: users.cactusId })
    .returning();
  if (inserted) return inserted;
  const winner = await findByCactusId(db, cactusId);
  if (!winner) throw new Error(`Embed user ${cactusId} vanished while being created`);
  return author ? refreshAuthor(db, winner, author) : winner;
}

async function findByCactusId(db: Database, cactusId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.cactusId, cactusId)).limit(1);
  return row;
}

async function refreshAuthor(db: Database, user: UserRow, author: EmbedAuthor): Promise<UserRow> {
  const email = author.email ?? user.email;
  if (author.name === user.name && email === user.email) return user;
  const [updated] = await db
    .update(users)
    .set({ name: author.name, email })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
