import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChatMessageView } from "../../../common/chat";
import { QuoteDraftInput } from "../../../common/quotes-input";
import { REALTIME_PATH, SOCKET_EVENTS } from "../../../common/realtime";
import type { AuthenticatedUser } from "../../../common/roles";
import type { DomainEventMap } from "../../events/domain-events";
import { asAppError } from "../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../testing/trip-input";
import { createChatApi } from "../chat";
import {
  countWhere,
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  sentTestQuote,
  type TestAgent,
} from "../quotes/quotes-test-helpers";
import { createRealtimeApi } from "./realtime.api";
import { signRealtimeToken } from "./realtime-token";
import { type RealtimeServer, startRealtimeServer } from "./socket-server";

// Socket auth, live delivery, catch-up from the database, dedupe, presence, and the chat's
// attachments (content checks and who may download), on a real migrated database.

const SECRET = "test-secret-0123456789-0123456789-abcdef";
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let http: HttpServer;
let realtime: RealtimeServer;
let url: string;
let traveller: AuthenticatedUser;
let stranger: AuthenticatedUser;
let ops: AuthenticatedUser;
let agent: TestAgent;
let quoteId: number;
const users = new Map<string, AuthenticatedUser>();
const sockets: Socket[] = [];
const created: DomainEventMap["chat.message.created"][] = [];

const draft = QuoteDraftInput.parse({
  days: [
    { cityName: "Kochi", title: "Arrive" },
    { cityName: "Kochi", title: "Depart" },
  ],
  stays: [{ city: "Kochi", nights: 1, hotels: [{ name: "Harbour", city: "Kochi", rating: 4 }] }],
  inclusions: ["breakfast"],
  exclusions: ["flights"],
  pricePerAdult: 20_000,
  pricePerChild: 10_000,
  discount: 0,
  validUntil: "2026-12-31",
  cancellationPolicy: [{ daysBefore: 30, refundPercent: 90 }],
});

function keyFor(user: AuthenticatedUser, now = new Date()) {
  return signRealtimeToken(SECRET, { userId: user.id, type: user.role, subAccountId: null }, now)
    .token;
}

/** A connected socket, or the connect error's message. */
function open(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => reject(error));
  });
}

function ask<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(5_000).emitWithAck(event, payload) as Promise<T>;
}

function collect(socket: Socket): ChatMessageView[] {
  const seen: ChatMessageView[] = [];
  socket.on(SOCKET_EVENTS.message, (e: { quoteId: number; comment: ChatMessageView }) => {
    if (e.quoteId === quoteId) seen.push(e.comment);
  });
  return seen;
}

let seq = 0;
const send = (socket: Socket, text: string, clientId = `rt-${++seq}-abcdefgh`) =>
  ask<{ ok: boolean; comment: ChatMessageView; created: boolean; status?: number }>(
    socket,
    SOCKET_EVENTS.send,
    { quoteId, comment: { text }, client_message_id: clientId },
  );

// Waits for what must come; the deadline only ends a test that would hang (decision 0206).
const until = async (check: () => boolean, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

function api() {
  const app = createChatApi({
    chat: services.chat,
    currentUser: async (headers) => users.get(headers.get("x-test-user") ?? "") ?? null,
  });
  app.route(
    "/",
    createRealtimeApi({
      keys: services.realtimeKeys,
      currentUser: async (headers) => users.get(headers.get("x-test-user") ?? "") ?? null,
    }),
  );
  app.onError((error, c) => {
    const known = asAppError(error);
    if (!known) throw error;
    return c.json(known.toBody(), known.status);
  });
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  agent = await insertBackwaterTrails(database.db, [kerala]);
  traveller = await insertUser(database.db, "traveller", "Asha");
  stranger = await insertUser(database.db, "traveller", "Vikram");
  ops = await insertUser(database.db, "ops", "Karan");
  for (const u of [traveller, stranger, ops, agent.user]) users.set(u.id, u);
  const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
  quoteId = await sentTestQuote(services, agent, trip.id, draft);
  services.events.subscribe("chat.message.created", (e) => {
    created.push(e);
  });

  http = createServer((_req, res) => res.writeHead(404).end());
  realtime = await startRealtimeServer({
    httpServer: http,
    keys: services.realtimeKeys,
    logger: { info() {}, warn() {}, error() {} },
    chat: services.chat,
    userById: async (id) => users.get(id) ?? null,
  });
  services.realtime.attach(realtime.publisher);
  services.chatPresence.attach(realtime.presence);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await realtime?.close();
  await database?.close();
});

describe("realtime auth", () => {
  it("issues a key only to the signed-in user, read from data.config.auth_key", async () => {
    const app = api();
    const ok = await app.request(`/realtime/auth_config?userId=${traveller.id}&type=traveller`, {
      headers: { "x-test-user": traveller.id },
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { data: { config: { auth_key: string } } };
    expect(services.realtimeKeys.verify(body.data.config.auth_key)?.userId).toBe(traveller.id);
    const other = await app.request(`/realtime/auth_config?userId=${agent.user.id}`, {
      headers: { "x-test-user": traveller.id },
    });
    expect(other.status).toBe(403);
    expect((await app.request("/realtime/auth_config")).status).toBe(401);
    const keys = await app.request("/realtime/chat_keys", {
      headers: { "x-test-user": traveller.id },
    });
    expect(((await keys.json()) as { data: { keys: { chat: string } } }).data.keys.chat).toBe(
      `u:${traveller.id}:chat`,
    );
  });

  it("refuses a socket with no key, a forged key, an expired key or a key for another role", async () => {
    await expect(open("")).rejects.toThrow(/unauthorized/);
    const good = keyFor(traveller);
    await expect(open(`${good.slice(0, -2)}xx`)).rejects.toThrow(/unauthorized/);
    const forged = signRealtimeToken("another-secret-0123456789-0123456789", {
      userId: traveller.id,
      type: "traveller",
      subAccountId: null,
    }).token;
    await expect(open(forged)).rejects.toThrow(/unauthorized/);
    await expect(open(keyFor(traveller, new Date(Date.now() - 10 * 60_000)))).rejects.toThrow(
      /unauthorized/,
    );
    const wrongRole = signRealtimeToken(SECRET, {
      userId: traveller.id,
      type: "agent",
      subAccountId: null,
    }).token;
    await expect(open(wrongRole)).rejects.toThrow(/unauthorized/);
    const socket = await open(good);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it("counts a user's subscriptions per channel", async () => {
    const a = await open(keyFor(traveller));
    const b = await open(keyFor(traveller));
    const first = await ask<{ ok: boolean; subscriptions: Record<string, number> }>(
      a,
      SOCKET_EVENTS.subscribe,
      { channels: ["chat", "notifications"] },
    );
    expect(first.subscriptions).toEqual({ chat: 1, notifications: 1 });
    const second = await ask<{ ok: boolean; subscriptions: Record<string, number> }>(
      b,
      SOCKET_EVENTS.subscribe,
      { channels: ["chat"] },
    );
    expect(second.subscriptions).toEqual({ chat: 2 });
    a.disconnect();
    b.disconnect();
  });
});

describe("chat over the socket", () => {
  it("acks after storing, dedupes a resend, delivers once, and tells the domain", async () => {
    const t = await open(keyFor(traveller));
    const a = await open(keyFor(agent.user));
    await ask(a, SOCKET_EVENTS.subscribe, { channels: ["chat"] });
    const received = collect(a);
    const stranger1 = await open(keyFor(stranger));
    const refused = await ask<{ ok: boolean; status: number }>(stranger1, SOCKET_EVENTS.join, {
      quoteId,
    });
    expect(refused).toMatchObject({ ok: false, status: 404 });
    const join = await ask<{ ok: boolean }>(a, SOCKET_EVENTS.join, { quoteId, lastId: 0 });
    expect(join.ok).toBe(true);
    expect(await services.chatPresence.isViewingChat(agent.user.id, quoteId)).toBe(true);
    expect(await services.chatPresence.isViewingChat(traveller.id, quoteId)).toBe(false);

    const first = await send(t, "Hello over the socket", "dedupe-client-1");
    expect(first).toMatchObject({ ok: true, created: true });
    expect(
      await countWhere(
        database.db,
        sql`select count(*)::int as n from chat_messages where client_message_id = 'dedupe-client-1'`,
      ),
    ).toBe(1);
    const again = await send(t, "Hello over the socket", "dedupe-client-1");
    expect(again).toMatchObject({ ok: true, created: false });
    expect(again.comment.id).toBe(first.comment.id);
    await until(() => received.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(received.map((m) => m.id)).toEqual([first.comment.id]);
    expect(received[0]?.own).toBe(false);
    expect(created.filter((e) => e.messageId === first.comment.id)).toEqual([
      {
        messageId: first.comment.id,
        quoteId,
        tripId: first.comment.tripId,
        senderUserId: traveller.id,
        recipientUserId: agent.user.id,
        preview: "Hello over the socket",
      },
    ]);
    a.emit(SOCKET_EVENTS.leave, { quoteId });
    await vi.waitFor(
      async () =>
        expect(await services.chatPresence.isViewingChat(agent.user.id, quoteId)).toBe(false),
      { timeout: 60_000, interval: 20 },
    );
    for (const s of [t, a, stranger1]) s.disconnect();
  });

  it("catches up from the last message held after a reconnect, from the database", async () => {
    const t = await open(keyFor(traveller));
    const a = await open(keyFor(agent.user));
    const before = await send(t, "Before the agent dropped");
    a.disconnect();
    const missed = [];
    for (let i = 0; i < 3; i++) missed.push((await send(t, `While away ${i}`)).comment.id);
    const back = await open(keyFor(agent.user));
    const join = await ask<{
      ok: boolean;
      missed: ChatMessageView[];
      presence: { online: boolean };
    }>(back, SOCKET_EVENTS.join, { quoteId, lastId: before.comment.id });
    // Catch-up repeats the recent messages before the last one held (commits out of id order).
    expect(join.missed.map((m) => m.id).filter((id) => id > before.comment.id)).toEqual(missed);
    expect(join.presence.online).toBe(true);
    const since = await ask<{ ok: boolean; comments: ChatMessageView[] }>(
      back,
      SOCKET_EVENTS.since,
      {
        quoteId,
        afterId: missed[1],
      },
    );
    expect(since.comments.map((m) => m.id)).toEqual([missed[2]]);
    t.disconnect();
    back.disconnect();
  });

  it("shows presence going offline with a last-seen time, typing and read receipts", async () => {
    const t = await open(keyFor(traveller));
    const a = await open(keyFor(agent.user));
    await ask(t, SOCKET_EVENTS.subscribe, { channels: ["chat"] });
    await ask(t, SOCKET_EVENTS.join, { quoteId });
    await ask(a, SOCKET_EVENTS.join, { quoteId });
    const typing = new Promise((resolve) => t.once(SOCKET_EVENTS.typing, resolve));
    a.emit(SOCKET_EVENTS.typing, { quoteId, typing: true });
    expect(await typing).toMatchObject({ quoteId, userId: agent.user.id, typing: true });
    const receipt = new Promise<{ upToId: number }>((resolve) =>
      t.once(SOCKET_EVENTS.receipt, resolve),
    );
    await ask(a, SOCKET_EVENTS.read, { quoteId });
    expect((await receipt).upToId).toBeGreaterThan(0);
    const offline = new Promise<{ online: boolean; since: string }>((resolve) =>
      t.once(SOCKET_EVENTS.presence, resolve),
    );
    a.disconnect();
    const gone = await offline;
    expect(gone.online).toBe(false);
    expect(new Date(gone.since).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await services.chat.lastSeen(agent.user.id))?.toISOString()).toBe(gone.since);
    t.disconnect();
  });
});

describe("attachments", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

  function upload(user: AuthenticatedUser, bytes: Uint8Array, name: string, uId = user.id) {
    const form = new FormData();
    form.set("u_id", uId);
    form.set("comment", "Here is the ticket");
    form.set("desc", "Train ticket");
    form.set("client_message_id", `file-${++seq}-abcdefgh`);
    form.set("file", new File([new Uint8Array(bytes)], name));
    return api().request(`/quotes/${quoteId}/comments/attachments`, {
      method: "POST",
      headers: { "x-test-user": user.id },
      body: form,
    });
  }

  it("stores a PNG told by its bytes and serves it only to the two parties and staff", async () => {
    const res = await upload(traveller, PNG, "../../ticket.png");
    expect(res.status).toBe(201);
    const { comment } = (await res.json()) as { comment: ChatMessageView };
    expect(comment.status).toBe(3);
    const [file] = comment.attachmentList;
    expect(file).toMatchObject({ type: "image/png", desc: "Train ticket" });
    // The client's name is kept for display only, without its path.
    expect(file?.fileName).toMatch(/ticket\.png$/);
    expect(file?.fileName).not.toContain("/");
    const download = (user: AuthenticatedUser) =>
      api().request(file?.fileUrl.replace("/bookings/v1", "") ?? "", {
        headers: { "x-test-user": user.id },
      });
    const got = await download(agent.user);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
    expect((await download(ops)).status).toBe(200);
    expect((await download(stranger)).status).toBe(404);
  });

  it("refuses a file by its content, its size, and a u_id that is not the sender", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const disguised = await upload(traveller, html, "invoice.pdf");
    expect(disguised.status).toBe(400);
    expect(JSON.stringify(await disguised.json())).toContain("attachment_type_refused");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(traveller, big, "big.png");
    expect(tooBig.status).toBe(400);
    const notMe = await upload(traveller, PNG, "a.png", agent.user.id);
    expect(notMe.status).toBe(400);
    const outsider = await upload(stranger, PNG, "a.png");
    expect(outsider.status).toBe(404);
    expect(
      await countWhere(
        database.db,
        sql`select count(*)::int as n from chat_attachments a join chat_messages m on m.id = a.message_id where m.quote_id = ${quoteId}`,
      ),
    ).toBe(1);
  });
});
