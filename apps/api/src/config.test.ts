import { describe, expect, it } from 'vitest';
import { redactTokens } from './app.ts';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      databaseUrl: undefined,
      signOnUrl: 'http://localhost:3002',
      tokenIssuer: 'http://localhost:3002',
      allowedOrigins: ['http://localhost:5173'],
      exportTimeLimitMs: 15000,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '4001',
      HOST: '0.0.0.0',
      FIGURA_DATA_DIR: '/srv/figura',
      DATABASE_URL: 'postgres://db/figura',
      SIGNON_URL: 'https://sign-on.example/',
      FIGURA_ALLOWED_ORIGINS: 'https://app.example/, https://journal.example',
    });
    expect(config).toMatchObject({
      port: 4001,
      host: '0.0.0.0',
      dataDir: '/srv/figura',
      databaseUrl: 'postgres://db/figura',
      signOnUrl: 'https://sign-on.example',
      tokenIssuer: 'https://sign-on.example',
      allowedOrigins: ['https://app.example', 'https://journal.example'],
    });
    expect(loadConfig({ TOKEN_ISSUER: 'https://issuer.example' }).tokenIssuer).toBe(
      'https://issuer.example',
    );
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow(/API_PORT/);
  });

  it('reads the export time limit, and refuses one that is not a whole number of ms', () => {
    expect(loadConfig({ FIGURA_EXPORT_TIME_LIMIT_MS: '5000' }).exportTimeLimitMs).toBe(5000);
    expect(() => loadConfig({ FIGURA_EXPORT_TIME_LIMIT_MS: '15s' })).toThrow(
      /FIGURA_EXPORT_TIME_LIMIT_MS/,
    );
    expect(() => loadConfig({ FIGURA_EXPORT_TIME_LIMIT_MS: '0' })).toThrow(/milliseconds/);
  });

  it('runs one drawing process beside the API unless told how many (0: none)', () => {
    expect(loadConfig({}).exportWorkers).toBe(1);
    expect(loadConfig({ FIGURA_EXPORT_WORKERS: '0' }).exportWorkers).toBe(0);
    expect(loadConfig({ FIGURA_EXPORT_WORKERS: '3' }).exportWorkers).toBe(3);
    expect(() => loadConfig({ FIGURA_EXPORT_WORKERS: 'two' })).toThrow(/FIGURA_EXPORT_WORKERS/);
    expect(loadConfig({ FIGURA_EXPORT_WAIT_MS: '2000' }).exportWaitMs).toBe(2000);
  });

  it('gives new users Starter (T) and keeps the trial rule off, unless told otherwise', () => {
    expect(loadConfig({}).newUserPlan).toBe('T');
    expect(loadConfig({}).trialRuleEnabled).toBe(false);
    expect(loadConfig({ FIGURA_NEW_USER_PLAN: 'R' }).newUserPlan).toBe('R');
    expect(loadConfig({ FIGURA_TRIAL_RULE: '1' }).trialRuleEnabled).toBe(true);
    expect(() => loadConfig({ FIGURA_NEW_USER_PLAN: 'Z' })).toThrow(/FIGURA_NEW_USER_PLAN/);
  });

  it('has no journal partners unless configured, and stops at a bad configuration', () => {
    expect(loadConfig({})).toMatchObject({ partners: [], embedSigningKeys: undefined });
    expect(() => loadConfig({ FIGURA_PARTNERS: '[{"id": 16}]' })).toThrow(/^FIGURA_PARTNERS: /);
    expect(() => loadConfig({ FIGURA_EMBED_SIGNING_KEYS: 'short' })).toThrow(
      /FIGURA_EMBED_SIGNING_KEYS/,
    );
  });
});

describe('redactTokens', () => {
  it('keeps access tokens out of logged URLs', () => {
    expect(redactTokens('/auth/profile/?token=abc.def.ghi&x=1')).toBe(
      '/auth/profile/?token=[redacted]&x=1',
    );
    expect(redactTokens('/user-creations?search=token')).toBe('/user-creations?search=token');
  });
});
