import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DestinationParserResult, SliderQuestions } from "../../../common/leadbot";
import { parseListingUrl } from "../../../common/listing-url";
import { travelMonthOptions } from "../../../common/trips";
import { createApp } from "../../app";
import { cacheStoreEntries } from "../../db/schema";
import { createMemoryStore, createRateLimiter } from "../../lib/rate-limit";
import { createMemoryOutbox } from "../../mail/mailer";
import { createServices } from "../../services";
import { createMemoryStorage } from "../../storage/local-storage";
import { silentLogger } from "../../testing/silent-logger";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { createRedisCacheStore } from "./cache-store";
import { CACHE_STORE_PER_IP } from "./leadbot.service";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  app = createApp({
    config: { isProduction: true, API_KEYS: [] },
    database,
    services: createTestServices(database.db).services,
    logger: silentLogger,
    clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
  });
});

afterAll(async () => {
  await database?.close();
});

function post(
  target: ReturnType<typeof createApp>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return target.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const parse = (body: unknown) => post(app, "/browsing/v1/destination_parser", body);
const store = (body: unknown, ip = "198.51.100.1") =>
  post(app, "/browsing/v1/cache_store", body, { "x-test-ip": ip });

async function fieldsOf(res: Response): Promise<(string | undefined)[]> {
  const body = (await res.json()) as { errors: { field?: string; code: string }[] };
  expect(body.errors.length).toBeGreaterThan(0);
  return body.errors.map((e) => e.field);
}

describe("POST /browsing/v1/destination_parser", () => {
  it("reads a Hinglish phrase into a draft", async () => {
    const res = await parse({ user_input: "goa me 5 din, 2 adults and a kid, 40k" });
    expect(res.status).toBe(200);
    const draft = (await res.json()) as DestinationParserResult;
    expect(draft).toMatchObject({
      destinations: [
        {
          kind: "destination",
          slug: "goa",
          name: "Goa",
          destination_slug: "goa",
          destination_type: "india",
          has_packages: true,
          match: "exact",
          text: "goa",
        },
      ],
      excluded_destinations: [],
      days: 5,
      duration: "4-6",
      budget_per_person: 40_000,
      budget_range: "20000-40000",
      month: null,
      adults: 2,
      children: 1,
      trip_type: "family",
      leftover: "me and",
    });
    expect(draft).not.toHaveProperty("listing_url");
  });

  it("reads months relative to today", async () => {
    const res = await parse({ user_input: "thialand next month" });
    const draft = (await res.json()) as DestinationParserResult;
    expect(draft.destinations[0]).toMatchObject({ slug: "thailand", match: "fuzzy" });
    expect(draft.month).toBe(travelMonthOptions(new Date())[1]?.value);
  });

  it("excludes negated places unless parse_negation is false", async () => {
    const on = (await (
      await parse({ user_input: "anywhere but Goa" })
    ).json()) as DestinationParserResult;
    expect(on.destinations).toEqual([]);
    expect(on.excluded_destinations.map((d) => d.slug)).toEqual(["goa"]);
    const off = (await (
      await parse({ user_input: "anywhere but Goa", parse_negation: false })
    ).json()) as DestinationParserResult;
    expect(off.destinations.map((d) => d.slug)).toEqual(["goa"]);
    expect(off.excluded_destinations).toEqual([]);
  });

  it("skips places when parse_destination is false", async () => {
    const res = await parse({ user_input: "goa 5 days", parse_destination: "false" });
    const draft = (await res.json()) as DestinationParserResult;
    expect(draft).toMatchObject({ destinations: [], days: 5, leftover: "goa" });
  });

  it("builds the listing URL of a single destination with can_filter", async () => {
    const res = await parse({
      user_input: "family trip to goa, 5 days, 40k per person in december",
      can_filter: true,
    });
    const draft = (await res.json()) as DestinationParserResult;
    const url = draft.listing_url as string;
    expect(url.startsWith("/family-packages/goa?")).toBe(true);
    const parsed = parseListingUrl(url);
    expect(parsed.ok && parsed.route.filters).toMatchObject({
      days: ["4-6"],
      priceRanges: ["20000-40000"],
      months: [12],
    });
  });

  it("lists a city's destination, filtered to that city", async () => {
    const res = await parse({ user_input: "bangkok 6 days", can_filter: true });
    const draft = (await res.json()) as DestinationParserResult;
    expect(draft.listing_url).toBe("/tour-packages/thailand?days[]=4-6&cities[]=bangkok");
  });

  it("gives no listing URL for two destinations, none, or one without packages", async () => {
    for (const user_input of ["goa or kerala", "hello", "lakshadweep"]) {
      const draft = (await (
        await parse({ user_input, can_filter: true })
      ).json()) as DestinationParserResult;
      expect(draft.listing_url, user_input).toBeNull();
    }
  });

  it("lays slider answers over the text", async () => {
    const res = await parse({
      user_input: "goa 6 days honeymoon 50k in december",
      can_filter: true,
      rbt_index_question_answer_map: {
        "1": "kerala",
        "2": "nd",
        "3": "7-9",
        "4": "family",
        "5": "3",
        "6": "1",
        "7": "40000-60000",
        "8": "+91 9812345678",
      },
    });
    expect(res.status).toBe(200);
    const draft = (await res.json()) as DestinationParserResult;
    expect(draft.destinations.map((d) => d.slug)).toEqual(["kerala"]);
    expect(draft).toMatchObject({
      days: null,
      duration: "7-9",
      trip_type: "family",
      adults: 3,
      children: 1,
      budget_per_person: 50_000,
      budget_range: "40000-60000",
    });
    expect(draft.month).toMatch(/-12$/);
    expect(draft.listing_url).toMatch(/^\/family-packages\/kerala\?days\[\]=7-9&/);
  });

  it("refuses slider answers it cannot use, naming each one", async () => {
    const res = await parse({
      user_input: "goa",
      rbt_index_question_answer_map: {
        "2": "December",
        "3": "5",
        "5": "0",
        "6": "eleven",
        "7": "cheap",
        "8": "12345",
        "99": "x",
      },
    });
    expect(res.status).toBe(400);
    expect((await fieldsOf(res)).sort()).toEqual(
      ["2", "3", "5", "6", "7", "8", "99"].map((i) => `rbt_index_question_answer_map.${i}`),
    );
    const unknown = await parse({
      user_input: "goa",
      rbt_index_question_answer_map: { "1": "atlantis" },
    });
    expect(unknown.status).toBe(400);
    expect(await fieldsOf(unknown)).toEqual(["rbt_index_question_answer_map.1"]);
  });

  it.each([
    ["a missing user_input", {}, "user_input"],
    ["a blank user_input", { user_input: "   " }, "user_input"],
    ["a user_input over 500 characters", { user_input: "goa ".repeat(126) }, "user_input"],
    ["a number for user_input", { user_input: 42 }, "user_input"],
    [
      "a flag that is not a boolean",
      { user_input: "goa", parse_negation: "maybe" },
      "parse_negation",
    ],
    ["can_filter as a number", { user_input: "goa", can_filter: 1 }, "can_filter"],
    [
      "an answer map that is a list",
      { user_input: "goa", rbt_index_question_answer_map: ["7-9"] },
      "rbt_index_question_answer_map",
    ],
    [
      "an answer that is not a string",
      { user_input: "goa", rbt_index_question_answer_map: { "3": 5 } },
      "rbt_index_question_answer_map.3",
    ],
  ])("answers 400 for %s", async (_name, body, field) => {
    const res = await parse(body);
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toContain(field);
  });

  it.each([
    ["malformed JSON", "{user_input: goa"],
    ["a JSON array", "[]"],
    ["JSON null", "null"],
    ["a JSON string", '"goa"'],
  ])("answers 400, never 5xx, for %s", async (_name, raw) => {
    const res = await parse(raw);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });

  it("answers 4xx for a body that is not JSON at all", async () => {
    const res = await app.request("/browsing/v1/destination_parser", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "goa 5 days",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("POST /browsing/v1/cache_store", () => {
  const latest = async (key: string) =>
    database.db
      .select({ hashName: cacheStoreEntries.hashName, value: cacheStoreEntries.value })
      .from(cacheStoreEntries)
      .where(eq(cacheStoreEntries.key, key))
      .orderBy(desc(cacheStoreEntries.id));

  it("stores a JSON text as the structure it holds", async () => {
    const key = `session-${randomUUID()}`;
    const value = JSON.stringify({ params: { user_input: "goa" }, response: null, end: true });
    const res = await store({ redis_key: key, redis_hash_name: "chatbot_errors", value });
    expect(res.status).toBe(204);
    expect(await latest(key)).toEqual([
      {
        hashName: "chatbot_errors",
        value: { params: { user_input: "goa" }, response: null, end: true },
      },
    ]);
  });

  it("stores objects and plain strings, one row per report", async () => {
    const key = `session-${randomUUID()}`;
    expect((await store({ redis_key: key, redis_hash_name: "h", value: { step: 2 } })).status).toBe(
      204,
    );
    expect((await store({ redis_key: key, redis_hash_name: "h", value: "timeout" })).status).toBe(
      204,
    );
    expect((await latest(key)).map((r) => r.value)).toEqual(["timeout", { step: 2 }]);
  });

  it.each([
    ["a missing key", { redis_hash_name: "h", value: "x" }, "redis_key"],
    ["a missing hash name", { redis_key: "k", value: "x" }, "redis_hash_name"],
    ["a missing value", { redis_key: "k", redis_hash_name: "h" }, "value"],
    ["a null value", { redis_key: "k", redis_hash_name: "h", value: null }, "value"],
    ["a number value", { redis_key: "k", redis_hash_name: "h", value: 5 }, "value"],
    ["a key with spaces", { redis_key: "a b", redis_hash_name: "h", value: "x" }, "redis_key"],
    [
      "a key over 200 characters",
      { redis_key: "k".repeat(201), redis_hash_name: "h", value: "x" },
      "redis_key",
    ],
    [
      "a hash name over 100 characters",
      { redis_key: "k", redis_hash_name: "h".repeat(101), value: "x" },
      "redis_hash_name",
    ],
    [
      "a key that is an object",
      { redis_key: { a: 1 }, redis_hash_name: "h", value: "x" },
      "redis_key",
    ],
    [
      "a value over 16 KB",
      { redis_key: "k", redis_hash_name: "h", value: "x".repeat(16 * 1024 + 1) },
      "value",
    ],
    [
      "an object value over 16 KB",
      { redis_key: "k", redis_hash_name: "h", value: { log: "é".repeat(8 * 1024) } },
      "value",
    ],
  ])("answers 400 for %s", async (_name, body, field) => {
    const res = await store(body, "203.0.113.200");
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toContain(field);
  });

  it.each([
    ["malformed JSON", "{redis_key"],
    ["a JSON array", "[1,2]"],
  ])("answers 400, never 5xx, for %s", async (_name, raw) => {
    const res = await store(raw, "203.0.113.201");
    expect(res.status).toBe(400);
  });

  it(`takes ${CACHE_STORE_PER_IP.max} reports a minute from one address, then 429`, async () => {
    const ip = "203.0.113.77";
    const report = { redis_key: "rate", redis_hash_name: "h", value: "x" };
    for (let i = 0; i < CACHE_STORE_PER_IP.max; i++) {
      expect((await store(report, ip)).status).toBe(204);
    }
    const refused = await store(report, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await store(report, "203.0.113.78")).status).toBe(204);
  });
});

describe("GET /browsing/v1/slider_questions", () => {
  it("has the three steps with the destination question when asked", async () => {
    const res = await app.request(
      "/browsing/v1/slider_questions?include_destination_questions=true",
    );
    expect(res.status).toBe(200);
    const { steps } = (await res.json()) as SliderQuestions;
    expect(steps.map((s) => [s.step, s.title])).toEqual([
      [1, "Your Preferences"],
      [2, "Great! Tell Us What You Prefer"],
      [3, "Almost Done!"],
    ]);
    expect(steps.flatMap((s) => s.questions.map((q) => `${q.index}:${q.key}`))).toEqual([
      "1:destination",
      "2:month",
      "3:duration",
      "4:trip_type",
      "5:adults",
      "6:children",
      "7:budget",
      "8:phone",
    ]);
    const month = steps[0]?.questions[1];
    expect(month?.type === "single_choice" && month.options.map((o) => o.value)).toEqual(
      travelMonthOptions(new Date()).map((o) => o.value),
    );
    const phone = steps[2]?.questions[0];
    expect(phone).toMatchObject({
      type: "phone",
      label: "Mobile/Contact No.",
      default_dial_code: "+91",
    });
  });

  it("leaves the destination question out by default, keeping the other indexes", async () => {
    const res = await app.request("/browsing/v1/slider_questions");
    const { steps } = (await res.json()) as SliderQuestions;
    expect(steps[0]?.questions.map((q) => q.index)).toEqual(["2", "3"]);
  });

  it("answers 400 for a flag that is not true or false", async () => {
    const res = await app.request(
      "/browsing/v1/slider_questions?include_destination_questions=yes",
    );
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual(["include_destination_questions"]);
  });
});

describe("API document", () => {
  it("describes the chatbot endpoints", async () => {
    const doc = (await (await app.request("/api/docs")).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of ["destination_parser", "cache_store", "slider_questions"]) {
      expect(doc.paths).toHaveProperty(`/browsing/v1/${path}`);
    }
  });
});

// Redis is optional: this runs only when a test Redis is named and reachable.
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

async function reachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const r = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  r.on("error", () => {});
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const redisReachable = await reachable(REDIS_URL);

describe.skipIf(!redisReachable)("cache store on Redis", () => {
  const prefix = `triphive:cache_store:test:${randomUUID()}:`;
  let redis: Redis;
  let redisApp: ReturnType<typeof createApp>;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL as string, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    const services = createServices({
      db: database.db,
      logger: silentLogger,
      mailer: createMemoryOutbox(),
      limiter: createRateLimiter(createMemoryStore()),
      storage: createMemoryStorage(),
      cacheStore: createRedisCacheStore(redis, { prefix, ttlSeconds: 60 }),
      auth: {
        secret: "test-secret-0123456789-0123456789-abcdef",
        publicUrl: "http://triphive.test",
      },
    });
    redisApp = createTestApp(database, services, {
      clientIp: () => "198.51.100.9",
    });
  });

  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("HSETs the value under the prefixed hash, with an expiry", async () => {
    const key = `session-${randomUUID()}`;
    const rowsBefore = await database.db.select().from(cacheStoreEntries);
    const res = await post(redisApp, "/browsing/v1/cache_store", {
      redis_key: key,
      redis_hash_name: "chatbot_errors",
      value: { end: true },
    });
    expect(res.status).toBe(204);
    expect(await redis.hget(`${prefix}chatbot_errors`, key)).toBe('{"end":true}');
    const ttl = await redis.ttl(`${prefix}chatbot_errors`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    // Nothing went to the database.
    expect(await database.db.select().from(cacheStoreEntries)).toHaveLength(rowsBefore.length);
  });
});
