// Chat on a quote (accounts-trips-quotes §3 "Chat message", §4 chat, §7 chat calls, §9 page
// size). Browser and server both import this file: types, constants, schemas and pure rules.
import { z } from "zod";
import { MESSAGES } from "./messages";
import { requiredText, safeText } from "./schema-helpers";

/** §9: chat history page. */
export const CHAT_PAGE_SIZE = 10;
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_TITLE_MAX = 120;
/** The most quote ids one counts call takes (a trip has at most 5 quotes; an inbox page 20). */
export const CHAT_COUNTS_MAX_IDS = 50;

/** §4 send statuses. The server only ever answers 1 (persisted); the page shows 0 and 4. */
export const SEND_STATUS = { saved: 0, sent: 1, savedWithAttachment: 3, failed: 4 } as const;
export type SendStatus = (typeof SEND_STATUS)[keyof typeof SEND_STATUS];

export const USER_PLATFORMS = ["web", "android", "ios"] as const;

export type ChatParty = "traveller" | "agent";

/** One message as both parties and the API read it (spec field names). */
export interface ChatMessageView {
  id: number;
  /** The author's user id. */
  uId: string;
  authorRole: ChatParty;
  /** Written by the reader. */
  own: boolean;
  title: string | null;
  comment: string;
  commentableId: number;
  commentable_type: "Quote";
  tripId: number;
  createdAt: string;
  /** Read by the recipient: on own messages a read receipt, on the other's read by me. */
  isRead: boolean;
  status: SendStatus;
  clientMessageId: string;
  /** Files sent with the message (§3 attachmentList). */
  attachmentList: ChatAttachmentView[];
}

/** §3 attachmentList entry: desc, fileUrl, file, fileName, type. */
export interface ChatAttachmentView {
  id: number;
  desc: string | null;
  /** Download path: served as an attachment to the two parties and staff only. */
  fileUrl: string;
  /** The server's id of the file (its attachment id). */
  file: number;
  fileName: string;
  /** The sniffed content type. */
  type: string;
  size: number;
}

export function attachmentUrl(quoteId: number, attachmentId: number): string {
  return `/bookings/v1/quotes/${quoteId}/comments/attachments/${attachmentId}`;
}

/** Files a message may carry: as trip documents (decision 0021). */
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_ATTACHMENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const CHAT_ATTACHMENT_DESC_MAX = 200;

/** Presence of a chat's other party (§4): online, or offline since a time (null: never seen). */
export interface ChatPresence {
  userId: string;
  online: boolean;
  since: string | null;
}

export interface ChatHistory {
  comments: ChatMessageView[];
  total: number;
  limit: number;
  offset: number;
  /** Offset of the next older page, or null at the first message. */
  earlierOffset: number | null;
  /** Whether the reader may write (the two parties) or only read (staff). */
  canWrite: boolean;
}

export interface CommentCount {
  quoteId: number;
  total: number;
  unread: number;
}

/** A client's own id for a message: a resend with the same id never duplicates it. */
export const ClientMessageId = z
  .string({ error: MESSAGES.notValid })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: MESSAGES.notValid });

export const ChatHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /**
   * Catching up: only messages after this id, oldest first (offset counts from it). A client
   * that reconnects asks from the last message it holds, so the database answers, not memory.
   */
  after_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuery>;

export const CreateCommentInput = z.object({
  user_platform: z.enum(USER_PLATFORMS, { error: MESSAGES.notValid }).default("web"),
  comment: z.object(
    {
      title: z.preprocess(
        (v) => (v === "" || v === null ? undefined : v),
        safeText({ max: CHAT_TITLE_MAX }).optional(),
      ),
      text: requiredText(CHAT_MESSAGE_MAX, MESSAGES.chatMessageTooLong, MESSAGES.notValid, {
        multiline: true,
      }),
    },
    { error: MESSAGES.required },
  ),
  client_message_id: ClientMessageId,
});
export type CreateCommentInput = z.infer<typeof CreateCommentInput>;

/** The text fields of a multipart comment (§7: u_id, comment, desc, file). */
export const AttachmentCommentInput = z.object({
  u_id: z.string({ error: MESSAGES.required }).min(1).max(64),
  comment: z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    safeText({ max: CHAT_MESSAGE_MAX, multiline: true }),
  ),
  desc: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    safeText({ max: CHAT_ATTACHMENT_DESC_MAX }).optional(),
  ),
  client_message_id: ClientMessageId,
  user_platform: z.enum(USER_PLATFORMS, { error: MESSAGES.notValid }).default("web"),
});
export type AttachmentCommentInput = z.infer<typeof AttachmentCommentInput>;

const QuoteIdValue = z.coerce.number().int().positive().max(2_147_483_647);
/** quote_ids[]=1&quote_ids[]=2 (or a single value). */
export const CommentCountsQuery = z.object({
  quote_ids: z.preprocess(
    (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]),
    z.array(QuoteIdValue).min(1, { error: MESSAGES.required }).max(CHAT_COUNTS_MAX_IDS),
  ),
});

/** Canned replies offered as chips (§7 predefined chat messages), one set per party. */
export const PREDEFINED_CHAT_MESSAGES: Record<ChatParty, readonly string[]> = {
  traveller: [
    "Can you share a few more hotel options?",
    "Is there any flexibility on the price?",
    "Can we change the dates?",
    "What is included in the transfers?",
    "Please call me to discuss this quote.",
  ],
  agent: [
    "Thank you for your interest! Happy to customise this for you.",
    "Would you like me to revise the hotels?",
    "This price is valid until the date on the quote.",
    "Shall I hold these hotels for you?",
    "Please accept the quote to confirm and I will share the invoice.",
  ],
};

// Phones and emails only, typed or spelled out (decision 0201).
export { maskContacts } from "./chat-masking";

/** "Load earlier" without JavaScript: ?chat_offset=10 shows the newest 20, and so on. */
export const CHAT_OFFSET_PARAM = "chat_offset";
/** The most messages a page shows at once (the API pages through anything older). */
export const CHAT_PAGE_MAX_OFFSET = 190;

export function chatOffsetOf(search: URLSearchParams): number {
  const value = Number(search.get(CHAT_OFFSET_PARAM) ?? 0);
  if (!Number.isInteger(value) || value < 0 || value % CHAT_PAGE_SIZE !== 0) return 0;
  return Math.min(value, CHAT_PAGE_MAX_OFFSET);
}

/** The page intents of a chat panel, posted to the page that shows it. */
export const CHAT_INTENTS = ["chat_send", "chat_read"] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** What a page hands its chat panel. */
export interface ChatPanelData {
  quoteId: number;
  /** The reader's user id: a multipart comment names its author (u_id). */
  userId: string;
  history: ChatHistory;
  /** The page's chat_offset: the panel's "Load earlier" link adds a page to it. */
  offset: number;
  predefined: readonly string[];
  /** A fresh id per render of the form: a resubmitted form dedupes, a new message does not. */
  clientMessageId: string;
}

/** The send form's answer when it is refused. */
export interface ChatSendReply {
  intent: "chat_send";
  quoteId: number;
  error: string;
  text: string;
}
