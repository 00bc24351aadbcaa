import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { isSessionRevoked } from '../services/revoked-sessions.ts';
import { findOrCreateUser, type ResolvedUser } from '../services/users.ts';
import { createRecentUsers } from './recent-users.ts';
import { createSessionChecks } from './session-checks.ts';
import type { TokenIdentity, TokenVerifier } from './token-verifier.ts';

export type Authenticator = {
  /** The user of the request's `Authorization: Bearer` token; 401 when it is missing or bad. */
  requireUser(request: FastifyRequest): Promise<UserRow>;
  /**
   * The user of a token given some other way (callback body, profile query): always read from
   * the database (these replies show the profile, and whether the user is new).
   */
  resolveToken(token: string): Promise<ResolvedUser>;
  /** A sign-on session ended (back-channel logout): its tokens are refused from now on. */
  sessionEnded(sid: string): void;
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
  const sessions = createSessionChecks((sid) => isSessionRevoked(db, sid));
  /** The token's identity, unless its sign-on session has ended (back-channel logout). */
  const liveIdentity = async (token: string): Promise<TokenIdentity> => {
    const identity = await verifyToken(token);
    if (await sessions.hasEnded(identity.sid))
      throw unauthorized('Your session has ended. Please sign in again.');
    return identity;
  };
  return {
    async resolveToken(token) {
      const identity = await liveIdentity(token);
      const resolved = await findOrCreateUser(db, identity);
      recent.remember(identity, resolved.user);
      return resolved;
    },
    async requireUser(request) {
      // Every request's token is checked (signature, claims, session); only the user row may
      // come from a request a few seconds before.
      const identity = await liveIdentity(bearerToken(request));
      const known = recent.get(identity);
      if (known) return known;
      const { user } = await findOrCreateUser(db, identity);
      recent.remember(identity, user);
      return user;
    },
    sessionEnded: (sid) => sessions.markEnded(sid),
  };
}
