import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { SignOnConfig } from '../config.ts';
import { SESSION_LIFETIME_SECONDS } from '../store/sessions.ts';

export const SESSION_COOKIE = 'figura_sso_session';

function isSecure(config: SignOnConfig): boolean {
  return config.publicUrl.startsWith('https:');
}

/**
 * Flags reviewed against spec §4. The session cookie is this site's own: host-only, HttpOnly,
 * SameSite=Lax (sent on top-level navigations from the app, not on cross-site posts or
 * fetches), Secure whenever the site is served over https.
 */
function sessionCookieOptions(config: SignOnConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(config) };
}

/**
 * The id and token cookies belong to the app, possibly on a sibling host via the shared domain,
 * and must stay readable by its scripts (not HttpOnly): spec §4's session state machine
 * (sdk-core session/session-state.ts) compares the id cookie with the id part of the token
 * cookie in the browser to tell FULLY_AUTHENTICATED from SSO_AUTHENTICATED, and the app writes
 * the token cookie itself. The id is not a secret (it grants nothing without the session
 * cookie), so reading it exposes nothing a script could use.
 */
function sharedCookieOptions(config: SignOnConfig): CookieSerializeOptions {
  return {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(config),
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  };
}

export function setSignedInCookies(
  reply: FastifyReply,
  config: SignOnConfig,
  sessionToken: string,
  userId: string,
): void {
  reply.setCookie(SESSION_COOKIE, sessionToken, {
    ...sessionCookieOptions(config),
    maxAge: SESSION_LIFETIME_SECONDS,
  });
  reply.setCookie(config.idCookie, userId, {
    ...sharedCookieOptions(config),
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

/** Clears the app's id and token cookies. */
export function clearAppCookies(reply: FastifyReply, config: SignOnConfig): void {
  reply.clearCookie(config.idCookie, sharedCookieOptions(config));
  reply.clearCookie(config.tokenCookie, sharedCookieOptions(config));
}

export function clearSignedInCookies(reply: FastifyReply, config: SignOnConfig): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
  clearAppCookies(reply, config);
}
