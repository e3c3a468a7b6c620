import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_TESTIMONIALS_PAGE_SIZE, agentPictureUrl } from "../../../common/agents";
import { encodedIdOf, generateAgencies } from "../../../seed/agents";
import { DEFAULT_SEED } from "../../../seed/seed";
import type { createApp } from "../../app";
import { openTestApp } from "../../testing/test-app";
import type { TestDatabase } from "../../testing/test-database";
import type { createTestServices } from "../../testing/test-services";
import { createAgentsService, maskEmail, maskMobile } from "./agents.service";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
const KERALA_AGENCY = encodedIdOf("Backwater Trails Kerala");
const generated = generateAgencies(DEFAULT_SEED);
const kerala = generated.find((a) => a.encodedId === KERALA_AGENCY);

beforeAll(async () => {
  ({ database, services, app } = await openTestApp({ seed: "small" }));
});
afterAll(async () => {
  await database?.close();
});

const get = (path: string) => app.request(path);

describe("agents service", () => {
  it("profiles an agency with its destinations, counts that add up and the first 10 reviews", async () => {
    const profile = await services.agents.profile(KERALA_AGENCY, { page: 1 });
    expect(profile.agent.companyName).toBe("Backwater Trails Kerala");
    expect(profile.agent.destinations.map((d) => d.slug)).toEqual([
      "kerala",
      "munnar",
      "ooty",
      "coorg",
    ]);
    const [all, ...perDestination] = profile.destinationReviews;
    expect(all).toMatchObject({ id: null, name: "All" });
    expect(all?.reviewsCount).toBe(profile.agent.reviewsCount);
    expect(perDestination.reduce((s, d) => s + d.reviewsCount, 0)).toBe(all?.reviewsCount);
    expect(profile.agent.reviewsCount).toBe(kerala?.testimonials.length);
    expect(profile.testimonials.total).toBe(profile.agent.reviewsCount);
    expect(profile.testimonials.items).toHaveLength(AGENT_TESTIMONIALS_PAGE_SIZE);
    const dates = profile.testimonials.items.map((t) => t.travelledOn);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("filters by destination and pages through every review exactly once", async () => {
    const profile = await services.agents.profile(KERALA_AGENCY, {
      destination: "kerala",
      page: 1,
    });
    expect(profile.selected).toMatchObject({ name: "Kerala", slug: "kerala" });
    const expected = profile.selected.reviewsCount;
    expect(profile.testimonials.total).toBe(expected);
    const seen = new Set<number>();
    const pages = Math.ceil(expected / AGENT_TESTIMONIALS_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) {
      const result = await services.agents.testimonials(profile.agent.id, {
        destinationId: profile.selected.id,
        page,
      });
      expect(result.items.length).toBeLessThanOrEqual(AGENT_TESTIMONIALS_PAGE_SIZE);
      for (const t of result.items) {
        expect(t.destination.slug).toBe("kerala");
        seen.add(t.id);
      }
    }
    expect(seen.size).toBe(expected);
  });

  it("refuses a destination the agent does not serve and an unknown agent", async () => {
    await expect(
      services.agents.profile(KERALA_AGENCY, { destination: "dubai", page: 1 }),
    ).rejects.toMatchObject({ code: "destination_not_served", kind: "not_found" });
    await expect(services.agents.profile("no-such-agency-0000", { page: 1 })).rejects.toMatchObject(
      { code: "agent_not_found" },
    );
  });

  it("masks email and mobile on cards unless the caller unmasks that agent", async () => {
    const { id } = await services.agents.resolve(KERALA_AGENCY);
    const other = await services.agents.resolve(encodedIdOf("Himalayan Escapes"));
    const masked = await services.agents.cards([id, other.id], {
      unmaskedFor: new Set([other.id]),
      tripId: 41,
    });
    const card = masked.get(id);
    expect(card?.email).toBe("r***@…");
    expect(card?.mobileNumber).toMatch(/^\+91 9\d•+\d{3}$/);
    expect(card?.mobileNumber).not.toBe(kerala?.mobile);
    expect(card?.testimonialUrl).toBe(`/agents/${KERALA_AGENCY}?rtrip_id=41`);
    expect(card?.profilePicture).toBe(agentPictureUrl(KERALA_AGENCY));
    expect(masked.get(other.id)?.email).toBe("tenzin@himalayanescapes.example");
    expect(masked.get(other.id)?.mobileNumber).toMatch(/^\+91 \d{5} \d{5}$/);
    expect((await services.agents.cards([999_999])).size).toBe(0);
    // The card read in one query (served destinations as a JSON column) is the profile's card.
    const { agent: profileCard } = await services.agents.profile(KERALA_AGENCY, {
      page: 1,
      tripId: 41,
    });
    expect(profileCard.destinations.length).toBeGreaterThan(0);
    expect(card).toEqual(profileCard);
  });

  it("reads a card once for 30 s; a conversion here shows at once, another process's write within the 30 s", async () => {
    let clock = Date.parse("2026-11-24T10:00:00Z");
    const agentsHere = createAgentsService({ db: database.db, now: () => new Date(clock) });
    const { id } = await services.agents.resolve(KERALA_AGENCY);
    const converted = async () =>
      (await agentsHere.cards([id])).get(id)?.agentsConvertedTrips ?? -1;
    const before = await converted();
    await agentsHere.recordConversion(id);
    expect(await converted()).toBe(before + 1);
    // Written elsewhere (another process): the kept row shows until it is 30 s old.
    await database.db.execute(
      sql`update agents set converted_trips = converted_trips + 1 where id = ${id}`,
    );
    try {
      expect(await converted()).toBe(before + 1);
      clock += 30_001;
      expect(await converted()).toBe(before + 2);
    } finally {
      await database.db.execute(
        sql`update agents set converted_trips = ${before} where id = ${id}`,
      );
    }
  });

  it("offers routing only agents that serve the destination, three or more of them", async () => {
    const profile = await services.agents.profile(KERALA_AGENCY, { page: 1 });
    const keralaId = profile.agent.destinations[0]?.id as number;
    const candidates = await services.agents.routingCandidates([keralaId]);
    expect(candidates.length).toBeGreaterThanOrEqual(3);
    for (const c of candidates) expect(c.destinationIds).toEqual([keralaId]);
    expect(candidates.map((c) => c.agentId)).toContain(profile.agent.id);
    expect(await services.agents.routingCandidates([])).toEqual([]);
  });

  it("finds an agent's agency by user id, and none for a stranger", async () => {
    expect(await services.agents.byUserId("nobody")).toBeNull();
  });
});

describe("GET /bookings/v1/testimonials", () => {
  it("answers 10 a page with the total, by numeric or encoded id", async () => {
    const { id } = await services.agents.resolve(KERALA_AGENCY);
    const byId = await get(`/bookings/v1/testimonials?agent_id=${id}&page=2`);
    expect(byId.status).toBe(200);
    const body = (await byId.json()) as {
      testimonials: unknown[];
      total: number;
      per_page: number;
    };
    expect(body.per_page).toBe(10);
    expect(body.total).toBe(kerala?.testimonials.length);
    expect(body.testimonials).toHaveLength(Math.min(10, body.total - 10));
    const byEncoded = await get(`/bookings/v1/testimonials?agent_id=${KERALA_AGENCY}&page=2`);
    expect(await byEncoded.json()).toEqual(body);
  });

  it("filters by destination_id ('All' is everything)", async () => {
    const profile = await services.agents.profile(KERALA_AGENCY, {
      destination: "munnar",
      page: 1,
    });
    const munnar = profile.selected;
    const res = await get(
      `/bookings/v1/testimonials?agent_id=${KERALA_AGENCY}&destination_id=${munnar.id}`,
    );
    const body = (await res.json()) as {
      total: number;
      testimonials: { destination: { slug: string } }[];
    };
    expect(body.total).toBe(munnar.reviewsCount);
    expect(body.testimonials.every((t) => t.destination.slug === "munnar")).toBe(true);
    const all = await get(`/bookings/v1/testimonials?agent_id=${KERALA_AGENCY}&destination_id=All`);
    expect(((await all.json()) as { total: number }).total).toBe(profile.agent.reviewsCount);
  });

  it("answers 400 with field errors on bad input and 404 for an unknown agent", async () => {
    const bad = await get("/bookings/v1/testimonials?agent_id=Not%20An%20Id&page=0&per_page=50");
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { errors: { field?: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toEqual(expect.arrayContaining(["agent_id", "page", "per_page"]));
    const missing = await get("/bookings/v1/testimonials");
    expect(missing.status).toBe(400);
    const unknown = await get("/bookings/v1/testimonials?agent_id=unknown-agency-zz99");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      errors: [{ code: "agent_not_found", message: "This agent could not be found." }],
    });
  });
});

describe("other agent endpoints", () => {
  it("serves the profile JSON with destination reviews, contact masked", async () => {
    const res = await get(`/browsing/v1/agents/${KERALA_AGENCY}`);
    expect(res.status).toBe(200);
    const { profileInfo } = (await res.json()) as {
      profileInfo: {
        agent: { email: string; id: number };
        destination_reviews: { name: string; testimonials: unknown[] }[];
      };
    };
    expect(profileInfo.agent.email).toBe(maskEmail(kerala?.email ?? ""));
    expect(profileInfo.destination_reviews.map((d) => d.name)).toEqual([
      "All",
      "Kerala",
      "Munnar",
      "Ooty",
      "Coorg",
    ]);
    for (const d of profileInfo.destination_reviews) {
      expect(d.testimonials.length).toBeLessThanOrEqual(10);
    }
    expect((await get("/browsing/v1/agents/nobody-here-0000")).status).toBe(404);
  });

  it("refuses feedback from a visitor and documents the endpoints", async () => {
    const res = await app.request("/bookings/v1/requested_trips/1/agent_feedbacks", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        agent_id: KERALA_AGENCY,
        rating: 5,
        title: "Great",
        text: "x".repeat(30),
      }),
    });
    expect(res.status).toBe(401);
    const bad = await app.request("/bookings/v1/requested_trips/1/agent_feedbacks", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ agent_id: KERALA_AGENCY, rating: 9, title: "", text: "short" }),
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { errors: { field?: string }[] }).errors.map(
      (e) => e.field,
    );
    expect(fields).toEqual(expect.arrayContaining(["rating", "title", "text"]));
    const docs = (await (await get("/api/docs")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        "/bookings/v1/testimonials",
        "/bookings/v1/requested_trips/{id}/agent_feedbacks",
        "/browsing/v1/agents/{encodedId}",
      ]),
    );
  });

  it("draws the profile picture as an immutable SVG, and 404s anything else", async () => {
    const res = await get(agentPictureUrl(KERALA_AGENCY));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const svg = await res.text();
    expect(svg).toContain(">BT</text>");
    expect(await (await get(agentPictureUrl(KERALA_AGENCY))).text()).toBe(svg);
    const again = await app.request(agentPictureUrl(KERALA_AGENCY), {
      headers: { "if-none-match": res.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect((await get(`/images/v1/agents/${KERALA_AGENCY}-640x360.svg`)).status).toBe(404);
    expect((await get("/images/v1/agents/nobody-0000-256x256.svg")).status).toBe(404);
    // The catalogue's pictures still answer beside the agents'.
    expect((await get("/images/v1/destinations/kerala-640x360.svg")).status).toBe(200);
  });
});

describe("contact masks", () => {
  it("keep the country code and a hint, never the whole number", () => {
    expect(maskMobile("+91 98470 12345")).toBe("+91 98•••••345");
    expect(maskMobile("+971 50 123 4567")).toBe("+971 50••••567");
    expect(maskEmail("ravi@backwatertrails.example")).toBe("r***@…");
  });
});
