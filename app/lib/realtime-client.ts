import type { Socket } from "socket.io-client";
import {
  REALTIME_CHANNELS,
  REALTIME_CONNECTION_FAILED,
  REALTIME_PATH,
  type RealtimeAuthConfig,
} from "../../common/realtime";

// One socket per page, shared by every chat panel on it (the lead page shows several). It asks
// for a fresh short-lived key before every (re)connect. Nothing depends on it: a page whose
// socket is down fetches instead (issue 10 §2).

let shared: Promise<Socket | null> | null = null;

async function authKey(): Promise<string> {
  const res = await fetch("/bookings/v1/realtime/auth_config", {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`auth config ${res.status}`);
  const body = (await res.json()) as { data: RealtimeAuthConfig };
  return body.data.config.auth_key;
}

export function realtimeSocket(): Promise<Socket | null> {
  if (typeof window === "undefined") return Promise.resolve(null);
  shared ??= import("socket.io-client")
    .then(({ io }) => {
      let failing = false;
      const socket = io({
        path: REALTIME_PATH,
        // WebSocket only: no sticky sessions needed behind a balancer with several processes.
        transports: ["websocket"],
        reconnectionDelay: 1_000,
        reconnectionDelayMax: 10_000,
        auth: (cb) => {
          authKey().then(
            (token) => cb({ token }),
            () => cb({ token: "" }),
          );
        },
      });
      socket.on("connect", () => {
        failing = false;
        socket.emit("subscribe", { channels: [...REALTIME_CHANNELS] }, () => {});
      });
      socket.on("connect_error", () => {
        // §8: logged once per outage; the page polls meanwhile.
        if (!failing) console.error(REALTIME_CONNECTION_FAILED);
        failing = true;
      });
      return socket;
    })
    .catch(() => {
      console.error(REALTIME_CONNECTION_FAILED);
      return null;
    });
  return shared;
}
