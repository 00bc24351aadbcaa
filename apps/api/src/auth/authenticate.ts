import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { findOrCreateUser, type ResolvedUser } from '../services/users.ts';
import { createRecentUsers } from './recent-users.ts';
import type { TokenVerifier } from './token-verifier.ts';

export type Authenticator = {
  /** The user of the request's `Authorization: Bearer` token; 401 when it is missing or bad. */
  requireUser(request: FastifyRequest): Promise<UserRow>;
  /**
   * The user of a token given some other way (callback body, profile query): always read from
   * the database (these replies show the profile, and whether the user is new).
   */
  resolveToken(token: string): Promise<ResolvedUser>;
};

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentication required.');
  const match = BEARER.exec(header);
  if (!match?.[1]) throw unauthorized('Invalid authorization header; expected "Bearer <token>".');
  return match[1];
}

export function createAuthenticator(db: Database, verifyToken: TokenVerifier): Authenticator {
  const recent = createRecentUsers();
  const resolveToken = async (token: string): Promise<ResolvedUser> => {
    const identity = await verifyToken(token);
    const resolved = await findOrCreateUser(db, identity);
    recent.remember(identity, resolved.user);
    return resolved;
  };
  return {
    resolveToken,
    async requireUser(request) {
      // Every call verifies the token; only the user row may come from a request just before.
      const identity = await verifyToken(bearerToken(request));
      const known = recent.get(identity);
      if (known) return known;
      const { user } = await findOrCreateUser(db, identity);
      recent.remember(identity, user);
      return user;
    },
  };
}
