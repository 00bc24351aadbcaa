import {
  PASSWORD_NOT_CHANGED_MESSAGE,
  PROFILE_FORBIDDEN_MESSAGE,
  type PasswordChange,
} from '@figura/sdk-core/schema';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { requireAccountHolder } from '../auth/access.ts';

/** How long the sign-on site has to answer a password change. */
const SIGN_ON_TIMEOUT_MS = 10_000;

/**
 * PATCH /profiles/{id}/password: the sign-on site owns passwords, so the change goes to its
 * account API server to server, with the caller's own access token (the site checks it is theirs
 * and the current password). Only the user themself: an administrator cannot set someone's
 * password.
 */
export async function changePassword(
  signOnUrl: string,
  user: UserRow,
  profileId: string,
  request: { token: string; input: PasswordChange },
): Promise<{ changed: true }> {
  requireAccountHolder(user);
  if (user.id !== profileId) throw new HttpError(403, PROFILE_FORBIDDEN_MESSAGE);
  let response: Response;
  try {
    response = await fetch(new URL('/api/password', signOnUrl), {
      method: 'POST',
      headers: { authorization: request.token, 'content-type': 'application/json' },
      body: JSON.stringify(request.input),
      signal: AbortSignal.timeout(SIGN_ON_TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(503, 'The sign-on site cannot be reached to change the password.');
  }
  if (response.ok) return { changed: true };
  // Never 401 here: the portal takes a 401 for an expired session and signs the user out.
  const reply = (await response.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof reply.message === 'string' ? reply.message : PASSWORD_NOT_CHANGED_MESSAGE;
  throw new HttpError(422, message);
}
