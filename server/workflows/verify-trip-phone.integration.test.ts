import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import type { App } from "../app";
import { createDbSmsOutbox, type SmsOutbox } from "../sms/sms-gateway";
import { signedInUser } from "../testing/signed-in";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";

// Phone verification through the API (decision 0236): the code is read back from the SMS
// outbox table, as /dev/sms shows it, and the clock is the test's.

let database: TestDatabase;
let app: App;
let services: ReturnType<typeof createTestServices>["services"];
let sms: SmsOutbox;
let clock = new Date("2026-11-29T08:00:00Z");
let owner: { cookie: string; user: AuthenticatedUser };
let phoneNo = 9847000000;

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now: () => clock }));
  app = createTestApp(database, services);
  sms = createDbSmsOutbox(database.db);
  owner = await signedInUser(app, services, "traveller", "otp-owner");
});

afterAll(async () => {
  await database?.close();
});

/** A new request of the owner's, each on its own number so the limits of one do not leak. */
async function newTrip(): Promise<{ id: number; phone: string }> {
  const phone_no = String(++phoneNo);
  const trip = await services.trips.create(owner.user, { ...KERALA_FAMILY_TRIP, phone_no });
  return { id: trip.id, phone: `+91 ${phone_no}` };
}

const path = (id: number) => `/bookings/v1/requested_trips/${id}/phone_verification`;

function post(url: string, cookie: string | null, body?: unknown) {
  return app.request(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const sendCode = (id: number, cookie: string | null = owner.cookie) => post(path(id), cookie);
const confirm = (id: number, code: string, cookie: string | null = owner.cookie) =>
  post(`${path(id)}/confirm`, cookie, { code });

/** The code of the latest text to `phone`, read from the outbox. */
async function codeSentTo(phone: string): Promise<string> {
  const text = (await sms.list(50)).find((m) => m.to === phone)?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

type ApiError = { code: string; message: string; field?: string };
/** The first error of a refusal (every refusal has one). */
async function errorOf(res: Response): Promise<ApiError> {
  const [first] = ((await res.json()) as { errors: ApiError[] }).errors;
  if (!first) throw new Error(`no error in a ${res.status} answer`);
  return first;
}
const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");
const numberVerified = async (id: number) =>
  (await services.trips.get(owner.user, id)).number_verified;

beforeEach(() => {
  advance(60 * 60_000);
});

describe("verifying a request's number", () => {
  it("texts a code to the trip's number, and the right code marks the number verified", async () => {
    const trip = await newTrip();
    const sent = await sendCode(trip.id);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({
      phone_verification: { verified: false, pending: { expired: false } },
    });
    const code = await codeSentTo(trip.phone);
    const [text] = await sms.list(1);
    expect(text?.text).toContain("expires in 10 minutes");

    const res = await confirm(trip.id, code);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      requested_trip: { id: trip.id, number_verified: true },
      message: "Your number is verified",
    });
    const state = await app.request(path(trip.id), { headers: { cookie: owner.cookie } });
    expect(await state.json()).toEqual({ phone_verification: { verified: true, pending: null } });
    // Verified numbers are not sent codes any more.
    const again = await sendCode(trip.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("phone_already_verified");
  });

  it("refuses a wrong code with the tries left, and keeps the number unverified", async () => {
    const trip = await newTrip();
    await sendCode(trip.id);
    const code = await codeSentTo(trip.phone);
    const res = await confirm(trip.id, wrongOf(code));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: "phone_code_wrong",
      message: "That code is not right. 4 tries left.",
      field: "code",
    });
    expect(await numberVerified(trip.id)).toBe(false);
    // The right code still works after a wrong one.
    expect((await confirm(trip.id, code)).status).toBe(200);
  });

  it("closes a code after five wrong tries: even the right one is refused then", async () => {
    const trip = await newTrip();
    await sendCode(trip.id);
    const code = await codeSentTo(trip.phone);
    for (let i = 0; i < 4; i++) expect((await confirm(trip.id, wrongOf(code))).status).toBe(400);
    const fifth = await confirm(trip.id, wrongOf(code));
    expect(fifth.status).toBe(422);
    expect((await errorOf(fifth)).code).toBe("phone_code_locked");
    const right = await confirm(trip.id, code);
    expect(right.status).toBe(422);
    expect((await errorOf(right)).code).toBe("phone_code_not_requested");
    expect(await numberVerified(trip.id)).toBe(false);
  });

  it("refuses a code after its 10 minutes", async () => {
    const trip = await newTrip();
    await sendCode(trip.id);
    const code = await codeSentTo(trip.phone);
    advance(10 * 60_000 + 1_000);
    const res = await confirm(trip.id, code);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      code: "phone_code_expired",
      message: "This code has expired. Send a new one.",
    });
    const state = await app.request(path(trip.id), { headers: { cookie: owner.cookie } });
    expect(await state.json()).toMatchObject({
      phone_verification: { verified: false, pending: { expired: true } },
    });
    // A new code replaces it.
    expect((await sendCode(trip.id)).status).toBe(201);
    expect((await confirm(trip.id, await codeSentTo(trip.phone))).status).toBe(200);
  });

  it("only the newest code counts once another was sent", async () => {
    const trip = await newTrip();
    await sendCode(trip.id);
    const first = await codeSentTo(trip.phone);
    advance(31_000);
    await sendCode(trip.id);
    const second = await codeSentTo(trip.phone);
    if (first !== second) {
      expect((await confirm(trip.id, first)).status).toBe(400);
    }
    expect((await confirm(trip.id, second)).status).toBe(200);
  });

  it("refuses a code when none was asked for", async () => {
    const trip = await newTrip();
    const res = await confirm(trip.id, "123456");
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe("phone_code_not_requested");
  });

  it("refuses a code that is not six digits before checking anything", async () => {
    const trip = await newTrip();
    const res = await confirm(trip.id, "12ab");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Enter the 6-digit code from the text.");
  });

  it("does not verify a number changed after its code was sent", async () => {
    const trip = await newTrip();
    await sendCode(trip.id);
    const code = await codeSentTo(trip.phone);
    await services.trips.updateContact(owner.user, trip.id, {
      isd_code: "+91",
      phone_no: String(++phoneNo),
    });
    const res = await confirm(trip.id, code);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).code).toBe("phone_code_not_requested");
    expect(await numberVerified(trip.id)).toBe(false);
  });
});

describe("the limits on sending codes", () => {
  it("waits 30 seconds between two codes, and says how long", async () => {
    const trip = await newTrip();
    expect((await sendCode(trip.id)).status).toBe(201);
    advance(10_000);
    const res = await sendCode(trip.id);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("20");
    expect(await errorOf(res)).toMatchObject({
      code: "phone_code_resend_too_soon",
      message: "A code was just sent. You can ask for another in 20 seconds.",
    });
    advance(20_000);
    expect((await sendCode(trip.id)).status).toBe(201);
  });

  it("sends a number at most three codes in 15 minutes, across the owner's requests", async () => {
    const trip = await newTrip();
    // A second request of the same traveller on the same number shares the number's limit.
    const twin = await services.trips.create(owner.user, {
      ...KERALA_FAMILY_TRIP,
      phone_no: trip.phone.slice(4),
    });
    expect((await sendCode(trip.id)).status).toBe(201);
    advance(60_000);
    expect((await sendCode(twin.id)).status).toBe(201);
    advance(60_000);
    expect((await sendCode(trip.id)).status).toBe(201);
    advance(60_000);
    const res = await sendCode(twin.id);
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toMatchObject({
      code: "phone_code_limit",
      message: "Too many codes were sent to this number. Try again in 12 minutes.",
    });
    advance(12 * 60_000);
    expect((await sendCode(twin.id)).status).toBe(201);
  });
});

describe("who may verify", () => {
  it("answers another traveller's request as if it did not exist", async () => {
    const trip = await newTrip();
    const other = await signedInUser(app, services, "traveller", "otp-other");
    for (const res of [
      await sendCode(trip.id, other.cookie),
      await confirm(trip.id, "123456", other.cookie),
      await app.request(path(trip.id), { headers: { cookie: other.cookie } }),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("trip_not_found");
    }
    expect((await sms.list(50)).some((m) => m.to === trip.phone)).toBe(false);
  });

  it("refuses staff, who may read the request but not verify its number", async () => {
    const trip = await newTrip();
    const ops = await signedInUser(app, services, "ops", "otp-ops");
    const res = await sendCode(trip.id, ops.cookie);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("trip_action_forbidden");
  });

  it("refuses staff viewing as the traveller: the view is read-only", async () => {
    const trip = await newTrip();
    const ops = await signedInUser(app, services, "ops", "otp-view");
    const { setCookies } = await services.accounts.viewAs.start(ops.user, owner.user, trip.id);
    const cookie = [ops.cookie, ...setCookies.map((c) => c.split(";")[0])].join("; ");
    for (const res of [await sendCode(trip.id, cookie), await confirm(trip.id, "123456", cookie)]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("viewing_as_customer");
    }
    expect((await sms.list(50)).some((m) => m.to === trip.phone)).toBe(false);
  });

  it("refuses anyone not signed in", async () => {
    const trip = await newTrip();
    for (const res of [await sendCode(trip.id, null), await confirm(trip.id, "123456", null)]) {
      expect(res.status).toBe(401);
    }
  });
});

describe("a text that cannot be sent", () => {
  it("answers 503 and does not count the code against the number", async () => {
    const failing = createTestServices(
      database.db,
      {},
      {
        now: () => clock,
        sms: {
          send: async () => {
            throw new Error("provider down");
          },
        },
      },
    ).services;
    const failingApp = createTestApp(database, failing);
    const trip = await newTrip();
    const res = await failingApp.request(path(trip.id), {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
    });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe("sms_not_sent");
    // Withdrawn: the working gateway may send at once, no resend wait.
    expect((await sendCode(trip.id)).status).toBe(201);
  });
});
