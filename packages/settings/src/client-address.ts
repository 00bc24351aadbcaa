import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { nonEmpty, type Env } from './env.ts';

/**
 * The person's address through the API (docs/security.md). When someone signs in or registers
 * through the API, the sign-on site sees the API's address; its per-address windows and lockout
 * would count every such person as one. The API names the person's address in a header, with a
 * secret only it and the sign-on site share (`FIGURA_SIGNON_FORWARD_SECRET`); the sign-on site
 * believes the header only with that secret, from anyone else it counts the caller's own address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-figura-client-address';
export const FORWARD_SECRET_HEADER = 'x-figura-forward-secret';

/** `FIGURA_SIGNON_FORWARD_SECRET`, or undefined (then no address is forwarded or believed). */
export function readForwardSecret(env: Env): string | undefined {
  return nonEmpty(env.FIGURA_SIGNON_FORWARD_SECRET);
}

/** The headers the API adds to a call it makes for the person at `address`. */
export function forwardedAddressHeaders(
  secret: string | undefined,
  address: string,
): Record<string, string> {
  if (!secret || isIP(address) === 0) return {};
  return { [CLIENT_ADDRESS_HEADER]: address, [FORWARD_SECRET_HEADER]: secret };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The address a request is for: the forwarded one when the request carries the shared secret
 * (compared in constant time) and names a valid IP address, else `ownAddress` (the caller's).
 */
export function clientAddressOf(
  headers: Record<string, string | string[] | undefined>,
  ownAddress: string,
  secret: string | undefined,
): string {
  const given = headers[FORWARD_SECRET_HEADER];
  const named = headers[CLIENT_ADDRESS_HEADER];
  if (!secret || typeof given !== 'string' || typeof named !== 'string') return ownAddress;
  if (!timingSafeEqual(digest(given), digest(secret))) return ownAddress;
  return isIP(named) === 0 ? ownAddress : named;
}
