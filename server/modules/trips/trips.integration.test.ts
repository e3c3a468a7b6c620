import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { travelMonthOptions } from "../../../common/trips";
import type { createApp } from "../../app";
import { int8, rowsOf } from "../../lib/sql-rows";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
const PASSWORD = "Chilika#Lagoon7";
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
  app = createTestApp(database, services, {
    clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.9",
  });
});
afterAll(async () => {
  await database?.close();
});

function call(method: string, path: string, body?: unknown, cookie = "") {
  return app.request(path, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function signedIn(role: "traveller" | "agent" | "ops" | "admin" = "traveller") {
  const email = `trips.${role}.${++counter}.${Date.now()}@test.example`;
  await services.accounts.createVerifiedUser({ name: "Asha Rao", email, password: PASSWORD, role });
  const res = await call("POST", "/browsing/v1/users/sign_in", { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const month = () => travelMonthOptions(new Date())[1]?.value ?? "nd";
const validTrip = () => ({
  to_loc: ["Kerala"],
  from_loc: "Delhi",
  month: month(),
  durations: ["4-6"],
  trip_type: "family",
  adults: 2,
  children: 1,
  budget: 40000,
  isd_code: "+91",
  phone_no: "9812345678",
  utm_source: "newsletter",
});

async function createTrip(cookie: string, body: Record<string, unknown> = validTrip()) {
  const res = await call("POST", "/bookings/v1/requested_trips", body, cookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as { requested_trip: { id: number } }).requested_trip;
}

async function fieldsOf(res: Response): Promise<Record<string, string>> {
  const body = (await res.json()) as { errors: { field?: string; message: string }[] };
  return Object.fromEntries(body.errors.map((e) => [e.field ?? "(form)", e.message]));
}

describe("creating a request", () => {
  it("creates an Active request owned by the traveller, shown first on the dashboard", async () => {
    const cookie = await signedIn();
    const res = await call("POST", "/bookings/v1/requested_trips", validTrip(), cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      requested_trip: Record<string, unknown>;
      redirect_url: string;
    };
    expect(body.requested_trip).toMatchObject({
      status: "Active",
      to_loc: ["Kerala"],
      quotes_count: 0,
      booking_status_label: "Awaiting quotes",
      number_verified: false,
      missing_preferences: true,
      can_cancel: true,
      can_reactivate: false,
    });
    expect(body.redirect_url).toBe(`/requested_trips/${body.requested_trip.id}`);
    const current = await call("GET", "/browsing/v1/users/current", undefined, cookie);
    const { user } = (await current.json()) as { user: { latest_active_trip: number } };
    expect(user.latest_active_trip).toBe(body.requested_trip.id);
  });

  it("answers 401 to a visitor and 403 to an agent", async () => {
    expect((await call("POST", "/bookings/v1/requested_trips", validTrip())).status).toBe(401);
    const agent = await signedIn("agent");
    expect((await call("POST", "/bookings/v1/requested_trips", validTrip(), agent)).status).toBe(
      403,
    );
  });

  it.each([
    [{ to_loc: [] }, "to_loc", "required"],
    [{ phone_no: "12ab" }, "phone_no", "Phone number not valid"],
    [{ phone_no: "1234" }, "phone_no", "Phone number not valid"],
    [{ phone_no: "" }, "phone_no", "required"],
    [
      { durations: ["nd", "4-6"] },
      "durations",
      "Not decided cannot be combined with other durations",
    ],
    [{ durations: ["2-5"] }, "durations.0", "not valid"],
    [{ month: "2020-01" }, "month", "not valid"],
    [{ month: "soon" }, "month", "not valid"],
    [{ adults: 0 }, "adults", "not valid"],
    [{ adults: "two" }, "adults", "not valid"],
    [{ trip_type: "business" }, "trip_type", "not valid"],
    [{ isd_code: "+999" }, "isd_code", "not valid"],
    [{ budget: 5 }, "budget", "not valid"],
    [{ start_date: "2026-02-30" }, "start_date", "Invalid Date"],
    [{ package_id: 99999999 }, "package_id", "not valid"],
    [{ to_loc: ["x".repeat(500)] }, "to_loc.0", "not valid"],
  ])("refuses %j with a field error", async (patch, field, message) => {
    const cookie = await signedIn();
    const res = await call(
      "POST",
      "/bookings/v1/requested_trips",
      { ...validTrip(), ...patch },
      cookie,
    );
    expect(res.status).toBe(400);
    expect((await fieldsOf(res))[field]).toBe(message);
  });

  it("never answers 5xx to malformed bodies", async () => {
    const cookie = await signedIn();
    for (const body of ["{", "null", "[]", '"x"', JSON.stringify({ to_loc: { a: 1 } })]) {
      const res = await call("POST", "/bookings/v1/requested_trips", body, cookie);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
  });

  it("creates a dated request from the weekend form with adults defaulting to 1", async () => {
    const cookie = await signedIn();
    const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await call(
      "POST",
      "/bookings/v1/requested_trips/weekend",
      {
        requested_trip: {
          to_loc: "Rishikesh",
          from_loc: "Delhi",
          start_date: startDate,
          phone_no: "9812345678",
          trip_days: 2,
          get_redirect_url: "true",
        },
      },
      cookie,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      requested_trip: Record<string, unknown>;
      redirect_url: string;
    };
    expect(body.requested_trip).toMatchObject({
      adults: 1,
      start_date: startDate,
      durations: ["1-3"],
    });
    expect(body.redirect_url).toMatch(/^\/requested_trips\/\d+$/);
  });
});

describe("owner-only access", () => {
  it("hides another traveller's request behind a 404 on every route", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const { id } = await createTrip(owner);
    const attempts: [string, string, unknown][] = [
      ["GET", `/bookings/v1/requested_trips/${id}`, undefined],
      ["PUT", `/bookings/v1/requested_trips/${id}`, validTrip()],
      ["GET", `/bookings/v1/requested_trips/${id}/preferences`, undefined],
      ["PUT", `/bookings/v1/requested_trips/${id}/preferences`, { hotels: "4" }],
      ["POST", `/bookings/v1/requested_trips/${id}/request_call_back`, {}],
      ["POST", `/bookings/v1/requested_trips/${id}/cancel_request`, {}],
      ["POST", `/bookings/v1/requested_trips/${id}/reactivate_request`, undefined],
      ["POST", `/bookings/v1/requested_trips/${id}/trip_feedbacks`, { rating: 5 }],
      ["GET", `/bookings/v1/requested_trips/${id}/documents`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, body, stranger);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await call(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    const list = await call("GET", "/bookings/v1/requested_trips", undefined, stranger);
    expect(((await list.json()) as { requested_trips: unknown[] }).requested_trips).toEqual([]);
  });

  it("lets operations staff read any request", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const ops = await signedIn("ops");
    expect((await call("GET", `/bookings/v1/requested_trips/${id}`, undefined, ops)).status).toBe(
      200,
    );
  });

  it("answers 400, not 5xx, to ids that are not numbers", async () => {
    const cookie = await signedIn();
    for (const id of ["abc", "-1", "0", "99999999999"]) {
      const res = await call("GET", `/bookings/v1/requested_trips/${id}`, undefined, cookie);
      expect(res.status, id).toBe(400);
    }
  });
});

describe("cancel and reactivate", () => {
  it("cancels with the preselected reason and its default, then reactivates", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    const cancelled = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/cancel_request`,
      {},
      cookie,
    );
    expect(cancelled.status).toBe(200);
    const body = (await cancelled.json()) as {
      requested_trip: Record<string, unknown> & { cancellation: Record<string, unknown> };
      message: string;
    };
    expect(body.message).toBe("Your request has been cancelled");
    expect(body.requested_trip).toMatchObject({
      status: "Cancelled",
      can_cancel: false,
      can_reactivate: true,
    });
    expect(body.requested_trip.cancellation).toMatchObject({
      cancelReason: "Going but not booking with Triphive",
      reason: "Have better offer/services from some other agent.",
      reasonCode: "Misc",
      previousStatus: "Active",
    });
    // Cancelling twice is refused by the status table.
    const again = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/cancel_request`,
      {},
      cookie,
    );
    expect(again.status).toBe(409);
    // A closed request takes no callback.
    const callback = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/request_call_back`,
      {},
      cookie,
    );
    expect(callback.status).toBe(409);

    const reactivated = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/reactivate_request`,
      undefined,
      cookie,
    );
    expect(reactivated.status).toBe(200);
    const after = (await reactivated.json()) as {
      requested_trip: { status: string };
      message: string;
    };
    expect(after).toMatchObject({
      requested_trip: { status: "Active" },
      message: "Your request has been reactivated",
    });
    const twice = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/reactivate_request`,
      undefined,
      cookie,
    );
    expect(twice.status).toBe(409);
  });

  it("records the chosen sub-reason and booking type, and refuses one from another group", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    const bad = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/cancel_request`,
      { cancel_reason: "Not going, cancel my plan", reason0: "Need lower budget." },
      cookie,
    );
    expect(bad.status).toBe(400);
    const unknownMain = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/cancel_request`,
      { cancel_reason: "Bored" },
      cookie,
    );
    expect(unknownMain.status).toBe(400);
    const ok = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/cancel_request`,
      {
        cancel_reason: "Going but not booking with Triphive",
        reason2: "Booking it myself.",
        bookcompleteTrip: "false",
      },
      cookie,
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { requested_trip: { cancellation: Record<string, unknown> } };
    expect(body.requested_trip.cancellation).toMatchObject({
      reasonCode: "BookedSelf",
      bookCompleteTrip: false,
    });
  });
});

describe("the postponed reason (accounts §4, decision 0182)", () => {
  const postponed = { cancel_reason: "Not going, cancel my plan", reason0: "Postponed my trip." };
  const cancel = (id: number, body: unknown, cookie: string) =>
    call("POST", `/bookings/v1/requested_trips/${id}/cancel_request`, body, cookie);
  const reactivate = (id: number, cookie: string) =>
    call("POST", `/bookings/v1/requested_trips/${id}/reactivate_request`, undefined, cookie);

  it("parks the trip as Postponed, shows Reactivate, and reactivates it", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    const res = await cancel(id, postponed, cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      requested_trip: Record<string, unknown> & { cancellation: Record<string, unknown> };
    };
    expect(body.requested_trip).toMatchObject({
      status: "Postponed",
      can_cancel: false,
      can_reactivate: true,
    });
    expect(body.requested_trip.cancellation).toMatchObject({
      reasonCode: "Postponed",
      reason: "Postponed my trip.",
      previousStatus: "Active",
    });
    // A postponed request is parked: no second cancel, no callback.
    const again = await cancel(id, {}, cookie);
    expect(again.status).toBe(409);
    const reactivated = await reactivate(id, cookie);
    expect(reactivated.status).toBe(200);
    expect(await reactivated.json()).toMatchObject({ requested_trip: { status: "Active" } });
  });

  it("keeps Cancelled for every other reason of the same group", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    const res = await cancel(
      id,
      { cancel_reason: "Not going, cancel my plan", reason0: "Going somewhere else." },
      cookie,
    );
    expect(await res.json()).toMatchObject({ requested_trip: { status: "Cancelled" } });
  });

  it("lets ops record the postponed reason for a traveller, but no stranger", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    const stranger = await cancel(id, postponed, await signedIn());
    expect(stranger.status).toBe(404);
    const ops = await cancel(id, postponed, await signedIn("ops"));
    expect(await ops.json()).toMatchObject({ requested_trip: { status: "Postponed" } });
  });
});

describe("editing a request keeps what the edit does not change (decision 0182)", () => {
  async function packageId(): Promise<number> {
    const rows = await database.db.execute(sql`select id from packages limit 1`);
    const id = rowsOf(rows, z.object({ id: int8 }))[0]?.id;
    if (id === undefined) throw new Error("the small seed has no package");
    return Number(id);
  }
  const startDate = () => `${month()}-10`;

  it("stores the duration the traveller picked, not a package's length outside it", async () => {
    const cookie = await signedIn();
    const pkg = await packageId();
    // From a package page of 2 days: the form carries trip_days=2, the traveller ticks 7-9.
    const trip = (await createTrip(cookie, {
      ...validTrip(),
      package_id: pkg,
      trip_days: 2,
      durations: ["7-9"],
    })) as { id: number } & Record<string, unknown>;
    expect(trip).toMatchObject({ durations: ["7-9"], trip_days: null });
    // Days inside the picked duration stay exact.
    const inside = (await createTrip(cookie, {
      ...validTrip(),
      trip_days: 8,
      durations: ["7-9"],
    })) as Record<string, unknown>;
    expect(inside).toMatchObject({ durations: ["7-9"], trip_days: 8 });
  });

  it("keeps the start date, package and days through an edit that leaves them out", async () => {
    const cookie = await signedIn();
    const pkg = await packageId();
    const { id } = await createTrip(cookie, {
      ...validTrip(),
      start_date: startDate(),
      package_id: pkg,
      trip_days: 8,
      durations: ["7-9"],
    });
    const { utm_source: _, ...fields } = validTrip();
    const edited = await call(
      "PUT",
      `/bookings/v1/requested_trips/${id}`,
      { ...fields, durations: ["7-9"], adults: 3 },
      cookie,
    );
    expect(edited.status).toBe(200);
    const body = (await edited.json()) as { requested_trip: Record<string, unknown> };
    expect(body.requested_trip).toMatchObject({
      adults: 3,
      start_date: startDate(),
      durations: ["7-9"],
      trip_days: 8,
    });
    expect(body.requested_trip.package).not.toBeNull();

    // Another duration drops the days; another month drops the start date the edit moved away from.
    const other = travelMonthOptions(new Date())[2]?.value ?? "nd";
    const moved = await call(
      "PUT",
      `/bookings/v1/requested_trips/${id}`,
      { ...fields, month: other, durations: ["10-12"] },
      cookie,
    );
    const after = (await moved.json()) as { requested_trip: Record<string, unknown> };
    expect(after.requested_trip).toMatchObject({
      durations: ["10-12"],
      trip_days: null,
      start_date: null,
    });
    expect(after.requested_trip.package).not.toBeNull();
  });
});

describe("preferences, callback, feedback", () => {
  it("stays missing preferences until Booked with all of them set (spec rule)", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    const res = await call(
      "PUT",
      `/bookings/v1/requested_trips/${id}/preferences`,
      { hotels: "4", flights: "required", cabs: "private", budget: 55000 },
      cookie,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { requested_trip: Record<string, unknown> };
    expect(body.requested_trip).toMatchObject({
      exclusive_preferences_values: { hotels: "4", flights: "required", cabs: "private" },
      budget: 55000,
      missing_preferences: true,
    });
    const bad = await call(
      "PUT",
      `/bookings/v1/requested_trips/${id}/preferences`,
      { hotels: "7" },
      cookie,
    );
    expect(bad.status).toBe(400);
    expect((await fieldsOf(bad)).hotels).toBe("not valid");
  });

  it("takes a callback without a reason as request_cta_4 and limits repeats", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    const res = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/request_call_back`,
      {},
      cookie,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: "Thank you for requesting a callback." });
    const bad = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/request_call_back`,
      { option: "call_me_now" },
      cookie,
    );
    expect(bad.status).toBe(400);
    // LIMITS.callbackPerTrip is 3 an hour: the first above, these two, then a refusal.
    for (const option of ["request_cta_1", "request_cta_2"]) {
      const res = await call(
        "POST",
        `/bookings/v1/requested_trips/${id}/request_call_back`,
        { option },
        cookie,
      );
      expect(res.status, option).toBe(201);
    }
    const limited = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/request_call_back`,
      {},
      cookie,
    );
    expect(limited.status).toBe(429);
  });

  it("does not spend the traveller's callback quota on staff requests", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const ops = await signedIn("ops");
    const path = `/bookings/v1/requested_trips/${id}/request_call_back`;
    // Whether staff may ask at all is the permission table's call; either way it is not the owner's.
    for (let i = 0; i < 4; i++)
      expect((await call("POST", path, {}, ops)).status).toBeLessThan(500);
    for (let i = 1; i <= 3; i++)
      expect((await call("POST", path, {}, owner)).status, `#${i}`).toBe(201);
    expect((await call("POST", path, {}, owner)).status).toBe(429);
  });

  it("checks feedback ratings", async () => {
    const cookie = await signedIn();
    const { id } = await createTrip(cookie);
    for (const rating of [0, 6, "x", 2.5]) {
      const res = await call(
        "POST",
        `/bookings/v1/requested_trips/${id}/trip_feedbacks`,
        { rating },
        cookie,
      );
      expect(res.status, String(rating)).toBe(400);
    }
    const ok = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/trip_feedbacks`,
      { rating: 4, comment: "Quick replies" },
      cookie,
    );
    expect(ok.status).toBe(201);
  });
});

describe("documents", () => {
  const upload = (id: number, cookie: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set("file", new File([Buffer.from(bytes)], name));
    return app.request(`/bookings/v1/requested_trips/${id}/documents`, {
      method: "POST",
      // A same-site form post, as the browser sends it (CSRF check).
      headers: { cookie, origin: "http://localhost" },
      body: form,
    });
  };

  it("stores a PDF under a server name and lets only the trip's parties download it", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const pdf = new TextEncoder().encode("%PDF-1.4\n% passport copy\n");
    const res = await upload(id, owner, pdf, "../../etc/passport.pdf");
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: { id: number; name: string } };
    expect(document.name).not.toContain("/");
    const download = await call(
      "GET",
      `/bookings/v1/requested_trips/${id}/documents/${document.id}`,
      undefined,
      owner,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    const stranger = await signedIn();
    expect(
      (
        await call(
          "GET",
          `/bookings/v1/requested_trips/${id}/documents/${document.id}`,
          undefined,
          stranger,
        )
      ).status,
    ).toBe(404);
  });

  it("stores a display name without bidi or control characters", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const disguised = await upload(id, owner, png, "photo\u202Egnp.exe");
    expect(disguised.status).toBe(201);
    const { document } = (await disguised.json()) as { document: { id: number; name: string } };
    expect(document.name).toBe("photognp.exe");
    const blank = await upload(id, owner, png, "\u2067\u0001\u2069");
    expect(((await blank.json()) as { document: { name: string } }).document.name).toBe(
      "document.png",
    );
    const listed = await call(
      "GET",
      `/bookings/v1/requested_trips/${id}/documents`,
      undefined,
      owner,
    );
    const names = ((await listed.json()) as { documents: { name: string }[] }).documents;
    expect(names.map((d) => d.name).sort()).toEqual(["document.png", "photognp.exe"]);
  });

  it("refuses files by content, not by name, and empty or missing files", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const html = await upload(
      id,
      owner,
      new TextEncoder().encode("<script>alert(1)</script>"),
      "ticket.pdf",
    );
    expect(html.status).toBe(400);
    expect((await fieldsOf(html)).file).toBe("Upload a PDF, JPEG or PNG file.");
    const empty = await upload(id, owner, new Uint8Array(), "empty.pdf");
    expect(empty.status).toBe(400);
    const none = await app.request(`/bookings/v1/requested_trips/${id}/documents`, {
      method: "POST",
      headers: { cookie: owner, "content-type": "application/json" },
      body: "{}",
    });
    expect(none.status).toBe(400);
  });

  it("refuses a file over 5 MB", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode("%PDF-"));
    const res = await upload(id, owner, big, "big.pdf");
    expect(res.status).toBe(400);
    expect((await fieldsOf(res)).file).toBe("The file is larger than 5 MB.");
  });
});

describe("nurture links", () => {
  it("opens only the trip its two keys name, without a login", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const user = await services.accounts.currentUser(new Headers({ cookie: owner }));
    if (!user) throw new Error("not signed in");
    const keys = await services.trips.nurtureKeysOf(user, id);
    const ok = await call(
      "GET",
      `/bookings/v1/requested_trips/${keys.uniqueKey}/nurture/${keys.secretKey}`,
    );
    expect(ok.status).toBe(200);
    const { requested_trip } = (await ok.json()) as { requested_trip: Record<string, unknown> };
    // Only what the nurture page needs: a forwarded link shows no phone, comments or cancellation.
    expect(Object.keys(requested_trip).sort()).toEqual([
      "adults",
      "booking_status_label",
      "budget",
      "budget_currency",
      "children",
      "exclusive_preferences_values",
      "to_loc",
      "travel_month_label",
    ]);
    expect(requested_trip).toMatchObject({
      to_loc: ["Kerala"],
      adults: 2,
      budget: 40000,
      budget_currency: "INR",
    });
    const wrong = await call(
      "GET",
      `/bookings/v1/requested_trips/${keys.uniqueKey}/nurture/${keys.secretKey}x`,
    );
    expect(wrong.status).toBe(404);
    const saved = await call(
      "PUT",
      `/bookings/v1/requested_trips/${keys.uniqueKey}/nurture/${keys.secretKey}`,
      { cabs: "shared" },
    );
    expect(saved.status).toBe(200);
    const after = (await saved.json()) as { requested_trip: Record<string, unknown> };
    expect(after.requested_trip).not.toHaveProperty("phone_no");
    expect(after.requested_trip).toMatchObject({
      exclusive_preferences_values: { cabs: "shared" },
    });
  });
});

describe("staff on a traveller's request (permission table, decision 0060)", () => {
  const pdfUpload = (id: number, cookie: string) => {
    const form = new FormData();
    form.set("file", new File([Buffer.from("%PDF-1.4\n% staff\n")], "staff.pdf"));
    return app.request(`/bookings/v1/requested_trips/${id}/documents`, {
      method: "POST",
      headers: { cookie, origin: "http://localhost" },
      body: form,
    });
  };

  it("refuses the traveller's own writes to ops and admin, allows and logs the rest", async () => {
    const { requestedTripEvents } = await import("./trips.schema");
    const { eq } = await import("drizzle-orm");
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const base = `/bookings/v1/requested_trips/${id}`;
    const refused: [string, string, unknown][] = [
      ["PUT", base, validTrip()],
      ["POST", `${base}/update_user_details`, { isd_code: "+91", phone_no: "9000000001" }],
      ["POST", `${base}/request_call_back`, {}],
      ["POST", `${base}/trip_feedbacks`, { rating: 1, comment: "by staff" }],
    ];
    const allowed: [string, string, unknown][] = [
      ["PUT", `${base}/preferences`, { hotels: "4" }],
      ["POST", `${base}/preferences`, { cabs: "shared" }],
      ["POST", `${base}/cancel_request`, {}],
      ["POST", `${base}/reactivate_request`, undefined],
    ];
    const counts = { refused: 0, allowed: 0 };
    for (const role of ["ops", "admin"] as const) {
      const staff = await signedIn(role);
      for (const [method, path, body] of refused) {
        const res = await call(method, path, body, staff);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        counts.refused++;
      }
      const upload = await pdfUpload(id, staff);
      expect(upload.status, `${role} upload`).toBe(403);
      counts.refused++;
      for (const [method, path, body] of allowed) {
        const res = await call(method, path, body, staff);
        expect(res.status, `${role} ${method} ${path}`).toBeLessThan(300);
        counts.allowed++;
      }
    }
    expect(counts).toEqual({ refused: 10, allowed: 8 });

    const trip = await call("GET", base, undefined, owner);
    const { requested_trip } = (await trip.json()) as { requested_trip: Record<string, unknown> };
    // Nothing the traveller wrote changed.
    expect(requested_trip).toMatchObject({ phone_no: "9812345678", status: "Active" });
    expect(await services.trips.feedbackOf(await userOf(owner), id)).toBeNull();

    const events = await database.db
      .select()
      .from(requestedTripEvents)
      .where(eq(requestedTripEvents.tripId, id))
      .orderBy(requestedTripEvents.id);
    const staffEvents = events.filter((e) => e.actorRole !== "traveller");
    expect(staffEvents.map((e) => `${e.actorRole}:${e.event}`)).toEqual([
      "ops:preferences",
      "ops:preferences",
      "ops:cancel",
      "ops:reactivate",
      "admin:preferences",
      "admin:preferences",
      "admin:cancel",
      "admin:reactivate",
    ]);
    const ownerId = (await userOf(owner)).id;
    expect(staffEvents.every((e) => e.actorId && e.actorId !== ownerId)).toBe(true);
  });

  it("keeps agents away from the request with a 404", async () => {
    const owner = await signedIn();
    const { id } = await createTrip(owner);
    const agent = await signedIn("agent");
    for (const [method, path, body] of [
      ["GET", `/bookings/v1/requested_trips/${id}`, undefined],
      ["PUT", `/bookings/v1/requested_trips/${id}/preferences`, { hotels: "4" }],
      ["POST", `/bookings/v1/requested_trips/${id}/cancel_request`, {}],
    ] as const) {
      expect((await call(method, path, body, agent)).status, `${method} ${path}`).toBe(404);
    }
  });
});

async function userOf(cookie: string) {
  const user = await services.accounts.currentUser(new Headers({ cookie }));
  if (!user) throw new Error("not signed in");
  return user;
}

describe("claiming a guest's draft through the API", () => {
  it("answers the same request to every claim, and 404 to another account", async () => {
    const owner = await signedIn();
    const draft = { ...validTrip(), to_loc: ["Goa"], adults: "2" };
    const token = await services.trips.saveDraft((await userOf(owner)).email, draft);
    const path = `/bookings/v1/requested_trips/drafts/${token}`;
    const stranger = await signedIn();
    expect((await call("POST", path, undefined, stranger)).status).toBe(404);
    const first = await call("POST", path, undefined, owner);
    expect(first.status).toBe(201);
    const body = (await first.json()) as { requested_trip_id: number; redirect_url: string };
    expect(body.redirect_url).toBe(`/requested_trips/${body.requested_trip_id}`);
    const again = await call("POST", path, undefined, owner);
    expect(((await again.json()) as { requested_trip_id: number }).requested_trip_id).toBe(
      body.requested_trip_id,
    );
    expect((await call("POST", path)).status).toBe(401);
  });
});
