import { describe, expect, it } from 'vitest';
import { createCaptcha } from './security/captcha.ts';
import { hashPassword, verifyPassword } from './security/passwords.ts';
import { solveCaptcha } from './testing.ts';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password, and verifies it', async () => {
    const password = 'mitochondria are the powerhouse';
    const stored = await hashPassword(password);
    expect(stored).not.toContain(password);
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('mitochondria are the powerhouse!', stored)).toBe(false);
    // A fresh salt each time: the same password never gives the same stored value.
    expect(await hashPassword(password)).not.toBe(stored);
  });

  it('rejects stored values it does not understand', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$c2FsdA$aGFzaA')).toBe(false);
  });
});

describe('captcha', () => {
  const captcha = createCaptcha('secret-for-tests', undefined);

  it('accepts only the answer bound into the token', () => {
    const { token, question } = captcha.challenge();
    const answer = solveCaptcha(question);
    expect(captcha.verify(token, answer)).toBe(true);
    expect(captcha.verify(token, ` ${answer} `)).toBe(true);
    expect(captcha.verify(token, String(Number(answer) + 1))).toBe(false);
    expect(token).not.toContain(`.${answer}.`);
  });

  it('rejects expired, forged and foreign tokens', () => {
    const issuedAt = Date.now();
    const { token, question } = captcha.challenge(issuedAt);
    const answer = solveCaptcha(question);
    expect(captcha.verify(token, answer, issuedAt + 11 * 60 * 1000)).toBe(false);
    const [expiry, nonce, mac] = token.split('.');
    expect(captcha.verify(`${Number(expiry) + 60000}.${nonce}.${mac}`, answer)).toBe(false);
    expect(createCaptcha('another-secret', undefined).verify(token, answer)).toBe(false);
    expect(captcha.verify(undefined, answer)).toBe(false);
  });

  it('names the ticket to spend of a live token only', () => {
    const issuedAt = Date.now();
    const { token } = captcha.challenge(issuedAt);
    const [expiry, nonce] = token.split('.');
    expect(captcha.ticket(token, issuedAt)).toEqual({
      nonce,
      expiresAt: new Date(Number(expiry)),
    });
    expect(captcha.ticket(token, issuedAt + 11 * 60 * 1000)).toBeUndefined();
    expect(captcha.ticket(`${issuedAt + 86_400_000}.${nonce}.mac`, issuedAt)).toBeUndefined();
    expect(captcha.ticket('garbage', issuedAt)).toBeUndefined();
    expect(captcha.ticket(undefined, issuedAt)).toBeUndefined();
  });

  it('accepts the test answer only when one is configured', () => {
    expect(captcha.verify(undefined, 'figura-dev')).toBe(false);
    expect(createCaptcha('s', 'figura-dev').verify(undefined, 'figura-dev')).toBe(true);
    expect(createCaptcha('s', 'figura-dev').verify(undefined, '')).toBe(false);
  });
});
