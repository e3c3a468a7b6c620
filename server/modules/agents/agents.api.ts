import { createHash } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  AGENT_ART_VERSION,
  AGENT_PICTURE_SIZE,
  AgentFeedbackInput,
  AgentTestimonialsQuery,
  type AgentTestimonialView,
  ALL_DESTINATIONS,
  EncodedAgentId,
} from "../../../common/agents";
import type { AuthenticatedUser } from "../../../common/roles";
import type { AppEnv } from "../../http/context";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { signedInUser } from "../../http/signed-in";
import type { AgentsService } from "./agents.service";
import { renderBadge } from "./artwork";

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } } });
const ErrorList = z.object({ errors: z.array(z.any()) });
const notFound = { 404: { description: "No such agent", ...json(ErrorList) } } as const;

const Destination = z.object({ id: z.number(), name: z.string(), slug: z.string() });
const Testimonial = z
  .object({
    id: z.number(),
    author: z.string(),
    city: z.string(),
    rating: z.number(),
    title: z.string(),
    body: z.string(),
    travelledOn: z.string(),
    destination: Destination,
    verifiedTrip: z.boolean(),
  })
  .openapi("AgentTestimonial");
const TestimonialsPage = z
  .object({
    testimonials: z.array(Testimonial),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
  })
  .openapi("AgentTestimonialsPage");
const AgentCardSchema = z
  .object({
    id: z.number(),
    encodedId: z.string(),
    companyName: z.string(),
    profilePicture: z.string(),
    displayRating: z.number(),
    agentsConvertedTrips: z.number(),
    reviewsCount: z.number(),
    testimonialUrl: z.string(),
    email: z.string(),
    mobileNumber: z.string(),
    verified: z.boolean(),
    yearsInBusiness: z.number(),
    responseTimeHours: z.number(),
    languages: z.array(z.string()),
    destinations: z.array(Destination),
  })
  .openapi("AgentCard");
const DestinationReview = z.object({
  id: z.number().nullable(),
  name: z.string(),
  slug: z.string().nullable(),
  reviewsCount: z.number(),
  testimonials: z.array(Testimonial),
});

const testimonialsRoute = createRoute({
  method: "get",
  path: "/testimonials",
  summary: "An agent's testimonials, 10 per page, newest trip first, with the total",
  request: { query: AgentTestimonialsQuery },
  responses: {
    200: { description: "Done", ...json(TestimonialsPage) },
    ...errorResponses,
    ...notFound,
  },
});

const TripId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const FeedbackBody = AgentFeedbackInput.extend({
  agent_id: z.union([z.number().int().positive().max(2_147_483_647), EncodedAgentId]),
  /** The spec's form posts carry _method=post; accepted and ignored. */
  _method: z.literal("post").optional(),
});
const feedbackRoute = createRoute({
  method: "post",
  path: "/requested_trips/{id}/agent_feedbacks",
  summary:
    "Create agent feedback: the traveller of a trip that converted with the agent reviews them, once per trip",
  request: { params: TripId, body: json(FeedbackBody) },
  responses: {
    201: {
      description: "Done",
      ...json(z.object({ testimonial: Testimonial, redirect_url: z.string() })),
    },
    ...errorResponses,
    401: { description: "Not signed in", ...json(ErrorList) },
    403: { description: "Not the traveller of a trip booked with this agent", ...json(ErrorList) },
    404: { description: "No such request of yours, or no such agent", ...json(ErrorList) },
    409: { description: "Already reviewed for this trip", ...json(ErrorList) },
  },
});

const profileRoute = createRoute({
  method: "get",
  path: "/agents/{encodedId}",
  summary: "Agent profile (profileInfo) with the first page of testimonials per destination",
  request: {
    params: z.object({ encodedId: EncodedAgentId }),
    query: z.object({ rtrip_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
  },
  responses: {
    200: {
      description: "Done",
      ...json(
        z.object({
          profileInfo: z.object({
            agent: AgentCardSchema,
            about: z.string(),
            base_city: z.string(),
            contact_name: z.string(),
            destination_reviews: z.array(DestinationReview),
          }),
        }),
      ),
    },
    ...errorResponses,
    ...notFound,
  },
});

export interface AgentsApiDeps {
  agents: AgentsService;
  leaveFeedback(
    user: AuthenticatedUser,
    tripId: number,
    agentRef: number | string,
    input: AgentFeedbackInput,
  ): Promise<AgentTestimonialView>;
  currentUser(headers: Headers): Promise<AuthenticatedUser | null>;
}

/** Mounted under /bookings/v1. */
export function createAgentsBookingsApi(deps: AgentsApiDeps) {
  return createModuleApi()
    .openapi(testimonialsRoute, async (c) => {
      const q = c.req.valid("query");
      const page = await deps.agents.testimonials(q.agent_id, {
        destinationId: q.destination_id === ALL_DESTINATIONS ? null : q.destination_id,
        page: q.page,
        perPage: q.per_page,
      });
      return c.json(
        {
          testimonials: page.items,
          total: page.total,
          page: page.page,
          per_page: page.pageSize,
        },
        200,
      );
    })
    .openapi(feedbackRoute, async (c) => {
      const user = await signedInUser(deps.currentUser)(c);
      const { id } = c.req.valid("param");
      const { agent_id, _method: _ignored, ...input } = c.req.valid("json");
      const testimonial = await deps.leaveFeedback(user, id, agent_id, input);
      return c.json({ testimonial, redirect_url: `/requested_trips/${id}` }, 201);
    });
}

/** Mounted under /browsing/v1: the profile's JSON (browsing §3 "Agent profile"). */
export function createAgentsBrowsingApi(agents: AgentsService) {
  return createModuleApi().openapi(profileRoute, async (c) => {
    const { encodedId } = c.req.valid("param");
    const { rtrip_id } = c.req.valid("query");
    const profile = await agents.profile(encodedId, { page: 1, tripId: rtrip_id });
    const destination_reviews = await Promise.all(
      profile.destinationReviews.map(async (d) => ({
        ...d,
        testimonials:
          d.id === null
            ? profile.testimonials.items
            : (await agents.testimonials(profile.agent.id, { destinationId: d.id, page: 1 })).items,
      })),
    );
    return c.json(
      {
        profileInfo: {
          agent: profile.agent,
          about: profile.about,
          base_city: profile.baseCity,
          contact_name: profile.contactName,
          destination_reviews,
        },
      },
      200,
    );
  });
}

// GET /images/v{AGENT_ART_VERSION}/agents/{encodedId}-{w}x{h}.svg: the profile picture. One
// size exists; the picture never changes under its URL, so it is cached for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";
const FILE = /^(.+)-(\d{1,5})x(\d{1,5})\.svg$/;

export function createAgentImagesApi(agents: Pick<AgentsService, "pictureSubject" | "logo">) {
  const app = new Hono<AppEnv>();
  const missing = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-store");
    return c.text("No such image.", 404);
  };
  // An agency's logo under the stored name its row holds: a new logo is a new name, so the
  // bytes under a name never change (decision 0211).
  app.get("/agency-logos/:encodedId/:file", async (c) => {
    const encodedId = c.req.param("encodedId");
    if (!EncodedAgentId.safeParse(encodedId).success) return missing(c);
    const logo = await agents.logo(encodedId, c.req.param("file"));
    if (!logo) return missing(c);
    c.header("Cache-Control", IMMUTABLE);
    c.header("Content-Type", logo.type);
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(logo.bytes as Uint8Array<ArrayBuffer>);
  });
  app.get(`/v${AGENT_ART_VERSION}/agents/:file`, async (c) => {
    const match = FILE.exec(c.req.param("file"));
    if (!match) return missing(c);
    const [, key, w, h] = match as unknown as [string, string, string, string];
    if (Number(w) !== AGENT_PICTURE_SIZE.width || Number(h) !== AGENT_PICTURE_SIZE.height) {
      return missing(c);
    }
    if (!EncodedAgentId.safeParse(key).success) return missing(c);
    const subject = await agents.pictureSubject(key);
    if (!subject) return missing(c);
    const svg = renderBadge({ ...subject, size: AGENT_PICTURE_SIZE.width });
    const etag = `"${createHash("sha1").update(svg).digest("base64url").slice(0, 22)}"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    const known = c.req.header("If-None-Match");
    if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      return c.body(null, 304);
    }
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(svg);
  });
  return app;
}
