import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { rowId } from "../../../common/ids";
import {
  type AgencyPaymentsPage,
  type AgencyPaymentsQuery,
  PayoutsApiQuery,
  ReleasePayoutInput,
  type StaffPayoutsPage,
  type StaffPayoutsQuery,
} from "../../../common/payouts";
import type { AuthenticatedUser } from "../../../common/roles";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";

// Payouts over JSON (docs/decisions/0102): staff list and release agencies' held payouts under
// /admin/v1; an agent reads its own agency's payments and payouts under /agents/v2. The use
// cases are server/workflows/agency-payouts.ts, handed in by app.ts.

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const refusals = {
  ...errorResponses,
  401: { description: "Not signed in", ...json(ErrorList) },
  403: { description: "Not staff (release, list) or not an agent (payments)", ...json(ErrorList) },
  404: { description: "No invoice, hence no payout, for this quote", ...json(ErrorList) },
  409: {
    description:
      "Nothing held: payout_nothing_held, payout_already_released, payout_refunded (trip cancelled)",
    ...json(ErrorList),
  },
} as const;

const staffListRoute = createRoute({
  method: "get",
  path: "/payouts",
  summary: "Agencies' payouts per quote (held first) and per agency, 20 a page (staff)",
  request: { query: PayoutsApiQuery },
  responses: {
    200: { description: "Done", ...json(z.any().openapi("StaffPayoutsPage")) },
    ...refusals,
  },
});

const releaseRoute = createRoute({
  method: "post",
  path: "/payouts/{quoteId}/release",
  summary:
    "Release what is held for the quote's agency, with a reason (staff). An Idempotency-Key header makes a retry answer the first release",
  request: {
    params: z.object({ quoteId: rowId() }),
    headers: z.object({ "idempotency-key": z.string().min(8).max(100).optional() }),
    body: { ...json(ReleasePayoutInput), required: true },
  },
  responses: {
    200: {
      description: "Released (or the same key's first release, replayed: true)",
      ...json(
        z.object({
          quoteId: z.number(),
          agencyId: z.number(),
          releasedMinor: z.number(),
          currency: z.string(),
          replayed: z.boolean(),
        }),
      ),
    },
    ...refusals,
  },
});

const agencyRoute = createRoute({
  method: "get",
  path: "/payments",
  summary:
    "The agent's own agency: traveller payments, refunds, commission and payouts per quote, with totals, 20 quotes a page",
  request: { query: PayoutsApiQuery },
  responses: {
    200: { description: "Done", ...json(z.any().openapi("AgencyPaymentsPage")) },
    ...refusals,
  },
});

export interface PayoutsApiDeps {
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
  staffPayouts(user: AuthenticatedUser, query: StaffPayoutsQuery): Promise<StaffPayoutsPage>;
  releasePayout(
    user: AuthenticatedUser,
    quoteId: number,
    input: ReleasePayoutInput,
    idempotencyKey?: string,
  ): Promise<{
    quoteId: number;
    agencyId: number;
    releasedMinor: number;
    currency: string;
    replayed: boolean;
  }>;
  agencyPayments(user: AuthenticatedUser, query: AgencyPaymentsQuery): Promise<AgencyPaymentsPage>;
}

const signedIn = (deps: PayoutsApiDeps) => signedInUser(deps.currentUser);

/** Mounted under /admin/v1. */
export function createStaffPayoutsApi(deps: PayoutsApiDeps) {
  const withUser = signedIn(deps);
  return createModuleApi()
    .openapi(staffListRoute, async (c) =>
      c.json(await deps.staffPayouts(await withUser(c), c.req.valid("query")), 200),
    )
    .openapi(releaseRoute, async (c) => {
      const user = await withUser(c);
      const { quoteId } = c.req.valid("param");
      const key = c.req.valid("header")["idempotency-key"];
      return c.json(await deps.releasePayout(user, quoteId, c.req.valid("json"), key), 200);
    });
}

/** Mounted under /agents/v2. */
export function createAgentPaymentsApi(deps: PayoutsApiDeps) {
  const withUser = signedIn(deps);
  return createModuleApi().openapi(agencyRoute, async (c) =>
    c.json(await deps.agencyPayments(await withUser(c), c.req.valid("query")), 200),
  );
}
