import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

/**
 * scrypt at one of OWASP's equivalent settings (Password Storage Cheat Sheet): N=2^15, r=8,
 * p=3. It costs as much CPU as N=2^17/p=1 but needs 32 MiB per hash instead of 128 MiB,
 * which matters when several logins hash at once in a process with a memory budget.
 * Parameters are stored with each hash, so they can be raised later and old hashes still verify.
 */
export const PASSWORD_HASH_PARAMS = {
  N: 2 ** 15,
  r: 8,
  p: 3,
  keyLength: 64,
  saltLength: 16,
} as const;

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = PASSWORD_HASH_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const match = FORMAT.exec(hash);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse parameters no hash of ours would carry, so a tampered row cannot exhaust memory.
  if (N > 2 ** 20 || r > 32 || p > 16 || N < 2) return false;
  const salt = Buffer.from(match[4] as string, "base64");
  const expected = Buffer.from(match[5] as string, "base64");
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with weaker parameters than today's (rehash at next login). */
export function needsRehash(hash: string): boolean {
  const match = FORMAT.exec(hash);
  if (!match) return true;
  const { N, r, p } = PASSWORD_HASH_PARAMS;
  return Number(match[1]) * Number(match[2]) * Number(match[3]) < N * r * p;
}
