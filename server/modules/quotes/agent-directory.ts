import type { AgentDirectory } from "./quotes.service";

/**
 * The directory of a deployment without agencies: nobody to route to, no cards to show.
 * services.ts uses it only until the agents module is wired in (branch m-agents).
 */
export const NO_AGENCIES: AgentDirectory = {
  byUserId: async () => null,
  cards: async () => new Map(),
  routingCandidates: async () => [],
};
