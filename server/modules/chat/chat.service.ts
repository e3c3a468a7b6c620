import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import {
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
import type { AuthenticatedUser } from "../../../common/roles";
import type { Db } from "../../db";
import { LIMITS, type Limit, type RateLimiter } from "../../lib/rate-limit";
import type { ChatAccess } from "../quotes";
import * as errors from "./chat.errors";
import { chatMessages } from "./chat.schema";

export interface ChatDeps {
  db: Db;
  /** The quotes module's answer to "who is this reader in this quote's chat" (404 otherwise). */
  access(user: AuthenticatedUser, quoteId: number): Promise<ChatAccess>;
  limiter: RateLimiter;
  /** Messages a user may send per window; LIMITS.chatSendPerUser unless a test passes its own. */
  sendLimit?: Limit;
  now?: () => Date;
}

type MessageRow = typeof chatMessages.$inferSelect;

function viewOf(row: MessageRow, readerId: string, unmasked: boolean): ChatMessageView {
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
    status: SEND_STATUS.sent,
    clientMessageId: row.clientMessageId,
  };
}

export function createChatService(deps: ChatDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** A page of a quote's chat: offset 0 is the newest page; each page oldest first. */
    async history(
      user: AuthenticatedUser,
      quoteId: number,
      query: ChatHistoryQuery,
    ): Promise<ChatHistory> {
      const access = await deps.access(user, quoteId);
      const [totals] = await db
        .select({ total: count() })
        .from(chatMessages)
        .where(eq(chatMessages.quoteId, quoteId));
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.quoteId, quoteId))
        .orderBy(desc(chatMessages.id))
        .limit(query.limit)
        .offset(query.offset);
      const total = totals?.total ?? 0;
      const next = query.offset + query.limit;
      return {
        comments: rows.reverse().map((row) => viewOf(row, user.id, access.unmasked)),
        total,
        limit: query.limit,
        offset: query.offset,
        earlierOffset: next < total ? next : null,
        canWrite: access.party !== "staff",
      };
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
      const access = await deps.access(user, quoteId);
      if (access.party === "staff") throw errors.readOnly();
      const limited = await deps.limiter.consume(deps.sendLimit ?? LIMITS.chatSendPerUser, user.id);
      if (limited.limited) throw errors.tooManyMessages(limited.retryAfterSeconds);
      const [inserted] = await db
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
      if (inserted) return { comment: viewOf(inserted, user.id, access.unmasked), created: true };
      const [first] = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.authorId, user.id),
            eq(chatMessages.clientMessageId, input.client_message_id),
          ),
        )
        .limit(1);
      // The id was used for a message on another quote: a client bug, not a resend.
      if (!first || first.quoteId !== quoteId) throw errors.clientIdTaken();
      return { comment: viewOf(first, user.id, access.unmasked), created: false };
    },

    /** Marks every message of the other party on this quote read; staff reading marks nothing. */
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
      return { marked: rows.length };
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
      const staff = user.role === "ops" || user.role === "admin";
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
