import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ClientErrorInput, TimingReportInput } from "../../../common/telemetry";
import { createModuleApi, errorResponses } from "../../http/module-api";
import type { TrackingService } from "./tracking.service";

const timingReportRoute = createRoute({
  method: "post",
  path: "/telemetry/timeouts",
  summary: "Report a browser call that passed the 5 s timeout",
  request: { body: { content: { "application/json": { schema: TimingReportInput } } } },
  responses: { 204: { description: "Recorded" }, ...errorResponses },
});

const clientErrorRoute = createRoute({
  method: "post",
  path: "/telemetry/client_errors",
  summary: "Report a page section that crashed in the browser",
  request: { body: { content: { "application/json": { schema: ClientErrorInput } } } },
  responses: { 204: { description: "Recorded" }, ...errorResponses },
});

const listTimingReportsRoute = createRoute({
  method: "get",
  path: "/telemetry/timeouts",
  summary: "Slow-call reports, newest first (machine clients)",
  request: { query: z.object({ page: z.coerce.number().int().min(1).default(1) }) },
  responses: {
    200: {
      description: "One page of reports",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(
              z.object({
                id: z.number(),
                url: z.string(),
                method: z.string(),
                durationMs: z.number(),
                pagePath: z.string().nullable(),
                requestId: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
            total: z.number(),
            page: z.number(),
            perPage: z.number(),
          }),
        },
      },
    },
    ...errorResponses,
  },
});

function requestMeta(c: {
  var: { requestId: string };
  req: { header(n: string): string | undefined };
}) {
  return { requestId: c.var.requestId, userAgent: c.req.header("user-agent") ?? null };
}

/** Mounted under /browsing/v1: open to the web client. */
export function createTrackingApi(tracking: TrackingService) {
  return createModuleApi()
    .openapi(timingReportRoute, async (c) => {
      await tracking.recordTimingReport(c.req.valid("json"), requestMeta(c));
      return c.body(null, 204);
    })
    .openapi(clientErrorRoute, async (c) => {
      await tracking.recordClientError(c.req.valid("json"), requestMeta(c));
      return c.body(null, 204);
    });
}

/** Mounted under /admin/v1, behind a machine API key. */
export function createTrackingAdminApi(tracking: TrackingService) {
  return createModuleApi().openapi(listTimingReportsRoute, async (c) => {
    const result = await tracking.listTimingReports(c.req.valid("query").page);
    return c.json(
      {
        ...result,
        items: result.items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
      },
      200,
    );
  });
}
