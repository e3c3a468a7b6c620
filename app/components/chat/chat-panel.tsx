import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import {
  CHAT_ATTACHMENT_DESC_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_OFFSET_PARAM,
  CHAT_PAGE_SIZE,
  type ChatMessageView,
  type ChatPanelData,
  type ChatPresence,
  type ChatSendReply,
  SEND_STATUS,
} from "../../../common/chat";
import { formatDateTime, formatFileSize, plural } from "../../../common/format";
import { useTimeZone } from "../../lib/time-zone";
import { type PendingMessage, useLiveChat } from "./use-live-chat";

// A quote's chat (issue 10 §1) on the traveller's quote page and the agent's lead page. Every
// control is a plain form or link posting to the page, so it works before hydration; after it,
// messages arrive live (Socket.IO, or polling when the socket is down), sends show their status
// (0 saving, 1 sent, 3 sent with a file, 4 failed with a retry), older pages load on scrolling
// up, and the other party's presence and typing show in the header.

const BUTTON =
  "inline-flex items-center justify-center rounded-full px-5 py-2 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-60";

export function ChatPanel({
  chat,
  otherParty,
  reply,
  extraFields = {},
  about,
}: {
  chat: ChatPanelData;
  /** Who the reader talks to: "the agent" / "Asha". */
  otherParty: string;
  /** The page action's refusal of a send, if it was this chat's. */
  reply: ChatSendReply | null;
  /** Fields the page's action needs to route the post (the lead page's quote_id). */
  extraFields?: Record<string, string>;
  /**
   * What this chat is about, when a page shows several with the same person (the agent's lead
   * page, one chat per quote): "Quote #12 · ₹1,18,400" titles the panel, so two panels never
   * read the same.
   */
  about?: string;
}) {
  const { history, quoteId } = chat;
  const { pathname, search } = useLocation();
  const live = useLiveChat(chat);
  const ownReply = reply?.quoteId === quoteId ? reply : null;
  const [text, setText] = useState(ownReply?.text ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [desc, setDesc] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const unreadFromOther = history.comments.some((m) => !m.own && !m.isRead);
  useMarkRead(history.canWrite && unreadFromOther, `${pathname}${search}`, quoteId, extraFields);

  const earlier = new URLSearchParams(search);
  earlier.set(CHAT_OFFSET_PARAM, String(chat.offset + CHAT_PAGE_SIZE));
  const errorId = `chat-${quoteId}-error`;
  const total = Math.max(history.total, live.messages.length);

  const list = useRef<HTMLOListElement>(null);
  const top = useRef<HTMLLIElement>(null);
  useStickToBottom(list, live.messages.length + live.pending.length, live.messages[0]?.id);
  useInfiniteScrollUp(top, list, live.hydrated && live.earlierOffset !== null, live.loadEarlier);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Before hydration the form posts to the page; after it the message goes out at once.
    event.preventDefault();
    const body = text.trim();
    if (!body && !file) return;
    live.send(body, file, desc.trim());
    setText("");
    setDesc("");
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <section
      id={`chat-${quoteId}`}
      aria-labelledby={`chat-${quoteId}-title`}
      className="min-w-0 scroll-mt-20 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`chat-${quoteId}-title`} className="text-lg font-bold text-slate-900">
            Chat with {otherParty}
            {about ? <span className="font-semibold text-slate-600"> · {about}</span> : null}
          </h2>
          <PresenceLine presence={live.presence} typing={live.typing} otherParty={otherParty} />
        </div>
        <p className="text-xs text-slate-500">{plural(total, "message")}</p>
      </div>
      {live.earlierOffset !== null ? (
        <p className="mt-3 text-center">
          <a
            href={`?${earlier.toString()}#chat-${quoteId}`}
            onClick={(event) => {
              if (!live.hydrated) return;
              event.preventDefault();
              void live.loadEarlier();
            }}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {live.loadingEarlier ? "Loading earlier messages…" : "Load earlier messages"}
          </a>
        </p>
      ) : null}
      {live.messages.length === 0 && live.pending.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No messages yet. Ask {otherParty} anything about this quote.
        </p>
      ) : (
        <ol
          ref={list}
          className="mt-4 flex max-h-[28rem] flex-col gap-3 overflow-y-auto overscroll-contain pr-1"
          aria-label="Messages"
          aria-live="polite"
        >
          <li ref={top} aria-hidden="true" className="h-px shrink-0" />
          {live.messages.map((m) => (
            <Message key={m.id} message={m} />
          ))}
          {live.pending.map((p) => (
            <PendingBubble key={p.clientMessageId} item={p} onRetry={live.retry} />
          ))}
        </ol>
      )}
      {history.canWrite ? (
        <form
          method="post"
          encType="multipart/form-data"
          action={`${pathname}${search}`}
          className="mt-5"
          onSubmit={live.hydrated ? onSubmit : undefined}
        >
          <input type="hidden" name="intent" value="chat_send" />
          <input type="hidden" name="client_message_id" value={chat.clientMessageId} />
          {Object.entries(extraFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {chat.predefined.length ? (
            <fieldset className="mb-3">
              <legend className="sr-only">Quick replies</legend>
              <div className="flex flex-wrap gap-2">
                {chat.predefined.map((p) => (
                  // Without JavaScript a chip sends itself as the message.
                  <button
                    key={p}
                    type="submit"
                    formNoValidate
                    name="comment"
                    value={p}
                    onClick={(event) => {
                      event.preventDefault();
                      setText(p);
                    }}
                    className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:border-brand-500"
                  >
                    {p}
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
          <label htmlFor={`chat-${quoteId}-text`} className="sr-only">
            Your message
          </label>
          <textarea
            id={`chat-${quoteId}-text`}
            name="comment"
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              live.typed();
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey))
                event.currentTarget.form?.requestSubmit();
            }}
            placeholder={`Write to ${otherParty}…`}
            aria-invalid={ownReply ? true : undefined}
            aria-describedby={ownReply ? errorId : undefined}
            className="block w-full rounded-2xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          {ownReply ? (
            <p id={errorId} role="alert" className="mt-1 text-sm text-rose-700">
              {ownReply.error}
            </p>
          ) : null}
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            <div className="min-w-0">
              <label
                htmlFor={`chat-${quoteId}-file`}
                className="block text-xs font-medium text-slate-600"
              >
                Attach a file (PDF, JPEG or PNG, up to 5 MB)
              </label>
              <input
                ref={fileInput}
                id={`chat-${quoteId}-file`}
                name="file"
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                className="mt-1 block w-full min-w-0 text-xs text-slate-600 file:mr-2 file:rounded-full file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-xs file:font-semibold file:text-slate-700 hover:file:bg-slate-200"
              />
            </div>
            <div className="min-w-0">
              <label
                htmlFor={`chat-${quoteId}-desc`}
                className="block text-xs font-medium text-slate-600"
              >
                File description (optional)
              </label>
              <input
                id={`chat-${quoteId}-desc`}
                name="desc"
                type="text"
                maxLength={CHAT_ATTACHMENT_DESC_MAX}
                value={desc}
                onChange={(event) => setDesc(event.target.value)}
                className="mt-1 block w-full rounded-xl border border-slate-300 px-3 py-1.5 text-sm"
              />
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-3">
            <p className="text-xs text-slate-500">
              Phone numbers and emails stay hidden until the quote is accepted.
            </p>
            <button
              type="submit"
              className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              Send
            </button>
          </div>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-500">
          You can read this chat; only its two parties write in it.
        </p>
      )}
    </section>
  );
}

function PresenceLine({
  presence,
  typing,
  otherParty,
}: {
  presence: ChatPresence | null;
  typing: boolean;
  otherParty: string;
}) {
  const zone = useTimeZone();
  if (typing)
    return (
      <p className="mt-0.5 text-xs font-medium text-brand-700" data-testid="chat-typing">
        {otherParty} is typing…
      </p>
    );
  if (!presence) return null;
  return (
    <p
      className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500"
      data-testid="chat-presence"
    >
      <span
        aria-hidden="true"
        className={`inline-block size-2 rounded-full ${presence.online ? "bg-emerald-500" : "bg-slate-300"}`}
      />
      {presence.online
        ? "Online"
        : presence.since
          ? `Offline · last seen ${formatDateTime(presence.since, zone)}`
          : "Offline"}
    </p>
  );
}

function statusLabel(message: ChatMessageView): string {
  if (message.isRead) return "Read";
  return message.status === SEND_STATUS.savedWithAttachment ? "Sent with file" : "Sent";
}

function Message({ message }: { message: ChatMessageView }) {
  const zone = useTimeZone();
  const own = message.own;
  return (
    <li className={`flex ${own ? "justify-end" : "justify-start"}`} data-status={message.status}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${
          own ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"
        }`}
      >
        <p className="whitespace-pre-wrap break-words">{message.comment}</p>
        {message.attachmentList.map((a) => (
          <a
            key={a.id}
            href={a.fileUrl}
            download={a.fileName}
            className={`mt-2 flex items-center gap-2 rounded-xl px-3 py-2 text-xs font-semibold underline-offset-2 hover:underline ${
              own ? "bg-brand-800 text-white" : "bg-white text-brand-800"
            }`}
          >
            <PaperclipIcon />
            <span className="min-w-0 break-all">
              {a.fileName}
              <span className="font-normal"> · {formatFileSize(a.size)}</span>
              {a.desc ? <span className="block font-normal">{a.desc}</span> : null}
            </span>
          </a>
        ))}
        <p className={`mt-1 text-[11px] ${own ? "text-brand-100" : "text-slate-500"}`}>
          <span className="sr-only">
            {own ? "You" : message.authorRole === "agent" ? "Agent" : "Traveller"},{" "}
          </span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, zone)}</time>
          {own ? <span> · {statusLabel(message)}</span> : null}
        </p>
      </div>
    </li>
  );
}

function PaperclipIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </svg>
  );
}

function PendingBubble({
  item,
  onRetry,
}: {
  item: PendingMessage;
  onRetry: (clientMessageId: string) => void;
}) {
  const failed = item.status === SEND_STATUS.failed;
  return (
    <li className="flex justify-end" data-status={item.status}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${
          failed ? "border border-rose-300 bg-rose-50 text-rose-900" : "bg-brand-600/80 text-white"
        }`}
      >
        <p className="whitespace-pre-wrap break-words">{item.text || item.file?.name}</p>
        {item.file && item.text ? (
          <p className="mt-1 flex items-center gap-1 text-xs">
            <PaperclipIcon /> {item.file.name}
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-[11px]">
          {failed ? (
            <>
              <span role="alert">Not sent{item.error ? ` · ${item.error}` : ""}</span>
              <button
                type="button"
                onClick={() => onRetry(item.clientMessageId)}
                className="rounded-full bg-rose-700 px-3 py-0.5 font-semibold text-white hover:bg-rose-800"
              >
                Retry
              </button>
            </>
          ) : (
            <span>Sending…</span>
          )}
        </p>
      </div>
    </li>
  );
}

/** New messages keep the list at its bottom; older pages keep what was on screen in place. */
function useStickToBottom(
  list: React.RefObject<HTMLOListElement | null>,
  count: number,
  firstId: number | undefined,
) {
  const lastFirst = useRef(firstId);
  const lastHeight = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: count is the trigger (a new message)
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (firstId !== lastFirst.current && lastHeight.current) {
      // Earlier messages were put on top: keep the reader's place.
      el.scrollTop += el.scrollHeight - lastHeight.current;
    } else {
      el.scrollTop = el.scrollHeight;
    }
    lastFirst.current = firstId;
    lastHeight.current = el.scrollHeight;
  }, [list, count, firstId]);
}

function useInfiniteScrollUp(
  top: React.RefObject<HTMLLIElement | null>,
  list: React.RefObject<HTMLOListElement | null>,
  enabled: boolean,
  load: () => Promise<void>,
) {
  useEffect(() => {
    const el = top.current;
    if (!enabled || !el || typeof IntersectionObserver === "undefined") return;
    let armed = false;
    // Armed only once the reader has scrolled: the first paint shows the newest at the bottom.
    const onScroll = () => {
      armed = true;
    };
    list.current?.addEventListener("scroll", onScroll, { passive: true });
    const observer = new IntersectionObserver(
      (entries) => {
        if (armed && entries.some((e) => e.isIntersecting)) void load();
      },
      { root: list.current, rootMargin: "80px 0px 0px 0px" },
    );
    observer.observe(el);
    const current = list.current;
    return () => {
      observer.disconnect();
      current?.removeEventListener("scroll", onScroll);
    };
  }, [top, list, enabled, load]);
}

/** Mark read once the chat is on screen in a browser: a GET alone marks nothing. */
function useMarkRead(
  enabled: boolean,
  action: string,
  quoteId: number,
  extraFields: Record<string, string>,
) {
  const fetcher = useFetcher();
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || sentFor.current === quoteId) return;
    sentFor.current = quoteId;
    fetcher.submit(
      { intent: "chat_read", ...extraFields },
      { method: "post", action, preventScrollReset: true },
    );
  }, [enabled, fetcher, action, quoteId, extraFields]);
}
