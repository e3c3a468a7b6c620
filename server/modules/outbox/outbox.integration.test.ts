import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { rowsOf } from "../../lib/sql-rows";
import { silentLogger } from "../../testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createJobQueue, type JobQueue } from "../jobs";
import { createOutbox, DELIVER_EVENT_JOB, type Outbox } from "./outbox.service";

declare module "../../events/domain-events" {
  interface DomainEventMap {
    "test.step": { tripId: number; step: number };
  }
}

// Decision 0184: events are rows written with their change, delivered by the job runner at
// least once, in order per aggregate, retried, and listed for staff when a handler gives up.
let database: TestDatabase;
let clock: Date;
let jobs: JobQueue;
let outbox: Outbox;
let seen: string[];
let failing: Set<number>;

/** A second process's outbox on the same database: what a restart after a crash sees. */
function processOn(db: TestDatabase["db"]) {
  const queue = createJobQueue({ db, logger: silentLogger, now: () => clock, maxAttempts: 3 });
  const box = createOutbox({ db, jobs: queue, logger: silentLogger, now: () => clock });
  box.handle("recorder", "test.step", ({ tripId, step }, meta) => {
    if (failing.has(step)) throw new Error(`step ${step} refused`);
    seen.push(`${tripId}/${step}#${meta.eventId}`);
  });
  return { queue, box };
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.execute(sql`delete from jobs`);
  await database.db.execute(sql`delete from domain_events`);
  clock = new Date("2026-11-28T06:00:00Z");
  seen = [];
  failing = new Set();
  ({ queue: jobs, box: outbox } = processOn(database.db));
});

const runAll = (queue = jobs, box = outbox) => queue.runDue(box.jobHandlers);
const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};

describe("the outbox", () => {
  it("writes nothing when the change's transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.record(tx, "test.step", { tripId: 1, step: 1 });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await outbox.deliver();
    expect(await runAll()).toBe(0);
    expect(seen).toEqual([]);
  });

  it("delivers after a crash between the commit and the handlers: the next process runs it once", async () => {
    await database.db.transaction((tx) => outbox.record(tx, "test.step", { tripId: 1, step: 1 }));
    // This process dies here: deliver() never runs. Another one starts and polls.
    const restarted = processOn(database.db);
    expect(await runAll(restarted.queue, restarted.box)).toBe(1);
    expect(await runAll(restarted.queue, restarted.box)).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^1\/1#\d+$/);
  });

  it("delivers right after the commit in the recording process", async () => {
    await outbox.publish("test.step", { tripId: 2, step: 1 });
    expect(seen).toHaveLength(1);
    expect(await runAll()).toBe(0);
  });

  it("records a keyed event once", async () => {
    await outbox.publish("test.step", { tripId: 3, step: 1 }, { key: "once" });
    await outbox.publish("test.step", { tripId: 3, step: 1 }, { key: "once" });
    expect(seen).toHaveLength(1);
  });

  it("keeps one aggregate's events in order behind a failing one, and others flowing", async () => {
    failing.add(1);
    await outbox.publish("test.step", { tripId: 4, step: 1 });
    await outbox.publish("test.step", { tripId: 4, step: 2 });
    await outbox.publish("test.step", { tripId: 5, step: 3 });
    expect(seen.map((s) => s.split("#")[0])).toEqual(["5/3"]);

    failing.clear();
    await runAll();
    expect(seen.map((s) => s.split("#")[0])).toEqual(["5/3"]); // backing off: not due yet
    minutes(1);
    await runAll();
    expect(seen.map((s) => s.split("#")[0])).toEqual(["5/3", "4/1", "4/2"]);
  });

  it("retries with backoff, then lists the event as stuck for staff, who retry it", async () => {
    failing.add(7);
    await outbox.publish("test.step", { tripId: 6, step: 7 });
    minutes(1);
    await runAll();
    minutes(2);
    await runAll(); // third and last attempt
    minutes(60);
    expect(await runAll()).toBe(0);

    const stuck = await outbox.stuck({ limit: 10, offset: 0 });
    expect(stuck.total).toBe(1);
    expect(stuck.events[0]).toMatchObject({
      handler: "recorder",
      name: "test.step",
      aggregate: "trip:6",
      payload: { tripId: 6, step: 7 },
      attempts: 3,
      lastError: "step 7 refused",
    });

    failing.clear();
    const deliveryId = stuck.events[0]?.deliveryId ?? 0;
    expect(await outbox.retry(deliveryId)).toBe(true);
    expect(seen.map((s) => s.split("#")[0])).toEqual(["6/7"]);
    expect(await outbox.retry(deliveryId)).toBe(false);
    expect((await outbox.stuck({ limit: 10, offset: 0 })).total).toBe(0);
  });

  it("delivers each event once to each handler however many processes poll", async () => {
    for (let step = 1; step <= 12; step++) {
      await database.db.transaction((tx) =>
        outbox.record(tx, "test.step", { tripId: 100 + (step % 3), step }),
      );
    }
    const others = [processOn(database.db), processOn(database.db), processOn(database.db)];
    await Promise.all(others.map((p) => runAll(p.queue, p.box)));
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    const pending = await database.db.execute(
      sql`select count(*)::int as n from jobs where name = ${DELIVER_EVENT_JOB} and done_at is null`,
    );
    expect(rowsOf(pending, z.object({ n: z.number() }))[0]?.n).toBe(0);
  });
});
