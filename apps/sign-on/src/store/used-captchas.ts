import type { Database } from '../db/database.ts';
import type { CaptchaTicket } from '../security/captcha.ts';

/**
 * The captcha tokens already presented, kept until they expire: a solved captcha registers one
 * account. In the database, so it holds across restarts and across several sign-on nodes.
 */
export function createUsedCaptchaStore(db: Database) {
  return {
    /** Records the ticket; false when it had been spent before. */
    async spend(ticket: CaptchaTicket): Promise<boolean> {
      // Housekeeping piggybacks on registrations rather than needing a timer.
      await db.query('DELETE FROM used_captchas WHERE expires_at <= now()');
      const inserted = await db.query<{ nonce: string }>(
        `INSERT INTO used_captchas (nonce, expires_at) VALUES ($1, $2)
         ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
        [ticket.nonce, ticket.expiresAt],
      );
      return inserted.length === 1;
    },
  };
}

export type UsedCaptchaStore = ReturnType<typeof createUsedCaptchaStore>;
