// What the sign-on site tells the API server to server: a session that ended (logout) and an
// account someone keeps failing to sign in to (the owner is mailed), a password-reset link to
// mail. Signed tokens, POSTed.
import type { FastifyBaseLogger } from 'fastify';
import type { SigningKeys } from './signing-keys.ts';

/** How long logout waits for the API before giving up (the user's logout never fails on it). */
export const BACKCHANNEL_TIMEOUT_MS = 3000;

/**
 * Tells the API that a sign-on session ended, so it refuses that session's access tokens from
 * now on rather than until they expire: a signed logout token POSTed to the API's back-channel
 * route (OpenID back-channel logout style, JSON body), verified there with the same JWKS. When
 * the API cannot be reached the logout still completes; the tokens then die within their
 * (short) lifetime, and the failure is logged.
 */
export function createBackchannelLogout(options: {
  /** The API's back-channel logout URL; undefined: nobody to tell (tests of the site alone). */
  url: string | undefined;
  keys: Pick<SigningKeys, 'signLogoutToken'>;
}) {
  return async function sessionEnded(sid: string, log: FastifyBaseLogger): Promise<void> {
    if (!options.url) return;
    await postToApi(options.url, { logout_token: await options.keys.signLogoutToken(sid) }, log, {
      refused: 'The API refused a logout token',
      unreachable: 'The API could not be told about a logout',
    });
  };
}

/** POSTs a signed token to the API, logging (never throwing) when it cannot be delivered. */
async function postToApi(
  url: string,
  body: Record<string, string>,
  log: FastifyBaseLogger,
  messages: { refused: string; unreachable: string },
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(BACKCHANNEL_TIMEOUT_MS),
    });
    if (!response.ok) log.warn({ status: response.status }, messages.refused);
  } catch (error) {
    log.warn({ err: error }, messages.unreachable);
  }
}

export type BackchannelLogout = ReturnType<typeof createBackchannelLogout>;

/**
 * A notice the API receives at its notice route (a signed `notice+jwt`, verified there with the
 * same JWKS): made by `sign`, POSTed fire-and-forget, failures logged with `messages`.
 */
function noticeSender<Args extends unknown[]>(
  url: string | undefined,
  sign: (...args: Args) => Promise<string>,
  messages: { refused: string; unreachable: string },
) {
  return async (log: FastifyBaseLogger, ...args: Args): Promise<void> => {
    if (!url) return;
    await postToApi(url, { notice_token: await sign(...args) }, log, messages);
  };
}

/**
 * Tells the API that someone keeps failing to sign in to an account (security/rate-limits.ts: when
 * its slow-down starts), so the API mails the owner. A sign-in never waits for it.
 */
export function createFailuresNotice(options: {
  /** The API's notice URL; undefined: nobody to tell. */
  url: string | undefined;
  keys: Pick<SigningKeys, 'signFailuresNotice'>;
}) {
  const send = noticeSender(options.url, options.keys.signFailuresNotice, {
    refused: 'The API refused a security notice',
    unreachable: 'The API could not be told of repeated sign-in failures',
  });
  return (email: string, attempts: number, log: FastifyBaseLogger) => send(log, email, attempts);
}

export type FailuresNotice = ReturnType<typeof createFailuresNotice>;

/**
 * Asks the API to mail `email` the link that lets its owner choose a new password (the sign-on
 * site has no mail of its own; the API's mail limits apply). The forgot-password reply never
 * waits for it, so its timing says nothing about whether the account exists.
 */
export function createPasswordResetMail(options: {
  /** The API's notice URL; undefined: nobody to tell. */
  url: string | undefined;
  keys: Pick<SigningKeys, 'signPasswordResetNotice'>;
}) {
  const send = noticeSender(options.url, options.keys.signPasswordResetNotice, {
    refused: 'The API refused a password-reset notice',
    unreachable: 'The API could not be asked to mail a password-reset link',
  });
  return (email: string, link: string, log: FastifyBaseLogger) => send(log, email, link);
}

export type PasswordResetMail = ReturnType<typeof createPasswordResetMail>;
