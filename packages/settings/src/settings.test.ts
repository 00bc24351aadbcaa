import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from './defaults.ts';
import { parseOrigins, parsePort } from './env.ts';
import { parseTrustProxy, readSettings, trustProxyOption } from './settings.ts';

describe('readSettings', () => {
  it('works on one machine with nothing set', () => {
    expect(readSettings({})).toEqual({
      host: '127.0.0.1',
      ports: { portal: 5173, api: 3001, signOn: 3002 },
      publicUrls: {
        portal: 'http://localhost:5173',
        api: 'http://localhost:3001',
        signOn: 'http://localhost:3002',
      },
      apiUrl: 'http://localhost:3001',
      signOnUrl: 'http://localhost:3002',
      signOnCnUrl: undefined,
      allowedOrigins: ['http://localhost:5173'],
      dataDir: DEFAULT_DATA_DIR,
      cookies: { token: 'figura_auid', id: 'figura_id', domain: undefined },
      tokenAudience: 'figura-api',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(DEFAULT_DATA_DIR).toMatch(/\/data$/);
  });

  it('derives the public URLs, and from them the allowed origin, from the ports', () => {
    const settings = readSettings({ PORTAL_PORT: '8080', API_PORT: '8081', SIGNON_PORT: '8082' });
    expect(settings.publicUrls).toEqual({
      portal: 'http://localhost:8080',
      api: 'http://localhost:8081',
      signOn: 'http://localhost:8082',
    });
    expect(settings.allowedOrigins).toEqual(['http://localhost:8080']);
    expect(settings.apiUrl).toBe('http://localhost:8081');
    expect(settings.signOnUrl).toBe('http://localhost:8082');
  });

  it('allows the portal public URL by default, and the listed origins when given', () => {
    expect(readSettings({ PORTAL_PUBLIC_URL: 'https://figura.example/' }).allowedOrigins).toEqual([
      'https://figura.example',
    ]);
    expect(
      readSettings({
        PORTAL_PUBLIC_URL: 'https://figura.example',
        FIGURA_ALLOWED_ORIGINS: 'https://journal.example/path, https://app.example',
      }).allowedOrigins,
    ).toEqual(['https://journal.example', 'https://app.example']);
  });

  it('reaches the API and the sign-on site at their public URLs unless told otherwise', () => {
    const settings = readSettings({
      API_PUBLIC_URL: 'https://api.example/',
      SIGNON_PUBLIC_URL: 'https://sso.example',
    });
    expect([settings.apiUrl, settings.signOnUrl]).toEqual([
      'https://api.example',
      'https://sso.example',
    ]);
    const internal = readSettings({
      SIGNON_PUBLIC_URL: 'https://sso.example',
      SIGNON_URL: 'http://sign-on.internal:3002/',
      API_URL: 'http://api.internal:3001',
    });
    expect([internal.apiUrl, internal.signOnUrl]).toEqual([
      'http://api.internal:3001',
      'http://sign-on.internal:3002',
    ]);
  });

  it('reads the Chinese sign-on site when one is set (SIGNON_CN_URL)', () => {
    expect(readSettings({ SIGNON_CN_URL: 'https://sso.example.cn/' }).signOnCnUrl).toBe(
      'https://sso.example.cn',
    );
    expect(readSettings({ SIGNON_CN_URL: ' ' }).signOnCnUrl).toBeUndefined();
  });

  it('treats blank variables as unset', () => {
    const blank = readSettings({
      HOST: ' ',
      API_PORT: '',
      FIGURA_ALLOWED_ORIGINS: '',
      FIGURA_TOKEN_COOKIE: '',
      FIGURA_COOKIE_DOMAIN: '  ',
      LOG_LEVEL: '',
    });
    expect(blank).toEqual(readSettings({}));
  });

  it('reads the cookie names, the data directory and the log level', () => {
    expect(
      readSettings({
        FIGURA_TOKEN_COOKIE: 'tok',
        FIGURA_ID_COOKIE: 'uid',
        FIGURA_COOKIE_DOMAIN: '.figura.example',
        FIGURA_DATA_DIR: '/srv/figura',
        LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({
      cookies: { token: 'tok', id: 'uid', domain: '.figura.example' },
      dataDir: '/srv/figura',
      logLevel: 'warn',
    });
  });

  it('gives the API and the sign-on site one token audience', () => {
    expect(readSettings({ FIGURA_TOKEN_AUDIENCE: 'journal-api' }).tokenAudience).toBe(
      'journal-api',
    );
  });
});

describe('parsePort', () => {
  it('names the variable when the value is not a port', () => {
    expect(() => parsePort({ API_PORT: 'http' }, 'API_PORT', 1)).toThrow(
      'API_PORT must be a port number, got "http"',
    );
    expect(() => parsePort({ SIGNON_PORT: '70000' }, 'SIGNON_PORT', 1)).toThrow(/SIGNON_PORT/);
    expect(() => parsePort({ PORTAL_PORT: '3.5' }, 'PORTAL_PORT', 1)).toThrow(/PORTAL_PORT/);
    expect(parsePort({ API_PORT: ' 4001 ' }, 'API_PORT', 1)).toBe(4001);
    expect(parsePort({}, 'API_PORT', 3001)).toBe(3001);
  });
});

describe('parseOrigins', () => {
  it('keeps only the origin of each entry and skips empty ones', () => {
    expect(parseOrigins('http://a.test:8080/x/, ,https://b.test')).toEqual([
      'http://a.test:8080',
      'https://b.test',
    ]);
  });

  it('refuses an entry that is not a URL', () => {
    expect(() => parseOrigins('not a url')).toThrow();
  });
});

describe('parseTrustProxy (FIGURA_TRUST_PROXY)', () => {
  it('trusts no forwarded address unless told, then all, a number of hops or the listed proxies', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('trustProxyOption', () => {
  it('passes true, false and addresses on, and turns a hop count into a per-hop test', () => {
    expect(trustProxyOption(true)).toBe(true);
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    const hops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
