import { io as connect, type Socket } from "socket.io-client";
import { REALTIME_PATH, SOCKET_EVENTS } from "../../common/realtime";
import type { Client } from "./http-client";

/** A signed-in person's socket on one process, as the browser opens it (websocket only). */
export async function openSocket(client: Client): Promise<Socket> {
  const auth = await client.json<{ data: { config: { auth_key: string } } }>(
    "GET",
    "/bookings/v1/realtime/auth_config",
  );
  const socket = connect(client.base, {
    path: REALTIME_PATH,
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    auth: { token: auth.data.config.auth_key },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no socket to ${client.base}`)), 20_000);
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once("connect_error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return socket;
}

export function emitAck<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(20_000).emitWithAck(event, payload) as Promise<T>;
}

export async function joinChat(socket: Socket, quoteId: number) {
  const ack = await emitAck<{ ok: boolean; error?: string }>(socket, SOCKET_EVENTS.join, {
    quoteId,
  });
  if (!ack.ok) throw new Error(`chat:join refused: ${ack.error}`);
}

export async function subscribe(socket: Socket, channels: string[]) {
  const ack = await emitAck<{ ok: boolean }>(socket, SOCKET_EVENTS.subscribe, { channels });
  if (!ack.ok) throw new Error("subscribe refused");
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/**
 * `count` messages sent by `from` on its socket, each timed until `to`'s socket receives it:
 * milliseconds per message, in order.
 */
export async function chatLatencies(
  from: Socket,
  to: Socket,
  quoteId: number,
  count: number,
  tag: string,
): Promise<number[]> {
  const waiting = new Map<string, (at: number) => void>();
  const onMessage = (payload: { comment?: { comment?: string }; comments?: unknown }) => {
    const text = payload?.comment?.comment;
    if (typeof text === "string") waiting.get(text)?.(performance.now());
  };
  to.on(SOCKET_EVENTS.message, onMessage);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const text = `${tag} ${i}`;
      const received = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" never arrived`)), 15_000);
        waiting.set(text, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const sentAt = performance.now();
      const ack = await emitAck<{ ok: boolean; error?: string }>(from, SOCKET_EVENTS.send, {
        quoteId,
        comment: { text },
        client_message_id: `${tag.replace(/\W/g, "")}-${i}-${Date.now()}`,
      });
      if (!ack.ok) throw new Error(`chat:send refused: ${ack.error}`);
      latencies.push((await received) - sentAt);
      waiting.delete(text);
    }
  } finally {
    to.off(SOCKET_EVENTS.message, onMessage);
  }
  return latencies;
}
