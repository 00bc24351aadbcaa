// The API's client of the billing site (the payment provider's stand-in): signed calls only.
import { signBillingPayload } from '@figura/settings';
import { HttpError } from '../http/errors.ts';
import type { BillingProvider } from './billing.ts';

/** Where the billing site takes signed cancels and resumes; the API signs the raw body as webhooks are. */
export const BILLING_CANCEL_PATH = '/api/cancel';
export const BILLING_RESUME_PATH = '/api/resume';

export const BILLING_SITE_UNREACHABLE_MESSAGE =
  'The billing site could not be reached: nothing was cancelled. Try again later.';
export const BILLING_SITE_UNREACHABLE_RESUME_MESSAGE =
  'The billing site could not be reached: your plan still ends as it would. Try again later.';

export function billingSiteProvider(siteUrl: string, secret: string): BillingProvider {
  const signedCall = (path: string, reference: string) => {
    const body = JSON.stringify({ reference });
    return fetch(`${siteUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'figura-billing-signature': signBillingPayload(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
  };
  return {
    async cancel(reference) {
      const response = await signedCall(BILLING_CANCEL_PATH, reference);
      // 404: the site no longer knows it (already ended there), which is what a cancel wants.
      if (!response || (!response.ok && response.status !== 404))
        throw new HttpError(502, BILLING_SITE_UNREACHABLE_MESSAGE);
    },
    async resume(reference) {
      const response = await signedCall(BILLING_RESUME_PATH, reference);
      if (!response?.ok) throw new HttpError(502, BILLING_SITE_UNREACHABLE_RESUME_MESSAGE);
    },
  };
}
