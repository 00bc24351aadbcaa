import type { SocialProvider } from '@figura/sdk-core/contract';
import type { Database } from '../db/database.ts';

/** How long a person has at the provider before the sign-in must start again. */
export const SOCIAL_FLOW_LIFETIME_SECONDS = 10 * 60;

/** What the callback needs to check the provider's answer (kept server-side, used once). */
export interface SocialFlow {
  state: string;
  provider: SocialProvider;
  nonce: string;
  codeVerifier: string;
  continueUrl: string | null;
}

interface FlowRow {
  state: string;
  provider: SocialProvider;
  nonce: string;
  code_verifier: string;
  continue_url: string | null;
}

export function createSocialFlowStore(db: Database) {
  return {
    async start(flow: SocialFlow): Promise<void> {
      await db.query('DELETE FROM social_flows WHERE expires_at < now()');
      await db.query(
        `INSERT INTO social_flows (state, provider, nonce, code_verifier, continue_url, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + $6::int * interval '1 second')`,
        [
          flow.state,
          flow.provider,
          flow.nonce,
          flow.codeVerifier,
          flow.continueUrl,
          SOCIAL_FLOW_LIFETIME_SECONDS,
        ],
      );
    },

    /** The flow of `state` at `provider`, removed so it can never be used again; undefined when unknown or expired. */
    async take(provider: SocialProvider, state: string): Promise<SocialFlow | undefined> {
      const rows = await db.query<FlowRow & { expired: boolean }>(
        `DELETE FROM social_flows WHERE state = $1 AND provider = $2
         RETURNING state, provider, nonce, code_verifier, continue_url, expires_at < now() AS expired`,
        [state, provider],
      );
      const row = rows[0];
      if (!row || row.expired) return undefined;
      return {
        state: row.state,
        provider: row.provider,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        continueUrl: row.continue_url,
      };
    },
  };
}

/** Which provider account (its `sub`) belongs to which user. */
export function createSocialIdentityStore(db: Database) {
  return {
    async findUserId(provider: SocialProvider, subject: string): Promise<string | undefined> {
      const rows = await db.query<{ user_id: string }>(
        'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
        [provider, subject],
      );
      return rows[0]?.user_id;
    },

    async link(provider: SocialProvider, subject: string, userId: string): Promise<void> {
      await db.query(
        `INSERT INTO social_identities (provider, subject, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (provider, subject) DO NOTHING`,
        [provider, subject, userId],
      );
    },
  };
}

export type SocialFlowStore = ReturnType<typeof createSocialFlowStore>;
export type SocialIdentityStore = ReturnType<typeof createSocialIdentityStore>;
