import type { QuoteListItem, QuoteView } from "../../common/quotes";
import type { QuotesService, UnreadMessages } from "../modules/quotes";

export interface QuotePagesDeps {
  /** The quotes module's service, which reads neither money nor chat. */
  quotes: QuotesService;
  /** The money fields of a sent quote's view: invoice and payment links, vouchers, instalments. */
  moneyView(view: QuoteView): Promise<Partial<QuoteView>>;
  /** The list's rows at the same price as their views (the accepted quote's coupon, invoice). */
  moneyList(tripId: number, rows: readonly QuoteListItem[]): Promise<QuoteListItem[]>;
  /** Unread chat messages per quote for a reader (the chat module). */
  unreadMessages: UnreadMessages;
}

/**
 * Quotes as pages, the API and the quote workflows read them: a traveller's view of a sent
 * quote with its money fields, the quote list and the inbox with their unread messages. The
 * money modules and chat both read quotes, so the quotes module cannot ask them; assembling the
 * three here, after all are built, replaces the late-bound functions services.ts held.
 * Everything else is the quotes service's own method. Methods that read the service through
 * `this` (pdf reads `get`) read these.
 */
export function createQuotePages(deps: QuotePagesDeps): QuotesService {
  const { quotes } = deps;
  const withMoney = async (view: QuoteView): Promise<QuoteView> => ({
    ...view,
    ...(await deps.moneyView(view)),
  });
  return {
    ...quotes,

    async get(...[user, tripId, quoteId, opts = {}]: Parameters<QuotesService["get"]>) {
      const view = await quotes.get(user, tripId, quoteId, opts);
      return (opts.money ?? true) ? withMoney(view) : view;
    },

    async accept(...args: Parameters<QuotesService["accept"]>) {
      return withMoney(await quotes.accept(...args));
    },

    async decline(...args: Parameters<QuotesService["decline"]>) {
      return withMoney(await quotes.decline(...args));
    },

    async reactivate(...args: Parameters<QuotesService["reactivate"]>) {
      return withMoney(await quotes.reactivate(...args));
    },

    async updateHotelStatus(...args: Parameters<QuotesService["updateHotelStatus"]>) {
      return withMoney(await quotes.updateHotelStatus(...args));
    },

    async tripOverview(...args: Parameters<QuotesService["tripOverview"]>) {
      const overview = await quotes.tripOverview(...args);
      const views: typeof overview.quotes = [];
      for (const { previousStatus, latestVersion, ...view } of overview.quotes) {
        views.push({ ...(await withMoney(view)), previousStatus, latestVersion });
      }
      return { ...overview, quotes: views };
    },

    async compare(...args: Parameters<QuotesService["compare"]>) {
      const views: QuoteView[] = [];
      for (const view of await quotes.compare(...args)) views.push(await withMoney(view));
      return views;
    },

    async listForTrip(user, tripId) {
      const rows = await quotes.listForTrip(user, tripId, deps.unreadMessages);
      return deps.moneyList(tripId, rows);
    },

    inbox: (user, query) => quotes.inbox(user, query, deps.unreadMessages),
  };
}
