import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db";
import { clientErrors, timingReports } from "./tracking.schema";

const path = z.string().trim().min(1).max(2048);

export const TimingReportInput = z.object({
  url: path,
  method: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"])),
  duration_ms: z.number().int().min(0).max(600_000),
  timeout_ms: z.number().int().min(0).max(600_000),
  page_path: path.nullish(),
  request_id: z.string().trim().max(160).nullish(),
});
export type TimingReportInput = z.infer<typeof TimingReportInput>;

export const ClientErrorInput = z.object({
  component: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
  page_path: path.nullish(),
});
export type ClientErrorInput = z.infer<typeof ClientErrorInput>;

export interface RequestMeta {
  requestId: string;
  userAgent: string | null;
}

export const TIMING_REPORTS_PAGE_SIZE = 25;

export function createTrackingService(db: Db) {
  return {
    async recordTimingReport(input: TimingReportInput, meta: RequestMeta): Promise<void> {
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

    async recordClientError(input: ClientErrorInput, meta: RequestMeta): Promise<void> {
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
