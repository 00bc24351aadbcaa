import {
  EMBED_TOKEN_LIFETIME_SECONDS,
  partnerIdSchema,
  submissionIdSchema,
} from '@figura/sdk-core/schema';
import type { JWTPayload } from 'jose';
import type { EmbedSigningKey } from './embed-signing-keys.ts';
import { createHs256Tokens, hasTokenType, invalidToken } from './hs256-tokens.ts';
import { EMBED_SUBJECT_PREFIX } from './token-verifier.ts';

/**
 * Embed tokens (docs/journals.md): HS256 JWTs the API signs for a
 * journal's server and verifies on every call of the builder. They are told from sign-on tokens
 * by their header's `typ` and checked on their own terms; neither kind can pass as the other
 * (another key, issuer, audience and `typ`, and the `kind` claim).
 */
export const EMBED_TOKEN_TYPE = 'embed+jwt';
/** Their `aud`: never the sign-on tokens' (FIGURA_TOKEN_AUDIENCE). */
export const EMBED_TOKEN_AUDIENCE = 'figura-embed';
export const EMBED_TOKEN_KIND = 'embed';

/** Who an embed token speaks for: one submission of one partner. */
export interface EmbedIdentity {
  partnerId: number;
  submissionId: string;
  /** When the token expires, epoch ms. */
  expiresAt: number;
}

/** The `cactus_id` (and the token's `sub`) of the user that holds a submission's work. */
export function embedSubject(partnerId: number, submissionId: string): string {
  return `${EMBED_SUBJECT_PREFIX}${partnerId}:${submissionId}`;
}

/** Whether the token says it is an embed token (only then is it verified as one). */
export function isEmbedToken(token: string): boolean {
  return hasTokenType(token, EMBED_TOKEN_TYPE);
}

export interface EmbedTokens {
  sign(partnerId: number, submissionId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The token's partner and submission; 401 for anything wrong with it. */
  verify(token: string): Promise<EmbedIdentity>;
}

function identityOf(payload: JWTPayload): EmbedIdentity {
  if (payload.kind !== EMBED_TOKEN_KIND) throw invalidToken();
  const partner = partnerIdSchema.safeParse(payload.partner);
  const submission = submissionIdSchema.safeParse(payload.submission);
  if (!partner.success || !submission.success) throw invalidToken();
  if (payload.sub !== embedSubject(partner.data, submission.data)) throw invalidToken();
  return {
    partnerId: partner.data,
    submissionId: submission.data,
    expiresAt: (payload.exp ?? 0) * 1000,
  };
}

/** Signs with the first key, verifies with any of them (a rotation keeps the old one a while). */
export function createEmbedTokens(keys: readonly EmbedSigningKey[], issuer: string): EmbedTokens {
  const tokens = createHs256Tokens(keys, issuer, {
    typ: EMBED_TOKEN_TYPE,
    audience: EMBED_TOKEN_AUDIENCE,
    lifetimeSeconds: EMBED_TOKEN_LIFETIME_SECONDS,
    expiredMessage: 'This embed token has expired: the journal’s page asks for a new one.',
  });
  return {
    async sign(partnerId, submissionId) {
      const { token, expiresAt } = await tokens.sign(embedSubject(partnerId, submissionId), {
        kind: EMBED_TOKEN_KIND,
        partner: partnerId,
        submission: submissionId,
      });
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token) {
      return identityOf(await tokens.verify(token));
    },
  };
}
