import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { travelMonthOptions } from "../../common/trips";
import type { createApp } from "../app";
import { createIdempotencyService } from "../modules/idempotency";
import { openTestApp, signedInOnApi } from "../testing/test-app";
import type { TestDatabase } from "../testing/test-database";
import type { createTestServices } from "../testing/test-services";

// Retried and concurrent creating POSTs with one Idempotency-Key (issue 15 item 12).

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ database, services, app } = await openTestApp());
});
afterAll(async () => {
  await database?.close();
});

const traveller = () => signedInOnApi(app, services, { name: "Asha Rao", role: "traveller" });

const trip = (patch: Record<string, unknown> = {}) => ({
  to_loc: ["Kerala"],
  month: travelMonthOptions(new Date())[1]?.value ?? "nd",
  durations: ["4-6"],
  adults: 2,
  isd_code: "+91",
  phone_no: "9812345678",
  ...patch,
});

function post(path: string, cookie: string, body: unknown, key?: string) {
  return app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie,
      ...(key === undefined ? {} : { "Idempotency-Key": key }),
    },
    body: JSON.stringify(body),
  });
}

const CREATE = "/bookings/v1/requested_trips";
const tripCount = async (user: Awaited<ReturnType<typeof traveller>>["user"]) =>
  (await services.trips.listOwn(user)).length;

describe("Idempotency-Key on creating POSTs", () => {
  it("replays the first answer to 5 retries with the same key: 1 trip, not 5", async () => {
    const { cookie, user } = await traveller();
    const first = await post(CREATE, cookie, trip(), "retry-1");
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    for (let i = 0; i < 4; i++) {
      const again = await post(CREATE, cookie, trip(), "retry-1");
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await again.text()).toBe(firstBody);
    }
    expect(await tripCount(user)).toBe(1);
  });

  it("runs only one of 6 concurrent requests with one key", async () => {
    const { cookie, user } = await traveller();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(CREATE, cookie, trip(), "burst-1")),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.headers.get("Retry-After")).toBe("1");
      expect(await answer.json()).toMatchObject({
        errors: [{ code: "idempotency_key_in_progress" }],
      });
    }
    expect(await tripCount(user)).toBe(1);
  });

  it("answers 422 with the error shape to the same key with another body", async () => {
    const { cookie, user } = await traveller();
    expect((await post(CREATE, cookie, trip(), "reuse-1")).status).toBe(201);
    const other = await post(CREATE, cookie, trip({ adults: 3 }), "reuse-1");
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      errors: [
        {
          code: "idempotency_key_reused",
          message: "This Idempotency-Key was already used for a different request.",
        },
      ],
    });
    // Another route is another request too.
    const weekend = await post(
      `${CREATE}/weekend`,
      cookie,
      { requested_trip: { to_loc: "Goa", start_date: "2099-01-03", phone_no: "9812345678" } },
      "reuse-1",
    );
    expect(weekend.status).toBe(422);
    expect(await tripCount(user)).toBe(1);
  });

  it("protects the weekend form's POST the same way", async () => {
    const { cookie, user } = await traveller();
    const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      requested_trip: { to_loc: "Goa", start_date: startDate, phone_no: "9812345678" },
    };
    const ids = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const res = await post(`${CREATE}/weekend`, cookie, body, "weekend-1");
      expect(res.status).toBe(201);
      ids.add(((await res.json()) as { requested_trip: { id: number } }).requested_trip.id);
    }
    expect(ids.size).toBe(1);
    expect(await tripCount(user)).toBe(1);
  });

  it("frees the key of a refused request for the corrected retry", async () => {
    const { cookie, user } = await traveller();
    const bad = await post(CREATE, cookie, trip({ phone_no: "12" }), "fix-1");
    expect(bad.status).toBe(400);
    const fixed = await post(CREATE, cookie, trip(), "fix-1");
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await tripCount(user)).toBe(1);
  });

  it("keeps each user's keys apart, and creates again without a key", async () => {
    const a = await traveller();
    const b = await traveller();
    expect((await post(CREATE, a.cookie, trip(), "shared-key")).status).toBe(201);
    expect((await post(CREATE, b.cookie, trip(), "shared-key")).status).toBe(201);
    expect(await tripCount(b.user)).toBe(1);
    expect((await post(CREATE, a.cookie, trip())).status).toBe(201);
    expect(await tripCount(a.user)).toBe(2);
  });

  it("refuses a malformed key with 400 and a visitor with 401", async () => {
    const { cookie } = await traveller();
    const bad = await post(CREATE, cookie, trip(), "x".repeat(256));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [{ code: "invalid_idempotency_key" }] });
    expect((await post(CREATE, "", trip(), "visitor-1")).status).toBe(401);
  });
});

describe("idempotency keys over time", () => {
  it("remembers an answer for 24 h, then lets the key start afresh", async () => {
    let now = new Date("2026-03-01T10:00:00Z");
    const keys = createIdempotencyService({ db: database.db, now: () => now });
    const answer = { status: 201, headers: {}, body: "first" };
    let runs = 0;
    const work = async () => {
      runs++;
      return answer;
    };
    await keys.once("user:clock", "day-1", "f", work);
    now = new Date("2026-03-02T09:59:59Z");
    expect(await keys.once("user:clock", "day-1", "f", work)).toMatchObject({ replayed: true });
    now = new Date("2026-03-02T10:00:00Z");
    expect(await keys.once("user:clock", "day-1", "f", work)).toMatchObject({ replayed: false });
    expect(runs).toBe(2);
  });

  it("waits for a running first request when asked to, then replays it", async () => {
    const keys = createIdempotencyService({ db: database.db });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = keys.once("user:wait", "k", "f", async () => {
      started();
      await gate;
      return { status: 303, headers: { location: "/requested_trips/1" }, body: "" };
    });
    // The repeat comes once the first holds the key: started together, either could claim it
    // first (on PostgreSQL's pool the second's claim sometimes won).
    await running;
    const second = keys.once(
      "user:wait",
      "k",
      "f",
      async () => {
        throw new Error("must not run twice");
      },
      { waitMs: 10_000 },
    );
    setTimeout(release, 50);
    expect((await first).replayed).toBe(false);
    expect(await second).toMatchObject({ replayed: true, response: { status: 303 } });
  });
});
