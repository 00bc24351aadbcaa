import type { Share } from '@figura/sdk-core/schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { creations, type UserRow } from '../db/schema.ts';
import { portalLink, quotedLine } from '../email/mailer.ts';
import { HttpError } from '../http/errors.ts';
import type { InviteMailer } from '../teams/invites.ts';

/** The portal's page of a creation: where a share's mail leads. */
export const creationLink = (portalUrl: string, creationId: string) =>
  portalLink(portalUrl, `/editor/${encodeURIComponent(creationId)}`);

/** A creation's name as a mail gives it: "Untitled" when it has none. */
export const mailedName = (name: string | null | undefined) => name || 'Untitled';

/** A creation's name for a mail. */
export async function creationName(db: Database, creationId: string): Promise<string> {
  const [creation] = await db
    .select({ name: creations.name })
    .from(creations)
    .where(eq(creations.id, creationId))
    .limit(1);
  return mailedName(creation?.name);
}

/**
 * Tells the person a creation was just shared with that it was: a mail with a link that opens it,
 * as an invitation (Figura's words, the sharer named as data, within the invitation limits,
 * never to an address that asked for no more). The share stands whatever becomes of the mail:
 * false when none went (limits, or the address asked for none).
 */
export async function mailShare(
  db: Database,
  mailer: InviteMailer,
  sharer: UserRow,
  share: Share,
): Promise<boolean> {
  const name = await creationName(db, share.creationId);
  const link = creationLink(mailer.portalUrl, share.creationId);
  const right = share.permission === 'editor' ? 'edit' : 'comment on';
  try {
    // sendInvitation checks the limits and the address's wishes first and refuses (HttpError)
    // before anything is sent.
    await mailer.mail.sendInvitation(sharer, {
      kind: 'creation-share',
      to: share.email,
      subject: 'A creation was shared with you on Figura',
      text:
        `A creation was shared with you on Figura, for you to ${right}: ` +
        `${quotedLine(name)}.\n\nOpen it (sign in with ${share.email}): ${link}`,
      link,
    });
    return true;
  } catch (refused) {
    if (refused instanceof HttpError) return false;
    throw refused;
  }
}
