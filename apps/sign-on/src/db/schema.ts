import type { Database } from './database.ts';

// Idempotent on every start; sign-on's schema is small enough not to need migrations yet.
const schema = `
CREATE TABLE IF NOT EXISTS users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS sessions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user_id_idx ON sessions(user_id);
CREATE TABLE IF NOT EXISTS user_product_associations (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product text NOT NULL,
  onboarding_status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product)
);
CREATE TABLE IF NOT EXISTS used_captchas (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS login_attempts (
  email text PRIMARY KEY,
  attempts integer NOT NULL,
  last_attempt_at timestamptz NOT NULL,
  locked_until timestamptz NOT NULL
);
-- The lockout per account and client address; signed_in_at: the address is the account's own
-- (spared the per-account slow-down kept in login_attempts).
CREATE TABLE IF NOT EXISTS login_attempts_by_address (
  email text NOT NULL,
  address text NOT NULL,
  attempts integer NOT NULL,
  last_attempt_at timestamptz NOT NULL,
  locked_until timestamptz NOT NULL,
  signed_in_at timestamptz,
  PRIMARY KEY (email, address)
);
-- Social sign-in (routes/social.ts): people from an OpenID provider have no password, and the
-- register page's partner option stays with the person.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE users ADD COLUMN IF NOT EXISTS partner text;
-- Which provider account is whose: found again by the provider's subject even if its email changes.
CREATE TABLE IF NOT EXISTS social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
-- A social sign-in under way: its state (also in the browser's cookie), nonce and PKCE verifier,
-- used once by the callback.
CREATE TABLE IF NOT EXISTS social_flows (
  state text PRIMARY KEY,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  continue_url text,
  expires_at timestamptz NOT NULL
);
-- Forgot password (routes/password-reset.ts): the SHA-256 of each single-use link's token.
CREATE TABLE IF NOT EXISTS password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS password_resets_user_id_idx ON password_resets(user_id);
CREATE TABLE IF NOT EXISTS server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

export async function ensureSchema(db: Database): Promise<void> {
  await db.exec(schema);
}
