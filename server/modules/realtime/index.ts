// The realtime module's public surface: Socket.IO on the site's HTTP server (main.ts) and the
// §7 realtime calls (app.ts). It owns no table: presence's last-seen time is the chat's.
export { type ChatPresence, createLateChatPresence } from "./chat-presence";
export { createRealtimeApi, type RealtimeApiDeps } from "./realtime.api";
export {
  createRealtimeKeys,
  type RealtimeKeys,
  signRealtimeToken,
  verifyRealtimeToken,
} from "./realtime-token";
export {
  type RealtimeAdapterKind,
  type RealtimeServer,
  type RealtimeServerDeps,
  startRealtimeServer,
} from "./socket-server";
