import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_EVENTS, type LivePush } from "../../common/live";
import { REALTIME_PATH } from "../../common/realtime";
import type { AuthenticatedUser } from "../../common/roles";
import {
  insertAgent,
  insertBackwaterTrails,
  insertDestination,
  insertUser,
  sentTestQuote,
  type TestAgent,
} from "../modules/quotes/quotes-test-helpers";
import { type RealtimeServer, startRealtimeServer } from "../modules/realtime";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { createTestServices } from "../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../testing/trip-input";

// Live views (decision 0202) on a real migrated database and a real socket: who may join which
// topic, and that a committed change reaches the topics it touched, saying only what changed.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let http: HttpServer;
let realtime: RealtimeServer;
let url: string;
let traveller: AuthenticatedUser;
let stranger: AuthenticatedUser;
let ops: AuthenticatedUser;
let agent: TestAgent;
let otherAgency: TestAgent;
let tripId: number;
let quoteId: number;
const users = new Map<string, AuthenticatedUser>();
const sockets: Socket[] = [];

function open(user: AuthenticatedUser): Promise<Socket> {
  const { token } = services.realtimeKeys.sign({
    userId: user.id,
    type: user.role,
    subAccountId: null,
  });
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
    socket.once("connect_error", reject);
  });
}

type JoinAnswer =
  | { ok: true; joined: string[]; refused: string[] }
  | { ok: false; status: number; error: string };

function join(socket: Socket, topics: unknown): Promise<JoinAnswer> {
  return socket.timeout(10_000).emitWithAck(LIVE_EVENTS.join, { topics }) as Promise<JoinAnswer>;
}

function pushesOf(socket: Socket): LivePush[] {
  const seen: LivePush[] = [];
  socket.on(LIVE_EVENTS.changed, (push: LivePush) => seen.push(push));
  return seen;
}

const until = async (check: () => boolean, what: string, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  const kerala = await insertDestination(database.db, "Kerala", "india");
  const goa = await insertDestination(database.db, "Goa", "india");
  agent = await insertBackwaterTrails(database.db, [kerala]);
  otherAgency = await insertAgent(database.db, {
    companyName: "Goa Sands",
    ratingTenths: 45,
    responseMinutes: 60,
    destinationIds: [goa],
  });
  traveller = await insertUser(database.db, "traveller", "Asha");
  stranger = await insertUser(database.db, "traveller", "Vikram");
  ops = await insertUser(database.db, "ops", "Karan");
  for (const u of [traveller, stranger, ops, agent.user, otherAgency.user]) users.set(u.id, u);
  const trip = await services.trips.create(traveller, KERALA_FAMILY_TRIP);
  tripId = trip.id;
  quoteId = await sentTestQuote(services, agent, tripId);

  http = createServer((_req, res) => res.writeHead(404).end());
  realtime = await startRealtimeServer({
    httpServer: http,
    keys: services.realtimeKeys,
    logger: { info() {}, warn() {}, error() {} },
    chat: services.chat,
    userById: async (id) => users.get(id) ?? null,
    mayJoinTopic: services.mayJoinLiveTopic,
  });
  services.realtime.attach(realtime.publisher);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await realtime?.close();
  await new Promise<void>((resolve) => http?.close(() => resolve()));
  await database?.close();
});

describe("joining live topics", () => {
  it("lets the traveller, the agency with a lead and staff join the trip; nobody else", async () => {
    const trip = `trip:${tripId}`;
    expect(await join(await open(traveller), [trip])).toEqual({
      ok: true,
      joined: [trip],
      refused: [],
    });
    expect(await join(await open(agent.user), [trip])).toMatchObject({ joined: [trip] });
    expect(await join(await open(ops), [trip])).toMatchObject({ joined: [trip] });
    expect(await join(await open(stranger), [trip])).toMatchObject({ joined: [], refused: [trip] });
    // An agency with no lead on the trip sees nothing of it.
    expect(await join(await open(otherAgency.user), [trip])).toMatchObject({
      joined: [],
      refused: [trip],
    });
    // A trip that does not exist is refused like one that is not yours.
    expect(await join(await open(traveller), ["trip:999999"])).toMatchObject({
      refused: ["trip:999999"],
    });
  });

  it("keeps a user's own topic to that user and the staff lists to staff", async () => {
    const mine = `user:${traveller.id}`;
    const theirs = `user:${stranger.id}`;
    expect(await join(await open(traveller), [mine, theirs, "staff:payouts"])).toEqual({
      ok: true,
      joined: [mine],
      refused: [theirs, "staff:payouts"],
    });
    expect(await join(await open(ops), ["staff:payouts", "staff:trips", theirs])).toEqual({
      ok: true,
      joined: ["staff:payouts", "staff:trips"],
      refused: [theirs],
    });
  });

  it("answers 400 to what is not a list of topics", async () => {
    const socket = await open(traveller);
    for (const bad of [[], "trip:1", ["trip:abc"], ["quote:1"], ["trip:0"], [1]]) {
      expect(await join(socket, bad)).toMatchObject({ ok: false, status: 400 });
    }
    expect(
      await join(
        socket,
        Array.from({ length: 51 }, (_, i) => `trip:${i + 1}`),
      ),
    ).toMatchObject({ ok: false, status: 400 });
  });
});

describe("pushes after a committed change", () => {
  it("tells the trip, the traveller's and the agency's lists and staff what changed, and no one else", async () => {
    const travellerSocket = await open(traveller);
    const agentSocket = await open(agent.user);
    const opsSocket = await open(ops);
    const strangerSocket = await open(stranger);
    const onTrip = pushesOf(travellerSocket);
    const onAgent = pushesOf(agentSocket);
    const onOps = pushesOf(opsSocket);
    const onStranger = pushesOf(strangerSocket);
    await join(travellerSocket, [`trip:${tripId}`, `user:${traveller.id}`]);
    await join(agentSocket, [`user:${agent.user.id}`]);
    await join(opsSocket, ["staff:trips", "staff:payouts"]);
    await join(strangerSocket, [`user:${stranger.id}`, `trip:${tripId}`]);

    await services.workflows.acceptQuote(traveller, tripId, quoteId);

    await until(() => onTrip.length >= 2 && onAgent.length >= 1 && onOps.length >= 1, "pushes");
    expect(onTrip).toEqual(
      expect.arrayContaining([
        { topic: `trip:${tripId}`, kind: "quote.accepted" },
        { topic: `user:${traveller.id}`, kind: "quote.accepted" },
      ]),
    );
    expect(onAgent).toContainEqual({ topic: `user:${agent.user.id}`, kind: "quote.accepted" });
    expect(onOps).toContainEqual({ topic: "staff:trips", kind: "quote.accepted" });
    // Acceptance moves no money: the payouts list is not told.
    expect(onOps.filter((p) => p.topic === "staff:payouts")).toEqual([]);
    // What a push carries: the topic and the kind, nothing personal.
    for (const push of [...onTrip, ...onAgent, ...onOps]) {
      expect(Object.keys(push).sort()).toEqual(["kind", "topic"]);
    }
    // The stranger's socket was refused the trip and hears nothing of it.
    await new Promise((r) => setTimeout(r, 200));
    expect(onStranger).toEqual([]);
  });

  it("stops telling a socket that left the topic", async () => {
    const socket = await open(traveller);
    const seen = pushesOf(socket);
    await join(socket, [`trip:${tripId}`]);
    socket.emit(LIVE_EVENTS.leave, { topics: [`trip:${tripId}`] });
    const watcher = await open(traveller);
    const control = pushesOf(watcher);
    await join(watcher, [`trip:${tripId}`]);
    await services.events.publish("trip.reactivated", { tripId, actorUserId: traveller.id });
    await until(() => control.length >= 1, "the control socket's push");
    expect(seen).toEqual([]);
  });
});
