import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("runs on embedded defaults with an empty environment", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.NODE_ENV).toBe("development");
    expect(c.isProduction).toBe(false);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve(".data"));
    expect(c.pgliteDir).toBe(path.resolve(".data/pg"));
    expect(c.mailDir).toBe(path.resolve(".data/mail"));
    expect(c.uploadsDir).toBe(path.resolve(".data/uploads"));
    expect(c.PAYMENT_GATEWAY).toBe("sandbox");
    expect(c.API_KEYS).toEqual([]);
    expect(c.SEED).toBe("auto");
    expect(c.LOG_LEVEL).toBe("info");
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it("names the catalogue-change channel's prefix and poll (decision 0199)", () => {
    const c = parseConfig({});
    expect(c.REDIS_PREFIX).toBe("triphive:");
    expect(c.CATALOG_CHANGES_POLL_MS).toBe(30_000);
    const set = parseConfig({ REDIS_PREFIX: "staging:", CATALOG_CHANGES_POLL_MS: "5000" });
    expect(set.REDIS_PREFIX).toBe("staging:");
    expect(set.CATALOG_CHANGES_POLL_MS).toBe(5_000);
    expect(() => parseConfig({ REDIS_PREFIX: "bad prefix*" })).toThrow(ConfigError);
    expect(() => parseConfig({ CATALOG_CHANGES_POLL_MS: "10" })).toThrow(ConfigError);
  });

  it("reads the scale-out settings", () => {
    const c = parseConfig({
      NODE_ENV: "production",
      PORT: "8080",
      PUBLIC_URL: "https://triphive.example/",
      DATA_DIR: "/var/lib/triphive",
      DATABASE_URL: "postgres://app@db:5432/triphive",
      REDIS_URL: "redis://cache:6379",
      SMTP_URL: "smtp://user:pass@mail:587",
      SESSION_SECRET: "x".repeat(40),
      API_KEYS: " key-one-0123456789 , key-two-0123456789 ,",
      SEED: "off",
      LOG_LEVEL: "warn",
    });
    expect(c.isProduction).toBe(true);
    expect(c.PORT).toBe(8080);
    expect(c.publicUrl).toBe("https://triphive.example");
    expect(c.pgliteDir).toBe("/var/lib/triphive/pg");
    expect(c.DATABASE_URL).toBe("postgres://app@db:5432/triphive");
    expect(c.API_KEYS).toEqual(["key-one-0123456789", "key-two-0123456789"]);
    expect(c.SEED).toBe("off");
  });

  it("holds a PostgreSQL caller to a second for a connection and 1.5 s for a statement", () => {
    const c = parseConfig({});
    expect(c.DATABASE_CONNECT_TIMEOUT_MS).toBe(1_000);
    expect(c.DATABASE_STATEMENT_TIMEOUT_MS).toBe(1_500);
    expect(c.DATABASE_LONG_STATEMENT_TIMEOUT_MS).toBe(600_000);
    const unlimited = parseConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: "0",
      DATABASE_LONG_STATEMENT_TIMEOUT_MS: "0",
    });
    expect(unlimited.DATABASE_STATEMENT_TIMEOUT_MS).toBe(0);
    expect(unlimited.DATABASE_LONG_STATEMENT_TIMEOUT_MS).toBe(0);
  });

  it("treats empty strings as unset", () => {
    const c = parseConfig({ DATABASE_URL: "", REDIS_URL: " ", SESSION_SECRET: "" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
    expect(c.SESSION_SECRET).toBeUndefined();
  });

  it.each([
    [{ PORT: "seventy" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SEED: "sometimes" }, "SEED"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    // To pg, 0 would mean waiting for ever: the hang the limit is there to end.
    [{ DATABASE_CONNECT_TIMEOUT_MS: "0" }, "DATABASE_CONNECT_TIMEOUT_MS"],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: "-1" }, "DATABASE_STATEMENT_TIMEOUT_MS"],
    [{ DATABASE_LONG_STATEMENT_TIMEOUT_MS: "soon" }, "DATABASE_LONG_STATEMENT_TIMEOUT_MS"],
    [{ PAYMENT_GATEWAY: "cash" }, "PAYMENT_GATEWAY"],
    [{ PAYMENT_GATEWAY: "razorpay" }, "RAZORPAY_KEY_ID"],
    [{ PAYMENT_PROVIDER: "cash" }, "PAYMENT_GATEWAY"],
    [{ API_KEYS: "short" }, "API_KEYS"],
    [{ SESSION_SECRET: "too-short" }, "SESSION_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ FACEBOOK_CLIENT_SECRET: "secret-only" }, "FACEBOOK_CLIENT_SECRET"],
    [
      { NODE_ENV: "production", DATABASE_URL: "postgres://db/triphive" },
      "SESSION_SECRET is required in production",
    ],
  ])("rejects %j naming %s", (env, mention) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(mention);
  });

  it("lets a production build run on embedded defaults without a session secret", () => {
    expect(parseConfig({ NODE_ENV: "production" }).isProduction).toBe(true);
  });
});
