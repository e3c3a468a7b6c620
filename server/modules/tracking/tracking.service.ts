import { desc, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ClientErrorInput, TimingReportInput } from "../../../common/telemetry";
import type { Db } from "../../db";
import { clientErrors, timingReports } from "./tracking.schema";

export interface RequestMeta {
  requestId: string;
  userAgent: string | null;
}

export const TIMING_REPORTS_PAGE_SIZE = 25;

export function createTrackingService(db: Db) {
  return {
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
