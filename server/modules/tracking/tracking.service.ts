import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { PLATFORM_TAG } from "../../../common/platform";
import type { ClientErrorInput, TimingReportInput } from "../../../common/telemetry";
import {
  parseCookieHeader,
  readTrackingCookies,
  USER_ROLE_DEFAULT,
} from "../../../common/tracking-cookies";
import {
  DEFAULT_EVENT_CATEGORY,
  type EventProperties,
  FUNNEL_STEPS,
  type FunnelStep,
  PAGE_VIEWED_EVENT,
  type TrackingEventName,
} from "../../../common/tracking-events";
import type { TrackEventInput } from "../../../common/tracking-input";
import type { Db } from "../../db";
import { createBatchWriter } from "../../lib/batch-writer";
import type { Logger } from "../../lib/logger";
import type { Limit, RateLimiter } from "../../lib/rate-limit";
import { tooManyEvents } from "./tracking.errors";
import { clientErrors, timingReports, trackingEvents } from "./tracking.schema";
import {
  funnelCountsOfDays,
  funnelDaysOf,
  rebuildFunnelDays,
  rollFunnelDayList,
  wholeDays,
} from "./tracking-funnel-days";
import { createTrackingSession } from "./tracking-session";

export interface RequestMeta {
  requestId: string;
  userAgent: string | null;
}

export const TIMING_REPORTS_PAGE_SIZE = 25;
export const TRACKING_EVENTS_PAGE_SIZE = 50;

/** A browser may send a page view, three scroll depths and a few funnel steps per page. */
export const TRACKING_EVENTS_PER_IP: Limit = {
  name: "tracking-events-ip",
  max: 300,
  windowMs: 60_000,
};

export interface TrackingDeps {
  db: Db;
  limiter: RateLimiter;
  /** The site's public URL (see createTrackingSession). */
  publicUrl: string;
  now?: () => number;
  newId?: () => string;
  /** Browser events are written in batches (decision 0153): at most this long after arriving. */
  flushMs?: number;
  /** … or as soon as this many are waiting. */
  batchSize?: number;
  logger?: Pick<Logger, "error">;
}

/** Who did it, from the signed-in session; never from the request body. */
export interface EventUser {
  id: string;
  role: string;
}

export interface RecordEventInput {
  name: TrackingEventName;
  category?: string;
  properties?: EventProperties;
  pagePath?: string | null;
  user?: EventUser | null;
  tripId?: number | null;
  /** The request whose tracking cookies tell the session, page and funnel; none for jobs. */
  headers?: Headers;
}

interface EventIds {
  sessionId: string | null;
  pageId: string | null;
  funnelId: string | null;
  trafficType: string | null;
  tripId: number | null;
}

export function createTrackingService(deps: TrackingDeps) {
  const { db, limiter } = deps;
  const session = createTrackingSession(deps);

  const toRow = (event: RecordEventInput, ids: EventIds): typeof trackingEvents.$inferInsert => ({
    name: event.name,
    category: event.category ?? DEFAULT_EVENT_CATEGORY[event.name],
    sessionId: ids.sessionId,
    pageId: ids.pageId,
    funnelId: ids.funnelId,
    trafficType: ids.trafficType,
    userId: event.user?.id ?? null,
    tripId: event.tripId ?? ids.tripId,
    pagePath: event.pagePath ?? null,
    // Set last, so a sender cannot pass itself off as another role or platform.
    properties: {
      ...event.properties,
      user_role: event.user?.role ?? USER_ROLE_DEFAULT,
      platform: PLATFORM_TAG,
    },
    // The time it happened, not the time its batch was written.
    createdAt: new Date(),
  });

  // Browser events (page views above all) never wait for an INSERT: they are queued and
  // written in batches; flush() writes what is queued (shutdown, and readers of the table).
  const batch = createBatchWriter<typeof trackingEvents.$inferInsert>({
    write: async (rows) => {
      await db.insert(trackingEvents).values(rows);
      await rollFunnelDayList(db, funnelDaysOf(rows));
    },
    flushMs: deps.flushMs,
    maxRows: deps.batchSize,
    onError: (error, dropped) =>
      deps.logger?.error({ err: error, dropped }, "tracking events could not be written"),
  });

  async function insertEvent(event: RecordEventInput, ids: EventIds): Promise<void> {
    const row = toRow(event, ids);
    await db.insert(trackingEvents).values(row);
    await rollFunnelDayList(db, funnelDaysOf([row]));
  }

  return {
    /** The page-view beacon and events move the tracking session on through this. */
    session,

    /**
     * Records an event that server code observed (e.g. 'Trip Created' by trip creation). With
     * `headers`, the session, page and funnel come from that request's tracking cookies.
     */
    async recordEvent(event: RecordEventInput): Promise<void> {
      const cookies = readTrackingCookies(parseCookieHeader(event.headers?.get("cookie")));
      await insertEvent(event, {
        sessionId: cookies.sessionId,
        pageId: cookies.pageId,
        funnelId: cookies.funnelId,
        trafficType: cookies.trafficType,
        tripId: cookies.tripId,
      });
    },

    /**
     * An event the browser reports: throttled per address, attributed to the session of the
     * request's cookies (which it keeps alive, or starts again after inactivity). Returns the
     * Set-Cookie values of the moved-on session.
     */
    async recordBrowserEvent(
      input: z.output<typeof TrackEventInput>,
      request: { raw: Request; ip: string; user: EventUser | null },
    ): Promise<{ setCookies: string[] }> {
      const limit = await limiter.consume(TRACKING_EVENTS_PER_IP, request.ip);
      if (limit.limited) throw tooManyEvents(limit.retryAfterSeconds);
      const pagePath = input.page_path ?? null;
      // A page view is the beacon of a page (decision 0153): the page itself, cached or not,
      // sets no cookie; this moves the session on to a new page, with the page's query
      // (utm_*, click ids) and the document's referrer telling the traffic source.
      const pageView = input.name === PAGE_VIEWED_EVENT;
      const { state, setCookies } = session.advance(
        request.raw,
        pageView
          ? {
              newPage: true,
              pagePath,
              pageQuery: input.page_query ?? null,
              referrer: input.referrer ?? null,
            }
          : { newPage: false, pagePath },
      );
      batch.push(
        toRow(
          {
            name: input.name,
            category: input.category,
            properties: input.properties,
            pagePath,
            user: request.user,
          },
          state,
        ),
      );
      return { setCookies };
    },

    /** Recomputes the lead funnel's daily roll-up from every event (analytics:rebuild). */
    rebuildFunnelDays: () => rebuildFunnelDays(db),

    /** Writes the queued browser events now (shutdown; tests). */
    flush: () => batch.flush(),
    queueStats: () => batch.stats(),

    async listEvents(query: { sessionId?: string; name?: string; page: number }) {
      // Whoever reads the events sees those this process still holds.
      await batch.flush();
      const filters: SQL[] = [];
      if (query.sessionId) filters.push(eq(trackingEvents.sessionId, query.sessionId));
      if (query.name) filters.push(eq(trackingEvents.name, query.name));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [items, [count]] = await Promise.all([
        db
          .select({
            id: trackingEvents.id,
            name: trackingEvents.name,
            category: trackingEvents.category,
            sessionId: trackingEvents.sessionId,
            pageId: trackingEvents.pageId,
            funnelId: trackingEvents.funnelId,
            userId: trackingEvents.userId,
            tripId: trackingEvents.tripId,
            trafficType: trackingEvents.trafficType,
            pagePath: trackingEvents.pagePath,
            properties: trackingEvents.properties,
            createdAt: trackingEvents.createdAt,
          })
          .from(trackingEvents)
          .where(where)
          .orderBy(desc(trackingEvents.createdAt), desc(trackingEvents.id))
          .limit(TRACKING_EVENTS_PAGE_SIZE)
          .offset(TRACKING_EVENTS_PAGE_SIZE * (query.page - 1)),
        db.select({ n: sql<number>`count(*)::int` }).from(trackingEvents).where(where),
      ]);
      return { items, total: count?.n ?? 0, page: query.page, perPage: TRACKING_EVENTS_PAGE_SIZE };
    },

    /**
     * The lead funnel (browsing §4) of a period: per step, the distinct funnels (a funnel id,
     * else the session, else the event alone) that reached it. One index range per step.
     */
    async funnelCounts(range: { from: Date; to: Date }): Promise<Record<FunnelStep, number>> {
      await batch.flush();
      // Whole UTC days (every analytics period) read the daily roll-up (decision 0232).
      if (wholeDays(range)) return funnelCountsOfDays(db, range);
      const counts = await Promise.all(
        FUNNEL_STEPS.map(async (step) => {
          const [row] = await db
            .select({
              n: sql<number>`count(distinct coalesce(${trackingEvents.funnelId}, ${trackingEvents.sessionId}, 'event:' || ${trackingEvents.id}))::int`,
            })
            .from(trackingEvents)
            .where(
              and(
                eq(trackingEvents.name, step),
                gte(trackingEvents.createdAt, range.from),
                lt(trackingEvents.createdAt, range.to),
              ),
            );
          return [step, row?.n ?? 0] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<FunnelStep, number>;
    },

    async recordTimingReport(
      input: z.output<typeof TimingReportInput>,
      meta: RequestMeta,
    ): Promise<void> {
      await db.insert(timingReports).values({
        url: input.url,
        method: input.method,
        durationMs: input.duration_ms,
        timeoutMs: input.timeout_ms,
        pagePath: input.page_path ?? null,
        requestId: input.request_id ?? meta.requestId,
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
      });
    },

    async recordClientError(
      input: z.output<typeof ClientErrorInput>,
      meta: RequestMeta,
    ): Promise<void> {
      await db.insert(clientErrors).values({
        component: input.component,
        message: input.message,
        pagePath: input.page_path ?? null,
        requestId: meta.requestId,
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
      });
    },

    async listTimingReports(page: number) {
      const [items, [count]] = await Promise.all([
        db
          .select({
            id: timingReports.id,
            url: timingReports.url,
            method: timingReports.method,
            durationMs: timingReports.durationMs,
            pagePath: timingReports.pagePath,
            requestId: timingReports.requestId,
            createdAt: timingReports.createdAt,
          })
          .from(timingReports)
          .orderBy(desc(timingReports.createdAt), desc(timingReports.id))
          .limit(TIMING_REPORTS_PAGE_SIZE)
          .offset(TIMING_REPORTS_PAGE_SIZE * (page - 1)),
        db.select({ n: sql<number>`count(*)::int` }).from(timingReports),
      ]);
      return { items, total: count?.n ?? 0, page, perPage: TIMING_REPORTS_PAGE_SIZE };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
