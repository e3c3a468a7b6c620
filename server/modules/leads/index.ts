import "./leads.events";

export { leadAnalyticsFacts } from "./lead-analytics";
export { createLeadBoard, type LeadBoardService } from "./lead-board";
export { leadStageOf, liveAgenciesOn } from "./lead-facts";
export { rankCandidates } from "./lead-routing";
export { type StageQuoteFact, stageOf } from "./lead-stage";
export {
  canLeadTransition,
  isLiveLead,
  LEAD_STATES,
  LEAD_TRANSITIONS,
  type LeadState,
  LIVE_LEAD_STATES,
} from "./lead-status";
export type {
  AgentDirectory,
  AgentQuoteSummary,
  Inbox,
  InboxItem,
  LeadDetail,
  LeadReason,
  LeadTrip,
  RoutedLead,
  RoutingCandidate,
  RoutingHistoryRow,
} from "./lead-types";
export {
  createLeadsService,
  type LeadRow,
  type LeadsDeps,
  type LeadsService,
  type RoutingRequest,
} from "./leads.service";
