import { useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import type { Socket } from "socket.io-client";
import {
  LIVE_COALESCE_MS,
  LIVE_EVENTS,
  LIVE_POLL_MS,
  type LiveJoinAnswer,
  type LivePush,
} from "../../common/live";
import { NOTIFICATION_CREATED_EVENT } from "../../common/notifications";
import type { SocketAck } from "../../common/realtime";
import { realtimeSocket } from "./realtime-client";

// Live views (decision 0202). A page names the topics it depends on; the page's one socket
// joins them (again after every reconnect) and leaves a topic when the last view naming it
// goes (counted here), and tells every view whose topic changed. The view then re-reads its loaders, so
// what it shows is what the server says; without a socket it re-reads on a timer instead.

type Listener = (push: LivePush) => void;

const held = new Map<string, number>();
const listeners = new Set<Listener>();
let wired: Promise<Socket | null> | null = null;

/** Joins `topics` on the server (each authorised there); answers the topics it joined. */
function emitJoin(socket: Socket, topics: string[]): Promise<string[]> {
  if (topics.length === 0 || !socket.connected) return Promise.resolve([]);
  return new Promise((resolve) => {
    socket
      .timeout(10_000)
      .emit(LIVE_EVENTS.join, { topics }, (error: unknown, answer: SocketAck<LiveJoinAnswer>) => {
        resolve(!error && answer?.ok ? answer.joined : []);
      });
  });
}

function wire(): Promise<Socket | null> {
  wired ??= realtimeSocket().then((socket) => {
    if (!socket) return null;
    socket.on(LIVE_EVENTS.changed, (push: LivePush) => {
      if (typeof push?.topic !== "string" || !held.has(push.topic)) return;
      for (const listener of [...listeners]) listener(push);
    });
    // A new notification is written by its own handler, maybe after the topic's push: the
    // notifications list (a `user:` topic) re-reads when it lands too.
    socket.on(NOTIFICATION_CREATED_EVENT, () => {
      for (const topic of held.keys())
        if (topic.startsWith("user:"))
          for (const listener of [...listeners]) listener({ topic, kind: "notification.created" });
    });
    return socket;
  });
  return wired;
}

function hold(topics: string[]) {
  for (const topic of topics) held.set(topic, (held.get(topic) ?? 0) + 1);
}

function release(socket: Socket, topics: string[]) {
  const gone: string[] = [];
  for (const topic of topics) {
    const n = (held.get(topic) ?? 0) - 1;
    if (n > 0) held.set(topic, n);
    else {
      held.delete(topic);
      gone.push(topic);
    }
  }
  if (gone.length > 0 && socket.connected) socket.emit(LIVE_EVENTS.leave, { topics: gone });
}

export interface LiveState {
  /** When the view last re-read itself because something changed (ms since the epoch). */
  updatedAt: number | null;
  /** What changed last (the event's kind), for the cue. */
  lastKind: string | null;
  /** True once the server joined this view's topics; false while the socket is down (polls). */
  connected: boolean;
}

/**
 * "This view depends on these topics" (`useLiveTopics(["trip:12", "user:abc"])`): a push on
 * any of them re-reads the page's loaders (bursts within LIVE_COALESCE_MS read once, a push
 * during a read reads once more after it, and none starts while a navigation or a form is
 * busy); while the socket is down the view re-reads every LIVE_POLL_MS when visible, and once
 * more when the socket is back.
 */
export function useLiveTopics(topics: readonly string[]): LiveState {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // A re-read started while a navigation or a form is under way would interrupt its loads:
  // the redirect after an action would lose its one-time toast. It waits for them instead.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = useRef(false);
  busy.current =
    navigation.state !== "idle" ||
    revalidator.state !== "idle" ||
    fetchers.some((f) => f.state !== "idle");
  const [state, setState] = useState<LiveState>({
    updatedAt: null,
    lastKind: null,
    connected: false,
  });
  const key = [...new Set(topics)].sort().join(",");

  useEffect(() => {
    const wanted = key === "" ? [] : key.split(",");
    if (wanted.length === 0) return;
    let stopped = false;
    let socket: Socket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let reading = false;
    let again = false;
    let kind: string | null = null;

    const read = async () => {
      timer = null;
      if (stopped) return;
      if (busy.current && !reading) {
        timer = setTimeout(read, LIVE_COALESCE_MS);
        return;
      }
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        await revalidate.current();
      } catch {
        // The next push or poll reads again.
      }
      reading = false;
      if (stopped) return;
      if (kind !== null) setState((s) => ({ ...s, updatedAt: Date.now(), lastKind: kind }));
      kind = null;
      if (again) {
        again = false;
        schedule(null);
      }
    };
    const schedule = (changed: string | null) => {
      if (changed !== null) kind = changed;
      if (timer === null) timer = setTimeout(read, LIVE_COALESCE_MS);
    };

    const mine = new Set(wanted);
    const onPush: Listener = (push) => {
      if (mine.has(push.topic)) schedule(push.kind);
    };
    let wasConnected = false;
    const onConnect = () => {
      if (!socket) return;
      // Every (re)connect joins again: a new socket holds no rooms. The server joins a view's
      // topics (a socket's rooms are a set, so two views naming one topic join it once).
      void emitJoin(socket, wanted).then((joined) => {
        if (!stopped) setState((s) => ({ ...s, connected: joined.length > 0 }));
      });
      // Pushes sent while the socket was down are lost: read once to catch up.
      if (wasConnected) schedule(null);
      wasConnected = true;
    };
    const onDisconnect = () => setState((s) => ({ ...s, connected: false }));

    listeners.add(onPush);
    void wire().then((s) => {
      if (stopped || !s) return;
      socket = s;
      hold(wanted);
      s.on("connect", onConnect);
      s.on("disconnect", onDisconnect);
      if (s.connected) onConnect();
    });

    const poll = setInterval(() => {
      if (socket?.connected) return;
      if (typeof document !== "undefined" && document.visibilityState !== "visible") return;
      schedule(null);
    }, LIVE_POLL_MS);

    return () => {
      stopped = true;
      listeners.delete(onPush);
      clearInterval(poll);
      if (timer) clearTimeout(timer);
      if (socket) {
        socket.off("connect", onConnect);
        socket.off("disconnect", onDisconnect);
        release(socket, wanted);
      }
    };
  }, [key]);

  return state;
}
