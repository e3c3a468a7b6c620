import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { travelMonthOptions } from "../../common/trips";
import { createApp } from "../app";
import { createLogger, serializeError } from "../lib/logger";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";

// Issue 15 item 10: a failed query is logged with its code and statement shape, never its
// bound values (phone numbers, names, comments), even when the database quotes a value in
// its own message.

const PHONE = "9812345678";
const COMMENT = "Call my wife Meera after six";
const PASSWORD = "Chilika#Lagoon7";

let database: TestDatabase;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // The database refuses the insert and quotes the phone number in its message, the way
  // 'invalid input syntax for type integer: "…"' or a constraint's detail would.
  await database.db.execute(
    sql.raw(`create function refuse_trip() returns trigger language plpgsql as $$
      begin
        raise exception 'refused trip for %', new.phone_no using detail = 'phone ' || new.phone_no;
      end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger refuse_trip before insert on requested_trips
      for each row execute function refuse_trip()`),
  );
});

afterAll(async () => {
  await database?.close();
});

describe("error logs carry no bound values", () => {
  it("a failing trip insert logs code and statement, not the phone number or comment", async () => {
    const { services } = createTestServices(database.db);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp({
      config: { isProduction: true, API_KEYS: [] },
      database,
      services,
      logger: createLogger("info", sink),
    });
    const email = "logs.traveller@test.example";
    await services.accounts.createVerifiedUser({
      name: "Asha Rao",
      email,
      password: PASSWORD,
      role: "traveller",
    });
    const signIn = await app.request("/browsing/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await app.request("/bookings/v1/requested_trips", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        to_loc: ["Kerala"],
        from_loc: "Delhi",
        month: travelMonthOptions(new Date())[1]?.value ?? "nd",
        durations: ["4-6"],
        trip_type: "family",
        adults: 2,
        children: 0,
        budget: 40000,
        comments: COMMENT,
        isd_code: "+91",
        phone_no: PHONE,
      }),
    });
    expect(res.status).toBe(500);
    const log = lines.join("");
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.level === 50);
    expect(failure?.err).toBeDefined();
    // What the log keeps: the statement's shape and the database's code.
    expect(failure.err.query).toMatch(/^insert into "requested_trips" .* values \(default, \$1, /);
    expect(failure.err.cause.code).toBe("P0001");
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain(COMMENT);
  });
});

describe("serializeError", () => {
  it("masks drizzle's parameters everywhere and drops the driver's detail", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${PHONE}"`), {
      code: "22P02",
      detail: `Key (phone_no)=(${PHONE}) already exists.`,
      table: "requested_trips",
    });
    const error = Object.assign(
      new Error(`Failed query: insert into t values ($1)\\nparams: ${PHONE}`),
      {
        query: "insert into t values ($1)",
        params: [PHONE, 7],
        cause,
      },
    );
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toContain(PHONE);
    expect(out).toContain("22P02");
    expect(out).toContain("insert into t values ($1)");
    expect(out).toContain("requested_trips");
  });
});
