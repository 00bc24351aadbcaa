import { createHmac, timingSafeEqual } from 'node:crypto';
import { defaultPublicUrl } from './defaults.ts';
import { nonEmpty, parsePort, withoutTrailingSlash, type Env } from './env.ts';

/**
 * The reference billing site (apps/billing) and the API share these: where the site runs (a
 * second host for China), and the secret both sign with (webhooks, checkout links, cancels).
 */

/** `BILLING_PORT`; the China host (`BILLING_CN_PORT`) is a second listener of the same site. */
export const DEFAULT_BILLING_PORTS = { main: 3003, china: 3004 } as const;

/** Used when `FIGURA_BILLING_SECRET` is unset: fine on one machine; set your own in production. */
export const DEVELOPMENT_BILLING_SECRET = 'figura-billing-development-secret';

export interface BillingSettings {
  port: number;
  chinaPort: number;
  /** The billing site as browsers reach it (`BILLING_PUBLIC_URL`). */
  publicUrl: string;
  /** Its host for users in China (`BILLING_CN_PUBLIC_URL`). */
  chinaPublicUrl: string;
  /** The shared signing secret (`FIGURA_BILLING_SECRET`). */
  secret: string;
}

export function readBillingSettings(env: Env): BillingSettings {
  const port = parsePort(env, 'BILLING_PORT', DEFAULT_BILLING_PORTS.main);
  const chinaPort = parsePort(env, 'BILLING_CN_PORT', DEFAULT_BILLING_PORTS.china);
  return {
    port,
    chinaPort,
    publicUrl: withoutTrailingSlash(nonEmpty(env.BILLING_PUBLIC_URL) ?? defaultPublicUrl(port)),
    chinaPublicUrl: withoutTrailingSlash(
      nonEmpty(env.BILLING_CN_PUBLIC_URL) ?? defaultPublicUrl(chinaPort),
    ),
    secret: nonEmpty(env.FIGURA_BILLING_SECRET) ?? DEVELOPMENT_BILLING_SECRET,
  };
}

/** HMAC-SHA256 of `<timestamp>.<payload>`, hex: what a signature header's `v1` carries. */
export function billingSignature(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

/** The signature header's value for `payload` (the raw body, or a URL's query) at `nowSeconds`. */
export function signBillingPayload(secret: string, payload: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${billingSignature(secret, nowSeconds, payload)}`;
}

/**
 * What the API signs (signBillingPayload) for a link to an invoice's PDF on the billing site: not
 * a body either side would take for a webhook or a cancel.
 */
export const invoiceLinkPayload = (reference: string) => `invoice:${reference}`;

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

/**
 * Checks a signature header against the raw payload: the HMAC must match (compared in constant
 * time) and the timestamp lie within `toleranceSeconds` of now, so an old signed body cannot be
 * played again later.
 */
export function checkBillingSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds: number,
): SignatureCheck {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  const expected = billingSignature(secret, timestamp, payload);
  if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) return 'mismatch';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'stale';
  return 'valid';
}
