// Realtime (accounts-trips-quotes §4 "realtime channels", §7 realtime calls, §8 'Unable to
// create connection'). Browser and server both import this file: names, payloads, constants.

/** §4: channels subscribed per user. */
export const REALTIME_CHANNELS = ["chat", "notifications", "inventory", "events"] as const;
export type RealtimeChannelName = (typeof REALTIME_CHANNELS)[number];

/** Where Socket.IO answers on the site's own HTTP server. */
export const REALTIME_PATH = "/socket.io";
/** A realtime auth key lives this long; the client asks for a new one on every (re)connect. */
export const REALTIME_TOKEN_TTL_SECONDS = 300;
/** §8: what a failed connection logs; the page then fetches instead. */
export const REALTIME_CONNECTION_FAILED = "Unable to create connection";
/** How often a chat without a socket asks for new messages. */
export const CHAT_POLL_MS = 5_000;
/** Messages one catch-up answer carries at most; the client asks again from the last one. */
export const CHAT_CATCH_UP_MAX = 100;

/** Socket events: client → server (with an ack) and server → client. */
export const SOCKET_EVENTS = {
  subscribe: "subscribe",
  join: "chat:join",
  leave: "chat:leave",
  send: "chat:send",
  since: "chat:since",
  typing: "chat:typing",
  read: "chat:read",
  // server → client
  message: "chat:message",
  receipt: "chat:receipt",
  presence: "chat:presence",
} as const;

/** GET realtime auth config: the answer's data (read from data.config.auth_key). */
export interface RealtimeAuthConfig {
  config: {
    auth_key: string;
    expires_at: string;
    path: string;
    transports: string[];
    channels: RealtimeChannelName[];
  };
}

/** An ack: the server's answer to an emit. */
export type SocketAck<T> = ({ ok: true } & T) | { ok: false; status: number; error: string };
