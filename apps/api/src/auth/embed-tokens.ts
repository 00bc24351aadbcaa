import { randomUUID } from 'node:crypto';
import {
  EMBED_TOKEN_LIFETIME_SECONDS,
  partnerIdSchema,
  submissionIdSchema,
} from '@figura/sdk-core/schema';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { unauthorized } from '../http/errors.ts';
import type { EmbedSigningKey } from './embed-signing-keys.ts';
import { CLOCK_SKEW_SECONDS, EMBED_SUBJECT_PREFIX } from './token-verifier.ts';

/**
 * Embed tokens (README "Journals: partners and embed tokens"): HS256 JWTs the API signs for a
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
  try {
    return decodeProtectedHeader(token).typ === EMBED_TOKEN_TYPE;
  } catch {
    return false;
  }
}

export interface EmbedTokens {
  sign(partnerId: number, submissionId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The token's partner and submission; 401 for anything wrong with it. */
  verify(token: string): Promise<EmbedIdentity>;
}

const invalid = () => unauthorized('Invalid token.');

function identityOf(payload: JWTPayload): EmbedIdentity {
  if (payload.kind !== EMBED_TOKEN_KIND) throw invalid();
  const partner = partnerIdSchema.safeParse(payload.partner);
  const submission = submissionIdSchema.safeParse(payload.submission);
  if (!partner.success || !submission.success) throw invalid();
  if (payload.sub !== embedSubject(partner.data, submission.data)) throw invalid();
  return {
    partnerId: partner.data,
    submissionId: submission.data,
    expiresAt: (payload.exp ?? 0) * 1000,
  };
}

/** Signs with the first key, verifies with any of them (a rotation keeps the old one a while). */
export function createEmbedTokens(keys: readonly EmbedSigningKey[], issuer: string): EmbedTokens {
  const signing = keys[0];
  if (!signing) throw new Error('Embed tokens need a signing key');
  const byKid = new Map(keys.map((key) => [key.kid, key.secret]));
  return {
    async sign(partnerId, submissionId) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = issuedAt + EMBED_TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({
        kind: EMBED_TOKEN_KIND,
        partner: partnerId,
        submission: submissionId,
      })
        .setProtectedHeader({ alg: 'HS256', kid: signing.kid, typ: EMBED_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(EMBED_TOKEN_AUDIENCE)
        .setSubject(embedSubject(partnerId, submissionId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .setJti(randomUUID())
        .sign(signing.secret);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(
          token,
          (header) => {
            const secret = byKid.get(header.kid ?? '');
            if (!secret) throw new errors.JWKSNoMatchingKey();
            return secret;
          },
          {
            issuer,
            audience: EMBED_TOKEN_AUDIENCE,
            algorithms: ['HS256'],
            typ: EMBED_TOKEN_TYPE,
            requiredClaims: ['sub', 'iat', 'exp', 'jti'],
            maxTokenAge: EMBED_TOKEN_LIFETIME_SECONDS,
            clockTolerance: CLOCK_SKEW_SECONDS,
          },
        ));
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw unauthorized(
            'This embed token has expired: the journal’s page asks for a new one.',
          );
        throw invalid();
      }
      return identityOf(payload);
    },
  };
}
