import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { unauthorized } from '../http/errors.ts';
import { activePartner, type PartnerRegistry } from '../partners/partners.ts';
import { findOrCreateEmbedUser } from '../partners/embed-users.ts';
import { isSessionRevoked } from '../auth/revoked-sessions.ts';
import type { PlanCode } from '@figura/sdk-core/schema';
import { findOrCreateUser, type ResolvedUser } from './users.ts';
import { embedSubject, isEmbedToken, type EmbedTokens } from '../auth/embed-tokens.ts';
import { isSamlToken, type SamlTokens } from '../auth/saml-tokens.ts';
import { ExpiringMap } from '../auth/expiring-map.ts';
import { createRecentUsers, RECENT_USER_LIMIT, RECENT_USER_TTL_MS } from '../auth/recent-users.ts';
import { createSessionChecks } from '../auth/session-checks.ts';
import type { TokenIdentity, TokenVerifier } from '../auth/token-verifier.ts';

/** What the authenticator needs for embed tokens (a journal's builder). */
export interface EmbedAuthentication {
  tokens: EmbedTokens;
  partners: PartnerRegistry;
}

export const PARTNER_ENDED_MESSAGE = 'This journal no longer embeds Figura.';

/** Who holds a token, and what ends it: its expiry, and its sign-on (or SAML) session if any. */
export interface TokenHolder {
  user: UserRow;
  /** The session a logout ends; none for an embed token. */
  sid: string | undefined;
  /** When the token expires, epoch ms. */
  expiresAt: number;
}

export type Authenticator = {
  /**
   * The user of the request's `Authorization: Bearer` token (a sign-on access token, or an embed
   * token: the user that holds its submission's work); 401 when it is missing or bad.
   */
  requireUser(request: FastifyRequest): Promise<UserRow>;
  /** `requireUser` for a bearer token given some other way. */
  userOfToken(token: string): Promise<UserRow>;
  /**
   * `userOfToken` for a connection that outlives a request (co-editing): with when the token
   * expires and its session, which the connection follows.
   */
  holderOfToken(token: string): Promise<TokenHolder>;
  /**
   * The user of a token given some other way (callback body, profile query): always read from
   * the database (these replies show the profile, and whether the user is new).
   */
  resolveToken(token: string): Promise<ResolvedUser>;
  /** A sign-on session ended (back-channel logout): its tokens are refused from now on. */
  sessionEnded(sid: string): void;
  /**
   * The user of this sign-on id changed in a way the next request on this node must see (their
   * account deleted): the row is read again. Other nodes see it within RECENT_USER_TTL_MS.
   */
  forgetUser(cactusId: string): void;
  /** A user's row changed on this node (complete-profile): requests after see the new row. */
  userUpdated(user: UserRow): void;
  /** The sign-on session of a live token (POST /auth/logout ends it); 401 for a bad token. */
  sessionOf(token: string): Promise<string>;
};

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Authentication required.');
  const match = BEARER.exec(header);
  if (!match?.[1]) throw unauthorized('Invalid authorization header; expected "Bearer <token>".');
  return match[1];
}

export function createAuthenticator(
  db: Database,
  verifyToken: TokenVerifier,
  embed: EmbedAuthentication,
  saml: SamlTokens,
  /** The plan a user gets on first sight (ApiConfig.newUserPlan). */
  newUserPlan: PlanCode = 'T',
): Authenticator {
  const recent = createRecentUsers();
  const sessions = createSessionChecks((sid) => isSessionRevoked(db, sid));
  const recentEmbedUsers = new ExpiringMap<string, UserRow>(RECENT_USER_LIMIT);

  /** The user that holds the embed token's submission, made on first use. */
  const embedUser = async (token: string): Promise<TokenHolder> => {
    const { partnerId, submissionId, expiresAt } = await embed.tokens.verify(token);
    // A partner disabled (or removed) since: its tokens stop at once.
    if (!activePartner(embed.partners, partnerId)) throw unauthorized(PARTNER_ENDED_MESSAGE);
    const subject = embedSubject(partnerId, submissionId);
    const known = recentEmbedUsers.get(subject);
    if (known) return { user: known, sid: undefined, expiresAt };
    const user = await findOrCreateEmbedUser(db, partnerId, submissionId);
    recentEmbedUsers.set(subject, user, Date.now() + RECENT_USER_TTL_MS);
    return { user, sid: undefined, expiresAt };
  };
  /** The user of a SAML session token, unless the session ended (logout). */
  const samlUser = async (token: string): Promise<TokenHolder> => {
    const { userId, sid, expiresAt } = await saml.verify(token);
    if (await sessions.hasEnded(sid))
      throw unauthorized('Your session has ended. Please sign in again.');
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized('Invalid token.');
    return { user, sid, expiresAt };
  };
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
      const resolved = await findOrCreateUser(db, identity, newUserPlan);
      recent.remember(identity, resolved.user);
      return resolved;
    },
    requireUser: (request) => userOfToken(bearerToken(request)),
    userOfToken,
    holderOfToken,
    sessionEnded: (sid) => sessions.markEnded(sid),
    forgetUser: (cactusId) => recent.forget(cactusId),
    userUpdated: (user) => recent.replace(user),
    async sessionOf(token) {
      if (isEmbedToken(token)) throw unauthorized('An embed token has no sign-on session.');
      return (await liveIdentity(token)).sid;
    },
  };

  async function userOfToken(token: string): Promise<UserRow> {
    return (await holderOfToken(token)).user;
  }

  async function holderOfToken(token: string): Promise<TokenHolder> {
    // Every request's token is checked (signature, claims, session); only the user row may
    // come from a request a few seconds before.
    if (isEmbedToken(token)) return embedUser(token);
    if (isSamlToken(token)) return samlUser(token);
    const identity = await liveIdentity(token);
    const { sid, expiresAt } = identity;
    const known = recent.get(identity);
    if (known) return { user: known, sid, expiresAt };
    const { user } = await findOrCreateUser(db, identity, newUserPlan);
    recent.remember(identity, user);
    return { user, sid, expiresAt };
  }
}
