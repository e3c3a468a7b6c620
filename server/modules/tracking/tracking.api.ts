import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { AuthenticatedUser } from "../../../common/roles";
import { safeText } from "../../../common/schema-helpers";
import { ClientErrorInput, TimingReportInput } from "../../../common/telemetry";
import { TRACKING_EVENT_NAMES } from "../../../common/tracking-events";
import { TrackEventInput } from "../../../common/tracking-input";
import { ApiErrorSchema, createModuleApi, errorResponses } from "../../http/module-api";
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

const trackEventRoute = createRoute({
  method: "post",
  path: "/tracking/events",
  summary: "Record an analytics event (lead funnel step, scroll depth, page view)",
  description:
    "Session, page, funnel and traffic type come from the tracking cookies, the user from the session; the response moves the tracking session on (Set-Cookie).",
  request: {
    body: { content: { "application/json": { schema: TrackEventInput } }, required: true },
  },
  responses: {
    204: { description: "Recorded" },
    ...errorResponses,
    429: {
      description: "Too many events from this address",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

const listEventsRoute = createRoute({
  method: "get",
  path: "/tracking/events",
  summary: "Analytics events, newest first (machine clients)",
  request: {
    query: z.object({
      session_id: safeText({ max: 64 }).optional(),
      name: z.enum(TRACKING_EVENT_NAMES).optional(),
      page: z.coerce.number().int().min(1).default(1),
    }),
  },
  responses: {
    200: {
      description: "One page of events",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(
              z.object({
                id: z.number(),
                name: z.string(),
                category: z.string(),
                sessionId: z.string().nullable(),
                pageId: z.string().nullable(),
                funnelId: z.string().nullable(),
                userId: z.string().nullable(),
                tripId: z.number().nullable(),
                trafficType: z.string().nullable(),
                pagePath: z.string().nullable(),
                properties: z.record(z.string(), z.unknown()),
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
export function createTrackingApi(
  tracking: TrackingService,
  accounts: { currentUser(headers: Headers): Promise<AuthenticatedUser | null> },
) {
  return createModuleApi()
    .openapi(timingReportRoute, async (c) => {
      await tracking.recordTimingReport(c.req.valid("json"), requestMeta(c));
      return c.body(null, 204);
    })
    .openapi(clientErrorRoute, async (c) => {
      await tracking.recordClientError(c.req.valid("json"), requestMeta(c));
      return c.body(null, 204);
    })
    .openapi(trackEventRoute, async (c) => {
      const user = await accounts.currentUser(c.req.raw.headers);
      const { setCookies } = await tracking.recordBrowserEvent(c.req.valid("json"), {
        raw: c.req.raw,
        ip: c.var.clientIp,
        user: user ? { id: user.id, role: user.role } : null,
      });
      for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}

/** Mounted under /admin/v1, behind a machine API key. */
export function createTrackingAdminApi(tracking: TrackingService) {
  return createModuleApi()
    .openapi(listTimingReportsRoute, async (c) => {
      const result = await tracking.listTimingReports(c.req.valid("query").page);
      return c.json(
        {
          ...result,
          items: result.items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
        },
        200,
      );
    })
    .openapi(listEventsRoute, async (c) => {
      const query = c.req.valid("query");
      const result = await tracking.listEvents({
        sessionId: query.session_id,
        name: query.name,
        page: query.page,
      });
      return c.json(
        {
          ...result,
          items: result.items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
        },
        200,
      );
    });
}
