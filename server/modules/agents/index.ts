// The agents module's public surface: the quotes module and the workflows import only this.
export type { AgentCard } from "../../../common/quotes";
export {
  type AgencyAdmin,
  type AgencyAdminRow,
  type AgencyChange,
  DEFAULT_COMMISSION_BPS,
  MAX_COMMISSION_BPS,
} from "./agency-admin";
export { agencyScoreFacts } from "./agency-analytics";
export { checkLogo } from "./agency-branding";
export { agencyFactsOf } from "./agency-facts";
export {
  type AgentApplicationsService,
  createAgentApplicationsService,
} from "./agent-applications.service";
export {
  createAgentImagesApi,
  createAgentsBookingsApi,
  createAgentsBrowsingApi,
} from "./agents.api";
export {
  agencyTaken,
  agentNotFound,
  feedbackAlreadyGiven,
  feedbackNotAllowed,
} from "./agents.errors";
export {
  type AgentPictureSubject,
  type AgentsService,
  createAgentsService,
  maskEmail,
  maskMobile,
  type NewTestimonial,
  type RoutingCandidate,
} from "./agents.service";
