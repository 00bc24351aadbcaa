import { describe, expect, it } from 'vitest';
import { checkBillingSignature, readBillingSettings, signBillingPayload } from './billing.ts';

const secret = 'test-secret';
const body = JSON.stringify({ id: 'evt_1', type: 'checkout.completed' });
const now = 1_800_000_000;

function check(header: string | undefined, payload = body, at = now) {
  return checkBillingSignature(secret, payload, header, at, 300);
}

describe('billing signatures', () => {
  it('accepts the body it signed, within the tolerance either side', () => {
    const header = signBillingPayload(secret, body, now);
    expect(check(header)).toBe('valid');
    expect(check(header, body, now + 299)).toBe('valid');
    expect(check(header, body, now - 299)).toBe('valid');
  });

  it('refuses a changed body, another secret and a stale timestamp', () => {
    const header = signBillingPayload(secret, body, now);
    expect(check(header, body.replace('evt_1', 'evt_2'))).toBe('mismatch');
    expect(check(signBillingPayload('other-secret', body, now))).toBe('mismatch');
    expect(check(header, body, now + 301)).toBe('stale');
    // The timestamp is signed too: moving it forward breaks the signature.
    expect(check(header.replace(`t=${now}`, `t=${now + 1000}`), body, now + 1000)).toBe('mismatch');
  });

  it('calls missing or garbled headers malformed', () => {
    expect(check(undefined)).toBe('malformed');
    expect(check('')).toBe('malformed');
    expect(check(`t=${now},v1=zz`)).toBe('malformed');
    expect(check(`v1=${'a'.repeat(64)}`)).toBe('malformed');
  });
});

describe('readBillingSettings', () => {
  it('defaults to two local hosts and takes the configured URLs', () => {
    expect(readBillingSettings({})).toMatchObject({
      publicUrl: 'http://localhost:3003',
      chinaPublicUrl: 'http://localhost:3004',
    });
    expect(
      readBillingSettings({
        BILLING_PUBLIC_URL: 'https://pay.example/',
        BILLING_CN_PUBLIC_URL: 'https://pay.example.cn',
        FIGURA_BILLING_SECRET: 's3',
      }),
    ).toMatchObject({
      publicUrl: 'https://pay.example',
      chinaPublicUrl: 'https://pay.example.cn',
      secret: 's3',
    });
  });
});
