export { priceQuote } from "./quote-pricing";
export { QUOTE_TRANSITIONS, type QuoteActor, type QuoteEvent, transition } from "./quote-status";
export { pricingInfoOf } from "./quote-view";
export { createAgentQuotesApi, createQuotesApi, createStaffQuotesApi } from "./quotes.api";
export * as quoteErrors from "./quotes.errors";
export {
  type ChatAccess,
  createQuotesService,
  type QuoteEditor,
  type QuoteMoneyFacts,
  type QuotesService,
} from "./quotes.service";
export { TAX_RATES } from "./tax-rates";
