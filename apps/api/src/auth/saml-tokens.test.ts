// SAML session tokens are the API's own: they verify with its keys only, and neither an embed
// token nor a token for another audience passes as one.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '@figura/settings';
import { loadEmbedSigningKeys } from './embed-signing-keys.ts';
import { createEmbedTokens, isEmbedToken } from './embed-tokens.ts';
import { createSamlTokens, isSamlToken, SAML_SESSION_PREFIX } from './saml-tokens.ts';

const ISSUER = 'http://api.figura.test';
const keys = () => loadEmbedSigningKeys({ dataDir: MEMORY_DATA_DIR });

describe('SAML session tokens', () => {
  it('verify to their user and a SAML session of their own', async () => {
    const tokens = createSamlTokens(await keys(), ISSUER);
    const first = await tokens.sign('user-1');
    const second = await tokens.sign('user-1');
    expect(isSamlToken(first.token)).toBe(true);
    expect(isEmbedToken(first.token)).toBe(false);
    const identity = await tokens.verify(first.token);
    expect(identity).toMatchObject({ userId: 'user-1', sid: first.sid });
    expect(identity.sid.startsWith(SAML_SESSION_PREFIX)).toBe(true);
    // Each sign-in is its own session: logging one out leaves the other.
    expect(second.sid).not.toBe(first.sid);
  });

  it('refuse a token signed with another key, for another issuer, or an embed token', async () => {
    const own = await keys();
    const tokens = createSamlTokens(own, ISSUER);
    const stranger = createSamlTokens(await keys(), ISSUER);
    const otherIssuer = createSamlTokens(own, 'http://elsewhere.test');
    const embed = createEmbedTokens(own, ISSUER);
    for (const token of [
      (await stranger.sign('user-1')).token,
      (await otherIssuer.sign('user-1')).token,
      (await embed.sign(1, 'submission-1')).token,
      `${(await tokens.sign('user-1')).token.slice(0, -4)}${randomBytes(3).toString('base64url')}`,
    ]) {
      await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401 });
    }
  });
});
