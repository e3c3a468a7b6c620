import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { AppliedOfferQuery, ApplyOfferQuery, TripOffersQuery } from "../../../common/coupons";
import type { AuthenticatedUser } from "../../../common/roles";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import { AppError } from "../../lib/errors";
import type { CouponsService } from "./coupons.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const refusals = {
  ...errorResponses,
  401: { description: "Not signed in", ...json(ErrorList) },
  403: {
    description: "A state change on GET without X-Device-Request-Id (decision 0083)",
    ...json(ErrorList),
  },
  404: { description: "No such trip or offer, or not the reader's", ...json(ErrorList) },
  409: {
    description: "No accepted quote, a coupon already applied, or locked on the invoice",
    ...json(ErrorList),
  },
  422: {
    description: "The coupon is refused (window, destination, minimum, usage caps)",
    ...json(ErrorList),
  },
} as const;

const Offer = z
  .object({
    offer_id: z.number(),
    offer_type: z.literal("Coupon"),
    offer_code: z.string(),
    title: z.string(),
    description: z.string(),
    discountText: z.string(),
    minTripValueText: z.string().nullable(),
    validUntil: z.string(),
    unavailableReason: z.string().nullable(),
  })
  .openapi("DiscountOffer");
const Applied = z
  .object({
    offer_id: z.number(),
    offer_type: z.literal("Coupon"),
    offer_code: z.string(),
    rtrip_id: z.number(),
    quote_id: z.number(),
    title: z.string(),
    discount: z.number(),
    discountMinor: z.number(),
    currency: z.string(),
    state: z.enum(["applied", "locked"]),
    click_source: z.string(),
  })
  .openapi("AppliedOffer");

const listRoute = createRoute({
  method: "get",
  path: "/discount_offers",
  summary: "Discount offers for a trip (rtrip_id), with the one applied",
  request: { query: TripOffersQuery },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({ offers: z.array(Offer), applied: Applied.nullable(), canApply: z.boolean() }),
      ),
    },
    ...refusals,
  },
});
const changeRoute = (method: "get" | "post", action: "apply" | "update") =>
  createRoute({
    method,
    path: `/discount_offers/${action}`,
    summary: `${action === "apply" ? "Apply" : "Update (replace)"} a coupon on the trip's accepted quote (rtrip_id, offer_type, offer_code, click_source)${method === "get" ? "; GET needs X-Device-Request-Id (decision 0083)" : ""}`,
    request: { query: ApplyOfferQuery },
    responses: {
      200: { description: "Applied", ...json(z.object({ offer: Applied })) },
      ...refusals,
    },
  });
const removeRoute = (method: "get" | "post") =>
  createRoute({
    method,
    path: "/discount_offers/remove",
    summary: `Remove the trip's coupon (rtrip_id)${method === "get" ? "; GET needs X-Device-Request-Id" : ""}`,
    request: { query: TripOffersQuery },
    responses: {
      200: { description: "Done", ...json(z.object({ removed: z.boolean() })) },
      ...refusals,
    },
  });
const appliedRoute = createRoute({
  method: "get",
  path: "/discount_offers/applied",
  summary: "The applied offer (offer_type 'Coupon', offer_id)",
  request: { query: AppliedOfferQuery },
  responses: { 200: { description: "Done", ...json(z.object({ offer: Applied })) }, ...refusals },
});

export interface CouponsApiDeps {
  coupons: CouponsService;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}

/** Mounted under /bookings/v1: the offers calls of accounts §7. */
export function createCouponsApi(deps: CouponsApiDeps) {
  const signedIn = signedInUser(deps.currentUser);
  // A state change on GET only with a header a cross-site link cannot add (decision 0083).
  const clientHeader = (c: Context) => {
    const h = c.req.raw.headers;
    if (!h.get("x-device-request-id") && !h.get("x-api-key")) {
      throw new AppError(
        "forbidden",
        "header_required",
        "Send X-Device-Request-Id with this call, or POST it.",
      );
    }
  };
  return createModuleApi()
    .openapi(listRoute, async (c) => {
      const { rtrip_id } = c.req.valid("query");
      return c.json(await deps.coupons.listForTrip(await signedIn(c), rtrip_id), 200);
    })
    .openapi(changeRoute("get", "apply"), async (c) => {
      clientHeader(c);
      return c.json(
        { offer: await deps.coupons.apply(await signedIn(c), c.req.valid("query")) },
        200,
      );
    })
    .openapi(changeRoute("post", "apply"), async (c) =>
      c.json({ offer: await deps.coupons.apply(await signedIn(c), c.req.valid("query")) }, 200),
    )
    .openapi(changeRoute("get", "update"), async (c) => {
      clientHeader(c);
      return c.json(
        { offer: await deps.coupons.update(await signedIn(c), c.req.valid("query")) },
        200,
      );
    })
    .openapi(changeRoute("post", "update"), async (c) =>
      c.json({ offer: await deps.coupons.update(await signedIn(c), c.req.valid("query")) }, 200),
    )
    .openapi(removeRoute("get"), async (c) => {
      clientHeader(c);
      return c.json(
        await deps.coupons.remove(await signedIn(c), c.req.valid("query").rtrip_id),
        200,
      );
    })
    .openapi(removeRoute("post"), async (c) =>
      c.json(await deps.coupons.remove(await signedIn(c), c.req.valid("query").rtrip_id), 200),
    )
    .openapi(appliedRoute, async (c) => {
      const { offer_id } = c.req.valid("query");
      return c.json({ offer: await deps.coupons.applied(await signedIn(c), offer_id) }, 200);
    });
}
