import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

export interface User {
  id: string;
  email: string;
  name: string;
}

interface UserRow extends User {
  password_hash: string;
}

export interface UserWithPasswordHash extends User {
  passwordHash: string;
}

function toUserWithHash(row: UserRow): UserWithPasswordHash {
  return { id: row.id, email: row.email, name: row.name, passwordHash: row.password_hash };
}

export function createUserStore(db: Database) {
  return {
    /** Returns undefined when the (lower-cased) email is already taken. */
    async create(input: {
      email: string;
      name: string;
      passwordHash: string;
    }): Promise<User | undefined> {
      const rows = await db.query<User>(
        `INSERT INTO users (id, email, name, password_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING
         RETURNING id, email, name`,
        [randomUUID(), input.email.toLowerCase(), input.name, input.passwordHash],
      );
      return rows[0];
    },

    async findByEmail(email: string): Promise<UserWithPasswordHash | undefined> {
      const rows = await db.query<UserRow>(
        'SELECT id, email, name, password_hash FROM users WHERE email = $1',
        [email.toLowerCase()],
      );
      return rows[0] && toUserWithHash(rows[0]);
    },

    async findByIdWithHash(id: string): Promise<UserWithPasswordHash | undefined> {
      const rows = await db.query<UserRow>(
        'SELECT id, email, name, password_hash FROM users WHERE id = $1',
        [id],
      );
      return rows[0] && toUserWithHash(rows[0]);
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, id]);
    },

    async findById(id: string): Promise<User | undefined> {
      const rows = await db.query<User>('SELECT id, email, name FROM users WHERE id = $1', [id]);
      return rows[0];
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
