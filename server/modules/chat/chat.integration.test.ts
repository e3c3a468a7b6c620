import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_PAGE_SIZE, PREDEFINED_CHAT_MESSAGES } from "../../../common/chat";
import { MESSAGES } from "../../../common/messages";
import type { AuthenticatedUser } from "../../../common/roles";
import { asAppError } from "../../lib/errors";
import { createMemoryStore, createRateLimiter } from "../../lib/rate-limit";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../testing/trip-input";
import {
  countWhere,
  insertAgent,
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "../quotes/quotes-test-helpers";
import { createChatApi } from "./chat.api";
import { createChatService } from "./chat.service";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let api: ReturnType<typeof createChatApi>;
let traveller: AuthenticatedUser;
let stranger: AuthenticatedUser;
let ops: AuthenticatedUser;
let agentA: TestAgent;
let agentB: TestAgent;
let tripId: number;
let quoteA: number;
let quoteB: number;
let draftOfB: number;
const users = new Map<string, AuthenticatedUser>();

const draft = kochiDraft();

let seq = 0;
const clientId = () => `client-${++seq}-abcdef`;
const text = (t: string, id = clientId()) => ({
  user_platform: "web" as const,
  comment: { text: t },
  client_message_id: id,
});

async function sentQuote(agent: TestAgent): Promise<number> {
  return sentTestQuote(services, agent, tripId, draft);
}

/** The chat API alone, with the reader named by a header (sessions are the accounts module's). */
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

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agentA = await insertBackwaterTrails(database.db, [kerala]);
  agentB = await insertAgent(database.db, {
    companyName: "Spice Route Holidays",
    ratingTenths: 46,
    responseMinutes: 90,
    destinationIds: [kerala],
  });
  traveller = await insertUser(database.db, "traveller", "Asha");
  stranger = await insertUser(database.db, "traveller", "Vikram");
  ops = await insertUser(database.db, "ops", "Karan");
  for (const u of [traveller, stranger, ops, agentA.user, agentB.user]) users.set(u.id, u);
  const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
  tripId = trip.id;
  quoteA = await sentQuote(agentA);
  quoteB = await sentQuote(agentB);
  // A second, unsent quote of agent B's cannot be chatted on by anyone yet.
  const second = await services.quotes.startDraft(agentB.user, tripId, { from: "blank" });
  draftOfB = second.quoteId;
  api = createChatApi({
    chat: services.chat,
    currentUser: async (headers) => users.get(headers.get("x-test-user") ?? "") ?? null,
  });
  // The one error mapping of app.ts, for the sub-app on its own.
  api.onError((error, c) => {
    const known = asAppError(error);
    if (!known) throw error;
    return c.json(known.toBody(), known.status);
  });
});

afterAll(async () => {
  await database?.close();
});

describe("chat on a quote", () => {
  it("lets only the trip's traveller and the quote's agent write; staff read; others get 404", async () => {
    const sent = await services.chat.send(traveller, quoteA, text("Hello, can we talk?"));
    expect(sent.created).toBe(true);
    expect(sent.comment).toMatchObject({
      comment: "Hello, can we talk?",
      commentableId: quoteA,
      commentable_type: "Quote",
      tripId,
      uId: traveller.id,
      authorRole: "traveller",
      isRead: false,
      status: 1,
      own: true,
    });
    await expect(services.chat.send(agentA.user, quoteA, text("Hi Asha"))).resolves.toMatchObject({
      created: true,
    });
    const notFound = { code: "quote_not_found" };
    // Another agent on the same trip, a stranger, and a draft quote.
    await expect(services.chat.send(agentB.user, quoteA, text("x"))).rejects.toMatchObject(
      notFound,
    );
    await expect(
      services.chat.history(agentB.user, quoteA, { limit: 10, offset: 0 }),
    ).rejects.toMatchObject(notFound);
    await expect(
      services.chat.history(stranger, quoteA, { limit: 10, offset: 0 }),
    ).rejects.toMatchObject(notFound);
    await expect(services.chat.send(traveller, draftOfB, text("x"))).rejects.toMatchObject(
      notFound,
    );
    await expect(services.chat.send(agentB.user, draftOfB, text("x"))).rejects.toMatchObject(
      notFound,
    );
    // Staff read, never write, and reading marks nothing.
    const staffView = await services.chat.history(ops, quoteA, { limit: 10, offset: 0 });
    expect(staffView.comments.map((m) => m.comment)).toEqual(["Hello, can we talk?", "Hi Asha"]);
    expect(staffView.canWrite).toBe(false);
    await expect(services.chat.send(ops, quoteA, text("x"))).rejects.toMatchObject({
      code: "chat_read_only",
    });
    await expect(services.chat.markRead(ops, quoteA)).resolves.toEqual({ marked: 0 });
  });

  it("takes the traveller's access from the quote the page just read, the same as reading it", async () => {
    const view = await services.quotes.get(traveller, tripId, quoteA);
    const known = services.quotes.travellerChatAccess(traveller, view);
    expect(known).toEqual(await services.quotes.chatAccess(traveller, quoteA));
    await services.chat.send(traveller, quoteA, text("From the quote page"));
    const read = await services.chat.history(traveller, quoteA, { limit: 10, offset: 0 });
    const given = await services.chat.history(
      traveller,
      quoteA,
      { limit: 10, offset: 0 },
      known ?? undefined,
    );
    expect(given).toEqual(read);
    // Staff's access is read as before; an access for another quote is not taken.
    expect(services.quotes.travellerChatAccess(ops, view)).toBeNull();
    await expect(
      services.chat.history(stranger, quoteB, { limit: 10, offset: 0 }, known ?? undefined),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("answers a resend with the same client message id with the first message, never a second", async () => {
    const id = clientId();
    const first = await services.chat.send(agentB.user, quoteB, text("Your quote is ready", id));
    const again = await services.chat.send(agentB.user, quoteB, text("Your quote is ready", id));
    expect(again).toMatchObject({ created: false, comment: { id: first.comment.id } });
    expect(
      await countWhere(
        database.db,
        sql`select count(*) as n from chat_messages where client_message_id = ${id}`,
      ),
    ).toBe(1);
    // The same id used on another quote is a client bug, refused.
    await expect(services.chat.send(agentB.user, quoteA, text("x", id))).rejects.toMatchObject({
      code: "quote_not_found",
    });
    const travellerId = clientId();
    await services.chat.send(traveller, quoteB, text("one", travellerId));
    await expect(
      services.chat.send(traveller, quoteA, text("two", travellerId)),
    ).rejects.toMatchObject({
      code: "client_message_id_taken",
    });
  });

  it("masks phone numbers and emails both ways until the traveller accepts the quote", async () => {
    await services.chat.send(
      traveller,
      quoteA,
      text("Call me on +91 98470 12345 or asha@example.com"),
    );
    await services.chat.send(
      agentA.user,
      quoteA,
      text("Mine is 080-2345-6789, sales@backwater.example"),
    );
    const before = await services.chat.history(traveller, quoteA, { limit: 2, offset: 0 });
    expect(before.comments.map((m) => m.comment)).toEqual([
      `Call me on ${MESSAGES.chatPhoneHidden} or ${MESSAGES.chatEmailHidden}`,
      `Mine is ${MESSAGES.chatPhoneHidden}, ${MESSAGES.chatEmailHidden}`,
    ]);
    const agentBefore = await services.chat.history(agentA.user, quoteA, { limit: 2, offset: 0 });
    expect(agentBefore.comments[0]?.comment).not.toContain("98470");
    // Small numbers (prices, days) are not phone numbers.
    const price = await services.chat.send(agentA.user, quoteA, text("It is 45,000 for 5 days"));
    expect(price.comment.comment).toBe("It is 45,000 for 5 days");

    await services.workflows.acceptQuote(traveller, tripId, quoteA);
    const after = await services.chat.history(agentA.user, quoteA, { limit: 3, offset: 0 });
    expect(after.comments.map((m) => m.comment)).toEqual([
      "Call me on +91 98470 12345 or asha@example.com",
      "Mine is 080-2345-6789, sales@backwater.example",
      "It is 45,000 for 5 days",
    ]);
    // The other quote of the trip stays masked.
    const other = await services.chat.send(agentB.user, quoteB, text("Write to b@spice.example"));
    expect(other.comment.comment).toBe(`Write to ${MESSAGES.chatEmailHidden}`);
  });

  it("pages by 10: the newest page first, each page oldest first", async () => {
    for (let i = 1; i <= 13; i++) await services.chat.send(agentB.user, quoteB, text(`page ${i}`));
    const all = await services.chat.history(traveller, quoteB, {
      limit: CHAT_PAGE_SIZE,
      offset: 0,
    });
    const total = all.total;
    expect(all.comments).toHaveLength(10);
    expect(all.comments.map((m) => m.comment).slice(-3)).toEqual(["page 11", "page 12", "page 13"]);
    expect(all.earlierOffset).toBe(10);
    const older = await services.chat.history(traveller, quoteB, {
      limit: CHAT_PAGE_SIZE,
      offset: 10,
    });
    expect(older.comments.at(-1)?.comment).toBe("page 3");
    expect(older.comments[0]?.id).toBeLessThan(all.comments[0]?.id ?? 0);
    expect(older.comments.length + 10).toBe(total);
    expect(older.earlierOffset).toBeNull();
    const ids = [...older.comments, ...all.comments].map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it("reads several chats at once as history reads each (the lead page's one statement)", async () => {
    const accesses = await Promise.all(
      [quoteB, quoteA].map((id) => services.quotes.chatAccess(traveller, id)),
    );
    const both = await services.chat.histories(traveller, accesses, CHAT_PAGE_SIZE);
    expect([...both.keys()]).toEqual([quoteB, quoteA]);
    for (const id of [quoteA, quoteB]) {
      const one = await services.chat.history(traveller, id, { limit: CHAT_PAGE_SIZE, offset: 0 });
      expect(both.get(id)).toEqual(one);
    }
  });

  it("counts total and unread per quote for the reader, and mark read clears them with a receipt", async () => {
    const counts = await services.chat.counts(traveller, [quoteA, quoteB, draftOfB, 999_999]);
    expect(counts.map((c) => c.quoteId)).toEqual([quoteA, quoteB]);
    const b = counts.find((c) => c.quoteId === quoteB);
    expect(b?.unread).toBe(15);
    const list = await services.quotes.listForTrip(traveller, tripId);
    expect(list.find((q) => q.id === quoteB)?.unreadCount).toBe(15);
    expect(list.find((q) => q.id === quoteA)?.unreadCount).toBe(3);

    await expect(services.chat.markRead(traveller, quoteB)).resolves.toEqual({ marked: 15 });
    const agentView = await services.chat.history(agentB.user, quoteB, { limit: 10, offset: 0 });
    expect(agentView.comments.filter((m) => m.own).every((m) => m.isRead)).toBe(true);
    // The traveller's own message stays unread until the agent opens the chat.
    const travellerMsg = (
      await services.chat.history(traveller, quoteB, { limit: 10, offset: 10 })
    ).comments.find((m) => m.own);
    expect(travellerMsg?.isRead).toBe(false);
    expect(await services.chat.counts(agentB.user, [quoteB, quoteA])).toEqual([
      { quoteId: quoteB, total: expect.any(Number), unread: 1 },
    ]);
    const inbox = await services.quotes.inbox(agentB.user, { page: 1 });
    expect(inbox.items.find((i) => i.tripId === tripId)?.unreadMessages).toBe(1);
    await services.chat.markRead(agentB.user, quoteB);
    const after = await services.quotes.inbox(agentB.user, { page: 1 });
    expect(after.items.find((i) => i.tripId === tripId)?.unreadMessages).toBe(0);
    expect(
      (await services.quotes.listForTrip(traveller, tripId)).find((q) => q.id === quoteB)
        ?.unreadCount,
    ).toBe(0);
  });

  it("limits how fast one person sends, each person on their own budget", async () => {
    const strict = createChatService({
      db: database.db,
      access: services.quotes.chatAccess,
      limiter: createRateLimiter(createMemoryStore()),
      sendLimit: { name: "chat-test", max: 2, windowMs: 60_000 },
    });
    await strict.send(traveller, quoteA, text("one of two"));
    await strict.send(traveller, quoteA, text("two of two"));
    const refused = await strict.send(traveller, quoteA, text("three")).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: "too_many_messages",
      retryAfterSeconds: expect.any(Number),
    });
    // Another person's budget is their own.
    await expect(strict.send(agentA.user, quoteA, text("fine"))).resolves.toMatchObject({
      created: true,
    });
  });
});

describe("chat API", () => {
  it("creates (201), replays a resend (200), reads history, counts and marks read", async () => {
    const body = text("From the API");
    const created = await call(traveller, "POST", `/quotes/${quoteB}/comments`, body);
    expect(created.status).toBe(201);
    const { comment } = (await created.json()) as { comment: { id: number; comment: string } };
    const replay = await call(traveller, "POST", `/quotes/${quoteB}/comments`, body);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { comment: { id: number } }).comment.id).toBe(comment.id);

    const history = await call(agentB.user, "GET", `/quotes/${quoteB}/comments?limit=10&offset=0`);
    expect(history.status).toBe(200);
    const page = (await history.json()) as { comments: { id: number; isRead: boolean }[] };
    expect(page.comments.at(-1)).toMatchObject({ id: comment.id, isRead: false });

    const counts = await call(
      agentB.user,
      "GET",
      `/quote_comments?quote_ids[]=${quoteB}&quote_ids[]=${quoteA}`,
    );
    expect(await counts.json()).toEqual({
      counts: [{ quoteId: quoteB, total: expect.any(Number), unread: 1 }],
    });
    const marked = await call(agentB.user, "POST", `/quotes/${quoteB}/comments/mark_read`);
    expect(await marked.json()).toEqual({ marked: 1 });
  });

  it("answers 401 signed out, 404 to a stranger, 403 to staff writing", async () => {
    expect((await call(null, "GET", `/quotes/${quoteA}/comments`)).status).toBe(401);
    expect((await call(stranger, "GET", `/quotes/${quoteA}/comments`)).status).toBe(404);
    expect((await call(stranger, "POST", `/quotes/${quoteA}/comments`, text("x"))).status).toBe(
      404,
    );
    expect((await call(stranger, "POST", `/quotes/${quoteA}/comments/mark_read`)).status).toBe(404);
    expect((await call(ops, "GET", `/quotes/${quoteA}/comments`)).status).toBe(200);
    expect((await call(ops, "POST", `/quotes/${quoteA}/comments`, text("x"))).status).toBe(403);
  });

  it("refuses bad input with field errors: blank, too long, NUL, bad ids and paging", async () => {
    const post = (body: unknown) => call(traveller, "POST", `/quotes/${quoteA}/comments`, body);
    const fields = async (res: Response) => {
      expect(res.status).toBe(400);
      return ((await res.json()) as { errors: { field?: string }[] }).errors.map((e) => e.field);
    };
    expect(await fields(await post(text("   ")))).toEqual(["comment.text"]);
    expect(await fields(await post(text("x".repeat(2001))))).toEqual(["comment.text"]);
    expect(await fields(await post(text("a\u0000b")))).toEqual(["comment.text"]);
    expect(await fields(await post({ ...text("ok"), client_message_id: "x" }))).toEqual([
      "client_message_id",
    ]);
    expect(await fields(await post({ ...text("ok"), user_platform: "fax" }))).toEqual([
      "user_platform",
    ]);
    expect(await fields(await post({ client_message_id: clientId() }))).toEqual(["comment"]);
    expect((await call(traveller, "GET", `/quotes/abc/comments`)).status).toBe(400);
    expect((await call(traveller, "GET", `/quotes/${quoteA}/comments?limit=11`)).status).toBe(400);
    expect((await call(traveller, "GET", `/quotes/${quoteA}/comments?offset=-1`)).status).toBe(400);
    expect((await call(traveller, "GET", `/quote_comments`)).status).toBe(400);
    expect((await call(traveller, "GET", `/quote_comments?quote_ids[]=x`)).status).toBe(400);
  });

  it("offers different predefined messages to the traveller and the agent", async () => {
    const mine = await call(traveller, "GET", "/chat/predefined_messages");
    expect(await mine.json()).toEqual({ messages: [...PREDEFINED_CHAT_MESSAGES.traveller] });
    const theirs = await call(agentA.user, "GET", "/chat/predefined_messages");
    expect(await theirs.json()).toEqual({ messages: [...PREDEFINED_CHAT_MESSAGES.agent] });
  });
});
