import type { RoutingCandidate } from "./lead-types";

/**
 * Routing order (docs/decisions/0082): rating first, then how fast the agency answers, then
 * how many leads it already holds open; the agent id breaks ties so routing is deterministic.
 */
export function rankCandidates(
  candidates: readonly RoutingCandidate[],
  openLeads: ReadonlyMap<number, number>,
): RoutingCandidate[] {
  const score = (c: RoutingCandidate) =>
    c.ratingTenths - Math.min(c.responseMinutes, 1_440) / 60 - 4 * (openLeads.get(c.agentId) ?? 0);
  return [...candidates].sort((a, b) => score(b) - score(a) || a.agentId - b.agentId);
}
