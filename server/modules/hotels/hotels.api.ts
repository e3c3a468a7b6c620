import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { HotelDealsQuery, HotelSearchQuery, roomsFromQuery } from "../../../common/hotel-api";
import { parseRoomStay, resolveStay, todayIso } from "../../../common/hotel-stay";
import { parseHotelListingUrl } from "../../../common/hotel-url";
import type { AuthenticatedUser } from "../../../common/roles";
import { safeText } from "../../../common/schema-helpers";
import { createModuleApi, errorResponses, zodIssuesToErrors } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import { AppError } from "../../lib/errors";
import { bookingNotFound, destinationNotFound, hotelNotFound } from "./hotels.errors";
import type { HotelsService } from "./hotels.service";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const Any = z.record(z.string(), z.any());
const ok = (description: string) => ({ 200: { description, ...json(Any) }, ...errorResponses });
const invalid = (issues: readonly z.core.$ZodIssue[]) =>
  new AppError("invalid_input", "invalid_input", "Check the query.", zodIssuesToErrors(issues));

const listingRoute = createRoute({
  method: "get",
  path: "/property_types",
  summary:
    "Hotel listing (§7): `url` is the listing path and query (/4-star-hotels/goa?themes[]=beach&sort_by=price); 10 per page, `offset` a multiple of 10 or `page`",
  request: {
    query: z.object({
      url: z.string().max(2_000),
      limit: z.coerce.number().int().optional(),
      offset: z.coerce.number().int().min(0).max(10_000).optional(),
    }),
  },
  responses: {
    ...ok("One page of properties"),
    404: { description: "Unknown type or destination", ...json(Any) },
  },
});

const dealsRoute = createRoute({
  method: "get",
  path: "/hotel_deals",
  summary:
    "Hotel deals of a destination (§7): location, property_types=hotels, is_bookable_b2c=true, themes[]",
  request: { query: z.object({ location: z.string().max(80) }) },
  responses: ok("Deals, newest discount first"),
});

const searchRoute = createRoute({
  method: "get",
  path: "/hotels/search",
  summary:
    "Rooms and rates (§7 hotel search): hotel_id, check_in_date, check_out_date, rooms[][adults], rooms[][children], all_rooms. Only rooms free on every night; prices are sums of nightly prices in paise",
  request: {
    query: z.object({
      hotel_id: z.string(),
      check_in_date: z.string(),
      check_out_date: z.string(),
    }),
  },
  responses: ok("Search data: recommended and allRooms"),
});

const policyRoute = createRoute({
  method: "get",
  path: "/hotels/cancellation_policy",
  summary: "Cancellation policies keyed by rate key (rate_keys[])",
  responses: ok("Policies by rate key"),
});

const detailRoute = createRoute({
  method: "get",
  path: "/hotels/{hotelName}",
  summary: "Hotel detail (§7): travel_month (default next month) drives priceRange",
  request: {
    params: z.object({ hotelName: safeText({ max: 160 }) }),
    query: z.object({
      travel_month: z
        .string()
        .regex(/^\d{4}-\d{2}$/)
        .optional(),
    }),
  },
  responses: { ...ok("The hotel"), 404: { description: "No such hotel", ...json(Any) } },
});

const bookingRoute = createRoute({
  method: "get",
  path: "/hotel_bookings/{id}",
  summary: "Booking details by id (owner only; anyone else gets 404)",
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  responses: {
    ...ok("The booking"),
    401: { description: "Not signed in", ...json(Any) },
    404: { description: "Not found", ...json(Any) },
  },
});

/** Mounted under /browsing/v1: the hotel reads of §7. */
export function createHotelsBrowsingApi(hotels: HotelsService) {
  return createModuleApi()
    .openapi(listingRoute, async (c) => {
      const { url, offset } = c.req.valid("query");
      const parsed = parseHotelListingUrl(url.startsWith("/") ? url : `/${url}`);
      if (!parsed.ok) throw new AppError("not_found", "hotel_listing_not_found", parsed.reason);
      const route = {
        ...parsed.route,
        page: offset ? Math.floor(offset / 10) + 1 : parsed.route.page,
      };
      const stay = resolveStay(route, null, todayIso());
      const result = await hotels.list(route, stay);
      if (!result) throw destinationNotFound();
      return c.json(
        { ...result, limit: 10, offset: (route.page - 1) * 10, sort_by: route.sortBy },
        200,
      );
    })
    .openapi(dealsRoute, async (c) => {
      const q = c.req.queries();
      const parsed = HotelDealsQuery.safeParse({
        location: c.req.query("location"),
        themes: q["themes[]"] ?? q.themes ?? [],
      });
      if (!parsed.success) throw invalid(parsed.error.issues);
      return c.json(
        await hotels.deals({
          destination: parsed.data.location.toLowerCase(),
          themes: parsed.data.themes,
          stay: resolveStay({}, null, todayIso()),
        }),
        200,
      );
    })
    .openapi(searchRoute, async (c) => {
      const params = new URL(c.req.url).searchParams;
      const parsed = HotelSearchQuery.safeParse({
        hotel_id: params.get("hotel_id"),
        check_in_date: params.get("check_in_date"),
        check_out_date: params.get("check_out_date"),
        rooms: roomsFromQuery(params).length
          ? roomsFromQuery(params)
          : (parseRoomStay(params.get("roomStay")) ?? []),
        all_rooms: params.get("all_rooms") === "true",
      });
      if (!parsed.success) throw invalid(parsed.error.issues);
      const q = parsed.data;
      return c.json(
        await hotels.search({
          hotelId: q.hotel_id,
          checkIn: q.check_in_date,
          checkOut: q.check_out_date,
          rooms: q.rooms,
          allRooms: q.all_rooms,
        }),
        200,
      );
    })
    .openapi(policyRoute, async (c) => {
      const q = c.req.queries();
      const keys = (q["rate_keys[]"] ?? q.rate_keys ?? []).filter((k) => k.length <= 120);
      return c.json({ cancellationPolicies: await hotels.cancellationPolicies(keys) }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const detail = await hotels.detail(c.req.valid("param").hotelName, {
        travelMonth: c.req.valid("query").travel_month,
        stay: resolveStay({}, null, todayIso()),
      });
      if (!detail) throw hotelNotFound();
      return c.json(detail, 200);
    });
}

/** Mounted under /bookings/v1: the signed-in guest's hotel bookings. */
export function createHotelBookingsApi(deps: {
  hotels: HotelsService;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}) {
  return createModuleApi().openapi(bookingRoute, async (c) => {
    const user = await signedInUser(deps.currentUser)(c);
    const booking = await deps.hotels.booking(user, c.req.valid("param").id);
    if (!booking) throw bookingNotFound();
    return c.json({ booking }, 200);
  });
}
