import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { isSessionRevoked } from '../services/revoked-sessions.ts';
import { findOrCreateUser, type ResolvedUser } from '../services/users.ts';
import type { TokenVerifier } from './token-verifier.ts';

export type Authenticator = {
  /** The user of the request's `Authorization: Bearer` token; 401 when it is missing or bad. */
  requireUser(request: FastifyRequest): Promise<UserRow>;
  /** The user of a token given some other way (callback body, profile query). */
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
  const resolveToken = async (token: string): Promise<ResolvedUser> => {
    const identity = await verifyToken(token);
    // Signed out at the sign-on site (back-channel logout): its tokens stop here and now.
    if (await isSessionRevoked(db, identity.sid))
      throw unauthorized('Your session has ended. Please sign in again.');
    return findOrCreateUser(db, identity);
  };
  return {
    resolveToken,
    async requireUser(request) {
      const { user } = await resolveToken(bearerToken(request));
      return user;
    },
  };
}
