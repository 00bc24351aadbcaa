// Mail that cannot be abused (docs/security.md): what people send through Figura (invitations)
// carries Figura's text only, the sender named as data at the end; each sender, each recipient
// and each account's own mail is limited, counted in the database so every API node counts the
// same; and an address that asked for no more invitations gets none.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { mailSent, mailSuppressions } from '../db/mail-schema.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { EmailDelivery } from './delivery.ts';
import type { MailLimits } from '../config.ts';

/** What a person may send through Figura: invitations (a team, a partner programme, a creation shared). */
const INVITATION_KINDS = ['team-invite', 'partner-programme', 'creation-share'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

export interface Invitation {
  kind: InvitationKind;
  to: string;
  /** Figura's own words: never the sender's text. */
  subject: string;
  /** Figura's own words; the sender's name goes at the end, as data (sentBy). */
  text: string;
  link: string;
}

/** A notice to a person about their own work (a comment on it), from another person's act. */
export interface Notice {
  /** What it is about (a creation's id): one notice an hour per address and subject. */
  about: string;
  to: string;
  /** Figura's own words; what the sender typed only as quoted data (quotedLine). */
  subject: string;
  text: string;
  link: string;
}

export interface Mailer {
  /** Refuses (429, 409) what sending an invitation to `to` would break, before any work. */
  checkInvitation(sender: UserRow, to: string): Promise<void>;
  /** Checks again, then sends the invitation with its sender line and unsubscribe link. */
  sendInvitation(sender: UserRow, invitation: Invitation): Promise<void>;
  /**
   * The account's own mail to its owner's address (an unlock link), at most
   * `accountMailPerHour` an hour to one address; false when that is reached and nothing went
   * (quietly: the caller answers alike, so nobody learns whether an account exists).
   */
  sendAccountMail(mail: {
    to: string;
    subject: string;
    text: string;
    link: string;
  }): Promise<boolean>;
  /**
   * A notice, with the sender line and the unsubscribe link: at most one an hour per address
   * and `about` (what follows is seen where the link leads), never to an address that asked for
   * no more mail; false when none went.
   */
  sendNotice(sender: UserRow, notice: Notice): Promise<boolean>;
  /** Stops invitations to the address a link's token names; resolves that address. */
  unsubscribe(token: string): Promise<string>;
}

export const MAIL_SUPPRESSED_MESSAGE = 'This address has asked Figura not to send it invitations.';
export const UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is not valid.';

/** The first key of the mail limits' advisory locks (the second hashes a sender or an address). */
const MAIL_LOCK_SPACE = 0x6d61696c;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TYPED_LINE_LENGTH = 60;

/**
 * `keys`: the API's own HMAC keys (the first signs unsubscribe links, all verify). `now`: the
 * clock the windows are counted with (tests move it).
 */
export function createMailer(options: {
  db: Database;
  delivery: EmailDelivery;
  keys: readonly Uint8Array[];
  portalUrl: string;
  limits: MailLimits;
  now?: () => Date;
}): Mailer {
  const { db, delivery, keys, limits } = options;
  const now = options.now ?? (() => new Date());
  const portalUrl = options.portalUrl.replace(/\/+$/, '');

  /** Rows since `ms` ago matching `where`, and when the oldest of them was sent. */
  const sentSince = async (q: Database, ms: number, where: SQL | undefined) => {
    const since = new Date(now().getTime() - ms);
    const [row] = await q
      .select({ sent: count(), oldest: min(mailSent.sentAt) })
      .from(mailSent)
      .where(and(where, gt(mailSent.sentAt, since)));
    return { sent: Number(row?.sent ?? 0), oldest: row?.oldest ?? null };
  };
  /** 429 once `max` were sent in the window: Retry-After when the oldest leaves it. */
  const refuseOver = async (
    q: Database,
    ms: number,
    max: number,
    where: SQL,
    message: (wait: string) => string,
  ) => {
    const { sent, oldest } = await sentSince(q, ms, where);
    if (sent < max) return;
    const seconds = oldest
      ? Math.max(1, Math.ceil((oldest.getTime() + ms - now().getTime()) / 1000))
      : Math.ceil(ms / 1000);
    throw new HttpError(429, message(waitInWords(seconds)), {}, { 'retry-after': String(seconds) });
  };

  /** Whether the address asked for no more mail (the link in each one). */
  const suppressed = async (q: Database, to: string) => {
    const [row] = await q
      .select({ email: mailSuppressions.email })
      .from(mailSuppressions)
      .where(eq(mailSuppressions.email, to.trim().toLowerCase()))
      .limit(1);
    return row !== undefined;
  };

  // The limits count invitations only: a notice or an account's own mail is not one.
  const invitations = inArray(mailSent.kind, [...INVITATION_KINDS]);
  const checkInvitation = async (q: Database, sender: UserRow, to: string) => {
    const recipient = to.trim().toLowerCase();
    if (await suppressed(q, recipient)) throw new HttpError(409, MAIL_SUPPRESSED_MESSAGE);
    const bySender = and(invitations, eq(mailSent.senderId, sender.id))!;
    await refuseOver(
      q,
      HOUR_MS,
      limits.senderPerHour,
      bySender,
      (wait) =>
        `You have sent ${limits.senderPerHour} invitations in the last hour: you can send more in ${wait}.`,
    );
    await refuseOver(
      q,
      DAY_MS,
      limits.senderPerDay,
      bySender,
      (wait) =>
        `You have sent ${limits.senderPerDay} invitations today: you can send more in ${wait}.`,
    );
    await refuseOver(
      q,
      DAY_MS,
      limits.recipientPerDay,
      and(invitations, eq(mailSent.recipient, recipient))!,
      (wait) => `This address has had enough invitations today: try again in ${wait}.`,
    );
  };

  const record = (q: Database, kind: string, senderId: string | null, to: string) =>
    q
      .insert(mailSent)
      .values({ kind, senderId, recipient: to.trim().toLowerCase(), sentAt: now() });

  /**
   * Counts and records in one transaction holding the sender's and the address's locks (in that
   * order, so two never wait on each other): requests sent at once cannot all pass a limit that
   * only one more would reach, on one API node or several.
   */
  const counted = <T>(keys: readonly string[], work: (tx: Database) => Promise<T>) =>
    db.transaction(async (tx) => {
      for (const key of keys)
        await tx.execute(
          sql`select pg_advisory_xact_lock(${MAIL_LOCK_SPACE}::int4, hashtext(${key}::text))`,
        );
      return work(tx);
    });

  const unsubscribeLink = (to: string) =>
    `${portalUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(keys[0]!, to))}`;

  return {
    checkInvitation: (sender, to) => checkInvitation(db, sender, to),
    async sendInvitation(sender, invitation) {
      const recipient = invitation.to.trim().toLowerCase();
      await counted([`sender:${sender.id}`, `to:${recipient}`], async (tx) => {
        await checkInvitation(tx, sender, invitation.to);
        await record(tx, invitation.kind, sender.id, invitation.to);
      });
      await delivery.send({
        to: invitation.to,
        subject: invitation.subject,
        text:
          `${invitation.text}\n\nSent by ${senderLine(sender)} through Figura.\n\n` +
          `To receive no more invitations from Figura: ${unsubscribeLink(invitation.to)}`,
        link: invitation.link,
      });
    },
    async sendNotice(sender, notice) {
      const kind = `notice:${notice.about}`;
      const recipient = notice.to.trim().toLowerCase();
      const goes = await counted([`to:${recipient}`], async (tx) => {
        if (await suppressed(tx, recipient)) return false;
        const { sent } = await sentSince(
          tx,
          HOUR_MS,
          and(eq(mailSent.kind, kind), eq(mailSent.recipient, recipient)),
        );
        if (sent > 0) return false;
        await record(tx, kind, sender.id, notice.to);
        return true;
      });
      if (!goes) return false;
      await delivery.send({
        to: notice.to,
        subject: notice.subject,
        text:
          `${notice.text}\n\nFrom ${senderLine(sender)} on Figura.\n\n` +
          `To receive no more mail from Figura: ${unsubscribeLink(notice.to)}`,
        link: notice.link,
      });
      return true;
    },
    async sendAccountMail(mail) {
      const recipient = mail.to.trim().toLowerCase();
      const goes = await counted([`to:${recipient}`], async (tx) => {
        const { sent } = await sentSince(
          tx,
          HOUR_MS,
          and(isNull(mailSent.senderId), eq(mailSent.recipient, recipient)),
        );
        if (sent >= limits.accountMailPerHour) return false;
        await record(tx, 'account', null, mail.to);
        return true;
      });
      if (!goes) return false;
      await delivery.send(mail);
      return true;
    },
    async unsubscribe(token) {
      const email = verifyUnsubscribeToken(keys, token);
      if (!email) throw new HttpError(400, UNSUBSCRIBE_TOKEN_MESSAGE);
      await db.insert(mailSuppressions).values({ email }).onConflictDoNothing();
      return email;
    },
  };
}

/** A page of the portal a mail links to: `path` under its public URL (one slash between). */
export const portalLink = (portalUrl: string, path: string) =>
  `${portalUrl.replace(/\/+$/, '')}${path}`;

/**
 * Text a person typed (their name, a team's name), as data in Figura's words: one line of at
 * most 60 characters without controls, in quotes.
 */
export function quotedLine(typed: string): string {
  const line = typed
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `“${line.length > TYPED_LINE_LENGTH ? `${line.slice(0, TYPED_LINE_LENGTH - 1)}…` : line}”`;
}

/** The sender as data, never as text of theirs that reads as Figura's: quoted, with the address. */
export function senderLine(sender: Pick<UserRow, 'name' | 'email'>): string {
  return sender.name.trim() ? `${quotedLine(sender.name)} <${sender.email}>` : `<${sender.email}>`;
}

function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

const UNSUBSCRIBE_PURPOSE = 'figura-mail-unsubscribe\n';

const unsubscribeMac = (key: Uint8Array, email: string) =>
  createHmac('sha256', key)
    .update(UNSUBSCRIBE_PURPOSE + email)
    .digest();

/** `<address>.<mac>`, both base64url: the link names the address it stops, and cannot be forged. */
export function unsubscribeToken(key: Uint8Array, to: string): string {
  const email = to.trim().toLowerCase();
  return `${Buffer.from(email).toString('base64url')}.${unsubscribeMac(key, email).toString('base64url')}`;
}

function verifyUnsubscribeToken(keys: readonly Uint8Array[], token: string): string | undefined {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined) return undefined;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(mac, 'base64url');
  const valid = keys.some((key) => {
    const expected = unsubscribeMac(key, email);
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid && email.includes('@') ? email : undefined;
}
