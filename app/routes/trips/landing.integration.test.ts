import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyAttemptsFor } from "../../../common/messages";
import type { AuthenticatedUser } from "../../../common/roles";
import { travelMonthOptions } from "../../../common/trips";
import { createDbSmsOutbox } from "../../../server/sms/sms-gateway";
import { authenticatedUser } from "../../../server/testing/authenticated-user";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import { flashCookie } from "../../lib/flash.server";
import { loader as documentLoader } from "./document";
import { action, headers, loader } from "./landing";

// The request page's loader and action against a real (in-memory) database, called the way
// React Router calls them: what a form post gets back, status by status.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let counter = 0;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
});
afterAll(async () => {
  await database?.close();
});

async function traveller(): Promise<AuthenticatedUser> {
  const email = `landing.${++counter}.${Date.now()}@test.example`;
  const id = await services.accounts.createVerifiedUser({
    name: "Asha Rao",
    email,
    password: "Chilika#Lagoon7",
    role: "traveller",
  });
  return authenticatedUser({ id, email, role: "traveller", firstName: "Asha", lastName: "Rao" });
}

const contextFor = (user: AuthenticatedUser | null) => loadContextFor(() => services, user);

async function newTrip(user: AuthenticatedUser): Promise<number> {
  const trip = await services.trips.create(user, {
    to_loc: ["Kerala"],
    from_loc: "Delhi",
    month: travelMonthOptions(new Date())[1]?.value ?? "nd",
    durations: ["4-6"],
    trip_type: "family",
    adults: 2,
    children: 0,
    budget: 40000,
    isd_code: "+91",
    phone_no: "9812345678",
  });
  return trip.id;
}

type Args = Parameters<typeof loader>[0];
const url = (id: number | string) => `http://triphive.test/requested_trips/${id}`;

function load(user: AuthenticatedUser | null, id: number | string, cookie = "") {
  const request = new Request(url(id), { headers: { cookie } });
  return loader({ request, params: { id: String(id) }, context: contextFor(user) } as Args);
}

function post(user: AuthenticatedUser, id: number, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(url(id), { method: "POST", body });
  return action({ request, params: { id: String(id) }, context: contextFor(user) } as Args);
}

/** The `data()` wrapper React Router gets back from a refused form. */
function refused(result: unknown) {
  const value = result as {
    data: { intent: string; result: { error?: Record<string, string[]>; initialValue?: unknown } };
    init: { status: number; headers?: HeadersInit };
  };
  return { ...value.data, status: value.init.status, headers: new Headers(value.init.headers) };
}

function redirected(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  return response;
}

describe("the request page for staff", () => {
  it("tells the page what ops may do: read, status, preferences, no traveller's own forms", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const ops = { ...(await traveller()), role: "ops" as const };
    const result = await load(ops, id);
    expect(result.data.trip.allowed_actions).toEqual([
      "read",
      "preferences",
      "cancel",
      "reactivate",
      "postpone",
      "listDocuments",
      "downloadDocument",
      // The quiz answers and flights, read only (decision 0222).
      "readDetails",
    ]);
    // The page speaks about the traveller to staff and names the traveller's email, not theirs.
    expect(result.data.viewer).toBe("staff");
    expect(result.data.email).toBe(owner.email);
    expect((await load(owner, id)).data).toMatchObject({ viewer: "traveller", email: owner.email });
    const refused = await post(ops, id, { intent: "feedback", rating: "1" });
    expect(refused).not.toBeInstanceOf(Response);
    expect((refused as { init: { status: number } }).init.status).toBe(403);
  });
});

describe("loading the request page", () => {
  it("gives the owner the request, its documents, feedback and no toast", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const result = await load(owner, id);
    expect(result.data).toMatchObject({
      trip: { id, status: "Active", to_loc: ["Kerala"], missing_preferences: true },
      documents: [],
      feedback: null,
      toast: null,
      flash: null,
    });
  });

  it("shows a pending flash once and clears it", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const cookie = flashCookie("requestCancelled").split(";")[0] ?? "";
    const result = await load(owner, id, cookie);
    expect(result.data.toast?.message).toBe("Your request has been cancelled");
    expect(result.data.flash).toBe("requestCancelled");
    const cleared = new Headers(result.init?.headers).get("set-cookie");
    expect(cleared).toMatch(/^triphive\.flash=; .*Max-Age=0/);

    const sent = headers({
      loaderHeaders: new Headers(result.init?.headers),
      actionHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    } as Parameters<typeof headers>[0]);
    expect(sent.get("cache-control")).toBe("private, no-store");
    expect(sent.get("set-cookie")).toBe(cleared);
  });

  it("refuses another traveller, a bad id and a visitor", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    await expect(load(await traveller(), id)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load(owner, 999_999)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(load(owner, "abc")).rejects.toMatchObject({ init: { status: 404 } });
    const visitor = await load(null, id).catch((response: Response) => response);
    expect((visitor as Response).headers.get("location")).toBe(
      `/users/sign_in?next_url=${encodeURIComponent(`/requested_trips/${id}`)}`,
    );
  });
});

describe("the page's forms", () => {
  it("keeps what was typed when a field is refused, and saves good preferences", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const bad = refused(await post(owner, id, { intent: "preferences", hotels: "4", budget: "5" }));
    expect(bad.status).toBe(400);
    expect(bad.intent).toBe("preferences");
    expect(bad.result.error?.budget).toEqual(["not valid"]);
    expect(bad.result.initialValue).toMatchObject({ hotels: "4", budget: "5" });

    const ok = redirected(
      await post(owner, id, {
        intent: "preferences",
        hotels: "4",
        cabs: "private",
        budget: "65000",
      }),
    );
    expect(ok.headers.get("location")).toBe(`/requested_trips/${id}`);
    expect(ok.headers.get("set-cookie")).toContain("triphive.flash=preferencesSaved");
    expect(ok.headers.get("x-remix-replace")).toBe("true");
    const trip = await services.trips.get(owner, id);
    expect(trip.exclusive_preferences_values).toEqual({ hotels: "4", cabs: "private" });
    expect(trip.budget).toBe(65000);
  });

  it("checks the contact number with the phone rule", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const bad = refused(await post(owner, id, { intent: "contact", phone_no: "12ab" }));
    expect(bad.result.error?.phone_no).toEqual(["Phone number not valid"]);
    redirected(
      await post(owner, id, { intent: "contact", isd_code: "+44", phone_no: "7700900123" }),
    );
    expect(await services.trips.get(owner, id)).toMatchObject({
      isd_code: "+44",
      phone_no: "7700900123",
      number_verified: false,
    });
  });

  it("refuses control characters with a field error and keeps what was typed", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const typed = "Great so far\u0000 thanks";
    const reply = refused(
      await post(owner, id, { intent: "feedback", rating: "4", comment: typed }),
    );
    expect(reply.status).toBe(400);
    expect(reply.result.error?.comment).toEqual(["Contains characters that are not allowed"]);
    expect(reply.result.initialValue).toMatchObject({ rating: "4", comment: typed });
  });

  // LIMITS.callbackPerTrip is 3: exactly three callbacks an hour, the fourth is refused.
  it("takes callbacks until the limit, then answers 429 with Retry-After", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const first = redirected(await post(owner, id, { intent: "callback" }));
    expect(first.headers.get("set-cookie")).toContain("triphive.flash=callbackRequested");
    redirected(await post(owner, id, { intent: "callback", request_cta_4_reason: "Evenings" }));
    redirected(await post(owner, id, { intent: "callback", request_cta_4_reason: "Mornings" }));
    const limited = refused(await post(owner, id, { intent: "callback" }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const seconds = Number(limited.headers.get("retry-after"));
    expect(limited.result.error?.[""]).toEqual([tooManyAttemptsFor(seconds)]);
    const badOption = refused(await post(owner, id, { intent: "callback", option: "call_me" }));
    expect(badOption.result.error?.option).toEqual(["not valid"]);
  });

  it("cancels with the preselected reason's default, refuses a second cancel, reactivates", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const cancelled = redirected(await post(owner, id, { intent: "cancel" }));
    expect(cancelled.headers.get("set-cookie")).toContain("triphive.flash=requestCancelled");
    const trip = await services.trips.get(owner, id);
    expect(trip.status).toBe("Cancelled");
    expect(trip.cancellation).toMatchObject({
      cancelReason: "Going but not booking with Triphive",
      reason: "Have better offer/services from some other agent.",
      bookCompleteTrip: null,
    });

    const again = refused(await post(owner, id, { intent: "cancel" }));
    expect(again.status).toBe(409);
    expect(again.intent).toBe("cancel");

    const reactivated = redirected(await post(owner, id, { intent: "reactivate" }));
    expect(reactivated.headers.get("set-cookie")).toContain("triphive.flash=requestReactivated");
    expect((await services.trips.get(owner, id)).status).toBe("Active");
  });

  it("refuses a sub-reason that is not one of the chosen reason's", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const bad = refused(
      await post(owner, id, {
        intent: "cancel",
        cancel_reason: "Not satisfied with the current quotes",
        reason1: "Booking it myself.",
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.result.error?.reason).toEqual(["not valid"]);
    expect((await services.trips.get(owner, id)).status).toBe("Active");
  });

  it("records feedback from 1 to 5 only", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const bad = refused(await post(owner, id, { intent: "feedback", rating: "6" }));
    expect(bad.result.error?.rating).toEqual(["not valid"]);
    redirected(await post(owner, id, { intent: "feedback", rating: "4", comment: "Smooth" }));
    expect(await services.trips.feedbackOf(owner, id)).toEqual({ rating: 4, comment: "Smooth" });
  });

  it("uploads documents checked by content and serves them to the owner only", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const missing = refused(await post(owner, id, { intent: "upload" }));
    expect(missing.result.error?.file).toEqual(["required"]);
    const fake = new File(["not a pdf"], "ticket.pdf", { type: "application/pdf" });
    const wrong = refused(await post(owner, id, { intent: "upload", file: fake }));
    expect(wrong.status).toBe(400);
    expect(wrong.result.error?.file).toEqual(["Upload a PDF, JPEG or PNG file."]);

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.pdf");
    const tooLarge = refused(await post(owner, id, { intent: "upload", file: huge }));
    expect(tooLarge.result.error?.file).toEqual(["The file is larger than 5 MB."]);

    const png = new File([PNG], "passport.png", { type: "image/png" });
    redirected(await post(owner, id, { intent: "upload", file: png }));
    const [doc] = await services.trips.listDocuments(owner, id);
    expect(doc).toMatchObject({ name: "passport.png", content_type: "image/png" });

    const download = (user: AuthenticatedUser, documentId: string) =>
      documentLoader({
        request: new Request(`${url(id)}/documents/${documentId}`),
        params: { id: String(id), documentId },
        context: contextFor(user),
      } as Parameters<typeof documentLoader>[0]).catch((response: Response) => response);
    const mine = await download(owner, String(doc?.id));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await mine.arrayBuffer()).equals(PNG)).toBe(true);
    const theirs = await download(await traveller(), String(doc?.id));
    expect(theirs.status).toBe(302);
    expect(theirs.headers.get("location")).toBe("/page-not-found");
    expect((await download(owner, "x")).headers.get("location")).toBe("/page-not-found");
  });

  it("refuses an unknown intent and another traveller's request", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    await expect(post(owner, id, { intent: "delete" })).rejects.toMatchObject({
      init: { status: 400 },
    });
    const stranger = refused(await post(await traveller(), id, { intent: "callback" }));
    expect(stranger.status).toBe(404);
    expect((await services.trips.get(owner, id)).status).toBe("Active");
  });
});

describe("verifying the number on the page (decision 0236)", () => {
  it("sends a code, shows it waiting, refuses a wrong one under the field, verifies the right one", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    // A number of its own: the other tests' requests share one, and codes are limited per number.
    const phone_no = String(9700000000 + (Date.now() % 100_000_000));
    await services.trips.updateContact(owner, id, { isd_code: "+91", phone_no });
    expect((await load(owner, id)).data.phoneVerification).toEqual({
      verified: false,
      pending: null,
    });

    const sent = redirected(await post(owner, id, { intent: "send_code" }));
    expect(sent.headers.get("set-cookie")).toContain("triphive.flash=phoneCodeSent");
    expect((await load(owner, id)).data.phoneVerification).toMatchObject({
      verified: false,
      pending: { expired: false },
    });
    // A second send at once waits out the resend pause, with the message over the form.
    const tooSoon = refused(await post(owner, id, { intent: "send_code" }));
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.result.error?.[""]?.[0]).toMatch(/^A code was just sent/);

    const [text] = await createDbSmsOutbox(database.db).list(1);
    expect(text?.to).toBe(`+91 ${phone_no}`);
    const code = /\b(\d{6})\b/.exec(text?.text ?? "")?.[1] ?? "";
    const wrong = refused(
      await post(owner, id, {
        intent: "verify_code",
        code: code === "000000" ? "111111" : "000000",
      }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.result.error?.code).toEqual(["That code is not right. 4 tries left."]);
    const badShape = refused(await post(owner, id, { intent: "verify_code", code: "12" }));
    expect(badShape.result.error?.code).toEqual(["Enter the 6-digit code from the text."]);

    const verified = redirected(await post(owner, id, { intent: "verify_code", code }));
    expect(verified.headers.get("set-cookie")).toContain("triphive.flash=phoneVerified");
    const after = (await load(owner, id)).data;
    expect(after.trip.number_verified).toBe(true);
    expect(after.phoneVerification).toBeNull();
  });

  it("offers staff no verification, and refuses their code", async () => {
    const owner = await traveller();
    const id = await newTrip(owner);
    const ops = { ...(await traveller()), role: "ops" as const };
    expect((await load(ops, id)).data.phoneVerification).toBeNull();
    const refusedSend = refused(await post(ops, id, { intent: "send_code" }));
    expect(refusedSend.status).toBe(403);
  });
});
