export { priceQuote } from "./quote-pricing";
export { QUOTE_TRANSITIONS, type QuoteActor, type QuoteEvent, transition } from "./quote-status";
export { pricingInfoOf } from "./quote-view";
export { createAgentQuotesApi, createQuotesApi, createStaffQuotesApi } from "./quotes.api";
export * as quoteErrors from "./quotes.errors";
export {
  type AgentDirectory,
  type AgentQuoteSummary,
  type ChatAccess,
  createQuotesService,
  type Inbox,
  type InboxItem,
  type LeadDetail,
  type LeadReason,
  type QuoteEditor,
  type QuoteMoneyFacts,
  type QuotesService,
  type RoutedLead,
  type RoutingCandidate,
} from "./quotes.service";
export { TAX_RATES } from "./tax-rates";
