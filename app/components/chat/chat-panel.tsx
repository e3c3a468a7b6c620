import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import {
  CHAT_MESSAGE_MAX,
  CHAT_OFFSET_PARAM,
  CHAT_PAGE_SIZE,
  type ChatMessageView,
  type ChatPanelData,
  type ChatSendReply,
} from "../../../common/chat";
import { dayLabel } from "../trips/trip-format";

// A quote's chat (issue 10 §1) on the traveller's quote page and the agent's lead page. Every
// control is a plain form or link posting to the page, so it works before hydration; after
// it, sending stays on the page and opening the chat marks the other side's messages read.

const BUTTON =
  "inline-flex items-center justify-center rounded-full px-5 py-2 text-sm font-semibold shadow-sm disabled:cursor-not-allowed disabled:opacity-60";

function timeLabel(iso: string): string {
  const d = new Date(iso);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${dayLabel(iso)}, ${hh}:${mm} UTC`;
}

export function ChatPanel({
  chat,
  otherParty,
  reply,
  extraFields = {},
}: {
  chat: ChatPanelData;
  /** Who the reader talks to: "the agent" / "Asha". */
  otherParty: string;
  /** The page action's refusal of a send, if it was this chat's. */
  reply: ChatSendReply | null;
  /** Fields the page's action needs to route the post (the lead page's quote_id). */
  extraFields?: Record<string, string>;
}) {
  const { history, quoteId } = chat;
  const { pathname, search } = useLocation();
  const send = useFetcher<ChatSendReply>();
  const ownReply = send.data ?? (reply?.quoteId === quoteId ? reply : null);
  const [text, setText] = useState(ownReply?.text ?? "");
  const unreadFromOther = history.comments.some((m) => !m.own && !m.isRead);
  useMarkRead(history.canWrite && unreadFromOther, `${pathname}${search}`, quoteId, extraFields);

  // A message the server took comes back in the loader: clear the box for the next one.
  const lastId = history.comments.at(-1)?.id;
  const seen = useRef(lastId);
  useEffect(() => {
    if (lastId !== seen.current) {
      seen.current = lastId;
      setText("");
    }
  }, [lastId]);

  const earlier = new URLSearchParams(search);
  earlier.set(CHAT_OFFSET_PARAM, String(chat.offset + CHAT_PAGE_SIZE));
  const sending = send.state !== "idle";
  const errorId = `chat-${quoteId}-error`;

  return (
    <section
      id={`chat-${quoteId}`}
      aria-labelledby={`chat-${quoteId}-title`}
      className="min-w-0 scroll-mt-20 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`chat-${quoteId}-title`} className="text-lg font-bold text-slate-900">
          Chat with {otherParty}
        </h2>
        <p className="text-xs text-slate-500">
          {history.total === 1 ? "1 message" : `${history.total} messages`}
        </p>
      </div>
      {history.earlierOffset !== null ? (
        <p className="mt-3 text-center">
          <a
            href={`?${earlier.toString()}#chat-${quoteId}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Load earlier messages
          </a>
        </p>
      ) : null}
      {history.comments.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No messages yet. Ask {otherParty} anything about this quote.
        </p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" aria-label="Messages">
          {history.comments.map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </ol>
      )}
      {history.canWrite ? (
        <send.Form
          method="post"
          action={`${pathname}${search}`}
          className="mt-5"
          preventScrollReset
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
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
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
          <div className="mt-3 flex items-center justify-between gap-3">
            <p className="text-xs text-slate-500">
              Phone numbers and emails stay hidden until the quote is accepted.
            </p>
            <button
              type="submit"
              disabled={sending}
              className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {sending ? "Sending…" : "Send"}
            </button>
          </div>
        </send.Form>
      ) : (
        <p className="mt-4 text-sm text-slate-500">
          You can read this chat; only its two parties write in it.
        </p>
      )}
    </section>
  );
}

function Message({ message }: { message: ChatMessageView }) {
  const own = message.own;
  return (
    <li className={`flex ${own ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm ${
          own ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"
        }`}
      >
        <p className="whitespace-pre-wrap break-words">{message.comment}</p>
        <p className={`mt-1 text-[11px] ${own ? "text-brand-100" : "text-slate-500"}`}>
          <span className="sr-only">
            {own ? "You" : message.authorRole === "agent" ? "Agent" : "Traveller"},{" "}
          </span>
          <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
          {own ? <span> · {message.isRead ? "Read" : "Sent"}</span> : null}
        </p>
      </div>
    </li>
  );
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
