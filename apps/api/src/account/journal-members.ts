// Journal membership, granted (issue: a typed journal lifted every restriction): an administrator
// sets any account's journal, a journal partner adds and removes its own authors. The plan rules
// read `users.journal` (sdk-core plans.ts), which only these calls write.
import { eq } from 'drizzle-orm';
import {
  SPECIAL_JOURNALS,
  SPECIAL_JOURNAL_NAMES,
  partnerIdOf,
  partnerProfileId,
  type JournalMemberReply,
  type SpecialJournal,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { userByEmail } from './user-by-email.ts';
import { activePartner, type Partner, type PartnerRegistry } from '../partners/partners.ts';

export const NO_SUCH_ACCOUNT = 'No Figura account uses this email address.';
export const NOT_A_JOURNAL =
  'There is no such journal: a special journal (urology, plastic-reconstructive-surgery) or a journal partner (partner-<id>).';
export const MEMBER_OF_ANOTHER_JOURNAL =
  'This account is a member of another journal; an administrator can move it.';
export const NOT_A_MEMBER = 'This account is not a member of your journal.';

const isSpecial = (journal: string): journal is SpecialJournal =>
  (SPECIAL_JOURNALS as readonly string[]).includes(journal);

/** A journal's name, or null when there is no such journal (any more). */
export function journalName(journal: string, partners: PartnerRegistry): string | null {
  if (isSpecial(journal)) return SPECIAL_JOURNAL_NAMES[journal];
  const id = partnerIdOf(journal);
  return id === undefined ? null : (activePartner(partners, id)?.name ?? null);
}

export function memberReply(user: UserRow, partners: PartnerRegistry): JournalMemberReply {
  return {
    email: user.email,
    journal: user.journal,
    name: user.journal ? journalName(user.journal, partners) : null,
    grantedBy: user.journalGrantedBy === 'partner' ? 'partner' : user.journal ? 'admin' : null,
    grantedAt: user.journalGrantedAt?.toISOString() ?? null,
  };
}

/** The person's own account with this address, or 404. */
async function accountOf(db: Database, email: string): Promise<UserRow> {
  const user = await userByEmail(db, email);
  if (!user) throw notFound(NO_SUCH_ACCOUNT);
  return user;
}

async function setJournal(
  db: Database,
  user: UserRow,
  journal: string | null,
  grantedBy: 'admin' | 'partner',
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      journal,
      journalGrantedBy: journal ? grantedBy : null,
      journalGrantedAt: journal ? new Date() : null,
    })
    .where(eq(users.id, user.id))
    .returning();
  return row ?? user;
}

/** PUT /admin/journal-members: an administrator makes an account a member of a journal, or none. */
export async function grantJournal(
  db: Database,
  partners: PartnerRegistry,
  email: string,
  journal: string | null,
): Promise<UserRow> {
  if (journal !== null && journalName(journal, partners) === null)
    throw new HttpError(400, NOT_A_JOURNAL);
  return setJournal(db, await accountOf(db, email), journal, 'admin');
}

/** PUT /embed/members: a journal partner adds one of its authors (not another journal's member). */
export async function addPartnerMember(db: Database, partner: Partner, email: string) {
  const user = await accountOf(db, email);
  const journal = partnerProfileId(partner.id);
  if (user.journal && user.journal !== journal) throw new HttpError(409, MEMBER_OF_ANOTHER_JOURNAL);
  return user.journal === journal ? user : setJournal(db, user, journal, 'partner');
}

/** DELETE /embed/members: a journal partner lets one of its authors go. */
export async function removePartnerMember(db: Database, partner: Partner, email: string) {
  const user = await accountOf(db, email);
  if (user.journal !== partnerProfileId(partner.id)) throw notFound(NOT_A_MEMBER);
  return setJournal(db, user, null, 'partner');
}
