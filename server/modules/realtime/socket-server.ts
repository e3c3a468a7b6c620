import type { Server as HttpServer } from "node:http";
import type { Redis } from "ioredis";
import { Server, type Socket } from "socket.io";
import { z } from "zod";
import {
  type ChatMessageView,
  type ChatPresence as ChatPresenceView,
  CreateCommentInput,
} from "../../../common/chat";
import { LIVE_EVENTS, type LiveJoinAnswer, LiveJoinInput, LiveTopic } from "../../../common/live";
import {
  CHAT_CATCH_UP_MAX,
  REALTIME_CHANNELS,
  REALTIME_PATH,
  type RealtimeChannelName,
  SOCKET_EVENTS,
  type SocketAck,
} from "../../../common/realtime";
import type { AuthenticatedUser } from "../../../common/roles";
import type { RealtimePublisher } from "../../events/realtime-publisher";
import { asAppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { quitRedis } from "../../lib/redis";
import type { ChatService } from "../chat";
import type { ChatPresence } from "./chat-presence";
import type { RealtimeKeys } from "./realtime-token";
import { attachRedisAdapter, type RealtimeAdapterKind } from "./redis-adapter";

export type { RealtimeAdapterKind };

export interface RealtimeServerDeps {
  httpServer: HttpServer;
  /** Realtime auth keys, signed with a key derived from the session secret. */
  keys: RealtimeKeys;
  logger: Pick<Logger, "info" | "error" | "warn">;
  chat: ChatService;
  userById(id: string): Promise<AuthenticatedUser | null>;
  /** With it, rooms are shared by every process through Redis; without, in-process. */
  redisUrl?: string;
  /** REDIS_PREFIX: this deployment's channels (decision 0198). */
  redisPrefix?: string;
  adapter?: RealtimeAdapterKind;
  /**
   * May this user see the object a live topic names (decision 0202)? Without it no topic
   * is joined. A failure counts as no.
   */
  mayJoinTopic?(user: AuthenticatedUser, topic: string): Promise<boolean>;
}

export interface RealtimeServer {
  io: Server;
  publisher: RealtimePublisher;
  presence: ChatPresence;
  close(): Promise<void>;
}

// Room names: every socket of a user; a user's channel; a quote's open chats; "viewing".
const userRoom = (userId: string) => `u:${userId}`;
const channelRoom = (userId: string, channel: RealtimeChannelName) => `u:${userId}:${channel}`;
const quoteRoom = (quoteId: number) => `q:${quoteId}`;
const viewingRoom = (quoteId: number, userId: string) => `v:${quoteId}:${userId}`;
// A live topic's room (decision 0202): joined only after its authorisation.
const topicRoom = (topic: string) => `t:${topic}`;

const QuoteRef = z.object({ quoteId: z.number().int().positive().max(2_147_483_647) });
const JoinInput = QuoteRef.extend({ lastId: z.number().int().min(0).optional() });
const SinceInput = QuoteRef.extend({ afterId: z.number().int().min(0) });
const TypingInput = QuoteRef.extend({ typing: z.boolean() });
const SendInput = CreateCommentInput.extend({ quoteId: QuoteRef.shape.quoteId });
const SubscribeInput = z.object({ channels: z.array(z.enum(REALTIME_CHANNELS)).min(1).max(4) });

interface SocketData {
  user: AuthenticatedUser;
  /** Quotes whose chat this socket has open: told when its user goes offline. */
  quotes: Set<number>;
}
type AppSocket = Socket & { data: SocketData };
type Ack<T extends object> = (answer: SocketAck<T>) => void;
type AnyAck = Ack<Record<string, unknown>>;

function failure(error: unknown): { ok: false; status: number; error: string } {
  const known = asAppError(error);
  if (known) return { ok: false, status: known.status, error: known.message };
  return { ok: false, status: 500, error: "Something went wrong." };
}

/**
 * Socket.IO on the site's own HTTP server (issue 10 §2). A socket authenticates with the
 * short-lived key of GET realtime auth config; the pages work without it (fetch fallback).
 */
export async function startRealtimeServer(deps: RealtimeServerDeps): Promise<RealtimeServer> {
  const { chat, logger } = deps;
  const io = new Server(deps.httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin only: the page and the socket share the site's address.
    cors: { origin: false },
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });

  const redisClients: Redis[] = deps.redisUrl
    ? attachRedisAdapter(io, {
        redisUrl: deps.redisUrl,
        prefix: deps.redisPrefix,
        kind: deps.adapter,
        logger,
      })
    : [];

  async function socketsIn(room: string): Promise<number> {
    try {
      return (await io.in(room).fetchSockets()).length;
    } catch (error) {
      // Another process did not answer in time: count what answered nothing.
      logger.warn({ err: error, room }, "realtime: counting sockets failed");
      return 0;
    }
  }

  async function presenceOf(userId: string): Promise<ChatPresenceView> {
    const online = (await socketsIn(userRoom(userId))) > 0;
    const since = online ? null : await chat.lastSeen(userId);
    return { userId, online, since: since?.toISOString() ?? null };
  }

  io.use(async (socket, next) => {
    const claims = deps.keys.verify(socket.handshake.auth?.token);
    if (!claims) return next(new Error("unauthorized"));
    try {
      const user = await deps.userById(claims.userId);
      if (!user || user.role !== claims.type) return next(new Error("unauthorized"));
      (socket as AppSocket).data.user = user;
      (socket as AppSocket).data.quotes = new Set();
      next();
    } catch (error) {
      logger.error({ err: error }, "realtime: authenticating a socket failed");
      next(new Error("unavailable"));
    }
  });

  io.on("connection", (raw) => {
    const socket = raw as AppSocket;
    const { user } = socket.data;
    socket.join(userRoom(user.id));

    socket.on(SOCKET_EVENTS.subscribe, async (input: unknown, ack: AnyAck) => {
      if (typeof ack !== "function") return;
      const parsed = SubscribeInput.safeParse(input);
      if (!parsed.success) return ack({ ok: false, status: 400, error: "Name the channels." });
      for (const channel of parsed.data.channels) socket.join(channelRoom(user.id, channel));
      // §4: the subscription count per channel: this user's sockets listening on it.
      const subscriptions: Record<string, number> = {};
      for (const channel of parsed.data.channels)
        subscriptions[channel] = await socketsIn(channelRoom(user.id, channel));
      ack({ ok: true, subscriptions });
    });

    // Live views (decision 0202): each topic is joined only when this user may see its object.
    socket.on(LIVE_EVENTS.join, async (input: unknown, ack: AnyAck) => {
      if (typeof ack !== "function") return;
      const parsed = LiveJoinInput.safeParse(input);
      if (!parsed.success) return ack({ ok: false, status: 400, error: "Name the topics." });
      const answer: LiveJoinAnswer = { joined: [], refused: [] };
      for (const topic of new Set(parsed.data.topics)) {
        let allowed = false;
        try {
          allowed = (await deps.mayJoinTopic?.(user, topic)) ?? false;
        } catch (error) {
          logger.warn({ err: error }, "realtime: authorising a live topic failed");
        }
        if (allowed) {
          socket.join(topicRoom(topic));
          answer.joined.push(topic);
        } else {
          answer.refused.push(topic);
        }
      }
      ack({ ok: true, ...answer });
    });

    socket.on(LIVE_EVENTS.leave, (input: unknown) => {
      const parsed = LiveJoinInput.safeParse(input);
      if (!parsed.success) return;
      for (const topic of parsed.data.topics) socket.leave(topicRoom(topic));
    });

    socket.on(SOCKET_EVENTS.join, async (input: unknown, ack: AnyAck) => {
      if (typeof ack !== "function") return;
      const parsed = JoinInput.safeParse(input);
      if (!parsed.success) return ack({ ok: false, status: 400, error: "Name the quote." });
      const { quoteId, lastId } = parsed.data;
      try {
        const other = await chat.otherPartyOf(user, quoteId);
        socket.join([quoteRoom(quoteId), viewingRoom(quoteId, user.id)]);
        socket.data.quotes.add(quoteId);
        socket
          .to(quoteRoom(quoteId))
          .emit(SOCKET_EVENTS.presence, { quoteId, userId: user.id, online: true, since: null });
        // Catching up from the last message the page holds: the database answers.
        const caught =
          lastId === undefined
            ? { comments: [] as ChatMessageView[], lastId: 0, more: false }
            : await chat.catchUp(user, quoteId, lastId, CHAT_CATCH_UP_MAX);
        ack({
          ok: true,
          presence: other ? await presenceOf(other) : null,
          missed: caught.comments,
          // Ask again from nextId while more is true.
          nextId: caught.lastId,
          more: caught.more,
        });
      } catch (error) {
        ack(failure(error));
      }
    });

    socket.on(SOCKET_EVENTS.leave, (input: unknown) => {
      const parsed = QuoteRef.safeParse(input);
      if (!parsed.success) return;
      socket.leave(quoteRoom(parsed.data.quoteId));
      socket.leave(viewingRoom(parsed.data.quoteId, user.id));
      socket.data.quotes.delete(parsed.data.quoteId);
    });

    socket.on(SOCKET_EVENTS.since, async (input: unknown, ack: AnyAck) => {
      if (typeof ack !== "function") return;
      const parsed = SinceInput.safeParse(input);
      if (!parsed.success) return ack({ ok: false, status: 400, error: "Name the quote." });
      try {
        const comments = await chat.since(
          user,
          parsed.data.quoteId,
          parsed.data.afterId,
          CHAT_CATCH_UP_MAX,
        );
        ack({ ok: true, comments, more: comments.length === CHAT_CATCH_UP_MAX });
      } catch (error) {
        ack(failure(error));
      }
    });

    // Persisted before acknowledged; the same client_message_id answers the first message.
    socket.on(SOCKET_EVENTS.send, async (input: unknown, ack: AnyAck) => {
      if (typeof ack !== "function") return;
      const parsed = SendInput.safeParse(input);
      if (!parsed.success)
        return ack({ ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "" });
      const { quoteId, ...comment } = parsed.data;
      try {
        const sent = await chat.send(user, quoteId, comment);
        ack({ ok: true, ...sent });
      } catch (error) {
        ack(failure(error));
      }
    });

    socket.on(SOCKET_EVENTS.typing, (input: unknown) => {
      const parsed = TypingInput.safeParse(input);
      if (!parsed.success || !socket.data.quotes.has(parsed.data.quoteId)) return;
      socket.to(quoteRoom(parsed.data.quoteId)).emit(SOCKET_EVENTS.typing, {
        quoteId: parsed.data.quoteId,
        userId: user.id,
        typing: parsed.data.typing,
      });
    });

    socket.on(SOCKET_EVENTS.read, async (input: unknown, ack?: AnyAck) => {
      const parsed = QuoteRef.safeParse(input);
      if (!parsed.success) return ack?.({ ok: false, status: 400, error: "Name the quote." });
      try {
        ack?.({ ok: true, ...(await chat.markRead(user, parsed.data.quoteId)) });
      } catch (error) {
        ack?.(failure(error));
      }
    });

    socket.on("disconnect", async () => {
      try {
        if ((await socketsIn(userRoom(user.id))) > 0) return;
        const at = new Date();
        await chat.recordLastSeen(user.id, at);
        for (const quoteId of socket.data.quotes)
          io.to(quoteRoom(quoteId)).emit(SOCKET_EVENTS.presence, {
            quoteId,
            userId: user.id,
            online: false,
            since: at.toISOString(),
          });
      } catch (error) {
        logger.error({ err: error }, "realtime: recording last seen failed");
      }
    });
  });

  return {
    io,
    publisher: {
      toUser(userId, channel, event, payload) {
        io.to(channelRoom(userId, channel)).emit(event, payload);
      },
      toTopic(topic, event, payload) {
        if (!LiveTopic.safeParse(topic).success) return;
        io.to(topicRoom(topic)).emit(event, payload);
      },
    },
    presence: {
      async isViewingChat(userId, quoteId) {
        return (await socketsIn(viewingRoom(quoteId, userId))) > 0;
      },
    },
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      // After the adapters' last words (unsubscribes, the streams adapter's goodbye).
      await Promise.all(redisClients.map((client) => quitRedis(client)));
    },
  };
}
