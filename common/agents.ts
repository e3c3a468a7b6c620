// Agents as travellers see them: the public profile /agents/{encodedId} with destination-wise
// testimonials (browsing §1, §2, §3 "Agent profile", §9: 10 agent testimonials per page) and
// the feedback a traveller leaves after a trip booked with the agent. Browser and server both
// import this file; the card itself (AgentCard) is in common/quotes.ts.
import { z } from "zod";
import { MESSAGES } from "./messages";
import type { PhotoRef } from "./photos";
import type { AgentCard } from "./quotes";
import type { ReviewText } from "./reviews";
import { form, requiredText } from "./schema-helpers";

export const AGENT_TESTIMONIALS_PAGE_SIZE = 10;

/** An "Agents who know X" card: the agency's card with its uploaded cover photo (0241). */
export interface AgentWhoKnowsCard extends AgentCard {
  cover: PhotoRef | null;
}
/** The destination filter's default (browsing §3: destinationName default 'All'). */
export const ALL_DESTINATIONS = "All";
export const AGENT_VERIFICATION_STATUSES = ["verified", "pending"] as const;
export type AgentVerificationStatus = (typeof AGENT_VERIFICATION_STATUSES)[number];

/** Bump when the drawing of agent pictures changes: the files are cached as immutable. */
export const AGENT_ART_VERSION = 1;
export const AGENT_PICTURE_SIZE = { width: 256, height: 256 } as const;

export function agentPictureUrl(encodedId: string): string {
  const { width, height } = AGENT_PICTURE_SIZE;
  return `/images/v${AGENT_ART_VERSION}/agents/${encodedId}-${width}x${height}.svg`;
}

/** The profile's address; with a trip, the profile can offer that trip's traveller the feedback form. */
export function agentProfilePath(encodedId: string, tripId?: number | null): string {
  const path = `/agents/${encodedId}`;
  return tripId ? `${path}?rtrip_id=${tripId}` : path;
}

export const ENCODED_AGENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EncodedAgentId = z.string().max(80).regex(ENCODED_AGENT_ID);

export interface AgentTestimonialView extends ReviewText {
  id: number;
  destination: { id: number; name: string; slug: string };
  /** Left through the site by the traveller of a booked trip (seeded history has none). */
  verifiedTrip: boolean;
}

export interface AgentTestimonialsPage {
  items: AgentTestimonialView[];
  total: number;
  page: number;
  pageSize: number;
}

/** One entry of the destination filter; 'All' comes first with id null. */
export interface AgentDestinationReview {
  id: number | null;
  name: string;
  slug: string | null;
  reviewsCount: number;
}

// ---------------------------------------------------------------------------------------------
// Inputs.

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** The profile page's query: `?destination=kerala&page=2&rtrip_id=41`. */
export const AgentProfileQuery = z.object({
  destination: z
    .string()
    .max(80)
    .regex(/^(All|[a-z0-9]+(?:-[a-z0-9]+)*)$/)
    .default(ALL_DESTINATIONS),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rtrip_id: rowId.optional(),
});
export type AgentProfileQuery = z.output<typeof AgentProfileQuery>;

/**
 * GET /bookings/v1/testimonials (browsing §7: agent_id, destination_id, page, per_page=10).
 * agent_id is the numeric id or the encoded one; destination_id absent or 'All' means all.
 */
export const AgentTestimonialsQuery = z.object({
  agent_id: z.union([rowId, EncodedAgentId]),
  destination_id: z.union([z.literal(ALL_DESTINATIONS), rowId]).default(ALL_DESTINATIONS),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(AGENT_TESTIMONIALS_PAGE_SIZE).default(10),
});
export type AgentTestimonialsQuery = z.output<typeof AgentTestimonialsQuery>;

export const FEEDBACK_TITLE_MAX = 120;
export const FEEDBACK_TEXT_MIN = 20;
export const FEEDBACK_TEXT_MAX = 2_000;

/** Form values arrive as strings, JSON as numbers. */
const stars = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input == null ? MESSAGES.required : MESSAGES.notValid) })
    .int({ error: MESSAGES.notValid })
    .min(1, { error: MESSAGES.notValid })
    .max(5, { error: MESSAGES.notValid }),
);

/** "create agent feedback" (browsing §7): the traveller's review of the agent after a trip. */
export const AgentFeedbackInput = form({
  rating: stars,
  title: requiredText(FEEDBACK_TITLE_MAX, MESSAGES.feedbackTitleTooLong),
  text: requiredText(FEEDBACK_TEXT_MAX, MESSAGES.feedbackTextTooLong).refine(
    (value) => value.length >= FEEDBACK_TEXT_MIN,
    { error: MESSAGES.feedbackTextTooShort },
  ),
});
export type AgentFeedbackInput = z.output<typeof AgentFeedbackInput>;

/** The profile page and its JSON twin (browsing §3 "Agent profile"). */
export interface AgentProfileView {
  agent: AgentCard;
  about: string;
  baseCity: string;
  contactName: string;
  /** The destination filter: 'All' first, then each destination served, with its review count. */
  destinationReviews: AgentDestinationReview[];
  /** The filter in force; 'All' unless a served destination was asked for. */
  selected: AgentDestinationReview;
  testimonials: AgentTestimonialsPage;
}
