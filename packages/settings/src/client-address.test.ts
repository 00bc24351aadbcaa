import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  FORWARD_SECRET_HEADER,
  clientAddressOf,
  forwardedAddressHeaders,
} from './client-address.ts';

const SECRET = 'a-shared-secret';

describe('the client address through the API', () => {
  it('is believed with the shared secret only', () => {
    const forwarded = forwardedAddressHeaders(SECRET, '203.0.113.7');
    expect(clientAddressOf(forwarded, '10.0.0.2', SECRET)).toBe('203.0.113.7');
    expect(
      clientAddressOf({ ...forwarded, [FORWARD_SECRET_HEADER]: 'guessed' }, '10.0.0.2', SECRET),
    ).toBe('10.0.0.2');
    expect(clientAddressOf({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }, '10.0.0.2', SECRET)).toBe(
      '10.0.0.2',
    );
    // A site with no secret believes nobody.
    expect(clientAddressOf(forwarded, '10.0.0.2', undefined)).toBe('10.0.0.2');
  });

  it('names only IP addresses, and is not sent without a secret', () => {
    expect(forwardedAddressHeaders(SECRET, 'not an address')).toEqual({});
    expect(forwardedAddressHeaders(undefined, '203.0.113.7')).toEqual({});
    expect(forwardedAddressHeaders(SECRET, '2001:db8::1')).toEqual({
      [CLIENT_ADDRESS_HEADER]: '2001:db8::1',
      [FORWARD_SECRET_HEADER]: SECRET,
    });
    const lying = { [CLIENT_ADDRESS_HEADER]: 'x, 1.2.3.4', [FORWARD_SECRET_HEADER]: SECRET };
    expect(clientAddressOf(lying, '10.0.0.2', SECRET)).toBe('10.0.0.2');
  });
});
