import { describe, expect, it, vi } from "vitest";
import {
  createPasswordHasher,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_PARAMS,
  TEST_PASSWORD_HASH_COST,
  verifyPassword,
} from "./password-hash";

// At the real cost a hash is 0.17 s of CPU idle and over 1.5 s on a loaded 2-core machine:
// four of them overran Vitest's default 5 s there; the unit project allows 60 s (decision 0206).
describe("password hashing", () => {
  it("hashes with OWASP-strength scrypt parameters and a random salt", async () => {
    const a = await hashPassword("monsoon-in-munnar");
    const b = await hashPassword("monsoon-in-munnar");
    const { N, r, p } = PASSWORD_HASH_PARAMS;
    expect(a).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    // OWASP Password Storage Cheat Sheet: these scrypt settings give equal protection.
    const owasp = [
      [2 ** 17, 8, 1],
      [2 ** 16, 8, 2],
      [2 ** 15, 8, 3],
      [2 ** 14, 8, 5],
      [2 ** 13, 8, 10],
    ];
    expect(owasp).toContainEqual([N, r, p]);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("monsoon-in-munnar");
    expect(await verifyPassword({ hash, password: "monsoon-in-munnar" })).toBe(true);
    expect(await verifyPassword({ hash, password: "monsoon-in-munnaR" })).toBe(false);
    expect(await verifyPassword({ hash, password: "" })).toBe(false);
  });

  it("treats unicode forms of the same password alike", async () => {
    const hash = await hashPassword("caf\u00e9-kochi");
    expect(await verifyPassword({ hash, password: "cafe\u0301-kochi" })).toBe(true);
  });

  it("rejects malformed or abusive stored hashes without throwing", async () => {
    for (const hash of [
      "",
      "plain",
      "scrypt$1048576000$8$1$AAAA$AAAA",
      "bcrypt$2b$10$abc",
      "scrypt$16384$8$1$$",
    ]) {
      expect(await verifyPassword({ hash, password: "x" })).toBe(false);
    }
  });

  it("knows when a hash was made with weaker parameters", async () => {
    expect(needsRehash(await hashPassword("x"))).toBe(false);
    expect(needsRehash("scrypt$16384$16$1$AAAA$AAAA")).toBe(true);
    expect(needsRehash("garbage")).toBe(true);
  });

  it("hashes at the tests' lower cost only outside NODE_ENV=production", async () => {
    const { N, r, p } = TEST_PASSWORD_HASH_COST;
    const tests = createPasswordHasher(TEST_PASSWORD_HASH_COST);
    const hash = await tests.hash("monsoon-in-munnar");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(await tests.verify({ hash, password: "monsoon-in-munnar" })).toBe(true);
    expect(needsRehash(hash)).toBe(true);
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect(() => createPasswordHasher(TEST_PASSWORD_HASH_COST)).toThrow(/NODE_ENV=production/);
      expect(() => createPasswordHasher({ N: 2 ** 15, r: 8, p: 2 })).toThrow();
      expect(await createPasswordHasher().hash("x")).toMatch(/^scrypt\$32768\$8\$3\$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
