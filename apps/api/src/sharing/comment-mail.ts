import type { SlideComment } from '@figura/sdk-core/schema';
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { creations, slideComments, users, type UserRow } from '../db/schema.ts';
import { quotedLine } from '../email/mailer.ts';
import type { InviteMailer } from '../teams/invites.ts';
import { creationLink, mailedName } from './share-mail.ts';

/**
 * Who a comment is for: the creation's owner, and in a thread everyone who wrote in it before;
 * never its own author.
 */
async function readersOf(
  db: Database,
  comment: SlideComment,
  ownerId: string | undefined,
): Promise<UserRow[]> {
  const ids = new Set(ownerId ? [ownerId] : []);
  if (comment.parentId) {
    const thread = await db
      .select({ authorId: slideComments.authorId })
      .from(slideComments)
      .where(
        or(eq(slideComments.id, comment.parentId), eq(slideComments.parentId, comment.parentId)),
      );
    for (const { authorId } of thread) ids.add(authorId);
  }
  ids.delete(comment.author.id);
  if (ids.size === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/**
 * Tells the people a new comment is for that it was made, with a link that opens the creation:
 * at most one mail an hour per creation to each (what follows is read there), in Figura's words
 * with the comment quoted as data, never to an address that asked for no more mail. The comment
 * stands whatever becomes of the mail; resolves how many went.
 */
export async function mailComment(
  db: Database,
  mailer: InviteMailer,
  author: UserRow,
  comment: SlideComment,
): Promise<number> {
  // The creation's owner and name in one read.
  const [creation] = await db
    .select({ ownerId: creations.userId, name: creations.name })
    .from(creations)
    .where(eq(creations.id, comment.creationId))
    .limit(1);
  const readers = await readersOf(db, comment, creation?.ownerId);
  if (readers.length === 0) return 0;
  const name = mailedName(creation?.name);
  const link = creationLink(mailer.portalUrl, comment.creationId);
  const what = comment.parentId ? 'A reply to a comment' : 'A new comment';
  let sent = 0;
  for (const reader of readers) {
    const went = await mailer.mail.sendNotice(author, {
      about: comment.creationId,
      to: reader.email,
      subject: `${what} on Figura`,
      text:
        `${what} on ${quotedLine(name)}: ${quotedLine(comment.text)}\n\n` +
        `Open it to read and reply: ${link}`,
      link,
    });
    if (went) sent += 1;
  }
  return sent;
}
