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
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY: trusting every peer"],
    [{ TRUST_PROXY: "10.0.0.0/40" }, "TRUST_PROXY: bad prefix"],
    [{ TRUST_PROXY_HEADER: "x-real-ip" }, "TRUST_PROXY_HEADER"],
    [{ REDIS_PREFIX: "my app" }, "REDIS_PREFIX"],
    [{ REDIS_PREFIX: "" }, "REDIS_PREFIX"],
    [{ SESSION_SECRET: "too-short" }, "SESSION_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ FACEBOOK_CLIENT_SECRET: "secret-only" }, "FACEBOOK_CLIENT_SECRET"],
    [{ STORAGE_URL: "https://bucket.example/uploads" }, "STORAGE_URL: unsupported scheme"],
    [{ STORAGE_URL: "s3://Bad_Bucket/uploads" }, "STORAGE_URL: bad bucket name"],
    [{ STORAGE_URL: "s3://bucket/x?endpoint=nowhere" }, "STORAGE_URL: endpoint"],
    [{ AWS_ACCESS_KEY_ID: "AKIA0123" }, "AWS_SECRET_ACCESS_KEY"],
    [
      { NODE_ENV: "production", DATABASE_URL: "postgres://db/triphive" },
      "SESSION_SECRET is required in production",
    ],
  ])("rejects %j naming %s", (env, mention) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(mention);
  });

  it("keeps uploads in DATA_DIR/uploads unless STORAGE_URL names a bucket", () => {
    expect(parseConfig({ DATA_DIR: "/srv/th" }).storage).toEqual({
      kind: "local",
      dir: "/srv/th/uploads",
    });
    const c = parseConfig({
      STORAGE_URL: "s3://triphive/uploads?endpoint=http://minio:9000&forcePathStyle=true",
      AWS_ACCESS_KEY_ID: "AKIA0123",
      AWS_SECRET_ACCESS_KEY: "s3cr3t",
    });
    expect(c.storage).toEqual({
      kind: "s3",
      location: {
        bucket: "triphive",
        prefix: "uploads/",
        endpoint: "http://minio:9000",
        region: "us-east-1",
        forcePathStyle: true,
      },
      credentials: { accessKeyId: "AKIA0123", secretAccessKey: "s3cr3t", sessionToken: undefined },
    });
    // No keys: the SDK's own chain (an instance role); the region from AWS_REGION.
    const role = parseConfig({ STORAGE_URL: "s3://triphive", AWS_REGION: "ap-south-1" });
    expect(role.storage).toMatchObject({
      kind: "s3",
      location: { region: "ap-south-1" },
      credentials: undefined,
    });
  });

  it("trusts no proxy and prefixes Redis with triphive: unless told", () => {
    const c = parseConfig({});
    expect(c.TRUST_PROXY).toEqual({ kind: "off" });
    expect(c.TRUST_PROXY_HEADER).toBe("x-forwarded-for");
    expect(c.REDIS_PREFIX).toBe("triphive:");
    const behind = parseConfig({
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      TRUST_PROXY_HEADER: "Forwarded",
      REDIS_PREFIX: "staging:",
    });
    expect(behind.TRUST_PROXY).toMatchObject({ kind: "ranges" });
    expect(behind.TRUST_PROXY_HEADER).toBe("forwarded");
    expect(behind.REDIS_PREFIX).toBe("staging:");
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
  });

  it("lets a production build run on embedded defaults without a session secret", () => {
    expect(parseConfig({ NODE_ENV: "production" }).isProduction).toBe(true);
  });
});
