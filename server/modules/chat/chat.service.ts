import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  sql,
} from "drizzle-orm";
import {
  type AttachmentCommentInput,
  attachmentUrl,
  CHAT_ATTACHMENT_MAX_BYTES,
  type ChatAttachmentView,
  type ChatHistory,
  type ChatHistoryQuery,
  type ChatMessageView,
  type ChatParty,
  type CommentCount,
  type CreateCommentInput,
  maskContacts,
  PREDEFINED_CHAT_MESSAGES,
  SEND_STATUS,
} from "../../../common/chat";
import { SOCKET_EVENTS } from "../../../common/realtime";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import type { Db } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import { type RealtimePublisher, silentPublisher } from "../../events/realtime-publisher";
import { LIMITS, type Limit, type RateLimiter } from "../../lib/rate-limit";
import { displayFileName } from "../../storage/display-name";
import type { FileStorage } from "../../storage/file-storage";
import { sniffFileType } from "../../storage/file-type";
import type { ChatAccess } from "../quotes";
import * as errors from "./chat.errors";
import "./chat.events";
import { chatAttachments, chatMessages, chatPresence } from "./chat.schema";

export interface ChatDeps {
  db: Db;
  /** The quotes module's answer to "who is this reader in this quote's chat" (404 otherwise). */
  access(user: AuthenticatedUser, quoteId: number): Promise<ChatAccess>;
  limiter: RateLimiter;
  /** Messages a user may send per window; LIMITS.chatSendPerUser unless a test passes its own. */
  sendLimit?: Limit;
  now?: () => Date;
  /** The user who works an agency (agents module): the agent party's user id. */
  agentUserId?: (agencyId: number) => Promise<string | null>;
  /** chat.message.created is recorded with each message (the outbox, decision 0184). */
  events?: DomainEvents;
  /** Pushes to the parties' open pages; silent until Socket.IO is attached. */
  realtime?: RealtimePublisher;
  /** Attachments' bytes (decision 0021's FileStorage). */
  storage?: FileStorage;
}

type MessageRow = typeof chatMessages.$inferSelect;
type AttachmentRow = typeof chatAttachments.$inferSelect;

function attachmentView(row: AttachmentRow, quoteId: number): ChatAttachmentView {
  return {
    id: row.id,
    desc: row.description,
    fileUrl: attachmentUrl(quoteId, row.id),
    file: row.id,
    fileName: row.originalName,
    type: row.contentType,
    size: row.sizeBytes,
  };
}

function viewOf(
  row: MessageRow,
  readerId: string,
  unmasked: boolean,
  files: AttachmentRow[] = [],
): ChatMessageView {
  const mask = (text: string) => (unmasked ? text : maskContacts(text));
  return {
    id: row.id,
    uId: row.authorId,
    authorRole: row.authorRole as ChatParty,
    own: row.authorId === readerId,
    title: row.title === null ? null : mask(row.title),
    comment: mask(row.body),
    commentableId: row.quoteId,
    commentable_type: "Quote",
    tripId: row.tripId,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    // §4: 1 sent; 3 saved with attachment response (the file is stored with it).
    status: files.length ? SEND_STATUS.savedWithAttachment : SEND_STATUS.sent,
    clientMessageId: row.clientMessageId,
    attachmentList: files.map((f) => attachmentView(f, row.quoteId)),
  };
}

/** A message's attachments in id order, as one JSON column of its chat_messages row. */
const MESSAGE_FILES = sql<AttachmentRow[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'messageId', a.message_id,
    'description', a.description, 'originalName', a.original_name, 'storedName', a.stored_name,
    'contentType', a.content_type, 'sizeBytes', a.size_bytes) order by a.id)
  from chat_attachments a where a.message_id = "chat_messages"."id"), '[]'::json)`;

const PREVIEW_MAX = 140;
/** How far back (by creation time) a catch-up looks for messages committed out of id order. */
const CATCH_UP_OVERLAP_MS = 10_000;
/** At most this many of them: more than the sends a chat has in flight at once. */
const CATCH_UP_OVERLAP_ROWS = 50;

export function createChatService(deps: ChatDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const realtime = deps.realtime ?? silentPublisher;

  async function views(rows: MessageRow[], readerId: string, unmasked: boolean) {
    if (rows.length === 0) return [];
    const files = await db
      .select()
      .from(chatAttachments)
      .where(
        inArray(
          chatAttachments.messageId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(chatAttachments.id));
    return rows.map((row) =>
      viewOf(
        row,
        readerId,
        unmasked,
        files.filter((f) => f.messageId === row.id),
      ),
    );
  }

  async function writer(user: AuthenticatedUser, quoteId: number) {
    const access = await deps.access(user, quoteId);
    if (access.party === "staff") throw errors.readOnly();
    return access as ChatAccess & { party: ChatParty };
  }

  async function throttle(user: AuthenticatedUser) {
    const limited = await deps.limiter.consume(deps.sendLimit ?? LIMITS.chatSendPerUser, user.id);
    if (limited.limited) throw errors.tooManyMessages(limited.retryAfterSeconds);
  }

  /** A resend: the message this author already stored under this client id, if any. */
  async function firstSent(
    user: AuthenticatedUser,
    quoteId: number,
    clientMessageId: string,
    access: ChatAccess,
  ): Promise<ChatMessageView | null> {
    const [first] = await db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.authorId, user.id), eq(chatMessages.clientMessageId, clientMessageId)),
      )
      .limit(1);
    if (!first) return null;
    // The id was used for a message on another quote: a client bug, not a resend.
    if (first.quoteId !== quoteId) throw errors.clientIdTaken();
    const [view] = await views([first], user.id, access.unmasked);
    return view ?? null;
  }

  // An agency's user changes almost never: remembered for a minute per process.
  const agencyUsers = new Map<number, { userId: string | null; until: number }>();
  async function agencyUser(agencyId: number): Promise<string | null> {
    const known = agencyUsers.get(agencyId);
    if (known && known.until > Date.now()) return known.userId;
    const userId = deps.agentUserId ? await deps.agentUserId(agencyId) : null;
    if (agencyUsers.size > 10_000) agencyUsers.clear();
    agencyUsers.set(agencyId, { userId, until: Date.now() + 60_000 });
    return userId;
  }

  async function otherParty(access: ChatAccess & { party: string }): Promise<string | null> {
    if (access.party === "agent") return access.travellerUserId;
    return agencyUser(access.agencyId);
  }

  /** In the message's transaction: chat.message.created, for the recipient's notification. */
  async function recordCreated(
    tx: Db,
    row: MessageRow,
    access: ChatAccess,
    files: AttachmentRow[],
    recipient: string | null,
  ) {
    if (!recipient) return;
    await deps.events?.record(tx, "chat.message.created", {
      messageId: row.id,
      quoteId: row.quoteId,
      tripId: row.tripId,
      senderUserId: row.authorId,
      recipientUserId: recipient,
      preview: viewOf(row, recipient, access.unmasked, files).comment.slice(0, PREVIEW_MAX),
    });
  }

  /** After commit: push to both parties' open pages, then run the event's handlers. */
  async function delivered(
    row: MessageRow,
    access: ChatAccess,
    files: AttachmentRow[],
    recipient: string | null,
  ) {
    realtime.toUser(row.authorId, "chat", SOCKET_EVENTS.message, {
      quoteId: row.quoteId,
      comment: viewOf(row, row.authorId, access.unmasked, files),
    });
    if (!recipient) return;
    realtime.toUser(recipient, "chat", SOCKET_EVENTS.message, {
      quoteId: row.quoteId,
      comment: viewOf(row, recipient, access.unmasked, files),
    });
    await deps.events?.deliver();
  }

  return {
    /**
     * A page of a quote's chat: offset 0 is the newest page; each page oldest first. With
     * after_id, the messages after that id instead, oldest first (catching up).
     */
    async history(
      user: AuthenticatedUser,
      quoteId: number,
      query: ChatHistoryQuery,
      /**
       * The reader's access when the caller has just established it from the quote it read
       * (the quote page, through the quotes module): not read again.
       */
      known?: ChatAccess,
    ): Promise<ChatHistory> {
      const access = known?.quoteId === quoteId ? known : await deps.access(user, quoteId);
      const countAll = async () => {
        const [totals] = await db
          .select({ total: count() })
          .from(chatMessages)
          .where(eq(chatMessages.quoteId, quoteId));
        return totals?.total ?? 0;
      };
      if (query.after_id !== undefined) {
        const total = await countAll();
        const rows = await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.quoteId, quoteId), gt(chatMessages.id, query.after_id)))
          .orderBy(asc(chatMessages.id))
          .limit(query.limit)
          .offset(query.offset);
        return {
          comments: await views(rows, user.id, access.unmasked),
          total,
          limit: query.limit,
          offset: query.offset,
          earlierOffset: null,
          canWrite: access.party !== "staff",
        };
      }
      // The page, each message's attachments and the chat's total in one read (the quote
      // page loads it on every view); only a page past the end counts separately.
      const rows = await db
        .select({
          ...getTableColumns(chatMessages),
          files: MESSAGE_FILES,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(chatMessages)
        .where(eq(chatMessages.quoteId, quoteId))
        .orderBy(desc(chatMessages.id))
        .limit(query.limit)
        .offset(query.offset);
      const total = rows[0]?.total ?? (query.offset === 0 ? 0 : await countAll());
      const next = query.offset + query.limit;
      return {
        comments: rows
          .reverse()
          .map(({ files, total: _, ...row }) => viewOf(row, user.id, access.unmasked, files)),
        total,
        limit: query.limit,
        offset: query.offset,
        earlierOffset: next < total ? next : null,
        canWrite: access.party !== "staff",
      };
    },

    /**
     * The newest `limit` messages of several chats in one read, oldest first, for a reader
     * whose access to each the caller has just established (the agent's lead page, through the
     * quotes module): a page with five quotes reads five chats in one statement (issue 31).
     */
    async histories(
      user: AuthenticatedUser,
      accesses: readonly ChatAccess[],
      limit: number,
    ): Promise<Map<number, ChatHistory>> {
      const out = new Map<number, ChatHistory>();
      if (accesses.length === 0) return out;
      const rows = await db
        .select({
          ...getTableColumns(chatMessages),
          files: MESSAGE_FILES,
          total: sql<number>`(select count(*) from chat_messages t where t.quote_id = "chat_messages"."quote_id")::int`,
        })
        .from(chatMessages)
        .where(
          and(
            inArray(
              chatMessages.quoteId,
              accesses.map((a) => a.quoteId),
            ),
            sql`"chat_messages"."id" in (select n.id from chat_messages n where n.quote_id = "chat_messages"."quote_id" order by n.id desc limit ${limit})`,
          ),
        )
        .orderBy(asc(chatMessages.id));
      for (const access of accesses) {
        const own = rows.filter((r) => r.quoteId === access.quoteId);
        const total = own[0]?.total ?? 0;
        out.set(access.quoteId, {
          comments: own.map(({ files, total: _, ...row }) =>
            viewOf(row, user.id, access.unmasked, files),
          ),
          total,
          limit,
          offset: 0,
          earlierOffset: limit < total ? limit : null,
          canWrite: access.party !== "staff",
        });
      }
      return out;
    },

    /**
     * Catching up after a reconnect from the last message a client holds. Ids are taken at
     * insert and pushed after commit, so two sends can commit (and be pushed) out of id order:
     * a message a little older than the last one held may still be missing. The answer adds
     * those of the CATCH_UP_OVERLAP before it; the client keeps one copy per id.
     */
    async catchUp(
      user: AuthenticatedUser,
      quoteId: number,
      lastId: number,
      limit: number,
    ): Promise<{ comments: ChatMessageView[]; lastId: number; more: boolean }> {
      const access = await deps.access(user, quoteId);
      const [last] = await db
        .select({ at: chatMessages.createdAt })
        .from(chatMessages)
        .where(and(eq(chatMessages.id, lastId), eq(chatMessages.quoteId, quoteId)))
        .limit(1);
      const repeated = last
        ? await db
            .select()
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.quoteId, quoteId),
                lt(chatMessages.id, lastId),
                gte(chatMessages.createdAt, new Date(last.at.getTime() - CATCH_UP_OVERLAP_MS)),
              ),
            )
            .orderBy(desc(chatMessages.id))
            .limit(CATCH_UP_OVERLAP_ROWS)
        : [];
      const after = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.quoteId, quoteId), gt(chatMessages.id, lastId)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
      return {
        comments: await views([...repeated.reverse(), ...after], user.id, access.unmasked),
        // Where the next call goes on from: only the messages after lastId move it.
        lastId: after.at(-1)?.id ?? lastId,
        more: after.length === limit,
      };
    },

    /** Catching up after a (re)connect: up to `limit` messages after `afterId`, oldest first. */
    async since(
      user: AuthenticatedUser,
      quoteId: number,
      afterId: number,
      limit: number,
    ): Promise<ChatMessageView[]> {
      const access = await deps.access(user, quoteId);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.quoteId, quoteId), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
      return views(rows, user.id, access.unmasked);
    },

    /**
     * Persists a message before answering it. The same client message id from the same
     * author answers the first message again (created false), never a second row.
     */
    async send(
      user: AuthenticatedUser,
      quoteId: number,
      input: CreateCommentInput,
    ): Promise<{ comment: ChatMessageView; created: boolean }> {
      const access = await writer(user, quoteId);
      await throttle(user);
      const recipient = await otherParty(access);
      const inserted = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatMessages)
          .values({
            quoteId,
            tripId: access.tripId,
            authorId: user.id,
            authorRole: access.party,
            title: input.comment.title ?? null,
            body: input.comment.text,
            clientMessageId: input.client_message_id,
            userPlatform: input.user_platform,
            createdAt: now(),
          })
          .onConflictDoNothing({ target: [chatMessages.authorId, chatMessages.clientMessageId] })
          .returning();
        if (row) await recordCreated(tx, row, access, [], recipient);
        return row;
      });
      if (!inserted) {
        // A resend raced the first send: answer the first.
        const first = await firstSent(user, quoteId, input.client_message_id, access);
        if (!first) throw errors.clientIdTaken();
        return { comment: first, created: false };
      }
      await delivered(inserted, access, [], recipient);
      return { comment: viewOf(inserted, user.id, access.unmasked), created: true };
    },

    /**
     * A message with a file (multipart u_id, comment, desc, file). The file is checked by its
     * content and stored under a server name before the message row, which references it;
     * the answer (status 3) comes after both are stored.
     */
    async sendWithAttachment(
      user: AuthenticatedUser,
      quoteId: number,
      input: AttachmentCommentInput,
      file: { name: string; bytes: Uint8Array },
    ): Promise<{ comment: ChatMessageView; created: boolean }> {
      if (input.u_id !== user.id) throw errors.notYourUserId();
      const access = await writer(user, quoteId);
      const resent = await firstSent(user, quoteId, input.client_message_id, access);
      if (resent) return { comment: resent, created: false };
      if (file.bytes.byteLength === 0) throw errors.attachmentEmpty();
      if (file.bytes.byteLength > CHAT_ATTACHMENT_MAX_BYTES) throw errors.attachmentTooLarge();
      const sniffed = sniffFileType(file.bytes.subarray(0, 16));
      if (!sniffed) throw errors.attachmentTypeRefused();
      if (!deps.storage) throw new Error("chat attachments need a FileStorage");
      await throttle(user);
      const storedName = await deps.storage.put(file.bytes, sniffed.ext);
      const originalName = displayFileName(file.name, sniffed.ext);
      const recipient = await otherParty(access);
      try {
        const stored = await db.transaction(async (tx) => {
          const [message] = await tx
            .insert(chatMessages)
            .values({
              quoteId,
              tripId: access.tripId,
              authorId: user.id,
              authorRole: access.party,
              title: null,
              body: input.comment.trim() || originalName,
              clientMessageId: input.client_message_id,
              userPlatform: input.user_platform,
              createdAt: now(),
            })
            .onConflictDoNothing({
              target: [chatMessages.authorId, chatMessages.clientMessageId],
            })
            .returning();
          if (!message) return null;
          const [attachment] = await tx
            .insert(chatAttachments)
            .values({
              messageId: message.id,
              description: input.desc ?? null,
              originalName,
              storedName,
              contentType: sniffed.type,
              sizeBytes: file.bytes.byteLength,
            })
            .returning();
          if (!attachment) throw new Error("insert returned no row");
          await recordCreated(tx, message, access, [attachment], recipient);
          return { message, attachment };
        });
        if (!stored) {
          await deps.storage.remove(storedName);
          const first = await firstSent(user, quoteId, input.client_message_id, access);
          if (!first) throw errors.clientIdTaken();
          return { comment: first, created: false };
        }
        await delivered(stored.message, access, [stored.attachment], recipient);
        return {
          comment: viewOf(stored.message, user.id, access.unmasked, [stored.attachment]),
          created: true,
        };
      } catch (error) {
        await deps.storage.remove(storedName).catch(() => {});
        throw error;
      }
    },

    /** A message's file, for the two parties and staff; 404 for anyone else. */
    async attachment(user: AuthenticatedUser, quoteId: number, attachmentId: number) {
      await deps.access(user, quoteId);
      const [row] = await db
        .select({ file: chatAttachments })
        .from(chatAttachments)
        .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
        .where(and(eq(chatAttachments.id, attachmentId), eq(chatMessages.quoteId, quoteId)))
        .limit(1);
      if (!row || !deps.storage) throw errors.attachmentNotFound();
      // Streamed through to the answer, not read whole (decision 0196).
      const file = await deps.storage.stream(row.file.storedName);
      if (!file) throw errors.attachmentNotFound();
      return { name: row.file.originalName, contentType: row.file.contentType, ...file };
    },

    /**
     * Marks every message of the other party on this quote read; staff reading marks nothing.
     * The other party's open pages get a read receipt.
     */
    async markRead(user: AuthenticatedUser, quoteId: number): Promise<{ marked: number }> {
      const access = await deps.access(user, quoteId);
      if (access.party === "staff") return { marked: 0 };
      const rows = await db
        .update(chatMessages)
        .set({ readAt: now() })
        .where(
          and(
            eq(chatMessages.quoteId, quoteId),
            ne(chatMessages.authorId, user.id),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      if (rows.length) {
        const upToId = Math.max(...rows.map((r) => r.id));
        const other = await otherParty(access);
        const receipt = { quoteId, readerId: user.id, upToId };
        if (other) realtime.toUser(other, "chat", SOCKET_EVENTS.receipt, receipt);
        realtime.toUser(user.id, "chat", SOCKET_EVENTS.receipt, receipt);
      }
      return { marked: rows.length };
    },

    /** Who the reader talks to in this chat (null: an agency without a user). */
    async otherPartyOf(user: AuthenticatedUser, quoteId: number): Promise<string | null> {
      return otherParty(await deps.access(user, quoteId));
    },

    /** The last time a user's realtime connections all closed (null: never). */
    async lastSeen(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: chatPresence.lastSeenAt })
        .from(chatPresence)
        .where(eq(chatPresence.userId, userId))
        .limit(1);
      return row?.at ?? null;
    },

    async recordLastSeen(userId: string, at = now()): Promise<void> {
      await db
        .insert(chatPresence)
        .values({ userId, lastSeenAt: at })
        .onConflictDoUpdate({ target: chatPresence.userId, set: { lastSeenAt: at } });
    },

    /** Total and unread-for-the-reader per quote; quotes the reader may not see are left out. */
    async counts(user: AuthenticatedUser, quoteIds: number[]): Promise<CommentCount[]> {
      const readable: number[] = [];
      for (const id of new Set(quoteIds)) {
        const ok = await deps.access(user, id).then(
          () => true,
          () => false,
        );
        if (ok) readable.push(id);
      }
      if (readable.length === 0) return [];
      const staff = isStaff(user.role);
      const rows = await db
        .select({
          quoteId: chatMessages.quoteId,
          total: count(),
          unread: sql<number>`count(*) filter (where ${chatMessages.authorId} <> ${user.id} and ${chatMessages.readAt} is null)`,
        })
        .from(chatMessages)
        .where(inArray(chatMessages.quoteId, readable))
        .groupBy(chatMessages.quoteId);
      return readable.map((quoteId) => {
        const row = rows.find((r) => r.quoteId === quoteId);
        return {
          quoteId,
          total: Number(row?.total ?? 0),
          unread: staff ? 0 : Number(row?.unread ?? 0),
        };
      });
    },

    /**
     * Unread messages per quote for a reader whose access the caller has already checked
     * (the quotes module's list of a traveller's quotes).
     */
    async unreadByQuote(userId: string, quoteIds: number[]): Promise<Map<number, number>> {
      if (quoteIds.length === 0) return new Map();
      const rows = await db
        .select({ quoteId: chatMessages.quoteId, unread: count() })
        .from(chatMessages)
        .where(
          and(
            inArray(chatMessages.quoteId, quoteIds),
            ne(chatMessages.authorId, userId),
            isNull(chatMessages.readAt),
          ),
        )
        .groupBy(chatMessages.quoteId)
        .orderBy(asc(chatMessages.quoteId));
      return new Map(rows.map((r) => [r.quoteId, Number(r.unread)]));
    },

    /** The canned replies for the reader's side of a chat. */
    predefined(user: AuthenticatedUser): readonly string[] {
      return PREDEFINED_CHAT_MESSAGES[user.role === "agent" ? "agent" : "traveller"];
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
