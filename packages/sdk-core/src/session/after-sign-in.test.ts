import { describe, expect, it } from 'vitest';
import type { User } from '../schema/contract/creation';
import { testUser } from './test-session';
import {
  afterSignIn,
  createRecordingAnalytics,
  safeRedirectPath,
  SIGN_UP_EVENT,
} from './after-sign-in';

const user = (country_code: string | null): User => ({ ...testUser, country_code });

describe('after sign-in', () => {
  it('reports a new user’s sign-up once and sends them to complete their profile, then back', () => {
    const analytics = createRecordingAnalytics();
    const next = afterSignIn(
      { user: user(null), isNewUser: true },
      { analytics, here: '/editor/42?slide=2' },
    );
    expect(next).toBe(
      `/auth/complete-profile?redirect=${encodeURIComponent('/editor/42?slide=2')}`,
    );
    expect(analytics.events).toEqual([{ event: SIGN_UP_EVENT, properties: { userId: 'u1' } }]);
  });

  it('leaves a returning user with a complete profile where they are, and reports nothing', () => {
    const analytics = createRecordingAnalytics();
    expect(
      afterSignIn({ user: user('GB'), isNewUser: false }, { analytics, here: '/' }),
    ).toBeNull();
    expect(analytics.events).toEqual([]);
  });

  it('does not send the user to the page they are on', () => {
    const analytics = createRecordingAnalytics();
    const here = '/auth/complete-profile?redirect=%2F';
    expect(afterSignIn({ user: user(null), isNewUser: false }, { analytics, here })).toBeNull();
  });

  it('follows only redirects that are paths of this site', () => {
    expect(safeRedirectPath('/my-creations', '/')).toBe('/my-creations');
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', '', null]) {
      expect(safeRedirectPath(bad, '/my-creations')).toBe('/my-creations');
    }
  });
});
