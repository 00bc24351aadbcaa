import { randomUUID } from 'node:crypto';
import type { PartnerOption } from '@figura/sdk-core/contract';
import type { Database } from '../db/database.ts';

export interface User {
  id: string;
  email: string;
  name: string;
  /** The partner option chosen on the register page, if any (carried in access tokens). */
  partner: PartnerOption | null;
}

interface UserRow extends User {
  password_hash: string | null;
}

/** A user with their password hash; `null` for someone who signs in with a social provider only. */
export interface UserWithPasswordHash extends User {
  passwordHash: string | null;
}

const COLUMNS = 'id, email, name, partner';

function toUserWithHash(row: UserRow): UserWithPasswordHash {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    partner: row.partner,
    passwordHash: row.password_hash,
  };
}

export function createUserStore(db: Database) {
  return {
    /**
     * Returns undefined when the (lower-cased) email is already taken. `passwordHash: null`:
     * a person from a social provider, who has no password here.
     */
    async create(input: {
      email: string;
      name: string;
      passwordHash: string | null;
      partner?: PartnerOption | undefined;
    }): Promise<User | undefined> {
      const rows = await db.query<User>(
        `INSERT INTO users (id, email, name, password_hash, partner) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          randomUUID(),
          input.email.toLowerCase(),
          input.name,
          input.passwordHash,
          input.partner ?? null,
        ],
      );
      return rows[0];
    },

    async findByEmail(email: string): Promise<UserWithPasswordHash | undefined> {
      const rows = await db.query<UserRow>(
        `SELECT ${COLUMNS}, password_hash FROM users WHERE email = $1`,
        [email.toLowerCase()],
      );
      return rows[0] && toUserWithHash(rows[0]);
    },

    async findByIdWithHash(id: string): Promise<UserWithPasswordHash | undefined> {
      const rows = await db.query<UserRow>(
        `SELECT ${COLUMNS}, password_hash FROM users WHERE id = $1`,
        [id],
      );
      return rows[0] && toUserWithHash(rows[0]);
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, id]);
    },

    async findById(id: string): Promise<User | undefined> {
      const rows = await db.query<User>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0];
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
