import { randomUUID } from 'node:crypto';
import {
  BILLING_SIGNATURE_HEADER,
  type BillingEvent,
  type BillingEventType,
  type BillingPayment,
} from '@figura/sdk-core/contract';
import { signBillingPayload } from '@figura/settings';

const ATTEMPTS = 3;

/**
 * Posts one signed event to the API's webhook, retrying a few times with the same event id
 * (the API applies an id once). Resolves to whether the API took it.
 */
export async function deliverEvent(
  apiUrl: string,
  secret: string,
  type: BillingEventType,
  data: BillingPayment,
): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  const event: BillingEvent = { id: `evt_${randomUUID()}`, type, created: now, data };
  const body = JSON.stringify(event);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const response = await fetch(`${apiUrl}/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Signed at each attempt: the timestamp must be recent when it arrives.
        [BILLING_SIGNATURE_HEADER]: signBillingPayload(secret, body, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (response?.ok) return true;
    // A 4xx will not change on a retry.
    if (response && response.status < 500) return false;
    await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
  }
  return false;
}
