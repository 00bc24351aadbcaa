import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_LINK_MINUTES } from '@figura/settings';
import type { Database } from '../db/database.ts';

// The link carries the random token; the table keeps only its SHA-256 (like sessions).
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Single-use, expiring links to choose a new password. Asking again replaces the earlier link;
 * using one spends it and every other link of the account.
 */
export function createPasswordResetStore(db: Database) {
  return {
    /** A new link's token for the user (their earlier links stop working). */
    async issue(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.query('DELETE FROM password_resets WHERE user_id = $1 OR expires_at <= now()', [
        userId,
      ]);
      await db.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [hashToken(token), userId, PASSWORD_RESET_LINK_MINUTES],
      );
      return token;
    },

    /** The user a still-usable token belongs to, without spending it (the reset page's check). */
    async peek(token: string): Promise<string | undefined> {
      const rows = await db.query<{ user_id: string }>(
        `SELECT user_id FROM password_resets
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
        [hashToken(token)],
      );
      return rows[0]?.user_id;
    },

    /**
     * Spends a usable token and returns its user, in one statement (two uses at the same instant:
     * one wins); undefined when unknown, used or expired. The account's other links go too.
     */
    async redeem(token: string): Promise<string | undefined> {
      const rows = await db.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id`,
        [hashToken(token)],
      );
      const userId = rows[0]?.user_id;
      if (userId)
        await db.query(
          'DELETE FROM password_resets WHERE user_id = $1 AND token_hash <> $2 AND used_at IS NULL',
          [userId, hashToken(token)],
        );
      return userId;
    },
  };
}

export type PasswordResetStore = ReturnType<typeof createPasswordResetStore>;
