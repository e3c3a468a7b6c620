import { audienceOf } from "../../common/booking-state";
import type { QuoteView } from "../../common/quotes";
import type { AuthenticatedUser } from "../../common/roles";
import type { TripStatus } from "../../common/trip-status";
import type { QuotesService, UnreadMessages } from "../modules/quotes";
import type { BookingStates } from "./booking-states";
import type { quoteAmountsView } from "./quote-money-view";

type AmountFields = NonNullable<Awaited<ReturnType<typeof quoteAmountsView>>["fields"]>;

export interface QuotePagesDeps {
  /** The quotes module's service, which reads neither money nor chat. */
  quotes: QuotesService;
  /** The money fields of a sent quote's view: invoice and payment links, vouchers, instalments. */
  moneyView(view: QuoteView): Promise<Partial<QuoteView>>;
  /** A quote's amounts alone (the list and compare): the invoice's, the coupon's, or null. */
  amountsView(
    quote: Pick<QuoteView, "id" | "tripId" | "status" | "pricing">,
  ): Promise<AmountFields | null>;
  /** The derived booking state of quotes (server/workflows/booking-states.ts). */
  bookingStates: BookingStates;
  /** Unread chat messages per quote for a reader (the chat module). */
  unreadMessages: UnreadMessages;
}

/**
 * Quotes as pages, the API and the quote workflows read them: a traveller's view of a sent
 * quote with its money fields and its booking state, the quote list and compare with the
 * amounts the invoice or the coupon gives them (decision 0193), the inbox and the lead page
 * with the state each of the agent's quotes is in, and unread messages. The money modules and
 * chat both read quotes, so the quotes module cannot ask them; assembling them here, after all
 * are built, replaces the late-bound functions services.ts held. Everything else is the quotes
 * service's own method. Methods that read the service through `this` (pdf reads `get`) read
 * these.
 */
export function createQuotePages(deps: QuotePagesDeps): QuotesService {
  const { quotes, bookingStates } = deps;

  /** The booking state of each view as `user` reads it (a view without versions is unsent). */
  async function withBooking<
    V extends Pick<QuoteView, "id" | "status" | "tripStatus"> & { versions?: unknown[] },
  >(user: AuthenticatedUser, views: V[]): Promise<(V & Pick<QuoteView, "booking">)[]> {
    const states = await bookingStates.ofQuotes(
      views.map((v) => ({
        id: v.id,
        status: v.status,
        tripStatus: v.tripStatus as TripStatus,
        sent: v.versions ? v.versions.length > 0 : true,
      })),
      audienceOf(user.role),
    );
    return views.map((v) => ({ ...v, booking: states.get(v.id) ?? null }));
  }

  const withMoney = async (user: AuthenticatedUser, view: QuoteView): Promise<QuoteView> => {
    const [money] = await withBooking(user, [{ ...view, ...(await deps.moneyView(view)) }]);
    return money as QuoteView;
  };

  return {
    ...quotes,

    async get(...[user, tripId, quoteId, opts = {}]: Parameters<QuotesService["get"]>) {
      const view = await quotes.get(user, tripId, quoteId, opts);
      if (opts.money ?? true) return withMoney(user, view);
      // The quote page reads the money with its section (money.quotePage); the state still shows.
      const [withState] = await withBooking(user, [view]);
      return withState as QuoteView;
    },

    async accept(...args: Parameters<QuotesService["accept"]>) {
      return withMoney(args[0], await quotes.accept(...args));
    },

    async decline(...args: Parameters<QuotesService["decline"]>) {
      return withMoney(args[0], await quotes.decline(...args));
    },

    async reactivate(...args: Parameters<QuotesService["reactivate"]>) {
      return withMoney(args[0], await quotes.reactivate(...args));
    },

    async updateHotelStatus(...args: Parameters<QuotesService["updateHotelStatus"]>) {
      return withMoney(args[0], await quotes.updateHotelStatus(...args));
    },

    async preview(...args: Parameters<QuotesService["preview"]>) {
      const [view] = await withBooking(args[0], [await quotes.preview(...args)]);
      return view as QuoteView;
    },

    async editor(...args: Parameters<QuotesService["editor"]>) {
      const editor = await quotes.editor(...args);
      const states = await bookingStates.ofQuotes(
        [
          {
            id: editor.quoteId,
            status: editor.status,
            tripStatus: editor.tripStatus as TripStatus,
            sent: editor.state === "sent" || editor.version > 1,
          },
        ],
        audienceOf(args[0].role),
      );
      return { ...editor, booking: states.get(editor.quoteId) ?? null };
    },

    async compare(...args: Parameters<QuotesService["compare"]>) {
      const views = await quotes.compare(...args);
      const priced: QuoteView[] = [];
      for (const view of views) priced.push({ ...view, ...(await deps.amountsView(view)) });
      return (await withBooking(args[0], priced)) as QuoteView[];
    },

    async tripOverview(...args: Parameters<QuotesService["tripOverview"]>) {
      const overview = await quotes.tripOverview(...args);
      const views: typeof overview.quotes = [];
      for (const { previousStatus, latestVersion, ...view } of overview.quotes) {
        views.push({ ...(await withMoney(args[0], view)), previousStatus, latestVersion });
      }
      return { ...overview, quotes: views };
    },

    async listForTrip(user, tripId) {
      const items = await quotes.listForTrip(user, tripId, deps.unreadMessages);
      const priced: typeof items = [];
      for (const item of items) {
        const fields = await deps.amountsView({ ...item, tripId });
        priced.push(fields ? { ...item, ...fields } : item);
      }
      return withBooking(user, priced);
    },

    async inbox(user, query) {
      const inbox = await quotes.inbox(user, query, deps.unreadMessages);
      const states = await bookingStates.ofQuotes(
        inbox.items.flatMap((item) =>
          item.latestQuote
            ? [
                {
                  id: item.latestQuote.id,
                  status: item.latestQuote.status,
                  sent: item.latestQuote.sent,
                  tripStatus: item.tripStatus,
                },
              ]
            : [],
        ),
        audienceOf(user.role),
      );
      return {
        ...inbox,
        items: inbox.items.map((item) => ({
          ...item,
          booking: item.latestQuote ? (states.get(item.latestQuote.id) ?? null) : null,
        })),
      };
    },

    async lead(user, tripId) {
      const lead = await quotes.lead(user, tripId);
      const states = await bookingStates.ofQuotes(
        lead.quotes.map((q) => ({
          id: q.id,
          status: q.status,
          sent: q.sentVersion !== null,
          tripStatus: lead.trip.status,
        })),
        audienceOf(user.role),
      );
      const quotesWithMoney: typeof lead.quotes = [];
      for (const q of lead.quotes) {
        // The agent reads the figure the traveller and the invoice read (decision 0193).
        const fields = q.pricing
          ? await deps.amountsView({
              id: q.id,
              tripId: lead.trip.id,
              status: q.status,
              pricing: q.pricing,
            })
          : null;
        const amounts = fields?.amounts ?? q.amounts;
        quotesWithMoney.push({
          ...q,
          amounts,
          totalMinor: amounts?.totalMinor ?? q.totalMinor,
          booking: states.get(q.id) ?? null,
        });
      }
      return { ...lead, quotes: quotesWithMoney };
    },
  };
}
