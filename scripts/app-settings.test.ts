// The apps read their settings through @figura/settings: with the same environment they agree on
// where everything is and who may call them.
import { describe, expect, it } from 'vitest';
import { loadConfig as apiConfig } from '../apps/api/src/config.ts';
import { runtimeConfigFromEnv as portalConfig } from '../apps/portal/server/runtime-config.ts';
import { signOnConfigFromEnv as signOnConfig } from '../apps/sign-on/src/config.ts';

function configs(env: Record<string, string>) {
  return { api: apiConfig(env), signOn: signOnConfig(env), portal: portalConfig(env) };
}

describe('the apps agree on the defaults', () => {
  it('with nothing set', () => {
    const { api, signOn, portal } = configs({});
    expect(api.allowedOrigins).toEqual(['http://localhost:5173']);
    expect(signOn.allowedOrigins).toEqual(api.allowedOrigins);
    expect(api.signOnUrl).toBe(signOn.publicUrl);
    expect(portal.signOnUrl).toBe(signOn.publicUrl);
    expect(portal.apiUrl).toBe(api.publicUrl);
    expect(api.tokenIssuer).toBe(signOn.publicUrl);
    expect(api.tokenAudience).toBe(signOn.tokenAudience);
    expect(api.dataDir).toBe(signOn.dataDir);
    expect([portal.tokenCookie, portal.idCookie]).toEqual([signOn.tokenCookie, signOn.idCookie]);
    expect(api.logLevel).toBe(signOn.logLevel);
  });

  it('with PORTAL_PUBLIC_URL set, both servers allow that origin', () => {
    const { api, signOn } = configs({ PORTAL_PUBLIC_URL: 'https://figura.example/' });
    expect(api.allowedOrigins).toEqual(['https://figura.example']);
    expect(signOn.allowedOrigins).toEqual(['https://figura.example']);
  });

  it('with the sign-on site moved, the API and the portal follow it', () => {
    const { api, signOn, portal } = configs({ SIGNON_PORT: '4002' });
    expect(signOn.publicUrl).toBe('http://localhost:4002');
    expect(api.signOnUrl).toBe('http://localhost:4002');
    expect(api.tokenIssuer).toBe('http://localhost:4002');
    expect(portal.signOnUrl).toBe('http://localhost:4002');
  });

  it('with another token audience, the sign-on site signs in the one the API requires', () => {
    const { api, signOn } = configs({ FIGURA_TOKEN_AUDIENCE: 'journal-api' });
    expect([api.tokenAudience, signOn.tokenAudience]).toEqual(['journal-api', 'journal-api']);
  });

  it('with custom cookie names, the sign-on site and the portal use the same ones', () => {
    const { signOn, portal } = configs({
      FIGURA_TOKEN_COOKIE: 'tok',
      FIGURA_ID_COOKIE: 'uid',
      FIGURA_COOKIE_DOMAIN: '.figura.example',
    });
    expect(signOn).toMatchObject({
      tokenCookie: 'tok',
      idCookie: 'uid',
      cookieDomain: '.figura.example',
    });
    expect(portal).toMatchObject({
      tokenCookie: 'tok',
      idCookie: 'uid',
      cookieDomain: '.figura.example',
    });
  });
});
