import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const derive = ({
  password,
  salt,
  n,
  r,
  p,
}: {
  password: string;
  salt: Buffer;
  n: number;
  r: number;
  p: number;
}) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Hashes a password with scrypt (node:crypto): `scrypt$N$r$p$salt$hash` (base64). */
export const hashPassword = async (password: string) => {
  const salt = randomBytes(16);
  const key = await derive({ password, salt, n: N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
};

/** A hash of a random secret, checked when the account does not exist so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;
export const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(12).toString('hex')));

/** Verifies a password against a stored hash; false for malformed hashes. */
export const verifyPassword = async ({ password, hash }: { password: string; hash: string }) => {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive({
    password,
    salt: Buffer.from(salt, 'base64'),
    n: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** Password policy: 8-128 characters with at least one letter and one digit. Returns a reason or null. */
export const passwordProblem = (password: string): { vi: string; en: string } | null => {
  if (password.length < 8)
    return { vi: 'Mật khẩu phải có ít nhất 8 ký tự', en: 'The password must have at least 8 characters' };
  if (password.length > 128)
    return { vi: 'Mật khẩu tối đa 128 ký tự', en: 'The password must have at most 128 characters' };
  if (!/[A-Za-zÀ-ỹ]/.test(password) || !/\d/.test(password)) {
    return { vi: 'Mật khẩu phải có cả chữ và số', en: 'The password must contain letters and digits' };
  }
  return null;
};
