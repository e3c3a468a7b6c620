import {
  type BookingAudience,
  type BookingInvoiceFacts,
  type BookingStateView,
  bookingQuoteOf,
  bookingStateView,
} from "../../common/booking-state";
import type { QuoteStatus } from "../../common/quotes";
import type { TripStatus } from "../../common/trip-status";
import type { InvoicesService } from "../modules/invoices";
import type { QuotesService } from "../modules/quotes";
import type { VouchersService } from "../modules/vouchers";

export interface BookingStatesDeps {
  quotes: Pick<QuotesService, "bookingQuotesOf">;
  invoices: Pick<InvoicesService, "bookingFactsOf">;
  vouchers: Pick<VouchersService, "countsForQuotes">;
}

/** Statuses whose state depends on money: the others read the same without an invoice. */
const MONEY_STATUSES: ReadonlySet<QuoteStatus> = new Set([
  "chosen",
  "invoiced",
  "payment",
  "converted",
  "requestCancelled",
]);

export interface QuoteForState {
  id: number;
  tripStatus: TripStatus;
  status: QuoteStatus;
  /** Whether a version was sent (an agent's unsent draft is "draft"). */
  sent: boolean;
}

export interface TripForState {
  id: number;
  status: TripStatus;
  /** Quotes sent on the trip (TripView.quotes_count). */
  sentQuotes: number;
}

/**
 * The derived booking state (common/booking-state.ts, decision 0193) of a page's trips and
 * quotes, their facts read from the owning modules in a few queries for the whole page: the
 * quotes that may be a booking, their latest invoices' money and their vouchers. The callers
 * checked that the reader may see these trips and quotes.
 */
export function createBookingStates(deps: BookingStatesDeps) {
  async function moneyOf(quoteIds: readonly number[]) {
    const ids = [...new Set(quoteIds)];
    if (ids.length === 0)
      return { invoices: new Map<number, BookingInvoiceFacts>(), vouchers: new Map() };
    const [invoices, vouchers] = await Promise.all([
      deps.invoices.bookingFactsOf(ids),
      deps.vouchers.countsForQuotes(ids),
    ]);
    return { invoices, vouchers };
  }

  return {
    /** Each quote's state as `audience` reads it, by quote id. */
    async ofQuotes(
      quotes: readonly QuoteForState[],
      audience: BookingAudience,
    ): Promise<Map<number, BookingStateView>> {
      const { invoices, vouchers } = await moneyOf(
        quotes.filter((q) => q.sent && MONEY_STATUSES.has(q.status)).map((q) => q.id),
      );
      return new Map(
        quotes.map((q) => [
          q.id,
          bookingStateView(
            {
              tripStatus: q.tripStatus,
              sentQuotes: 1,
              quote: { status: q.status, sent: q.sent },
              invoice: invoices.get(q.id) ?? null,
              vouchers: vouchers.get(q.id) ?? 0,
            },
            audience,
          ),
        ]),
      );
    },

    /** Each trip's state (its booking quote's, else its own) as `audience` reads it, by trip id. */
    async ofTrips(
      trips: readonly TripForState[],
      audience: BookingAudience,
    ): Promise<Map<number, BookingStateView>> {
      const candidates = trips.length
        ? await deps.quotes.bookingQuotesOf(trips.map((t) => t.id))
        : [];
      const { invoices, vouchers } = await moneyOf(candidates.map((q) => q.id));
      return new Map(
        trips.map((trip) => {
          const own = candidates
            .filter((q) => q.tripId === trip.id)
            .map((q) => ({ ...q, invoice: invoices.get(q.id) ?? null }));
          const booking = bookingQuoteOf(trip.status, own);
          return [
            trip.id,
            bookingStateView(
              {
                tripStatus: trip.status,
                sentQuotes: trip.sentQuotes,
                quote: booking ? { status: booking.status, sent: true } : null,
                invoice: booking?.invoice ?? null,
                vouchers: booking ? (vouchers.get(booking.id) ?? 0) : 0,
              },
              audience,
            ),
          ];
        }),
      );
    },
  };
}

export type BookingStates = ReturnType<typeof createBookingStates>;
