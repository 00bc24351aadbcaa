import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;

export interface CaptchaChallenge {
  token: string;
  question: string;
}

/** What identifies one captcha token, to spend it once (store/used-captchas.ts). */
export interface CaptchaTicket {
  nonce: string;
  expiresAt: Date;
}

/**
 * An arithmetic captcha. The token is `expiry.nonce.mac`, where the MAC binds the expiry, the
 * nonce and the answer under a server secret: the answer is never in the token. Checking is
 * stateless; what makes a token single-use is the register route spending its ticket (nonce) in
 * the database. Good enough to keep out naive bots, not a defence against a determined attacker
 * (the register route's rate limits are).
 */
export function createCaptcha(secret: string, testAnswer: string | undefined) {
  function mac(expiresAt: string, nonce: string, answer: string): Buffer {
    return createHmac('sha256', secret).update(`${expiresAt}.${nonce}.${answer}`).digest();
  }

  return {
    challenge(now = Date.now()): CaptchaChallenge {
      const a = randomInt(1, 10);
      const b = randomInt(1, 10);
      const expiresAt = String(now + CAPTCHA_LIFETIME_MS);
      const nonce = randomBytes(12).toString('base64url');
      const signature = mac(expiresAt, nonce, String(a + b)).toString('base64url');
      return { token: `${expiresAt}.${nonce}.${signature}`, question: `What is ${a} + ${b}?` };
    },

    /**
     * The nonce and expiry of a well-formed, unexpired token, whatever its answer: spending it
     * on every attempt, right or wrong, leaves one guess per question.
     */
    ticket(token: string | undefined, now = Date.now()): CaptchaTicket | undefined {
      const [expiresAt, nonce, signature] = (token ?? '').split('.');
      if (!expiresAt || !nonce || !signature || !/^\d+$/.test(expiresAt)) return undefined;
      const expiry = Number(expiresAt);
      if (expiry < now || expiry > now + CAPTCHA_LIFETIME_MS) return undefined;
      return { nonce, expiresAt: new Date(expiry) };
    },

    verify(token: string | undefined, answer: string | undefined, now = Date.now()): boolean {
      const given = answer?.trim() ?? '';
      if (!given) return false;
      if (testAnswer !== undefined && given === testAnswer) return true;
      const [expiresAt, nonce, signature] = (token ?? '').split('.');
      if (!expiresAt || !nonce || !signature || !/^\d+$/.test(expiresAt)) return false;
      if (Number(expiresAt) < now) return false;
      const expected = mac(expiresAt, nonce, given);
      const actual = Buffer.from(signature, 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
