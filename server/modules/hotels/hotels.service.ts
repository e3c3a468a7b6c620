import { todayIso } from "../../../common/hotel-stay";
import type { Db } from "../../db";
import { createHotelPlaces } from "../catalog";
import { createHotelBookings } from "./hotel-bookings";
import { createHotelDetail } from "./hotel-detail";
import { createHotelOffers, type HotelsContext } from "./hotel-offers";
import { createHotelPicks } from "./hotel-picks";
import { createHotelSearch } from "./hotel-search";

// The hotels service is its slices put together (decision 0178): browsing (hotel-search.ts,
// hotel-detail.ts), rates and availability (hotel-offers.ts) and the booking lifecycle
// (hotel-bookings.ts). Callers see one object with the same methods as before the split.

export interface HotelsServiceDeps {
  db: Db;
  now?: () => Date;
}

export function createHotelsService(deps: HotelsServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const context: HotelsContext = { db: deps.db, now, today: () => todayIso(now()) };
  const catalogue = createHotelPlaces(deps.db);
  const offers = createHotelOffers(context);
  const search = createHotelSearch(context, offers, catalogue);
  const bookings = createHotelBookings(context, offers);
  const picks = createHotelPicks(context, offers, catalogue);
  return {
    place: search.place,
    list: search.list,
    deals: search.deals,
    prices: search.prices,
    detail: createHotelDetail(context, offers, search, catalogue),
    search: search.search,
    cancellationPolicies: offers.cancellationPolicies,
    quoteRate: offers.quoteRate,
    book: bookings.book,
    markPaid: bookings.markPaid,
    bookingState: bookings.bookingState,
    markPaymentFailed: bookings.markPaymentFailed,
    markPaymentExpired: bookings.markPaymentExpired,
    cancel: bookings.cancel,
    booking: bookings.booking,
    voucherPdf: bookings.voucherPdf,
    bookingsOf: bookings.bookingsOf,
    pictureSubject: search.pictureSubject,
    /** The quote builder's catalogue hotels for a stay (decision 0209). */
    searchForStay: picks.searchForStay,
    pickForStay: picks.pickForStay,
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
