import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost (N) for new hashes: 16 MiB of memory and tens of milliseconds a check. */
export const PASSWORD_COST = 16384;
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

/**
 * `scrypt$N$r$p$salt$hash` with base64url salt and hash, so parameters can change later; `N` the
 * site's cost (SignOnConfig.passwordCost: lower only in tests).
 */
export async function hashPassword(password: string, N = PASSWORD_COST): Promise<string> {
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
// At the site's cost, so it takes as long as a real one.
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(N = PASSWORD_COST): Promise<string> {
  let decoy = decoyHashes.get(N);
  if (!decoy) decoyHashes.set(N, (decoy = hashPassword(randomBytes(16).toString('hex'), N)));
  return decoy;
}
