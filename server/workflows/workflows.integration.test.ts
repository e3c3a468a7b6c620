import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import { travelMonthOptions } from "../../common/trips";
import { authenticatedUser } from "../testing/authenticated-user";
import { silentLogger } from "../testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { claimTripDraft } from "./claim-trip-draft";
import { requestTripAsGuest } from "./request-trip-as-guest";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let outbox: ReturnType<typeof createTestServices>["outbox"];
let counter = 0;
const PASSWORD = "Chilika#Lagoon7";

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services, outbox } = createTestServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

async function traveller(): Promise<AuthenticatedUser> {
  const email = `flow.${++counter}.${Date.now()}@test.example`;
  const id = await services.accounts.createVerifiedUser({
    name: "Asha Rao",
    email,
    password: PASSWORD,
    role: "traveller",
  });
  return authenticatedUser({ id, email, role: "traveller", firstName: "Asha", lastName: "Rao" });
}

const draftValues = () => ({
  to_loc: ["Kerala"],
  month: travelMonthOptions(new Date())[1]?.value ?? "nd",
  durations: ["4-6"],
  adults: "2",
  isd_code: "+91",
  phone_no: "9812345678",
});
const input = () => ({
  to_loc: ["Kerala"],
  month: travelMonthOptions(new Date())[1]?.value ?? "nd",
  durations: ["4-6" as const],
  trip_type: "family" as const,
  adults: 2,
  children: 0,
  isd_code: "+91",
  phone_no: "9812345678",
});
const meta = { headers: new Headers(), ip: "198.51.100.7" };
const deps = () => ({ trips: services.trips, logger: silentLogger });

describe("claim-trip-draft", () => {
  it("turns a draft into exactly one request under 8 concurrent claims", async () => {
    const user = await traveller();
    const token = await services.trips.saveDraft(user.email, draftValues());
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimTripDraft(deps(), user, token)),
    );
    const ids = new Set(claims.map((c) => (c.kind === "claimed" ? c.tripId : null)));
    expect([...ids]).toHaveLength(1);
    expect([...ids][0]).toEqual(expect.any(Number));
    expect(await services.trips.listOwn(user)).toHaveLength(1);
    // Following the link again later lands on the same request.
    expect(await claimTripDraft(deps(), user, token)).toEqual(claims[0]);
    expect(await services.trips.listOwn(user)).toHaveLength(1);
  });

  it("reopens the form for another account's draft and for an unknown token", async () => {
    const owner = await traveller();
    const other = await traveller();
    const token = await services.trips.saveDraft(owner.email, draftValues());
    expect(await claimTripDraft(deps(), other, token)).toEqual({ kind: "reopen" });
    expect(await claimTripDraft(deps(), owner, "no-such-token")).toEqual({ kind: "reopen" });
    expect(await services.trips.listOwn(other)).toHaveLength(0);
  });
});

describe("request-trip-as-guest", () => {
  it("creates one request for 3 submits of one form token, and one per new token", async () => {
    const user = await traveller();
    const sender = { mode: "signed_in" as const, user, input: input() };
    const formToken = crypto.randomUUID();
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(await requestTripAsGuest(services, sender, { meta, formToken }));
    }
    expect(new Set(outcomes.map((o) => (o.kind === "created" ? o.tripId : 0))).size).toBe(1);
    expect(await services.trips.listOwn(user)).toHaveLength(1);
    await requestTripAsGuest(services, sender, { meta, formToken: crypto.randomUUID() });
    expect(await services.trips.listOwn(user)).toHaveLength(2);
  });

  it("creates one request for a double click (two concurrent submits)", async () => {
    const user = await traveller();
    const sender = { mode: "signed_in" as const, user, input: input() };
    const formToken = crypto.randomUUID();
    const [a, b] = await Promise.all([
      requestTripAsGuest(services, sender, { meta, formToken }),
      requestTripAsGuest(services, sender, { meta, formToken }),
    ]);
    expect(a).toEqual(b);
    expect(await services.trips.listOwn(user)).toHaveLength(1);
  });

  it("signs a guest in and makes the request at once", async () => {
    const user = await traveller();
    const outcome = await requestTripAsGuest(
      services,
      {
        mode: "sign_in",
        input: {
          ...input(),
          account_mode: "sign_in",
          login_email: user.email,
          login_password: PASSWORD,
        },
      },
      { meta, formToken: crypto.randomUUID() },
    );
    expect(outcome).toMatchObject({ kind: "created", setCookies: [expect.any(String)] });
    expect(await services.trips.listOwn(user)).toHaveLength(1);
  });

  it("keeps a signing-up guest's request as one draft and sends one mail, however often sent", async () => {
    const email = `guest.${Date.now()}@test.example`;
    const formToken = crypto.randomUUID();
    const sender = {
      mode: "sign_up" as const,
      input: {
        ...input(),
        account_mode: "sign_up" as const,
        name: "Meera Pillai",
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        tnc: true as const,
      },
      draft: draftValues(),
      draftPath: (token: string) => `/requested_trips/drafts/${token}`,
    };
    const before = (await outbox.list(1000)).length;
    const outcomes = await Promise.all([
      requestTripAsGuest(services, sender, { meta, formToken }),
      requestTripAsGuest(services, sender, { meta, formToken }),
    ]);
    outcomes.push(await requestTripAsGuest(services, sender, { meta, formToken }));
    expect(outcomes.every((o) => o.kind === "draft_saved" && o.email === email)).toBe(true);
    expect((await outbox.list(1000)).length - before).toBe(1);
  });
});
