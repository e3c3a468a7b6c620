import type { AgentFeedbackInput, AgentTestimonialView } from "../../common/agents";
import type { AuthenticatedUser } from "../../common/roles";
import { isAppError } from "../lib/errors";
import { type AgentsService, feedbackNotAllowed } from "../modules/agents";

// "create agent feedback" (browsing §4, §7): the traveller of a trip that converted with an
// agent reviews that agent, once per trip. It spans three modules: trips (whose trip it is and
// where it went), quotes (whether it converted with this agent) and agents (who files the
// review and keeps the rating in step).

export interface FeedbackTrip {
  to_loc: string[];
  from_loc: string;
  start_date: string | null;
  /** 'YYYY-MM' or 'nd'. */
  travel_month: string;
}

export interface LeaveAgentFeedbackDeps {
  agents: Pick<AgentsService, "resolve" | "addTestimonial" | "hasTestimonialFor">;
  /** The trip as its owner sees it; answers not_found for anyone else's. */
  tripOf(user: AuthenticatedUser, tripId: number): Promise<FeedbackTrip>;
  /** The quotes module's answer: did this user's trip convert with this agent? */
  hasConvertedWith(userId: string, tripId: number, agentId: number): Promise<boolean>;
  now?: () => Date;
}

export type FeedbackEligibility = "eligible" | "already_given" | "not_allowed";

export function createLeaveAgentFeedback(deps: LeaveAgentFeedbackDeps) {
  const now = deps.now ?? (() => new Date());

  /** Throws not_found for a missing agent or another traveller's trip, forbidden otherwise. */
  async function check(user: AuthenticatedUser, tripId: number, agentRef: number | string) {
    if (user.role !== "traveller") throw feedbackNotAllowed();
    const trip = await deps.tripOf(user, tripId);
    const agent = await deps.agents.resolve(agentRef);
    if (!(await deps.hasConvertedWith(user.id, tripId, agent.id))) throw feedbackNotAllowed();
    return { trip, agent };
  }

  /** The trip's date, but never a day ahead of the review itself. */
  function travelledOn(trip: FeedbackTrip): string {
    const today = now().toISOString().slice(0, 10);
    const planned =
      trip.start_date ??
      (/^\d{4}-\d{2}$/.test(trip.travel_month) ? `${trip.travel_month}-01` : today);
    return planned < today ? planned : today;
  }

  return {
    /** For the profile page: whether to offer the form (never throws for someone else's trip). */
    async eligibility(
      user: AuthenticatedUser,
      tripId: number,
      agentRef: number | string,
    ): Promise<FeedbackEligibility> {
      try {
        const { agent } = await check(user, tripId, agentRef);
        return (await deps.agents.hasTestimonialFor(tripId, agent.id))
          ? "already_given"
          : "eligible";
      } catch (error) {
        if (isAppError(error) && (error.kind === "not_found" || error.kind === "forbidden")) {
          return "not_allowed";
        }
        throw error;
      }
    },

    async leave(
      user: AuthenticatedUser,
      tripId: number,
      agentRef: number | string,
      input: AgentFeedbackInput,
    ): Promise<AgentTestimonialView> {
      const { trip, agent } = await check(user, tripId, agentRef);
      return deps.agents.addTestimonial({
        agentId: agent.id,
        tripId,
        authorUserId: user.id,
        author: `${user.first_name} ${user.last_name}`.trim() || "Traveller",
        city: trip.from_loc,
        rating: input.rating,
        title: input.title,
        body: input.text,
        travelledOn: travelledOn(trip),
        destinationNames: trip.to_loc,
      });
    },
  };
}

export type LeaveAgentFeedback = ReturnType<typeof createLeaveAgentFeedback>;
