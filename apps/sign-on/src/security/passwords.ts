import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash, so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p }, KEY_LENGTH);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, nText, rText, pText, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const options = { N: Number(nText), r: Number(rText), p: Number(pText) };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0))
    return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64url'),
    options,
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

// A real hash of a random password: checking against it when the email is unknown makes a
// failed sign-in take as long as a wrong password, so timing does not reveal accounts.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
