import { useCallback, useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import {
  CHAT_PAGE_SIZE,
  type ChatHistory,
  type ChatMessageView,
  type ChatPanelData,
  type ChatPresence,
  SEND_STATUS,
  type SendStatus,
} from "../../../common/chat";
import { CHAT_POLL_MS, SOCKET_EVENTS } from "../../../common/realtime";
import { realtimeSocket } from "../../lib/realtime-client";

// The hydrated chat: messages merged by id from the loader, pushes, catch-up and polling; a
// send is shown at once as 0 (saved on this page), becomes the server's 1 or 3 when it is
// stored, or 4 (failed) with a retry that resends the same client id, so it lands once.

export interface PendingMessage {
  clientMessageId: string;
  text: string;
  desc: string;
  file: File | null;
  status: SendStatus;
  error: string | null;
  createdAt: string;
}

const TYPING_SHOWN_MS = 6_000;
const TYPING_EMIT_MS = 2_500;

function merge(list: ChatMessageView[], incoming: ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) {
    const held = byId.get(m.id);
    // A receipt may have reached the held copy first: read stays read.
    byId.set(m.id, held ? { ...m, isRead: m.isRead || held.isRead } : m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function newClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

async function readError(res: Response): Promise<string> {
  const body = (await res.json().catch(() => null)) as {
    errors?: { message?: string; field?: string }[];
    message?: string;
  } | null;
  const first = body?.errors?.[0];
  if (first?.message) return first.field ? `${first.field}: ${first.message}` : first.message;
  return body?.message ?? "The message was not sent.";
}

export function useLiveChat(chat: ChatPanelData) {
  const { quoteId } = chat;
  const [messages, setMessages] = useState<ChatMessageView[]>(chat.history.comments);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [earlierOffset, setEarlierOffset] = useState<number | null>(chat.history.earlierOffset);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [presence, setPresence] = useState<ChatPresence | null>(null);
  const [typing, setTyping] = useState(false);
  const [connected, setConnected] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const lastIdRef = useRef(0);
  // The last id held when the socket dropped: catch-up starts there, since pushes received
  // after the reconnect may overtake the messages missed meanwhile.
  const resumeFromRef = useRef<number | null>(null);
  const lastTypingEmit = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  lastIdRef.current = messages.at(-1)?.id ?? 0;

  // The loader's answer (after a no-JS post or a revalidation) joins what is held.
  useEffect(() => {
    setMessages((held) => merge(held, chat.history.comments));
  }, [chat.history.comments]);

  useEffect(() => setHydrated(true), []);

  const add = useCallback((incoming: ChatMessageView[]) => {
    setMessages((held) => merge(held, incoming));
    setPending((list) =>
      list.filter((p) => !incoming.some((m) => m.own && m.clientMessageId === p.clientMessageId)),
    );
  }, []);

  const markRead = useCallback(() => {
    if (!chat.history.canWrite) return;
    if (readTimer.current) clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      if (document.visibilityState !== "visible") return;
      void fetch(`/bookings/v1/quotes/${quoteId}/comments/mark_read`, {
        method: "POST",
        credentials: "same-origin",
      }).catch(() => {});
    }, 300);
  }, [quoteId, chat.history.canWrite]);

  /** Everything after the last message held, from the database, page by page. */
  const catchUpByFetch = useCallback(async () => {
    for (let round = 0; round < 20; round++) {
      const res = await fetch(
        `/bookings/v1/quotes/${quoteId}/comments?limit=${CHAT_PAGE_SIZE}&after_id=${lastIdRef.current}`,
        { credentials: "same-origin" },
      );
      if (!res.ok) return;
      const page = (await res.json()) as ChatHistory;
      add(page.comments);
      if (page.comments.some((m) => !m.own && !m.isRead)) markRead();
      lastIdRef.current = Math.max(lastIdRef.current, ...page.comments.map((m) => m.id));
      if (page.comments.length < CHAT_PAGE_SIZE) return;
    }
  }, [quoteId, add, markRead]);

  // The socket: join this chat (catching up from the last id held) on every (re)connect.
  useEffect(() => {
    let cancelled = false;
    let socket: Socket | null = null;
    const onConnect = () => {
      setConnected(true);
      socket?.emit(
        SOCKET_EVENTS.join,
        { quoteId, lastId: resumeFromRef.current ?? lastIdRef.current },
        (ack: {
          ok: boolean;
          presence?: ChatPresence | null;
          missed?: ChatMessageView[];
          more?: boolean;
        }) => {
          if (!ack?.ok) return;
          resumeFromRef.current = null;
          setPresence(ack.presence ?? null);
          add(ack.missed ?? []);
          if (ack.missed?.some((m) => !m.own && !m.isRead)) markRead();
          if (ack.more) void catchUpByFetch();
        },
      );
    };
    const onDisconnect = () => {
      resumeFromRef.current ??= lastIdRef.current;
      setConnected(false);
    };
    const onMessage = (event: { quoteId: number; comment: ChatMessageView }) => {
      if (event.quoteId !== quoteId) return;
      add([event.comment]);
      if (!event.comment.own) {
        setTyping(false);
        markRead();
      }
    };
    const onReceipt = (event: { quoteId: number; readerId: string; upToId: number }) => {
      if (event.quoteId !== quoteId) return;
      setMessages((held) =>
        held.map((m) =>
          m.id <= event.upToId && m.uId !== event.readerId ? { ...m, isRead: true } : m,
        ),
      );
    };
    const onPresence = (event: ChatPresence & { quoteId: number }) => {
      if (event.quoteId !== quoteId) return;
      setPresence({ userId: event.userId, online: event.online, since: event.since });
      if (!event.online) setTyping(false);
    };
    const onTyping = (event: { quoteId: number; typing: boolean }) => {
      if (event.quoteId !== quoteId) return;
      setTyping(event.typing);
      if (typingTimer.current) clearTimeout(typingTimer.current);
      if (event.typing) typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    };
    void realtimeSocket().then((s) => {
      if (cancelled || !s) return;
      socket = s;
      socketRef.current = s;
      s.on("connect", onConnect);
      s.on("disconnect", onDisconnect);
      s.on(SOCKET_EVENTS.message, onMessage);
      s.on(SOCKET_EVENTS.receipt, onReceipt);
      s.on(SOCKET_EVENTS.presence, onPresence);
      s.on(SOCKET_EVENTS.typing, onTyping);
      if (s.connected) onConnect();
    });
    return () => {
      cancelled = true;
      if (!socket) return;
      socket.emit(SOCKET_EVENTS.leave, { quoteId });
      socket.off("connect", onConnect);
      socket.off("disconnect", onDisconnect);
      socket.off(SOCKET_EVENTS.message, onMessage);
      socket.off(SOCKET_EVENTS.receipt, onReceipt);
      socket.off(SOCKET_EVENTS.presence, onPresence);
      socket.off(SOCKET_EVENTS.typing, onTyping);
    };
  }, [quoteId, add, markRead, catchUpByFetch]);

  // Without a socket the page asks the database every few seconds instead.
  useEffect(() => {
    if (!hydrated || connected) return;
    const timer = setInterval(() => void catchUpByFetch().catch(() => {}), CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [hydrated, connected, catchUpByFetch]);

  /** Infinite scroll upwards: the next older page of 10. */
  const loadEarlier = useCallback(async () => {
    if (earlierOffset === null || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      // The newest N held are the newest N stored: the next page starts after them.
      const offset = messages.length;
      const res = await fetch(
        `/bookings/v1/quotes/${quoteId}/comments?limit=${CHAT_PAGE_SIZE}&offset=${offset}`,
        { credentials: "same-origin" },
      );
      if (!res.ok) return;
      const page = (await res.json()) as ChatHistory;
      setMessages((held) => merge(held, page.comments));
      setEarlierOffset(page.earlierOffset);
    } finally {
      setLoadingEarlier(false);
    }
  }, [earlierOffset, loadingEarlier, messages.length, quoteId]);

  const post = useCallback(
    async (item: PendingMessage) => {
      setPending((list) =>
        list.map((p) =>
          p.clientMessageId === item.clientMessageId
            ? { ...p, status: SEND_STATUS.saved, error: null }
            : p,
        ),
      );
      try {
        let res: Response;
        if (item.file) {
          const form = new FormData();
          form.set("u_id", chat.userId);
          form.set("comment", item.text);
          form.set("desc", item.desc);
          form.set("client_message_id", item.clientMessageId);
          form.set("file", item.file);
          res = await fetch(`/bookings/v1/quotes/${quoteId}/comments/attachments`, {
            method: "POST",
            credentials: "same-origin",
            body: form,
          });
        } else {
          res = await fetch(`/bookings/v1/quotes/${quoteId}/comments`, {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            body: JSON.stringify({
              user_platform: "web",
              comment: { text: item.text },
              client_message_id: item.clientMessageId,
            }),
          });
        }
        if (!res.ok) throw new Error(await readError(res));
        const { comment } = (await res.json()) as { comment: ChatMessageView };
        add([comment]);
      } catch (error) {
        // §8: a failed send is status 4; the retry resends the same client id.
        const message =
          error instanceof TypeError || !(error instanceof Error)
            ? "Not sent: check your connection."
            : error.message;
        setPending((list) =>
          list.map((p) =>
            p.clientMessageId === item.clientMessageId
              ? { ...p, status: SEND_STATUS.failed, error: message }
              : p,
          ),
        );
      }
    },
    [quoteId, chat.userId, add],
  );

  const send = useCallback(
    (text: string, file: File | null, desc: string) => {
      const item: PendingMessage = {
        clientMessageId: newClientId(),
        text,
        desc,
        file,
        status: SEND_STATUS.saved,
        error: null,
        createdAt: new Date().toISOString(),
      };
      setPending((list) => [...list, item]);
      socketRef.current?.emit(SOCKET_EVENTS.typing, { quoteId, typing: false });
      lastTypingEmit.current = 0;
      void post(item);
    },
    [post, quoteId],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const item = pending.find((p) => p.clientMessageId === clientMessageId);
      if (item) void post(item);
    },
    [pending, post],
  );

  const typed = useCallback(() => {
    const now = Date.now();
    if (!socketRef.current?.connected || now - lastTypingEmit.current < TYPING_EMIT_MS) return;
    lastTypingEmit.current = now;
    socketRef.current.emit(SOCKET_EVENTS.typing, { quoteId, typing: true });
  }, [quoteId]);

  return {
    messages,
    pending,
    earlierOffset,
    loadingEarlier,
    loadEarlier,
    presence,
    typing,
    connected,
    hydrated,
    send,
    retry,
    typed,
  };
}
