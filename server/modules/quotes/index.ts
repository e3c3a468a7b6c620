export { quoteAnalyticsFacts } from "./quote-analytics";
export { quoteFactsOf } from "./quote-facts";
export {
  nightsOf,
  perPersonRupeeMinor,
  quoteHotelClass,
  quotePriceComparables,
} from "./quote-price-comparables";
export { priceQuote, totalsOf } from "./quote-pricing";
export { QUOTE_TRANSITIONS, type QuoteActor, type QuoteEvent, transition } from "./quote-status";
export type {
  ChatAccess,
  DecisionOptions,
  ProposalPdf,
  QuoteEditor,
  QuoteMoneyFacts,
  UnreadMessages,
} from "./quote-types";
export { pricingInfoOf } from "./quote-view";
export { createAgentQuotesApi, createQuotesApi, createStaffQuotesApi } from "./quotes.api";
export * as quoteErrors from "./quotes.errors";
export { createQuotesService, type QuotesService } from "./quotes.service";
export { TAX_RATES } from "./tax-rates";
export type { BookedQuoteRestore } from "./trip-quote-steps";
