import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { SignOnConfig } from '../config.ts';
import { SESSION_LIFETIME_SECONDS } from '../store/sessions.ts';

export const SESSION_COOKIE = 'figura_sso_session';

function isSecure(config: SignOnConfig): boolean {
  return config.publicUrl.startsWith('https:');
}

/** The session cookie is this site's own, host-only and invisible to scripts. */
function sessionCookieOptions(config: SignOnConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure(config) };
}

/** The id and token cookies are read by the app, possibly on a sibling host via the shared domain. */
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

export function clearSignedInCookies(reply: FastifyReply, config: SignOnConfig): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
  reply.clearCookie(config.idCookie, sharedCookieOptions(config));
  reply.clearCookie(config.tokenCookie, sharedCookieOptions(config));
}
