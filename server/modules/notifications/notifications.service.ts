import { and, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { NotificationsQuery } from "../../../common/notification-queries";
import {
  CHAT_DIGEST_DELAY_MS,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
  type EmailPreferences,
  type LiveNotification,
  NOTIFICATION_CREATED_EVENT,
  type NotificationCategory,
  type NotificationCounts,
  type NotificationPage,
  type NotificationView,
} from "../../../common/notifications";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Db } from "../../db";
import type { DomainEventName, DomainEvents } from "../../events/domain-events";
import type { RealtimePublisher } from "../../events/realtime-publisher";
import type { Logger } from "../../lib/logger";
import type { Limit, RateLimiter } from "../../lib/rate-limit";
import type { Mailer } from "../../mail/mailer";
import type { JobHandlers, JobQueue } from "../jobs";
import { createNotificationDirectory, type NotificationDirectory } from "./notification-directory";
import { notificationMail } from "./notification-mails";
import {
  agentLeadUrl,
  type NotificationDraft,
  type NotificationGroup,
  PRODUCERS,
  type Producer,
  type ProducerTable,
  travellerQuoteUrl,
} from "./notification-producers";
import * as errors from "./notifications.errors";
import {
  notificationEmailOptOuts,
  notificationEventKeys,
  notifications,
} from "./notifications.schema";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

export const NOTIFICATION_MAIL_JOB = "notifications.mail";
/**
 * A burst of one kind (new quotes on a trip from one agency, versions of one quote) folds into
 * the reader's unread notification of it while that one is younger than this (decision 0192).
 */
export const NOTIFICATION_GROUP_WINDOW_MS = 30 * 60_000;
export const CHAT_DIGEST_JOB = "notifications.chat_digest";

/** Writes a user makes to their own notifications and preferences (mark read, save). */
export const NOTIFICATION_WRITE_LIMIT: Limit = {
  name: "notifications-write-user",
  max: 30,
  windowMs: 60_000,
};
/** One-click unsubscribes per user: a link replayed in a loop stops here. */
export const UNSUBSCRIBE_LIMIT: Limit = { name: "unsubscribe-user", max: 20, windowMs: 3_600_000 };

export interface NotificationsDeps {
  db: Db;
  logger: Pick<Logger, "error" | "info">;
  mailer: Mailer;
  limiter: RateLimiter;
  jobs: JobQueue;
  realtime: RealtimePublisher;
  /** Signs unsubscribe links (the server secret). */
  secret: string;
  /** Absolute links in mails. */
  publicUrl: string;
  /** Unread chat messages per quote for a reader (the chat module), read when a digest fires. */
  unreadMessages(userId: string, quoteIds: number[]): Promise<Map<number, number>>;
  /** Is the user looking at that quote's chat now? The realtime module answers; else false. */
  isViewingChat?(userId: string, quoteId: number): Promise<boolean>;
  directory?: NotificationDirectory;
  producers?: ProducerTable;
  now?: () => Date;
}

type Row = typeof notifications.$inferSelect;

function viewOf(row: Row): NotificationView {
  return {
    id: row.id,
    message: row.message,
    notificationCategory: row.category as NotificationCategory,
    notificationSubCategory: row.subCategory,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    type: row.type,
    extraInfo: row.extraInfo,
  };
}

const digestKey = (userId: string, quoteId: number) => `chat-digest:${userId}:${quoteId}`;

export function createNotificationsService(deps: NotificationsDeps) {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const directory = deps.directory ?? createNotificationDirectory(db);
  const producers = deps.producers ?? PRODUCERS;
  // Late-bound: Socket.IO (which knows who looks at which chat) attaches after listen.
  let viewingCheck = deps.isViewingChat ?? (async () => false);
  const isViewingChat = (userId: string, quoteId: number) => viewingCheck(userId, quoteId);
  const absolute = (path: string) => new URL(path, deps.publicUrl).toString();

  async function counts(userId: string): Promise<NotificationCounts> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return {
      unreadNotificationsCount: row?.unread ?? 0,
      totalNotificationsCount: row?.total ?? 0,
    };
  }

  async function optedOut(userId: string, category: EmailCategory): Promise<boolean> {
    const [row] = await db
      .select({ userId: notificationEmailOptOuts.userId })
      .from(notificationEmailOptOuts)
      .where(
        and(
          eq(notificationEmailOptOuts.userId, userId),
          eq(notificationEmailOptOuts.category, category),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async function consume(limit: Limit, key: string) {
    const limited = await deps.limiter.consume(limit, key);
    if (limited.limited) throw errors.tooManyChanges(limited.retryAfterSeconds);
  }

  async function mailTo(
    userId: string,
    category: EmailCategory,
    content: { subject: string; lines: string[]; cta: string; url: string },
    opts: { transactional?: boolean } = {},
  ): Promise<boolean> {
    if (!opts.transactional && (await optedOut(userId, category))) return false;
    const user = await directory.user(userId);
    if (!user) return false;
    const labels = EMAIL_CATEGORY_LABELS[category];
    const token = unsubscribeToken(deps.secret, userId, category);
    await deps.mailer.send(
      notificationMail({
        to: user.email,
        firstName: user.firstName,
        subject: content.subject,
        lines: content.lines,
        cta: { label: content.cta, url: absolute(content.url) },
        unsubscribeUrl: absolute(`/notifications/unsubscribe/${token}`),
        preferencesUrl: absolute(
          user.role === "agent"
            ? "/agents/dashboard#email-preferences"
            : "/travellers/dashboard#email-preferences",
        ),
        categoryLabel: (user.role === "agent" ? labels.agent : labels.traveller).toLowerCase(),
      }),
    );
    return true;
  }

  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

  /**
   * The user's open notification of this draft's group, updated to tell of one more event;
   * null when there is none (read, older than the window, or never made). One writer per
   * user and group at a time, across processes: the second waits here, then sees the first.
   */
  async function fold(tx: Tx, draft: NotificationDraft, group: NotificationGroup) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`notification-group:${draft.userId}:${group.key}`}))`,
    );
    const since = new Date(now().getTime() - NOTIFICATION_GROUP_WINDOW_MS);
    const [open] = await tx
      .select({ id: notifications.id, groupCount: notifications.groupCount })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, draft.userId),
          eq(notifications.groupKey, group.key),
          isNull(notifications.readAt),
          gt(notifications.createdAt, since),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(1);
    if (!open) return null;
    const count = open.groupCount + 1;
    const [updated] = await tx
      .update(notifications)
      .set({ ...group.folded(count), groupCount: count })
      // Marked read meanwhile: the event gets a notification of its own.
      .where(and(eq(notifications.id, open.id), isNull(notifications.readAt)))
      .returning();
    return updated ?? null;
  }

  /** A new notification row and its mail (now, or its digest), in the caller's transaction. */
  async function insert(tx: Tx, draft: NotificationDraft, source: string, eventKey: string | null) {
    const [inserted] = await tx
      .insert(notifications)
      .values({
        userId: draft.userId,
        message: draft.message,
        category: draft.category,
        subCategory: draft.subCategory,
        type: draft.type,
        extraInfo: draft.extraInfo,
        sourceEvent: source,
        eventKey,
        groupKey: draft.group?.key ?? null,
        createdAt: now(),
      })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    const mail = draft.mail;
    if (mail?.kind === "now") {
      // A job, so a mail survives a crash between the notification and the SMTP call.
      await deps.jobs.schedule(
        NOTIFICATION_MAIL_JOB,
        {
          userId: draft.userId,
          category: mail.category,
          subject: mail.subject,
          lines: mail.lines,
          cta: mail.cta,
          url: inserted.extraInfo.url,
          transactional: mail.transactional === true,
        },
        { runAt: now(), dedupeKey: `notification-mail:${inserted.id}`, tx },
      );
    } else if (mail?.kind === "chat_digest") {
      // One pending digest per reader and quote: ten messages schedule one mail.
      await deps.jobs.schedule(
        CHAT_DIGEST_JOB,
        { userId: draft.userId, quoteId: mail.quoteId, tripId: mail.tripId },
        {
          runAt: new Date(now().getTime() + CHAT_DIGEST_DELAY_MS),
          dedupeKey: digestKey(draft.userId, mail.quoteId),
          tx,
        },
      );
    }
    return inserted;
  }

  /**
   * Stores one notification and its mail in one transaction, then pushes it live. A draft
   * with a group folds into the user's open notification of that group instead: the row is
   * updated, no second mail goes, the unread count stays (decision 0192). With an event key,
   * a second delivery of the same event writes nothing: its key is taken first.
   */
  async function write(
    draft: NotificationDraft,
    source: string,
    eventKey: string | null,
  ): Promise<NotificationView | null> {
    if (draft.actorUserId !== null && draft.userId === draft.actorUserId) return null;
    const row = await db.transaction(async (tx) => {
      if (eventKey !== null) {
        const [fresh] = await tx
          .insert(notificationEventKeys)
          .values({ eventKey, appliedAt: now() })
          .onConflictDoNothing()
          .returning({ eventKey: notificationEventKeys.eventKey });
        if (!fresh) return null;
      }
      const written =
        (draft.group && (await fold(tx, draft, draft.group))) ??
        (await insert(tx, draft, source, eventKey));
      if (eventKey !== null) {
        await tx
          .update(notificationEventKeys)
          .set({ notificationId: written.id })
          .where(eq(notificationEventKeys.eventKey, eventKey));
      }
      return written;
    });
    if (!row) return null;
    const view = viewOf(row);
    const live: LiveNotification & NotificationCounts = {
      notification: view,
      data: {
        time_of_view: view.createdAt,
        url: view.extraInfo.url,
        user_info: { first_name: view.extraInfo.userInfo?.firstName ?? "" },
      },
      ...(await counts(draft.userId)),
    };
    deps.realtime.toUser(draft.userId, "notifications", NOTIFICATION_CREATED_EVENT, live);
    return view;
  }

  async function produce<K extends DomainEventName>(
    name: K,
    producer: Producer<K>,
    payload: Parameters<Producer<K>>[0],
    eventId: number,
  ) {
    const drafts = await producer(payload, { directory, isViewingChat });
    for (const [i, draft] of drafts.entries()) await write(draft, name, `${eventId}:${i}`);
  }

  const jobHandlers: JobHandlers = {
    async [NOTIFICATION_MAIL_JOB](payload) {
      const category = String(payload.category) as EmailCategory;
      if (!EMAIL_CATEGORIES.includes(category)) return;
      await mailTo(
        String(payload.userId),
        category,
        {
          subject: String(payload.subject),
          lines: Array.isArray(payload.lines) ? payload.lines.map(String) : [],
          cta: String(payload.cta),
          url: String(payload.url),
        },
        { transactional: payload.transactional === true },
      );
    },

    /** Ten minutes after the first unread message: one mail if any is still unread. */
    async [CHAT_DIGEST_JOB](payload) {
      const userId = String(payload.userId);
      const quoteId = Number(payload.quoteId);
      const tripId = Number(payload.tripId);
      if (!Number.isInteger(quoteId) || !Number.isInteger(tripId)) return;
      const unread = (await deps.unreadMessages(userId, [quoteId])).get(quoteId) ?? 0;
      if (unread === 0) return;
      const [trip, quote] = await Promise.all([directory.trip(tripId), directory.quote(quoteId)]);
      if (!trip || !quote) return;
      const agency = await directory.agency(quote.agentId);
      const toTraveller = trip.travellerUserId === userId;
      const other = toTraveller
        ? (agency?.companyName ?? "your agent")
        : trip.travellerFirstName || "the traveller";
      const where = trip.toLoc.join(", ");
      const n = unread === 1 ? "1 unread message" : `${unread} unread messages`;
      await mailTo(userId, "messages", {
        subject: `${n} from ${other}`,
        lines: [
          `You have ${n} from ${other} about the trip to ${where}.`,
          "Reply in the chat on the quote: everything you discuss stays with the quote.",
        ],
        cta: "Read the messages",
        url: toTraveller
          ? `${travellerQuoteUrl(tripId, quoteId)}#chat-${quoteId}`
          : `${agentLeadUrl(tripId)}#chat-${quoteId}`,
      });
    },
  };

  return {
    jobHandlers,

    /** The realtime module's "is this user looking at this chat" (attached after listen). */
    attachViewingCheck(check: (userId: string, quoteId: number) => Promise<boolean>) {
      viewingCheck = check;
    },

    /** Handles every event of the producer table (services.ts calls it once). */
    handleEvents(events: Pick<DomainEvents, "handle">) {
      for (const name of Object.keys(producers) as DomainEventName[]) {
        const producer = producers[name] as Producer<typeof name> | undefined;
        if (!producer) continue;
        events.handle("notifications", name, (payload, meta) =>
          produce(name, producer, payload, meta.eventId),
        );
      }
    },

    /** The reader's notifications, newest first, `limit` from `offset`, with the counts. */
    async list(user: AuthenticatedUser, query: NotificationsQuery): Promise<NotificationPage> {
      const filters: SQL[] = [eq(notifications.userId, user.id)];
      if (query.category) filters.push(eq(notifications.category, query.category));
      if (query.read === "unread") filters.push(isNull(notifications.readAt));
      if (query.read === "read") filters.push(isNotNull(notifications.readAt));
      const where = and(...filters);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(query.limit)
          .offset(query.offset),
        counts(user.id),
      ]);
      // The totals already count all and unread (the bell on every signed-in page): only a
      // category needs a count of its own.
      const matchingCount = query.category
        ? ((await db.select({ n: count() }).from(notifications).where(where))[0]?.n ?? 0)
        : query.read === "unread"
          ? totals.unreadNotificationsCount
          : query.read === "read"
            ? totals.totalNotificationsCount - totals.unreadNotificationsCount
            : totals.totalNotificationsCount;
      const next = query.offset + query.limit;
      return {
        notifications: rows.map(viewOf),
        ...totals,
        limit: query.limit,
        offset: query.offset,
        matchingCount,
        nextOffset: next < matchingCount ? next : null,
      };
    },

    counts: (user: AuthenticatedUser) => counts(user.id),

    /** POST mark notifications read: every one of the reader's; unread becomes 0. */
    async markAllRead(user: AuthenticatedUser): Promise<NotificationCounts> {
      await consume(NOTIFICATION_WRITE_LIMIT, user.id);
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
      return counts(user.id);
    },

    async preferences(user: AuthenticatedUser): Promise<EmailPreferences> {
      const rows = await db
        .select({ category: notificationEmailOptOuts.category })
        .from(notificationEmailOptOuts)
        .where(eq(notificationEmailOptOuts.userId, user.id));
      const off = new Set(rows.map((r) => r.category));
      return { quotes: !off.has("quotes"), messages: !off.has("messages") };
    },

    async setPreferences(user: AuthenticatedUser, prefs: EmailPreferences) {
      await consume(NOTIFICATION_WRITE_LIMIT, user.id);
      for (const category of EMAIL_CATEGORIES) {
        if (prefs[category]) {
          await db
            .delete(notificationEmailOptOuts)
            .where(
              and(
                eq(notificationEmailOptOuts.userId, user.id),
                eq(notificationEmailOptOuts.category, category),
              ),
            );
        } else {
          await db
            .insert(notificationEmailOptOuts)
            .values({ userId: user.id, category, source: "account_page" })
            .onConflictDoNothing();
        }
      }
      return this.preferences(user);
    },

    /** What a signed unsubscribe link names, for its confirm page; null when forged. */
    async unsubscribeTarget(
      token: string,
    ): Promise<{ category: EmailCategory; label: string; unsubscribed: boolean } | null> {
      const target = verifyUnsubscribeToken(deps.secret, token);
      if (!target) return null;
      const user = await directory.user(target.userId);
      if (!user) return null;
      const labels = EMAIL_CATEGORY_LABELS[target.category];
      return {
        category: target.category,
        label: user.role === "agent" ? labels.agent : labels.traveller,
        unsubscribed: await optedOut(user.userId, target.category),
      };
    },

    /** The one-click unsubscribe (RFC 8058): no sign-in, the signed token is the authority. */
    async unsubscribe(token: string): Promise<{ category: EmailCategory; label: string }> {
      const target = verifyUnsubscribeToken(deps.secret, token);
      if (!target) throw errors.badUnsubscribeLink();
      const user = await directory.user(target.userId);
      if (!user) throw errors.badUnsubscribeLink();
      await consume(UNSUBSCRIBE_LIMIT, user.userId);
      await db
        .insert(notificationEmailOptOuts)
        .values({ userId: user.userId, category: target.category, source: "one_click" })
        .onConflictDoNothing();
      logger.info({ category: target.category }, "unsubscribed by one-click link");
      const labels = EMAIL_CATEGORY_LABELS[target.category];
      return {
        category: target.category,
        label: user.role === "agent" ? labels.agent : labels.traveller,
      };
    },

    /** The signed link for a user and category (mails; tests). */
    unsubscribeUrl(userId: string, category: EmailCategory): string {
      return absolute(
        `/notifications/unsubscribe/${unsubscribeToken(deps.secret, userId, category)}`,
      );
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
