import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveNotification, NotificationCounts } from "../../../common/notifications";
import { QUOTE_REJECTION_REASONS } from "../../../common/quotes";
import {
  DeclineQuoteInput,
  HotelStatusInput,
  QuoteCallbackInput,
} from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import { CancelTripInput } from "../../../common/trips";
import { asAppError } from "../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../testing/trip-input";
import { DELIVER_EVENT_JOB } from "../outbox";
import { quoteVersions } from "../quotes/quotes.schema";
import {
  countWhere,
  insertAgent,
  insertDestination,
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "../quotes/quotes-test-helpers";
import { createNotificationsApi } from "./notifications.api";
import { unsubscribeToken } from "./unsubscribe-token";

const SECRET = "test-secret-0123456789-0123456789-abcdef";
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let outbox: ReturnType<typeof createTestServices>["outbox"];
let api: ReturnType<typeof createNotificationsApi>;
let agents: TestAgent[];
let ops: AuthenticatedUser;
let skewMs = 0;
const viewing = new Set<string>();
/** What was pushed live on the users' notifications channels. */
const pushes: { userId: string; live: LiveNotification & NotificationCounts }[] = [];
const users = new Map<string, AuthenticatedUser>();

const draft = kochiDraft({ validUntil: "2027-12-31" });

async function newTrip(traveller: AuthenticatedUser): Promise<number> {
  const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
  return trip.id;
}

async function sendQuote(agent: TestAgent, tripId: number): Promise<number> {
  return sentTestQuote(services, agent, tripId, draft);
}

async function traveller(name = "Asha"): Promise<AuthenticatedUser> {
  const user = await insertUser(database.db, "traveller", name);
  users.set(user.id, user);
  return user;
}

/** Notifications of a user with this sub-category (all pages). */
async function of(user: AuthenticatedUser, subCategory?: string) {
  const page = await services.notifications.list(user, {
    limit: 20,
    offset: 0,
    read: "all",
  });
  return page.notifications.filter(
    (n) => subCategory === undefined || n.notificationSubCategory === subCategory,
  );
}

async function runJobs() {
  await services.jobs.runDue(services.jobHandlers);
}

function call(user: AuthenticatedUser | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (user) headers["x-test-user"] = user.id;
  if (body !== undefined) headers["content-type"] = "application/json";
  return api.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let seq = 0;
// The chat module publishes chat.message.created after storing the message.
async function chatMessage(from: AuthenticatedUser, _to: AuthenticatedUser, quoteId: number) {
  await services.chat.send(from, quoteId, {
    user_platform: "web",
    comment: { text: `Message ${++seq}` },
    client_message_id: `notify-${seq}-abcdef`,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services, outbox } = createTestServices(
    database.db,
    {},
    {
      now: () => new Date(Date.now() + skewMs),
      isViewingChat: async (userId, quoteId) => viewing.has(`${userId}:${quoteId}`),
    },
  ));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agents = [];
  for (const [i, name] of [
    "Backwater Trails",
    "Spice Route Holidays",
    "Malabar Journeys",
  ].entries()) {
    agents.push(
      await insertAgent(database.db, {
        companyName: name,
        ratingTenths: 48 - i,
        responseMinutes: 60 + i * 10,
        destinationIds: [kerala],
      }),
    );
  }
  services.realtime.attach({
    toUser: (userId, channel, _event, payload) => {
      if (channel === "notifications")
        pushes.push({ userId, live: payload as LiveNotification & NotificationCounts });
    },
  });
  for (const a of agents) users.set(a.user.id, a.user);
  ops = await insertUser(database.db, "ops", "Karan");
  users.set(ops.id, ops);
  api = createNotificationsApi({
    notifications: services.notifications,
    currentUser: async (headers) => users.get(headers.get("x-test-user") ?? "") ?? null,
    userDetails: (user, query) => services.quotes.userDetails(user, query),
  });
  api.onError((error, c) => {
    const known = asAppError(error);
    if (!known) throw error;
    return c.json(known.toBody(), known.status);
  });
});

afterAll(async () => {
  await database?.close();
});

const agent = (i: number) => agents[i] as TestAgent;

describe("producers: each event notifies the right user, never its actor", () => {
  it("routes a new request as a lead to each of the three agencies", async () => {
    const t = await traveller();
    const tripId = await newTrip(t);
    for (const a of agents) {
      const routed = (await of(a.user, "lead_routed")).filter((n) => n.extraInfo.tripId === tripId);
      expect(routed).toHaveLength(1);
      expect(routed[0]).toMatchObject({
        notificationCategory: "leads",
        type: "Lead",
        extraInfo: {
          url: `/agents/dashboard/leads/${tripId}`,
          toLoc: ["Kerala"],
          funnelStage: "new",
        },
      });
    }
    expect(await of(t)).toHaveLength(0);
  });

  it("tells the traveller of a new quote and of a new version, and mails the first only", async () => {
    const t = await traveller();
    const tripId = await newTrip(t);
    const before = (await outbox.list()).length;
    const quoteId = await sendQuote(agent(0), tripId);
    const [n] = await of(t, "new_quote");
    expect(n).toMatchObject({
      message: "Backwater Trails sent you a quote for Kerala",
      notificationCategory: "quotes",
      read: false,
      type: "Quote",
      extraInfo: {
        url: `/requested_trips/${tripId}/quotes/${quoteId}`,
        tripId,
        quoteId,
        tripStatus: "Active",
        toLoc: ["Kerala"],
        userInfo: { firstName: "Backwater Trails", emailId: null },
      },
    });
    expect((await of(agent(0).user)).some((x) => x.notificationSubCategory === "new_quote")).toBe(
      false,
    );
    await runJobs();
    const mails = (await outbox.list()).slice(0, (await outbox.list()).length - before);
    const mail = mails.find((m) => m.to === t.email);
    expect(mail?.subject).toBe("New quote for your Kerala trip");
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/triphive\.test\/notifications\/unsubscribe\/[A-Za-z0-9_-]+\.quotes\.[A-Za-z0-9_-]{32}>$/,
    );
    expect(mail?.text).toContain("/notifications/unsubscribe/");

    await services.quotes.reviseSent(agent(0).user, quoteId);
    await services.quotes.saveDraft(agent(0).user, quoteId, { ...draft, pricePerAdult: 18_000 });
    await services.workflows.sendQuote(agent(0).user, quoteId);
    expect(await of(t, "new_quote_version")).toHaveLength(1);
    const count = (await outbox.list()).length;
    await runJobs();
    expect((await outbox.list()).length).toBe(count);
  });

  it("tells the agent of an acceptance (and mails it), a decline, a hotel rejection and a callback", async () => {
    const t = await traveller();
    const tripId = await newTrip(t);
    const q0 = await sendQuote(agent(0), tripId);
    const q1 = await sendQuote(agent(1), tripId);

    await services.workflows.acceptQuote(t, tripId, q0);
    const [accepted] = await of(agent(0).user, "quote_accepted");
    expect(accepted).toMatchObject({
      message: "Asha accepted your quote for Kerala",
      extraInfo: { quoteId: q0, tripId, userInfo: { firstName: "Asha" } },
    });
    await runJobs();
    expect((await outbox.list(5)).some((m) => m.to === agent(0).user.email)).toBe(true);

    await services.workflows.declineQuote(
      t,
      tripId,
      q1,
      DeclineQuoteInput.parse({ quote_decline_reason: QUOTE_REJECTION_REASONS[0]?.value }),
    );
    expect(await of(agent(1).user, "quote_declined")).toHaveLength(1);

    const [version] = await database.db
      .select({ content: quoteVersions.content })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, q0))
      .limit(1);
    const hotelKey = version?.content.stays[0]?.hotels[0]?.hotelKey as string;
    await services.quotes.updateHotelStatus(
      t,
      tripId,
      q0,
      HotelStatusInput.parse({
        hotel_key: hotelKey,
        status: -1,
        reason: "other",
        other_reason: "x",
      }),
    );
    const [rejected] = await of(agent(0).user, "hotel_rejected");
    expect(rejected?.message).toBe("Asha rejected Harbour View in your quote for Kerala");
    // Accepting a hotel is not news for the agent.
    await services.quotes.updateHotelStatus(
      t,
      tripId,
      q0,
      HotelStatusInput.parse({ hotel_key: hotelKey, status: 1 }),
    );
    expect(await of(agent(0).user, "hotel_rejected")).toHaveLength(1);

    await services.quotes.requestCallback(t, tripId, q0, QuoteCallbackInput.parse({}));
    expect(await of(agent(0).user, "callback_requested")).toHaveLength(1);
    // The traveller did all of this: none of it comes back to them.
    expect((await of(t)).map((n) => n.notificationSubCategory).sort()).toEqual([
      "new_quote",
      "new_quote",
    ]);
  });

  it("tells the agencies of a cancelled and a reactivated request; staff cancelling tells the traveller", async () => {
    const t = await traveller();
    const tripId = await newTrip(t);
    await sendQuote(agent(0), tripId);
    await services.workflows.cancelTrip(t, tripId, CancelTripInput.parse({}));
    for (const a of agents) {
      const cancelled = (await of(a.user, "trip_cancelled")).filter(
        (n) => n.extraInfo.tripId === tripId,
      );
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]?.message).toBe("Asha cancelled the request for Kerala");
    }
    expect(await of(t, "trip_cancelled")).toHaveLength(0);
    await services.workflows.reactivateTrip(t, tripId);
    const reactivated = (await of(agent(0).user, "trip_reactivated")).filter(
      (n) => n.extraInfo.tripId === tripId,
    );
    expect(reactivated).toHaveLength(1);

    await services.workflows.cancelTrip(ops, tripId, CancelTripInput.parse({}));
    expect(await of(t, "trip_cancelled")).toHaveLength(1);
  });

  it("tells an agency it lost a lead when its timer runs out", async () => {
    const t = await traveller();
    const tripId = await newTrip(t);
    await sendQuote(agent(0), tripId);
    await sendQuote(agent(1), tripId);
    skewMs += 25 * 3_600_000;
    await runJobs();
    const lost = (await of(agent(2).user, "lead_lost")).filter(
      (n) => n.extraInfo.tripId === tripId,
    );
    expect(lost).toHaveLength(1);
    expect(lost[0]?.extraInfo.funnelStage).toBe("lost");
    expect((await of(agent(0).user, "lead_lost")).some((n) => n.extraInfo.tripId === tripId)).toBe(
      false,
    );
  });

  it("tells the recipient of a chat message, unless they are looking at that chat", async () => {
    const t = await traveller();
    const tripId = await newTrip(t);
    const quoteId = await sendQuote(agent(0), tripId);
    await chatMessage(agent(0).user, t, quoteId);
    const [n] = await of(t, "new_message");
    expect(n).toMatchObject({
      message: `New message from Backwater Trails: “Message ${seq}”`,
      notificationCategory: "messages",
      type: "Comment",
      extraInfo: { url: `/requested_trips/${tripId}/quotes/${quoteId}#chat-${quoteId}` },
    });
    expect(await of(agent(0).user, "new_message")).toHaveLength(0);
    viewing.add(`${t.id}:${quoteId}`);
    await chatMessage(agent(0).user, t, quoteId);
    viewing.clear();
    expect(await of(t, "new_message")).toHaveLength(1);
    // The agent, replied to while away, is told with a link to the lead's chat.
    await chatMessage(t, agent(0).user, quoteId);
    const [reply] = (await of(agent(0).user, "new_message")).filter(
      (x) => x.extraInfo.quoteId === quoteId,
    );
    expect(reply?.extraInfo.url).toBe(`/agents/dashboard/leads/${tripId}#chat-${quoteId}`);
  });
});

describe("a burst of quotes is told as one notification (decision 0192)", () => {
  const unread = async (user: AuthenticatedUser) =>
    (await services.notifications.counts(user)).unreadNotificationsCount;
  const mailJobs = (user: AuthenticatedUser) =>
    countWhere(
      database.db,
      sql`select count(*) as n from jobs where name = 'notifications.mail'
        and payload->>'userId' = ${user.id}`,
    );

  it("gives the traveller one unread notification for 5 quotes sent at once, mailed once, pushed each time", async () => {
    const t = await traveller("Lakshmi");
    const tripId = await newTrip(t);
    for (let i = 0; i < 5; i++) await sendQuote(agent(0), tripId);
    const told = await of(t, "new_quote");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      message: "Backwater Trails sent 5 new quotes for your trip to Kerala",
      read: false,
      extraInfo: { url: `/requested_trips/${tripId}`, tripId, quoteId: null },
    });
    expect(await unread(t)).toBe(1);
    // The bell heard of each, always the same notification, its unread count never growing.
    const live = pushes.filter((p) => p.userId === t.id).map((p) => p.live);
    expect(live).toHaveLength(5);
    expect(new Set(live.map((l) => l.notification.id))).toEqual(new Set([told[0]?.id]));
    expect(live.map((l) => l.unreadNotificationsCount)).toEqual([1, 1, 1, 1, 1]);
    expect(live.at(-1)?.notification.message).toBe(told[0]?.message);
    expect(await mailJobs(t)).toBe(1);
    await runJobs();
    expect((await outbox.list()).filter((m) => m.to === t.email)).toHaveLength(1);
    // Another agency's quote on the same trip is news of its own.
    await sendQuote(agent(1), tripId);
    expect(await unread(t)).toBe(2);
  });

  it("folds new versions of one quote into one naming the latest", async () => {
    const t = await traveller("Gita");
    const tripId = await newTrip(t);
    const quoteId = await sendQuote(agent(1), tripId);
    for (let v = 2; v <= 4; v++) {
      await services.quotes.reviseSent(agent(1).user, quoteId);
      await services.workflows.sendQuote(agent(1).user, quoteId);
    }
    const versions = await of(t, "new_quote_version");
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      message: "Spice Route Holidays sent a new version (v4) of their quote for Kerala",
      extraInfo: { url: `/requested_trips/${tripId}/quotes/${quoteId}`, quoteId },
    });
    expect(await unread(t)).toBe(2);
  });

  it("writes nothing for an event delivered again, whether it made the notification or was folded", async () => {
    const t = await traveller("Hema");
    const tripId = await newTrip(t);
    for (let i = 0; i < 3; i++) await sendQuote(agent(0), tripId);
    const before = await of(t);
    const events = await database.db.execute(
      sql`select id from domain_events where name = 'quote.sent'
        and (payload->>'tripId')::int = ${tripId} order by id`,
    );
    const ids = (events as unknown as { rows: { id: number | string }[] }).rows.map((r) =>
      Number(r.id),
    );
    expect(ids).toHaveLength(3);
    const pushed = pushes.length;
    const deliver = services.jobHandlers[DELIVER_EVENT_JOB];
    if (!deliver) throw new Error("no delivery job");
    for (const eventId of ids) await deliver({ eventId, handler: "notifications" });
    expect(await of(t)).toEqual(before);
    expect(before[0]?.message).toBe("Backwater Trails sent 3 new quotes for your trip to Kerala");
    expect(await unread(t)).toBe(1);
    expect(await mailJobs(t)).toBe(1);
    expect(pushes.length).toBe(pushed);
  });

  it("makes a new notification once the window has passed, or once the traveller has read it", async () => {
    const t = await traveller("Farah");
    const tripId = await newTrip(t);
    await sendQuote(agent(2), tripId);
    await sendQuote(agent(2), tripId);
    expect(await of(t, "new_quote")).toHaveLength(1);
    skewMs += 31 * 60_000;
    await sendQuote(agent(2), tripId);
    const later = await of(t, "new_quote");
    expect(later.map((n) => n.message)).toEqual([
      "Malabar Journeys sent you a quote for Kerala",
      "Malabar Journeys sent 2 new quotes for your trip to Kerala",
    ]);
    expect(await unread(t)).toBe(2);
    expect(await mailJobs(t)).toBe(2);
    await services.notifications.markAllRead(t);
    await sendQuote(agent(2), tripId);
    expect(await of(t, "new_quote")).toHaveLength(3);
    expect(await unread(t)).toBe(1);
  });
});

describe("reading notifications", () => {
  it("pages 4 then 4 more with unread and total counts; mark read sets unread to 0", async () => {
    const t = await traveller("Meera");
    const tripId = await newTrip(t);
    const quoteId = await sendQuote(agent(0), tripId);
    for (let i = 0; i < 9; i++) await chatMessage(agent(0).user, t, quoteId);
    // 1 new quote + 9 messages.
    const first = await call(t, "GET", "/notifications");
    expect(first.status).toBe(200);
    const page1 = await first.json();
    expect(page1.notifications).toHaveLength(4);
    expect(page1).toMatchObject({
      unreadNotificationsCount: 10,
      totalNotificationsCount: 10,
      limit: 4,
      offset: 0,
      nextOffset: 4,
    });
    const page2 = await (await call(t, "GET", "/notifications?limit=4&offset=4")).json();
    expect(page2.notifications).toHaveLength(4);
    expect(page2.nextOffset).toBe(8);
    const page3 = await (await call(t, "GET", "/notifications?limit=4&offset=8")).json();
    expect(page3.notifications).toHaveLength(2);
    expect(page3.nextOffset).toBeNull();
    const ids = [...page1.notifications, ...page2.notifications, ...page3.notifications].map(
      (n: { id: number }) => n.id,
    );
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const quotes = await (await call(t, "GET", "/notifications?category=quotes")).json();
    expect(quotes.notifications).toHaveLength(1);
    expect(quotes.matchingCount).toBe(1);
    // What each filter matches, counted from the totals where they say it (all, unread, read).
    const matching = async (query: string) =>
      (await (await call(t, "GET", `/notifications?${query}`)).json()).matchingCount;
    expect(await matching("read=all")).toBe(10);
    expect(await matching("read=unread")).toBe(10);
    expect(await matching("read=read")).toBe(0);
    expect(await matching("category=quotes&read=read")).toBe(0);

    const marked = await call(t, "POST", "/notifications/mark_read");
    expect(await marked.json()).toEqual({
      unreadNotificationsCount: 0,
      totalNotificationsCount: 10,
    });
    const after = await (await call(t, "GET", "/notifications?read=unread")).json();
    expect(after.notifications).toHaveLength(0);
    expect(after.unreadNotificationsCount).toBe(0);
    expect(after.matchingCount).toBe(0);
    expect(await matching("read=read")).toBe(10);
    expect(await matching("category=quotes&read=read")).toBe(1);
  });

  it("never shows or marks another user's notifications", async () => {
    const t = await traveller();
    const stranger = await traveller("Vikram");
    const tripId = await newTrip(t);
    await sendQuote(agent(0), tripId);
    const theirs = await (await call(stranger, "GET", "/notifications")).json();
    expect(theirs.notifications).toHaveLength(0);
    expect(theirs.totalNotificationsCount).toBe(0);
    await call(stranger, "POST", "/notifications/mark_read");
    expect((await services.notifications.counts(t)).unreadNotificationsCount).toBe(1);
    expect((await call(null, "GET", "/notifications")).status).toBe(401);
    expect((await call(null, "POST", "/notifications/mark_read")).status).toBe(401);
  });

  it("refuses bad input with field errors", async () => {
    const t = await traveller();
    const res = await call(t, "GET", "/notifications?limit=500&category=spam");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "category",
      "limit",
    ]);
    const prefs = await call(t, "PUT", "/notifications/preferences", { email: { quotes: "no" } });
    expect(prefs.status).toBe(400);
  });

  it("rate limits mark read", async () => {
    const t = await traveller();
    let last = 200;
    for (let i = 0; i < 31; i++) last = (await call(t, "POST", "/notifications/mark_read")).status;
    expect(last).toBe(429);
  });
});

describe("mail", () => {
  it("mails ten unread messages of one quote as one digest after 10 minutes", async () => {
    const t = await traveller("Nila");
    const tripId = await newTrip(t);
    const quoteId = await sendQuote(agent(1), tripId);
    await runJobs();
    const mailsBefore = (await outbox.list()).filter((m) => m.to === t.email).length;
    for (let i = 0; i < 10; i++) await chatMessage(agent(1).user, t, quoteId);
    await runJobs();
    expect((await outbox.list()).filter((m) => m.to === t.email)).toHaveLength(mailsBefore);
    expect(
      await countWhere(
        database.db,
        sql`select count(*) as n from jobs where name = 'notifications.chat_digest'
          and payload->>'userId' = ${t.id} and done_at is null`,
      ),
    ).toBe(1);
    skewMs += 10 * 60_000 + 1_000;
    await runJobs();
    const digests = (await outbox.list()).filter(
      (m) => m.to === t.email && m.subject.includes("unread messages"),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe("10 unread messages from Spice Route Holidays");
    expect(digests[0]?.headers?.["List-Unsubscribe"]).toContain(".messages.");
    expect(digests[0]?.text).toContain(`#chat-${quoteId}`);
  });

  it("mails nothing when the messages were read within 10 minutes", async () => {
    const t = await traveller("Ravi");
    const tripId = await newTrip(t);
    const quoteId = await sendQuote(agent(1), tripId);
    await runJobs();
    for (let i = 0; i < 3; i++) await chatMessage(agent(1).user, t, quoteId);
    skewMs += 5 * 60_000;
    await services.chat.markRead(t, quoteId);
    skewMs += 6 * 60_000;
    await runJobs();
    expect(
      (await outbox.list()).filter((m) => m.to === t.email && m.subject.includes("unread")),
    ).toHaveLength(0);
  });

  it("unsubscribes by a signed link without signing in; refuses forged links", async () => {
    const t = await traveller("Devi");
    const other = await traveller("Kabir");
    const token = unsubscribeToken(SECRET, t.id, "quotes");
    expect(await services.notifications.unsubscribeTarget(token)).toMatchObject({
      category: "quotes",
      unsubscribed: false,
    });
    const forged = [
      unsubscribeToken("another-secret-0123456789-0123456789", t.id, "quotes"),
      token.replace(".quotes.", ".messages."),
      `${Buffer.from(other.id).toString("base64url")}.quotes.${token.split(".")[2]}`,
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      "garbage",
    ];
    for (const bad of forged) {
      expect(await services.notifications.unsubscribeTarget(bad)).toBeNull();
      await expect(services.notifications.unsubscribe(bad)).rejects.toMatchObject({
        code: "unsubscribe_link_invalid",
      });
    }
    await services.notifications.unsubscribe(token);
    await services.notifications.unsubscribe(token);
    expect(await services.notifications.preferences(t)).toEqual({ quotes: false, messages: true });
    expect(await services.notifications.preferences(other)).toEqual({
      quotes: true,
      messages: true,
    });
    // A new quote is still a notification, but no longer a mail.
    const tripId = await newTrip(t);
    await sendQuote(agent(0), tripId);
    await runJobs();
    expect(await of(t, "new_quote")).toHaveLength(1);
    expect((await outbox.list()).some((m) => m.to === t.email)).toBe(false);
    // The account page turns it back on.
    expect(
      await services.notifications.setPreferences(t, { quotes: true, messages: false }),
    ).toEqual({ quotes: true, messages: false });
  });
});
