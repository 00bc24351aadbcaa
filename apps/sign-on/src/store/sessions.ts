import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { User } from './users.ts';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

// The cookie carries the random token; the table keeps only its SHA-256, so a leaked
// database does not hand out live sessions.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The session's id in access tokens (`sid`) and logout tokens: derived from the stored id (itself
 * a hash of the cookie), so nothing new is stored and the token reveals nothing of either.
 */
export function sessionIdOf(token: string): string {
  return sessionIdOfStored(hashToken(token));
}

const sessionIdOfStored = (storedId: string) =>
  createHash('sha256').update(`sid:${storedId}`).digest('base64url');

export function createSessionStore(db: Database) {
  return {
    /** Starts a session and returns the token for the cookie. */
    async create(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000);
      // Housekeeping piggybacks on sign-ins rather than needing a timer.
      await db.query('DELETE FROM sessions WHERE expires_at <= now()');
      await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [
        hashToken(token),
        userId,
        expiresAt,
      ]);
      return token;
    },

    async findUser(token: string): Promise<User | undefined> {
      const rows = await db.query<User>(
        `SELECT u.id, u.email, u.name, u.partner FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = $1 AND s.expires_at > now()`,
        [hashToken(token)],
      );
      return rows[0];
    },

    /** Ends the session; false when there was none (unknown or already ended). */
    async delete(token: string): Promise<boolean> {
      const deleted = await db.query<{ id: string }>(
        'DELETE FROM sessions WHERE id = $1 RETURNING id',
        [hashToken(token)],
      );
      return deleted.length > 0;
    },

    /** Ends every session of the user (a new password); returns their ids (`sid`) to tell the API. */
    async endAllOf(userId: string): Promise<string[]> {
      const deleted = await db.query<{ id: string }>(
        'DELETE FROM sessions WHERE user_id = $1 RETURNING id',
        [userId],
      );
      return deleted.map((row) => sessionIdOfStored(row.id));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
