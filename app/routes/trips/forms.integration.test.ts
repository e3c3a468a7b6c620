import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_TOKEN_FIELD } from "../../../common/form-token";
import type { AuthenticatedUser } from "../../../common/roles";
import { travelMonthOptions } from "../../../common/trips";
import { authenticatedUser } from "../../../server/testing/authenticated-user";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import { action as customizeAction, loader as customizeLoader } from "./customize";
import { action as draftAction, loader as draftLoader } from "./draft";
import { action as newRequestAction, loader as newRequestLoader } from "./new-request";
import { action as weekendAction } from "./weekend-request";

// The creating page forms against a real database, called as React Router calls them: a GET
// never creates (issue 15 item 13), and a form sent twice creates once (item 12).

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

async function traveller(): Promise<AuthenticatedUser> {
  const email = `forms.${++counter}.${Date.now()}@test.example`;
  const id = await services.accounts.createVerifiedUser({
    name: "Asha Rao",
    email,
    password: "Chilika#Lagoon7",
    role: "traveller",
  });
  return authenticatedUser({ id, email, role: "traveller", firstName: "Asha", lastName: "Rao" });
}

const contextFor = (user: AuthenticatedUser | null) => loadContextFor(() => services, user);

function form(fields: Record<string, string | string[]>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  return body;
}

// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand, as React Router would
type AnyArgs = any;
const location = (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get("Location");
};
const month = () => travelMonthOptions(new Date())[1]?.value ?? "nd";

describe("the draft link", () => {
  it("creates nothing on GET, and one request for any number of POSTs", async () => {
    const user = await traveller();
    const token = await services.trips.saveDraft(user.email, {
      to_loc: ["Kerala"],
      month: month(),
      durations: ["4-6"],
      phone_no: "9812345678",
    });
    const url = `http://triphive.test/requested_trips/drafts/${token}`;
    const args = (method: string) => ({
      request: new Request(url, { method }),
      params: { token },
      context: contextFor(user),
    });
    await draftLoader(args("GET") as AnyArgs);
    await draftLoader(args("GET") as AnyArgs);
    expect(await services.trips.listOwn(user)).toHaveLength(0);

    const results = await Promise.all([1, 2, 3].map(() => draftAction(args("POST") as AnyArgs)));
    const places = new Set(results.map(location));
    expect(places.size).toBe(1);
    expect([...places][0]).toMatch(/^\/requested_trips\/\d+$/);
    expect(await services.trips.listOwn(user)).toHaveLength(1);

    // Opened again once sent, the link goes to the request: no step is left (decision 0200).
    const again = await draftLoader(args("GET") as AnyArgs).catch((thrown: unknown) => thrown);
    expect(location(again)).toBe([...places][0]);
  });
});

describe("personal data in forms (decision 0200)", () => {
  it("carries a guest's weekend phone to the full form in a cookie, never in the URL", async () => {
    const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const result = await weekendAction({
      request: new Request("http://triphive.test/requested_trips/weekend", {
        method: "POST",
        body: form({
          to_loc: "Rishikesh",
          from_loc: "Delhi",
          start_date: startDate,
          phone_no: "9812345678",
          trip_days: "2",
          [FORM_TOKEN_FIELD]: crypto.randomUUID(),
        }),
      }),
      context: contextFor(null),
    } as AnyArgs);
    const next = location(result) ?? "";
    expect(next).toMatch(/^\/requested_trips\/new\?/);
    expect(next).not.toContain("9812345678");
    expect(next).not.toContain("phone");
    const cookie = (result as Response).headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^triphive\.carried_phone=9812345678;.*Max-Age=600;.*HttpOnly/);

    const full = await newRequestLoader({
      request: new Request(`http://triphive.test${next}`, {
        headers: { cookie: cookie.split(";")[0] ?? "" },
      }),
      context: contextFor(null),
    } as AnyArgs);
    expect(full.defaults.phone_no).toBe("9812345678");
    expect(full.defaults.to_loc).toEqual(["Rishikesh"]);
  });

  it("ignores a phone put in the URL, and a carried cookie that is not a phone", async () => {
    const full = await newRequestLoader({
      request: new Request("http://triphive.test/requested_trips/new?phone_no=9812345678", {
        headers: { cookie: "triphive.carried_phone=%3Cscript%3E" },
      }),
      context: contextFor(null),
    } as AnyArgs);
    expect(full.defaults.phone_no).toBeUndefined();
  });

  it("pre-fills a signed-in traveller's phone on a new request", async () => {
    const email = `forms.phone.${++counter}.${Date.now()}@test.example`;
    const id = await services.accounts.createVerifiedUser({
      name: "Ravi Menon",
      email,
      password: "Chilika#Lagoon7",
      role: "traveller",
      phoneNo: "9847012345",
    });
    const user = authenticatedUser({
      id,
      email,
      role: "traveller",
      firstName: "Ravi",
      lastName: "Menon",
    });
    const full = await newRequestLoader({
      request: new Request("http://triphive.test/requested_trips/new?destination=kerala"),
      context: contextFor(user),
    } as AnyArgs);
    expect(full.defaults.phone_no).toBe("9847012345");
    expect(full.defaults.isd_code).toBe("+91");

    const without = await newRequestLoader({
      request: new Request("http://triphive.test/requested_trips/new"),
      context: contextFor(await traveller()),
    } as AnyArgs);
    expect(without.defaults.phone_no).toBeUndefined();
  });
});

describe("creating forms sent twice", () => {
  it("renders a fresh token in the request form each time", async () => {
    const request = new Request("http://triphive.test/requested_trips/new");
    const first = await newRequestLoader({ request, context: contextFor(null) } as AnyArgs);
    const second = await newRequestLoader({ request, context: contextFor(null) } as AnyArgs);
    expect(first.formToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.formToken).not.toBe(second.formToken);
  });

  it("sends the second submit of the request form to the request the first created", async () => {
    const user = await traveller();
    const fields = {
      to_loc: "Kerala",
      month: month(),
      durations: "4-6",
      adults: "2",
      isd_code: "+91",
      phone_no: "9812345678",
      [FORM_TOKEN_FIELD]: crypto.randomUUID(),
    };
    const send = () =>
      newRequestAction({
        request: new Request("http://triphive.test/requested_trips/new", {
          method: "POST",
          body: form(fields),
        }),
        context: contextFor(user),
      } as AnyArgs);
    const first = location(await send());
    expect(first).toMatch(/^\/requested_trips\/\d+$/);
    expect(location(await send())).toBe(first);
    expect(await services.trips.listOwn(user)).toHaveLength(1);
  });

  it("does the same for the weekend form", async () => {
    const user = await traveller();
    const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const fields = {
      to_loc: "Rishikesh",
      from_loc: "Delhi",
      start_date: startDate,
      phone_no: "9812345678",
      trip_days: "2",
      [FORM_TOKEN_FIELD]: crypto.randomUUID(),
    };
    const send = () =>
      weekendAction({
        request: new Request("http://triphive.test/requested_trips/weekend", {
          method: "POST",
          body: form(fields),
        }),
        context: contextFor(user),
      } as AnyArgs);
    const [a, b] = await Promise.all([send(), send()]);
    expect(location(a)).toBe(location(b));
    expect(location(await send())).toBe(location(a));
    expect(await services.trips.listOwn(user)).toHaveLength(1);
  });
});

describe("the customize_new page (decision 0182)", () => {
  it("keeps the start date, the picked duration and the days the page's form does not change", async () => {
    const user = await traveller();
    const startDate = `${month()}-10`;
    const trip = await services.trips.create(user, {
      to_loc: ["Kerala"],
      month: month(),
      start_date: startDate,
      durations: ["7-9"],
      trip_days: 8,
      trip_type: "family",
      adults: 2,
      children: 0,
      isd_code: "+91",
      phone_no: "9812345678",
    } as never);
    const url = `http://triphive.test/requested_trips/${trip.id}/customize_new`;
    const params = { id: String(trip.id) };
    const page = await customizeLoader({
      request: new Request(url),
      params,
      context: contextFor(user),
    } as AnyArgs);
    // What the rendered form sends back: its defaults, with one field changed.
    const sent = await customizeAction({
      request: new Request(url, {
        method: "POST",
        body: form({ ...page.defaults, adults: "3" }),
      }),
      params,
      context: contextFor(user),
    } as AnyArgs);
    expect(location(sent)).toBe(`/requested_trips/${trip.id}`);
    expect(await services.trips.get(user, trip.id)).toMatchObject({
      adults: 3,
      start_date: startDate,
      durations: ["7-9"],
      trip_days: 8,
    });
  });
});
