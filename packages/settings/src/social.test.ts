import { describe, expect, it } from 'vitest';
import { readSocialProviders } from './social.ts';

const PROVIDERS = ['google', 'facebook'] as const;

describe('readSocialProviders', () => {
  it('configures a provider when its issuer, client id and secret are all set', () => {
    const configured = readSocialProviders(
      {
        SIGNON_GOOGLE_ISSUER: 'https://accounts.google.com/',
        SIGNON_GOOGLE_CLIENT_ID: 'figura-web',
        SIGNON_GOOGLE_CLIENT_SECRET: 'secret',
      },
      PROVIDERS,
    );
    expect(configured).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'figura-web',
        clientSecret: 'secret',
      },
    });
  });

  it('leaves out a provider with none of its variables, and stops on one with only some', () => {
    expect(readSocialProviders({}, PROVIDERS)).toEqual({});
    expect(() =>
      readSocialProviders(
        { SIGNON_FACEBOOK_ISSUER: 'https://www.facebook.com', SIGNON_FACEBOOK_CLIENT_ID: 'x' },
        PROVIDERS,
      ),
    ).toThrow(/SIGNON_FACEBOOK_CLIENT_SECRET/);
  });
});
