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

/** scrypt's work factors: CPU and memory grow with N·r·p (and memory with N·r). */
export interface PasswordHashCost {
  N: number;
  r: number;
  p: number;
}

/**
 * For test services only (server/testing/test-services.ts): 1/96 of the CPU of the real cost,
 * 1 MiB. Integration tests sign up and sign in hundreds of times; at the real cost each hash
 * took 0.2 s of CPU idle and over a second on a loaded CI machine. What they test (who may sign
 * in, sessions, resets) does not depend on the cost; the hashing itself is tested at the real
 * cost (password-hash.test.ts). `createPasswordHasher` refuses it when NODE_ENV=production.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { N: 2 ** 10, r: 8, p: 1 };

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

const work = ({ N, r, p }: PasswordHashCost) => N * r * p;

async function hashWith({ N, r, p }: PasswordHashCost, password: string): Promise<string> {
  const { keyLength, saltLength } = PASSWORD_HASH_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export function hashPassword(password: string): Promise<string> {
  return hashWith(PASSWORD_HASH_PARAMS, password);
}

/**
 * Hash and verify at `cost` (default: the real one). A cost below the real one throws when
 * NODE_ENV=production, so a production process cannot run with test hashes.
 */
export function createPasswordHasher(cost: PasswordHashCost = PASSWORD_HASH_PARAMS) {
  if (work(cost) < work(PASSWORD_HASH_PARAMS) && process.env.NODE_ENV === "production") {
    throw new Error(
      "a password hash cost below the real one is for tests, not NODE_ENV=production",
    );
  }
  return {
    hash: (password: string) => hashWith(cost, password),
    verify: verifyPassword,
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

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
  return (
    work({ N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) }) <
    work(PASSWORD_HASH_PARAMS)
  );
}
