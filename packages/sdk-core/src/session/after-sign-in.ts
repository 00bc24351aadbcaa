import { shouldCompleteProfile } from '../schema/rules/profile-completion';
import type { User } from '../schema/contract/creation';
import type { TrackingParams } from './tracking-params';

/**
 * What follows a sign-in (spec §4): a new user is reported to analytics once (the sign-up
 * event), and a profile that needs completing sends the user to /auth/complete-profile with a
 * redirect back to where they were.
 */

export const SIGN_UP_EVENT = 'sign_up';
export const COMPLETE_PROFILE_PATH = '/auth/complete-profile';

/** Analytics is a third party: it sits behind this interface. */
export interface Analytics {
  track(event: string, properties?: Record<string, string>): void;
}

/** The stand-in for analytics: it records what was tracked (tests, development). */
export interface RecordingAnalytics extends Analytics {
  readonly events: readonly { event: string; properties: Record<string, string> }[];
}

export function createRecordingAnalytics(): RecordingAnalytics {
  const events: { event: string; properties: Record<string, string> }[] = [];
  return { events, track: (event, properties = {}) => void events.push({ event, properties }) };
}

/**
 * Reports a sign-up and says where to go next: the complete-profile page (with `redirect` set
 * to `here`, a path of the portal) or null to stay. The sign-up event carries the visit's
 * tracking parameters (spec §5): which campaign brought the new user is what they are for.
 */
export function afterSignIn(
  outcome: { user: User | null; isNewUser: boolean },
  options: { analytics: Analytics; here: string; tracking?: TrackingParams },
): string | null {
  const { user } = outcome;
  if (!user) return null;
  if (outcome.isNewUser)
    options.analytics.track(SIGN_UP_EVENT, { ...options.tracking, userId: user.id });
  if (!shouldCompleteProfile(user) || options.here.startsWith(COMPLETE_PROFILE_PATH)) return null;
  return `${COMPLETE_PROFILE_PATH}?redirect=${encodeURIComponent(options.here)}`;
}

/** The complete-profile page's `redirect`, followed only when it is a path of this site. */
export function safeRedirectPath(redirect: string | null | undefined, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return fallback;
  if (redirect.includes('\\')) return fallback;
  return redirect;
}
