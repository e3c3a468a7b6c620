import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import { insertUser } from "../modules/quotes/quotes-test-helpers";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";
import { NURTURE_MAIL_JOB } from "./send-nurture-mail";

// The nurture mail (decision 0223): once, to a request still open with no accepted quote.
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let outbox: ReturnType<typeof createTestServices>["outbox"];
let traveller: AuthenticatedUser;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services, outbox } = createTestServices(database.db));
  traveller = await insertUser(database.db, "traveller", "Nila");
});
afterAll(async () => {
  await database?.close();
});

const deliver = (tripId: number) => services.jobHandlers[NURTURE_MAIL_JOB]?.({ tripId });

async function nurtureMailsTo(email: string) {
  return (await outbox.list(500)).filter(
    (m) => m.to === email && /Help your agents plan/.test(m.subject),
  );
}

describe("the nurture mail", () => {
  it("is scheduled with the request, days later, once per request", async () => {
    const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
    const jobs = (
      (await database.db.execute(
        sql`select run_at from jobs where name = ${NURTURE_MAIL_JOB} and payload->>'tripId' = ${String(trip.id)}`,
      )) as unknown as { rows: unknown[] }
    ).rows as { run_at: string }[];
    expect(jobs).toHaveLength(1);
    const days = (new Date(String(jobs[0]?.run_at)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
  });

  it("sends the request's own nurture link once, and marks the request", async () => {
    const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
    await deliver(trip.id);
    await deliver(trip.id);
    const mails = await nurtureMailsTo(traveller.email);
    const keys = (
      (await database.db.execute(
        sql`select unique_key, secret_key, nurture_sent_at from requested_trips where id = ${trip.id}`,
      )) as unknown as { rows: unknown[] }
    ).rows as { unique_key: string; secret_key: string; nurture_sent_at: unknown }[];
    const link = `/requested_trips/${keys[0]?.unique_key}/nurture/${keys[0]?.secret_key}`;
    const mine = mails.filter((m) => m.text.includes(link));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toBe("Help your agents plan your Kerala trip");
    expect(keys[0]?.nurture_sent_at).not.toBeNull();
  });

  it("sends nothing for a cancelled request", async () => {
    const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
    await database.db.execute(
      sql`update requested_trips set status = 'Cancelled' where id = ${trip.id}`,
    );
    const before = (await nurtureMailsTo(traveller.email)).length;
    await deliver(trip.id);
    expect(await nurtureMailsTo(traveller.email)).toHaveLength(before);
    const sent = (
      (await database.db.execute(
        sql`select nurture_sent_at from requested_trips where id = ${trip.id}`,
      )) as unknown as { rows: unknown[] }
    ).rows as { nurture_sent_at: unknown }[];
    expect(sent[0]?.nurture_sent_at).toBeNull();
  });

  it("ignores a payload that names no request", async () => {
    await expect(
      services.jobHandlers[NURTURE_MAIL_JOB]?.({ tripId: "x" }),
    ).resolves.toBeUndefined();
    await expect(
      services.jobHandlers[NURTURE_MAIL_JOB]?.({ tripId: 999_999 }),
    ).resolves.toBeUndefined();
  });
});
