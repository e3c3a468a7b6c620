import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgentCard } from "../../../common/quotes";
import type { AuthenticatedUser, Role } from "../../../common/roles";
import { travelMonthOptions } from "../../../common/trips";
import { destinations } from "../../../server/modules/catalog/catalog.schema";
import type { AgentDirectory } from "../../../server/modules/leads";
import { insertAgency, kochiDraft } from "../../../server/modules/quotes/quotes-test-helpers";
import { authenticatedUser } from "../../../server/testing/authenticated-user";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../../server/testing/trip-input";
import { loader as staffTripLoader } from "../admin/trip";
import { loader as inboxLoader } from "../dashboards/agent";
import { action as dialerAction, loader as dialerLoader } from "../dashboards/dialer";
import { loader as staffLoader } from "../dashboards/staff";
import { action as leadAction, loader as leadLoader } from "./lead";
import { action as editAction, loader as editLoader } from "./quote-edit";
import { action as previewAction, loader as previewLoader } from "./quote-preview";

// The agent workspace's and the staff pages' loaders and actions against a real (in-memory)
// database, called the way React Router calls them. Two agencies: the Kerala one gets the
// Kerala request; the Goa one must see nothing of it.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let counter = 0;
const agencyOfUser = new Map<string, number>();
const KERALA_AGENCY = 1;
const GOA_AGENCY = 2;

function card(id: number): AgentCard {
  return {
    id,
    encodedId: `ag${id}`,
    companyName: id === KERALA_AGENCY ? "Backwater Trails" : "Goa Sands",
    profilePicture: "/agents/art.png",
    displayRating: 4.5,
    agentsConvertedTrips: 10,
    reviewsCount: 4,
    testimonialUrl: `/agents/ag${id}`,
    email: "a***@example.com",
    mobileNumber: "+91 98•••••210",
    verified: true,
    yearsInBusiness: 8,
    responseTimeHours: 3,
    languages: ["English"],
    destinations: [],
  };
}

let keralaId = 0;
let goaId = 0;
const directory: AgentDirectory = {
  byUserId: async (userId) => {
    const id = agencyOfUser.get(userId);
    return id ? { id, encodedId: `ag${id}`, companyName: card(id).companyName } : null;
  },
  cards: async (ids) => new Map(ids.map((id) => [id, card(id)])),
  routingCandidates: async (destinationIds) =>
    [
      { agentId: KERALA_AGENCY, ratingTenths: 45, responseMinutes: 60, destinationIds: [keralaId] },
      { agentId: GOA_AGENCY, ratingTenths: 48, responseMinutes: 30, destinationIds: [goaId] },
    ].filter((c) => c.destinationIds.some((id) => destinationIds.includes(id))),
};

function destination(slug: string, name: string) {
  return {
    slug,
    name,
    type: "india" as const,
    kind: "state",
    region: "South India",
    tagline: name,
    description: name,
    bestMonths: [10, 11, 12],
    idealDaysMin: 4,
    idealDaysMax: 7,
    currency: "INR",
    palette: ["#000", "#111", "#222"],
    popularity: 10,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(destinations)
    .values([destination("kerala", "Kerala"), destination("goa", "Goa")])
    .returning({ id: destinations.id, slug: destinations.slug });
  keralaId = rows.find((r) => r.slug === "kerala")?.id ?? 0;
  goaId = rows.find((r) => r.slug === "goa")?.id ?? 0;
  // Leads and quotes name their agency by foreign key: the directory's two must exist.
  await insertAgency(database.db, {
    id: KERALA_AGENCY,
    companyName: card(KERALA_AGENCY).companyName,
  });
  await insertAgency(database.db, { id: GOA_AGENCY, companyName: card(GOA_AGENCY).companyName });
  ({ services } = createTestServices(database.db, {}, { agentDirectory: directory }));
});
afterAll(async () => {
  await database?.close();
});

async function user(role: Role, firstName: string, agency?: number): Promise<AuthenticatedUser> {
  const email = `workspace.${++counter}.${Date.now()}@test.example`;
  const id = await services.accounts.createVerifiedUser({
    name: `${firstName} Menon`,
    email,
    password: "Chilika#Lagoon7",
    role,
  });
  if (agency) agencyOfUser.set(id, agency);
  return authenticatedUser({ id, email, role, firstName, lastName: "Menon" });
}

const contextFor = (who: AuthenticatedUser | null) => loadContextFor(() => services, who);

const BASE = "http://triphive.test";
const get = (path: string) => new Request(`${BASE}${path}`);
const post = (path: string, form: FormData) =>
  new Request(`${BASE}${path}`, { method: "POST", body: form });

/** Flattens nested values into Conform's field names: days[0].title, stays[0].hotels[1].name. */
function formOf(value: unknown, form = new FormData(), prefix = ""): FormData {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) formOf(v, form, `${prefix}[${i}]`);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) formOf(v, form, prefix ? `${prefix}.${k}` : k);
  } else if (value != null) form.append(prefix, String(value));
  return form;
}

/** What a loader answered: plain data, or the body of `data(...)`. */
function body<T>(result: unknown): T {
  return ((result as { data?: T }).data ?? result) as T;
}

async function status(work: Promise<unknown>): Promise<number> {
  try {
    const result = await work;
    return result instanceof Response ? result.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

let keralaAgent: AuthenticatedUser;
let goaAgent: AuthenticatedUser;
let traveller: AuthenticatedUser;
let ops: AuthenticatedUser;
let tripId = 0;
let quoteId = 0;

describe("agent workspace", () => {
  beforeAll(async () => {
    keralaAgent = await user("agent", "Anil", KERALA_AGENCY);
    goaAgent = await user("agent", "Gita", GOA_AGENCY);
    traveller = await user("traveller", "Asha");
    ops = await user("ops", "Omar");
    const trip = await services.trips.create(traveller, {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: travelMonthOptions(new Date())[1]?.value ?? "nd",
      durations: ["4-6"],
      trip_type: "family",
      adults: 2,
      children: 1,
      budget: 40000,
      isd_code: "+91",
      phone_no: "9812345678",
    });
    tripId = trip.id;
    // Creation routes the request; routing again is a no-op that waits for it to be done.
    await services.workflows.routeLead(tripId, "initial", 3);
  });

  it("lists the routed lead in the Kerala agent's inbox as new, and nothing for the Goa agent", async () => {
    const inbox = body<{ counts: Record<string, number>; items: { tripId: number }[] }>(
      await inboxLoader({
        request: get("/agents/dashboard"),
        params: {},
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(inbox.counts.new).toBe(1);
    expect(inbox.items.map((i) => i.tripId)).toEqual([tripId]);

    const searched = body<{ items: unknown[] }>(
      await inboxLoader({
        request: get("/agents/dashboard?stage=new&q=asha"),
        params: {},
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(searched.items).toHaveLength(1);

    const other = body<{ items: unknown[]; total: number }>(
      await inboxLoader({
        request: get("/agents/dashboard"),
        params: {},
        context: contextFor(goaAgent),
      } as never),
    );
    expect(other.total).toBe(0);
  });

  it("shows the lead with the traveller's contact masked until a quote is sent", async () => {
    const page = body<{ lead: { traveller: { masked: boolean; phone: string } } }>(
      await leadLoader({
        request: get(`/agents/dashboard/leads/${tripId}`),
        params: { tripId: String(tripId) },
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(page.lead.traveller.masked).toBe(true);
    expect(page.lead.traveller.phone).not.toContain("9812345678");
  });

  it("answers 404 on the lead to an agent it was not routed to, and to a traveller", async () => {
    for (const who of [goaAgent, traveller]) {
      expect(
        await status(
          leadLoader({
            request: get(`/agents/dashboard/leads/${tripId}`),
            params: { tripId: String(tripId) },
            context: contextFor(who),
          } as never),
        ),
      ).toBe(404);
    }
  });

  it("sends a visitor to sign in", async () => {
    expect(
      await status(
        leadLoader({
          request: get(`/agents/dashboard/leads/${tripId}`),
          params: { tripId: String(tripId) },
          context: contextFor(null),
        } as never),
      ),
    ).toBe(302);
  });

  it("starts a blank quote of 5 days and opens it in the builder", async () => {
    const form = new FormData();
    form.set("intent", "start");
    form.set("from", "blank");
    const response = (await leadAction({
      request: post(`/agents/dashboard/leads/${tripId}`, form),
      params: { tripId: String(tripId) },
      context: contextFor(keralaAgent),
    } as never)) as Response;
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/agents\/dashboard\/quotes\/\d+\/edit$/);
    quoteId = Number(location.split("/")[4]);

    const editor = body<{ editor: { state: string; content: { days: unknown[] } } }>(
      await editLoader({
        request: get(location),
        params: { quoteId: String(quoteId) },
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(editor.editor.state).toBe("draft");
    expect(editor.editor.content.days).toHaveLength(5);
  });

  it("refuses a save without a price with the error under the field and what was typed kept", async () => {
    const editor = await services.quotes.editor(keralaAgent, quoteId);
    const content = structuredClone(editor.content);
    const firstDay = content.days[0];
    if (firstDay) firstDay.title = "Arrival in Kochi";
    const form = formOf({ ...content, pricePerAdult: "" });
    form.set("intent", "save");
    const reply = (await editAction({
      request: post(`/agents/dashboard/quotes/${quoteId}/edit`, form),
      params: { quoteId: String(quoteId) },
      context: contextFor(keralaAgent),
    } as never)) as { init: { status: number }; data: { result: Record<string, unknown> } };
    expect(reply.init.status).toBe(400);
    const result = reply.data.result as {
      error: Record<string, string[]>;
      initialValue: { days: { title: string }[] };
    };
    expect(result.error.pricePerAdult).toEqual(["required"]);
    expect(result.initialValue.days[0]?.title).toBe("Arrival in Kochi");
  });

  it("adds a day without JavaScript by answering the form with the change", async () => {
    const editor = await services.quotes.editor(keralaAgent, quoteId);
    const form = formOf(editor.content);
    form.set(
      "__intent__",
      JSON.stringify({ type: "insert", payload: { name: "days", defaultValue: { title: "" } } }),
    );
    const reply = (await editAction({
      request: post(`/agents/dashboard/quotes/${quoteId}/edit`, form),
      params: { quoteId: String(quoteId) },
      context: contextFor(keralaAgent),
    } as never)) as { init: { status: number } | null; data: { result: Record<string, unknown> } };
    expect(reply.init?.status ?? 200).toBe(200);
    const result = reply.data.result as { initialValue: { days: unknown[] } };
    expect(result.initialValue.days).toHaveLength(6);
  });

  it("saves a draft with a hotel and shows the totals the server computed, whatever the client sent", async () => {
    const editor = await services.quotes.editor(keralaAgent, quoteId);
    const content = structuredClone(editor.content);
    const stay = content.stays[0];
    if (!stay?.hotels[0]) throw new Error("the blank quote has a stay with a hotel");
    stay.hotels[0].name = "Lake Palace Resort";
    stay.hotels[0].rating = 4;
    const form = formOf({ ...content, pricePerAdult: 30000, pricePerChild: 15000, discount: 0 });
    form.set("totalPrice", "1");
    form.set("intent", "save");
    const response = (await editAction({
      request: post(`/agents/dashboard/quotes/${quoteId}/edit`, form),
      params: { quoteId: String(quoteId) },
      context: contextFor(keralaAgent),
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toContain("triphive.flash=quoteSaved");

    const page = body<{
      editor: { pricing: { subtotalMinor: number; totalMinor: number }; content: typeof content };
    }>(
      await editLoader({
        request: get(`/agents/dashboard/quotes/${quoteId}/edit`),
        params: { quoteId: String(quoteId) },
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(page.editor.content.stays[0]?.hotels[0]?.name).toBe("Lake Palace Resort");
    // Two adults and a child: 2 x 30,000 + 15,000, in paise, before tax.
    expect(page.editor.pricing.subtotalMinor).toBe(7_500_000);
    expect(page.editor.pricing.totalMinor).toBeGreaterThan(7_500_000);
  });

  it("previews, sends, and then shows the sent version read-only with the contact unmasked", async () => {
    const preview = body<{ quote: { id: number; version: number }; isDraft: boolean }>(
      await previewLoader({
        request: get(`/agents/dashboard/quotes/${quoteId}/preview`),
        params: { quoteId: String(quoteId) },
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(preview.isDraft).toBe(true);

    const form = new FormData();
    form.set("intent", "send");
    const sent = (await previewAction({
      request: post(`/agents/dashboard/quotes/${quoteId}/preview`, form),
      params: { quoteId: String(quoteId) },
      context: contextFor(keralaAgent),
    } as never)) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/agents/dashboard/leads/${tripId}`);

    const editor = body<{ editor: { state: string } }>(
      await editLoader({
        request: get(`/agents/dashboard/quotes/${quoteId}/edit`),
        params: { quoteId: String(quoteId) },
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(editor.editor.state).toBe("sent");

    const lead = body<{ lead: { traveller: { masked: boolean; phone: string } } }>(
      await leadLoader({
        request: get(`/agents/dashboard/leads/${tripId}`),
        params: { tripId: String(tripId) },
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(lead.lead.traveller.masked).toBe(false);
    expect(lead.lead.traveller.phone).toContain("9812345678");
  });

  it("refuses to save over a sent version; Revise opens version 2 as a draft", async () => {
    const editor = await services.quotes.editor(keralaAgent, quoteId);
    const save = formOf(editor.content);
    save.set("intent", "save");
    const refused = (await editAction({
      request: post(`/agents/dashboard/quotes/${quoteId}/edit`, save),
      params: { quoteId: String(quoteId) },
      context: contextFor(keralaAgent),
    } as never)) as { init: { status: number } };
    expect(refused.init.status).toBe(409);

    const revise = new FormData();
    revise.set("intent", "revise");
    const response = (await editAction({
      request: post(`/agents/dashboard/quotes/${quoteId}/edit`, revise),
      params: { quoteId: String(quoteId) },
      context: contextFor(keralaAgent),
    } as never)) as Response;
    expect(response.status).toBe(302);
    const next = await services.quotes.editor(keralaAgent, quoteId);
    expect({ version: next.version, state: next.state }).toEqual({ version: 2, state: "draft" });
  });

  it("shows a send limit's refusal over the preview's button, with Retry-After, and keeps the draft", async () => {
    // Fifteen sends to one traveller in a day (decision 0192): ten quotes, five versions.
    const tripTwo = (await services.trips.create(traveller, KERALA_FAMILY_TRIP)).id;
    await services.workflows.routeLead(tripTwo, "initial", 3);
    const draft = kochiDraft({
      validUntil: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    });
    let last = 0;
    for (let i = 0; i < 10; i++) {
      last = (await services.quotes.startDraft(keralaAgent, tripTwo, { from: "blank" })).quoteId;
      await services.quotes.saveDraft(keralaAgent, last, draft);
      await services.workflows.sendQuote(keralaAgent, last);
    }
    for (let v = 0; v < 5; v++) {
      await services.quotes.reviseSent(keralaAgent, last);
      await services.workflows.sendQuote(keralaAgent, last);
    }
    await services.quotes.reviseSent(keralaAgent, last);
    await services.quotes.saveDraft(keralaAgent, last, { ...draft, pricePerAdult: 24_500 });

    const form = new FormData();
    form.set("intent", "send");
    const refused = (await previewAction({
      request: post(`/agents/dashboard/quotes/${last}/preview`, form),
      params: { quoteId: String(last) },
      context: contextFor(keralaAgent),
    } as never)) as { data: { error: string }; init: { status: number; headers: Headers } };
    expect(refused.init.status).toBe(429);
    expect(Number(new Headers(refused.init.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data.error).toMatch(
      /^You have sent this traveller 15 quotes within a day, the most Triphive allows\. Your draft is saved: send it in \d+ (?:minutes?|hours?)\.$/,
    );
    const page = body<{
      editor: { state: string; version: number; content: { pricePerAdult: number } };
    }>(
      await editLoader({
        request: get(`/agents/dashboard/quotes/${last}/edit`),
        params: { quoteId: String(last) },
        context: contextFor(keralaAgent),
      } as never),
    );
    expect(page.editor).toMatchObject({ state: "draft", version: 7 });
    expect(page.editor.content.pricePerAdult).toBe(24_500);

    // Revise on a quote that has its draft already: the builder says so over the form.
    const revise = new FormData();
    revise.set("intent", "revise");
    const again = (await editAction({
      request: post(`/agents/dashboard/quotes/${last}/edit`, revise),
      params: { quoteId: String(last) },
      context: contextFor(keralaAgent),
    } as never)) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(again.init.status).toBe(409);
    expect(again.data.result.error[""]).toEqual(["This quote already has a draft version."]);
  });

  it("answers 404 on another agency's quote builder and preview", async () => {
    for (const load of [editLoader, previewLoader]) {
      expect(
        await status(
          load({
            request: get(`/agents/dashboard/quotes/${quoteId}/edit`),
            params: { quoteId: String(quoteId) },
            context: contextFor(goaAgent),
          } as never),
        ),
      ).toBe(404);
    }
  });
});

describe("staff pages", () => {
  it("lists and finds the request for operations, and opens it with routing and quotes", async () => {
    const list = body<{ trips: { items: { id: number }[] } }>(
      await staffLoader({
        request: get("/admin?q=kerala"),
        params: {},
        context: contextFor(ops),
      } as never),
    );
    expect(list.trips.items.map((t) => t.id)).toContain(tripId);
    const byId = body<{ trips: { items: { id: number }[] } }>(
      await staffLoader({
        request: get(`/admin?q=${tripId}`),
        params: {},
        context: contextFor(ops),
      } as never),
    );
    expect(byId.trips.items.map((t) => t.id)).toEqual([tripId]);

    const page = body<{
      overview: { routing: { companyName: string; reason: string }[]; quotes: { id: number }[] };
    }>(
      await staffTripLoader({
        request: get(`/admin/trips/${tripId}`),
        params: { tripId: String(tripId) },
        context: contextFor(ops),
      } as never),
    );
    expect(page.overview.routing).toEqual([
      expect.objectContaining({ companyName: "Backwater Trails", reason: "initial" }),
    ]);
    expect(page.overview.quotes.map((q) => q.id)).toEqual([quoteId]);
  });

  it("answers 404 on a request's staff view to an agent", async () => {
    expect(
      await status(
        staffTripLoader({
          request: get(`/admin/trips/${tripId}`),
          params: { tripId: String(tripId) },
          context: contextFor(keralaAgent),
        } as never),
      ),
    ).toBe(404);
  });

  it("queues the traveller's callback on the quote for the dialer", async () => {
    await services.quotes.requestCallback(traveller, tripId, quoteId, {
      option: "request_cta_2",
      request_cta_4_reason: "",
    });
    const dialer = await user("dialer", "Dev");
    const page = body<{
      queue: { items: { tripId: number; quoteId: number; optionLabel: string }[] };
    }>(
      await dialerLoader({
        request: get("/admin/dialer"),
        params: {},
        context: contextFor(dialer),
      } as never),
    );
    expect(page.queue.items).toEqual([
      expect.objectContaining({ tripId, quoteId, optionLabel: "Negotiate the price" }),
    ]);
  });

  it("closes a callback with the dialer's plain form post, recording who and when", async () => {
    const dialer = await user("dialer", "Dina");
    const loadQueue = async (who: AuthenticatedUser) =>
      body<{
        queue: { items: { id: number; tripId: number }[] };
        closed: { id: number; closedBy: string | null; handledAt: string }[];
      }>(
        await dialerLoader({
          request: get("/admin/dialer"),
          params: {},
          context: contextFor(who),
        } as never),
      );
    const open = (await loadQueue(dialer)).queue.items.find((c) => c.tripId === tripId);
    expect(open).toBeDefined();
    const callbackId = String(open?.id);
    const done = () => {
      const form = new FormData();
      form.set("intent", "call_done");
      form.set("callbackId", callbackId);
      return form;
    };

    // Travellers and agents are refused with the not-found answer, and nothing closes.
    for (const who of [traveller, keralaAgent]) {
      expect(
        await status(
          dialerAction({
            request: post("/admin/dialer", done()),
            params: {},
            context: contextFor(who),
          } as never),
        ),
      ).toBe(404);
    }
    expect((await loadQueue(dialer)).queue.items.map((c) => c.id)).toContain(open?.id);

    const before = Date.now();
    const answer = (await dialerAction({
      request: post("/admin/dialer?page=1", done()),
      params: {},
      context: contextFor(dialer),
    } as never)) as Response;
    // Post, redirect, get: the page reloads without JavaScript, with a one-shot message.
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/dialer?page=1");
    expect(answer.headers.get("Set-Cookie")).toContain("triphive.flash=callbackClosed");

    const after = await loadQueue(dialer);
    expect(after.queue.items.map((c) => c.id)).not.toContain(open?.id);
    const record = after.closed.find((c) => c.id === open?.id);
    expect(record?.closedBy).toBe("Dina Menon");
    expect(Date.parse(record?.handledAt ?? "")).toBeGreaterThanOrEqual(before - 1000);

    // A second "Call done" (two dialers on one call) keeps the first closer on record.
    await dialerAction({
      request: post("/admin/dialer", done()),
      params: {},
      context: contextFor(ops),
    } as never);
    expect((await loadQueue(ops)).closed.find((c) => c.id === open?.id)?.closedBy).toBe(
      "Dina Menon",
    );
  });

  it("answers 404 to a call done on a callback that does not exist, 400 to a bad form", async () => {
    const dialer = await user("dialer", "Dara");
    const form = new FormData();
    form.set("intent", "call_done");
    form.set("callbackId", "987654");
    expect(
      await status(
        dialerAction({
          request: post("/admin/dialer", form),
          params: {},
          context: contextFor(dialer),
        } as never),
      ),
    ).toBe(404);
    form.set("callbackId", "not-a-number");
    expect(
      await status(
        dialerAction({
          request: post("/admin/dialer", form),
          params: {},
          context: contextFor(dialer),
        } as never),
      ),
    ).toBe(400);
  });
});
