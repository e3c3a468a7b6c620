import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import type { CouponSettlement } from "../../../common/coupons";
import { MESSAGES } from "../../../common/messages";
import { isInvoicedQuote, QUOTE_STATUSES } from "../../../common/quotes";
import {
  CompareQuery,
  DeclineQuoteInput,
  HotelStatusInput,
  InboxQuery,
  QuoteCallbackInput,
  QuoteDraftInput,
  QuoteVersionQuery,
  SelectQuoteInput,
  StartDraftInput,
  UpdateQuoteStatsInput,
} from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import type { CancelTripInput } from "../../../common/trips";
import type { AppEnv } from "../../http/context";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import { AppError } from "../../lib/errors";
import type { QuotesService } from "./quotes.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const refusals = {
  ...errorResponses,
  401: { description: "Not signed in", ...json(ErrorList) },
  403: { description: "Not allowed for this role", ...json(ErrorList) },
  404: { description: "No such request or quote of yours", ...json(ErrorList) },
  409: { description: "Not allowed in the quote's current status", ...json(ErrorList) },
} as const;
/** The agent's new quotes, versions and sends are limited (decision 0192). */
const limited = {
  429: {
    description: "Over a quote limit; the message and Retry-After say when",
    ...json(ErrorList),
  },
} as const;

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const TripParams = z.object({ id: Id });
const QuoteParams = z.object({ id: Id, quoteId: Id });
const AgentQuoteParams = z.object({ quoteId: Id });
const LeadParams = z.object({ tripId: Id });
const ViewQuery = z.object({ view: z.enum(["full", "list"]).optional() });
const QuoteStage = z.enum(QUOTE_STATUSES);

const QuoteSchema = z
  .object({
    id: z.number(),
    status: z.enum(QUOTE_STATUSES),
    version: z.number(),
    days: z.number(),
    nights: z.number(),
    agent: z.object({ id: z.number(), companyName: z.string() }).passthrough(),
    pricingInfo: z.object({
      price: z.number(),
      priceInRupee: z.number(),
      currency: z.string(),
      perPersonText: z.string(),
      totalPrice: z.number(),
    }),
    destinationsList: z.array(z.object({ id: z.number(), name: z.string() })),
  })
  .passthrough()
  .openapi("Quote");
const EditorSchema = z.object({}).passthrough().openapi("QuoteEditor");

export interface QuotesApiDeps {
  quotes: QuotesService;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
  workflows: {
    acceptQuote(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
    ): Promise<{ coupon: CouponSettlement }>;
    declineQuote(
      user: AuthenticatedUser,
      tripId: number,
      quoteId: number,
      input: z.output<typeof DeclineQuoteInput>,
    ): Promise<unknown>;
    sendQuote(user: AuthenticatedUser, quoteId: number): Promise<unknown>;
    requestMoreQuotes(user: AuthenticatedUser, tripId: number): Promise<{ agents: number }>;
    cancelTrip?(user: AuthenticatedUser, tripId: number, input: CancelTripInput): Promise<unknown>;
  };
  pdf(user: AuthenticatedUser, tripId: number, quoteId: number): Promise<Uint8Array>;
}

const requireUser = (deps: QuotesApiDeps, c: Context<AppEnv>) => signedInUser(deps.currentUser)(c);

const route = createRoute;

// ---- Traveller (§7), under /bookings/v1 ----------------------------------------------------

const constantsRoute = route({
  method: "get",
  path: "/quotes/constants",
  summary: "Quote constants: quoteRejectionReasons, hotelRejectionReasons, requestCallBackOptions",
  responses: { 200: { description: "Done", ...json(z.record(z.string(), z.any())) } },
});
const listRoute = route({
  method: "get",
  path: "/requested_trips/{id}/quotes",
  summary: "Quotes of a requested trip (view=full, the default, gives every field)",
  request: { params: TripParams, query: ViewQuery },
  responses: {
    200: { description: "Done", ...json(z.object({ quotes: z.array(QuoteSchema) })) },
    ...refusals,
  },
});
const quoteRoute = route({
  method: "get",
  path: "/requested_trips/{id}/quotes/{quoteId}",
  summary: "Quote information with view=full (the latest sent version and its diff)",
  request: { params: QuoteParams, query: ViewQuery },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: QuoteSchema })) },
    ...refusals,
  },
});
const versionRoute = route({
  method: "get",
  path: "/requested_trips/{id}/quotes/{quoteId}/version",
  summary: "A sent version of a quote (?version=N; the latest without it)",
  request: { params: QuoteParams, query: QuoteVersionQuery },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: QuoteSchema })) },
    ...refusals,
  },
});
const rejectRoute = route({
  method: "post",
  path: "/requested_trips/{id}/quotes/{quoteId}/reject_quote",
  summary: "Decline a quote: a reason is required, free text optional",
  request: { params: QuoteParams, body: json(z.object({ quote: DeclineQuoteInput })) },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: QuoteSchema, message: z.string() })) },
    ...refusals,
  },
});
const acceptPath = "/requested_trips/{id}/quotes/{quoteId}/accept_quote";
/** What became of the trip's coupon: moved to the accepted quote, dropped (and why), or none. */
const CouponSettlementSchema = z
  .object({
    outcome: z.enum(["none", "moved", "dropped"]),
    offer_code: z.string().optional(),
    reason: z.string().optional(),
    discountMinor: z.number().optional(),
    currency: z.string().optional(),
    message: z.string().optional(),
  })
  .openapi("CouponSettlement");
const acceptResponses = {
  200: {
    description: "Done",
    ...json(z.object({ quote: QuoteSchema, message: z.string(), coupon: CouponSettlementSchema })),
  },
  ...refusals,
};
const acceptGetRoute = route({
  method: "get",
  path: acceptPath,
  summary:
    "Accept a quote (GET as the spec's client calls it; needs X-Device-Request-Id or X-Api-Key, see decision 0083)",
  request: { params: QuoteParams },
  responses: acceptResponses,
});
const acceptPostRoute = route({
  method: "post",
  path: acceptPath,
  summary: "Accept a quote",
  request: { params: QuoteParams },
  responses: acceptResponses,
});
const reactivateRoute = route({
  method: "post",
  path: "/requested_trips/{id}/quotes/{quoteId}/reactivate_quote",
  summary: "Reactivate a declined quote",
  request: { params: QuoteParams },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: QuoteSchema, message: z.string() })) },
    ...refusals,
  },
});
const hotelRoute = route({
  method: "post",
  path: "/requested_trips/{id}/quotes/{quoteId}/update_hotel_status",
  summary: "Accept (1) or reject (-1, with reason) one hotel of the quote",
  request: { params: QuoteParams, body: json(HotelStatusInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: QuoteSchema, message: z.string() })) },
    ...refusals,
  },
});
const callbackRoute = route({
  method: "post",
  path: "/requested_trips/{id}/quotes/{quoteId}/request_call_back",
  summary: "Ask the agent for a callback on this quote; no option means request_cta_4",
  request: { params: QuoteParams, body: json(QuoteCallbackInput) },
  responses: {
    201: { description: "Done", ...json(z.object({ message: z.string() })) },
    ...refusals,
  },
});
const statsRoute = route({
  method: "post",
  path: "/requested_trips/{id}/quotes/{quoteId}/update_quote_stats",
  summary: "Record that the traveller viewed the quote",
  request: { params: QuoteParams, body: json(UpdateQuoteStatsInput) },
  responses: { 204: { description: "Done" }, ...refusals },
});
const selectRoute = route({
  method: "post",
  path: "/requested_trips/{id}/quotes/{quoteId}/select",
  summary: "Add a quote to (or remove it from) the compare selection, 3 at most",
  request: { params: QuoteParams, body: json(SelectQuoteInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ selectedIds: z.array(z.number()) })) },
    ...refusals,
  },
});
const compareRoute = route({
  method: "get",
  path: "/requested_trips/{id}/compare",
  summary: "2 to 3 quotes side by side (?quote_ids=1&quote_ids=2)",
  request: { params: TripParams, query: CompareQuery },
  responses: {
    200: { description: "Done", ...json(z.object({ quotes: z.array(QuoteSchema) })) },
    ...refusals,
  },
});
const moreQuotesRoute = route({
  method: "post",
  path: "/requested_trips/{id}/request_more_quotes",
  summary: "Ask one more agent for a quote (5 agents at most)",
  request: { params: TripParams },
  responses: {
    201: { description: "Done", ...json(z.object({ agents: z.number(), message: z.string() })) },
    ...refusals,
  },
});
const stageRoute = route({
  method: "get",
  path: "/requested_trips/{id}/stage/{stage}",
  summary: "The trip's quotes in one status ('invoiced' follows the spec's invoiced rule)",
  request: { params: TripParams.extend({ stage: QuoteStage }) },
  responses: {
    200: { description: "Done", ...json(z.object({ quotes: z.array(QuoteSchema) })) },
    ...refusals,
  },
});

/** Mounted under /bookings/v1: the traveller's quote calls (accounts §7). */
export function createQuotesApi(deps: QuotesApiDeps) {
  const { quotes } = deps;
  const withUser = (c: Context<AppEnv>) => requireUser(deps, c);
  const fullList = async (user: AuthenticatedUser, tripId: number) => {
    const list = await quotes.listForTrip(user, tripId);
    return Promise.all(list.map((q) => quotes.get(user, tripId, q.id)));
  };
  const accept = async (c: Context<AppEnv>, id: number, quoteId: number) => {
    const user = await withUser(c);
    const { coupon } = await deps.workflows.acceptQuote(user, id, quoteId);
    return c.json(
      { quote: await quotes.get(user, id, quoteId), message: MESSAGES.quoteAccepted, coupon },
      200,
    );
  };
  const api = createModuleApi()
    .openapi(constantsRoute, (c) => c.json(quotes.constants(), 200))
    .openapi(listRoute, async (c) => {
      const user = await withUser(c);
      const { id } = c.req.valid("param");
      const view = c.req.valid("query").view ?? "full";
      const list = view === "full" ? await fullList(user, id) : await quotes.listForTrip(user, id);
      return c.json({ quotes: list }, 200);
    })
    .openapi(quoteRoute, async (c) => {
      const { id, quoteId } = c.req.valid("param");
      return c.json({ quote: await quotes.get(await withUser(c), id, quoteId) }, 200);
    })
    .openapi(versionRoute, async (c) => {
      const { id, quoteId } = c.req.valid("param");
      const { version } = c.req.valid("query");
      return c.json({ quote: await quotes.get(await withUser(c), id, quoteId, { version }) }, 200);
    })
    .openapi(rejectRoute, async (c) => {
      const user = await withUser(c);
      const { id, quoteId } = c.req.valid("param");
      await deps.workflows.declineQuote(user, id, quoteId, c.req.valid("json").quote);
      return c.json(
        { quote: await quotes.get(user, id, quoteId), message: MESSAGES.quoteDeclined },
        200,
      );
    })
    .openapi(acceptGetRoute, async (c) => {
      // A state change on GET, as the spec's client sends it: only with a header a cross-site
      // link or image cannot add, so a forged GET from another site is refused.
      const h = c.req.raw.headers;
      if (!h.get("x-device-request-id") && !h.get("x-api-key")) {
        throw new AppError(
          "forbidden",
          "header_required",
          "Send X-Device-Request-Id with this call, or POST it.",
        );
      }
      const { id, quoteId } = c.req.valid("param");
      return accept(c, id, quoteId);
    })
    .openapi(acceptPostRoute, async (c) => {
      const { id, quoteId } = c.req.valid("param");
      return accept(c, id, quoteId);
    })
    .openapi(reactivateRoute, async (c) => {
      const user = await withUser(c);
      const { id, quoteId } = c.req.valid("param");
      const quote = await quotes.reactivate(user, id, quoteId);
      return c.json({ quote, message: MESSAGES.quoteReactivated }, 200);
    })
    .openapi(hotelRoute, async (c) => {
      const user = await withUser(c);
      const { id, quoteId } = c.req.valid("param");
      const quote = await quotes.updateHotelStatus(user, id, quoteId, c.req.valid("json"));
      return c.json({ quote, message: MESSAGES.hotelStatusSaved }, 200);
    })
    .openapi(callbackRoute, async (c) => {
      const user = await withUser(c);
      const { id, quoteId } = c.req.valid("param");
      await quotes.requestCallback(user, id, quoteId, c.req.valid("json"));
      return c.json({ message: MESSAGES.callbackThanks }, 201);
    })
    .openapi(statsRoute, async (c) => {
      const user = await withUser(c);
      const { id, quoteId } = c.req.valid("param");
      await quotes.recordView(user, id, quoteId, c.req.valid("json"));
      return c.body(null, 204);
    })
    .openapi(selectRoute, async (c) => {
      const user = await withUser(c);
      const { id, quoteId } = c.req.valid("param");
      const result = await quotes.setSelected(user, id, quoteId, c.req.valid("json").selected);
      return c.json(result, 200);
    })
    .openapi(compareRoute, async (c) => {
      const user = await withUser(c);
      const { id } = c.req.valid("param");
      return c.json(
        { quotes: await quotes.compare(user, id, c.req.valid("query").quote_ids) },
        200,
      );
    })
    .openapi(moreQuotesRoute, async (c) => {
      const user = await withUser(c);
      const result = await deps.workflows.requestMoreQuotes(user, c.req.valid("param").id);
      return c.json({ ...result, message: MESSAGES.moreQuotesRequested }, 201);
    })
    .openapi(stageRoute, async (c) => {
      const user = await withUser(c);
      const { id, stage } = c.req.valid("param");
      const all = await fullList(user, id);
      const matches = all.filter((q) =>
        stage === "invoiced"
          ? isInvoicedQuote(q.status, q.installmentInfo.isAllPaymentReceived)
          : q.status === stage,
      );
      return c.json({ quotes: matches }, 200);
    });

  // The PDF is binary: outside the JSON schemas, documented by hand below.
  api.post("/requested_trips/:id/quotes/:quoteId/download", async (c) => {
    const params = QuoteParams.safeParse(c.req.param());
    if (!params.success)
      throw new AppError("not_found", "quote_not_found", "We could not find this quote.");
    const user = await withUser(c);
    const bytes = await deps.pdf(user, params.data.id, params.data.quoteId);
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": `attachment; filename="triphive-quote-${params.data.quoteId}.pdf"`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-store",
      },
    });
  });
  api.openAPIRegistry.registerPath({
    method: "post",
    path: "/requested_trips/{id}/quotes/{quoteId}/download",
    summary: "Download the quote as a PDF",
    request: { params: QuoteParams },
    responses: {
      200: { description: "The PDF", content: { "application/pdf": { schema: z.string() } } },
      ...refusals,
    },
  });
  return api;
}

// ---- Agent workspace, under /agents/v2 -------------------------------------------------------

const inboxRoute = route({
  method: "get",
  path: "/leads",
  summary: "The agent's leads: counts per stage and one page (stage, q, page)",
  request: { query: InboxQuery },
  responses: { 200: { description: "Done", ...json(z.object({}).passthrough()) }, ...refusals },
});
const leadRoute = route({
  method: "get",
  path: "/leads/{tripId}",
  summary:
    "A lead: the request (contact masked until the agent quoted), documents, callbacks, own quotes",
  request: { params: LeadParams },
  responses: { 200: { description: "Done", ...json(z.object({}).passthrough()) }, ...refusals },
});
const startRoute = route({
  method: "post",
  path: "/leads/{tripId}/quotes",
  summary: "Start a quote draft from a package, an earlier quote, or blank (5 days / 4 nights)",
  request: { params: LeadParams, body: json(StartDraftInput) },
  responses: {
    201: { description: "Done", ...json(z.object({ quote: EditorSchema })) },
    ...refusals,
    ...limited,
  },
});
const editorRoute = route({
  method: "get",
  path: "/quotes/{quoteId}",
  summary: "The builder's state of a quote",
  request: { params: AgentQuoteParams },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: EditorSchema })) },
    ...refusals,
  },
});
const saveRoute = route({
  method: "put",
  path: "/quotes/{quoteId}",
  summary: "Save the draft; totals are computed by the server (any sent are ignored)",
  request: { params: AgentQuoteParams, body: json(QuoteDraftInput) },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: EditorSchema })) },
    ...refusals,
  },
});
const previewRoute = route({
  method: "get",
  path: "/quotes/{quoteId}/preview",
  summary: "The draft as the traveller will see it",
  request: { params: AgentQuoteParams },
  responses: {
    200: { description: "Done", ...json(z.object({ quote: QuoteSchema })) },
    ...refusals,
  },
});
const sendRoute = route({
  method: "post",
  path: "/quotes/{quoteId}/send",
  summary: "Send the draft: the version becomes immutable",
  request: { params: AgentQuoteParams },
  responses: {
    200: { description: "Done", ...json(z.object({}).passthrough()) },
    ...refusals,
    ...limited,
  },
});
const reviseRoute = route({
  method: "post",
  path: "/quotes/{quoteId}/revise",
  summary: "A new draft version from the latest sent one",
  request: { params: AgentQuoteParams },
  responses: {
    201: { description: "Done", ...json(z.object({ quote: EditorSchema })) },
    ...refusals,
    ...limited,
  },
});
const withdrawRoute = route({
  method: "post",
  path: "/quotes/{quoteId}/withdraw",
  summary: "Withdraw a quote nobody acted on",
  request: { params: AgentQuoteParams },
  responses: { 204: { description: "Done" }, ...refusals },
});

export function createAgentQuotesApi(deps: QuotesApiDeps) {
  const { quotes } = deps;
  const withUser = (c: Context<AppEnv>) => requireUser(deps, c);
  return createModuleApi()
    .openapi(inboxRoute, async (c) =>
      c.json(await quotes.inbox(await withUser(c), c.req.valid("query")), 200),
    )
    .openapi(leadRoute, async (c) =>
      c.json(await quotes.lead(await withUser(c), c.req.valid("param").tripId), 200),
    )
    .openapi(startRoute, async (c) => {
      const user = await withUser(c);
      const quote = await quotes.startDraft(user, c.req.valid("param").tripId, c.req.valid("json"));
      return c.json({ quote }, 201);
    })
    .openapi(editorRoute, async (c) =>
      c.json({ quote: await quotes.editor(await withUser(c), c.req.valid("param").quoteId) }, 200),
    )
    .openapi(saveRoute, async (c) => {
      const user = await withUser(c);
      const quote = await quotes.saveDraft(user, c.req.valid("param").quoteId, c.req.valid("json"));
      return c.json({ quote }, 200);
    })
    .openapi(previewRoute, async (c) =>
      c.json({ quote: await quotes.preview(await withUser(c), c.req.valid("param").quoteId) }, 200),
    )
    .openapi(sendRoute, async (c) => {
      const user = await withUser(c);
      return c.json(
        (await deps.workflows.sendQuote(user, c.req.valid("param").quoteId)) as Record<
          string,
          unknown
        >,
        200,
      );
    })
    .openapi(reviseRoute, async (c) => {
      const user = await withUser(c);
      return c.json({ quote: await quotes.reviseSent(user, c.req.valid("param").quoteId) }, 201);
    })
    .openapi(withdrawRoute, async (c) => {
      await quotes.withdraw(await withUser(c), c.req.valid("param").quoteId);
      return c.body(null, 204);
    });
}

// ---- Staff, under /admin/v1 --------------------------------------------------------------------

const overviewRoute = route({
  method: "get",
  path: "/requested_trips/{id}/quotes",
  summary: "Any request's quotes, read-only, with the routing history (ops, admin)",
  request: { params: TripParams },
  responses: { 200: { description: "Done", ...json(z.object({}).passthrough()) }, ...refusals },
});
const callbacksRoute = route({
  method: "get",
  path: "/quote_callbacks",
  summary: "Open callback requests on quotes (dialer queue)",
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: { 200: { description: "Done", ...json(z.object({}).passthrough()) }, ...refusals },
});

export function createStaffQuotesApi(deps: QuotesApiDeps) {
  const { quotes } = deps;
  const withUser = (c: Context<AppEnv>) => requireUser(deps, c);
  return createModuleApi()
    .openapi(overviewRoute, async (c) =>
      c.json(await quotes.tripOverview(await withUser(c), c.req.valid("param").id), 200),
    )
    .openapi(callbacksRoute, async (c) =>
      c.json(await quotes.openCallbacks(await withUser(c), c.req.valid("query").page), 200),
    );
}
