import type { RoutingCandidate } from "./lead-types";

/**
 * Routing order (docs/decisions/0082): agencies serving a destination the request names come
 * before those that only serve a place around it (a Munnar specialist before a Kerala-wide
 * agency, decision 0207); then rating, how fast the agency answers, and how many leads it
 * already holds open; the agent id breaks ties so routing is deterministic.
 */
export function rankCandidates(
  candidates: readonly RoutingCandidate[],
  openLeads: ReadonlyMap<number, number>,
  namedDestinationIds?: readonly number[],
): RoutingCandidate[] {
  const specialist = (c: RoutingCandidate) =>
    namedDestinationIds?.length && c.destinationIds.some((id) => namedDestinationIds.includes(id))
      ? 1
      : 0;
  const score = (c: RoutingCandidate) =>
    c.ratingTenths - Math.min(c.responseMinutes, 1_440) / 60 - 4 * (openLeads.get(c.agentId) ?? 0);
  return [...candidates].sort(
    (a, b) => specialist(b) - specialist(a) || score(b) - score(a) || a.agentId - b.agentId,
  );
}
