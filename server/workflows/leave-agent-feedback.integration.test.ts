import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../common/roles";
import { travelMonthOptions } from "../../common/trips";
import { encodedIdOf } from "../../seed/agents";
import type { createApp } from "../app";
import { signedInUser } from "../testing/signed-in";
import { openTestApp } from "../testing/test-app";
import type { TestDatabase } from "../testing/test-database";
import type { createTestServices } from "../testing/test-services";
import { createLeaveAgentFeedback } from "./leave-agent-feedback";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
const KERALA_AGENCY = encodedIdOf("Backwater Trails Kerala");

beforeAll(async () => {
  ({ database, services, app } = await openTestApp({ seed: "small" }));
});
afterAll(async () => {
  await database?.close();
});

const signedIn = (role: "traveller" | "agent" = "traveller") =>
  signedInUser(app, services, role, "feedback");

async function keralaTrip(user: AuthenticatedUser) {
  return services.trips.create(user, {
    to_loc: ["Kerala"],
    from_loc: "Pune",
    month: travelMonthOptions(new Date())[1]?.value ?? "nd",
    durations: ["4-6"],
    trip_type: "family",
    adults: 2,
    children: 0,
    isd_code: "+91",
    phone_no: "9812345678",
  } as Parameters<typeof services.trips.create>[1]);
}

const review = {
  rating: 4,
  title: "Houseboat was the highlight",
  text: "Anju planned every day well and Biju drove carefully.",
};

function workflow(converted: boolean) {
  const asked: [string, number, number][] = [];
  const flow = createLeaveAgentFeedback({
    agents: services.agents,
    tripOf: (user, tripId) => services.trips.get(user, tripId),
    hasConvertedWith: async (userId, tripId, agentId) => {
      asked.push([userId, tripId, agentId]);
      return converted;
    },
    now: () => new Date("2026-11-20T10:00:00Z"),
  });
  return { flow, asked };
}

describe("leave agent feedback", () => {
  it("refuses when the quotes module says the trip did not convert with this agent", async () => {
    const { user } = await signedIn();
    const trip = await keralaTrip(user);
    const { flow, asked } = workflow(false);
    await expect(flow.leave(user, trip.id, KERALA_AGENCY, review)).rejects.toMatchObject({
      code: "feedback_not_allowed",
      status: 403,
    });
    const agent = await services.agents.resolve(KERALA_AGENCY);
    expect(asked).toEqual([[user.id, trip.id, agent.id]]);
    expect(await flow.eligibility(user, trip.id, KERALA_AGENCY)).toBe("not_allowed");
  });

  it("files the review under the trip's destination, once, and keeps the counts in step", async () => {
    const { user } = await signedIn();
    const trip = await keralaTrip(user);
    const { flow } = workflow(true);
    const before = await services.agents.profile(KERALA_AGENCY, { page: 1 });
    expect(await flow.eligibility(user, trip.id, KERALA_AGENCY)).toBe("eligible");

    const filed = await flow.leave(user, trip.id, KERALA_AGENCY, { ...review, rating: 1 });
    expect(filed).toMatchObject({
      author: "Meera Nair",
      city: "Pune",
      rating: 1,
      destination: { slug: "kerala" },
      verifiedTrip: true,
    });
    // The trip is in the future; a review is never dated after the day it is written.
    expect(filed.travelledOn <= "2026-11-20").toBe(true);

    const after = await services.agents.profile(KERALA_AGENCY, { page: 1 });
    expect(after.agent.reviewsCount).toBe(before.agent.reviewsCount + 1);
    expect(after.agent.displayRating).toBeLessThan(before.agent.displayRating);
    const kerala = (p: typeof after) => p.destinationReviews.find((d) => d.slug === "kerala");
    expect(kerala(after)?.reviewsCount).toBe((kerala(before)?.reviewsCount ?? 0) + 1);

    await expect(flow.leave(user, trip.id, KERALA_AGENCY, review)).rejects.toMatchObject({
      code: "feedback_already_given",
      status: 409,
    });
    expect(await flow.eligibility(user, trip.id, KERALA_AGENCY)).toBe("already_given");
  });

  it("answers not found for another traveller's trip or an unknown agent, forbidden for agents", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const agent = await signedIn("agent");
    const trip = await keralaTrip(owner.user);
    const { flow } = workflow(true);
    await expect(flow.leave(stranger.user, trip.id, KERALA_AGENCY, review)).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      flow.leave(owner.user, trip.id, "no-such-agency-0000", review),
    ).rejects.toMatchObject({ code: "agent_not_found" });
    await expect(flow.leave(agent.user, trip.id, KERALA_AGENCY, review)).rejects.toMatchObject({
      code: "feedback_not_allowed",
    });
    expect(await flow.eligibility(stranger.user, trip.id, KERALA_AGENCY)).toBe("not_allowed");
  });

  it("is refused through the API while the quotes module finds no converted quote with the agent", async () => {
    const { user, cookie } = await signedIn();
    const trip = await keralaTrip(user);
    const res = await app.request(`/bookings/v1/requested_trips/${trip.id}/agent_feedbacks`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ agent_id: KERALA_AGENCY, ...review, _method: "post" }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [
        {
          code: "feedback_not_allowed",
          message: "Only the traveller of a trip booked with this agent can review it.",
        },
      ],
    });
  });
});
