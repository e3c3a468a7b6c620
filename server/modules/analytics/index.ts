export {
  type AnalyticsService,
  createAnalyticsService,
  type LeadFactsRow,
  MARKETPLACE_STEPS,
  type ScoreFacts,
  type TripFactsRow,
} from "./analytics.service";
export { type CsvValue, csvOf } from "./analytics-csv";
