import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticatedUser } from "../../../common/roles";
import type { createApp } from "../../app";
import { signedInUser } from "../../testing/signed-in";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { KERALA_FAMILY_TRIP } from "../../testing/trip-input";
import { agentDestinations } from "../agents/agents.schema";
import {
  insertAgency,
  insertAgent,
  insertDestination,
  insertUser,
  kochiDraft,
  sentTestQuote,
  type TestAgent,
} from "./quotes-test-helpers";

// The limits on an agent's new quotes, versions and sends (decision 0192), at their real
// numbers. Each test has its own destination and agency, so that routing gives it the trips
// and no other test's sends count against it.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
let places = 0;

const draft = kochiDraft({
  validUntil: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
});

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db));
  app = createTestApp(database, services);
});

afterAll(async () => {
  await database?.close();
});

/** A destination of its own and the one agency serving it. */
async function soleAgency(): Promise<{ destination: string; agent: TestAgent }> {
  const destination = `Place${++places}`;
  const id = await insertDestination(database.db, destination, "india");
  const agent = await insertAgent(database.db, {
    companyName: `${destination} Tours`,
    ratingTenths: 45,
    responseMinutes: 60,
    destinationIds: [id],
  });
  return { destination, agent };
}

async function tripTo(destination: string, traveller?: AuthenticatedUser): Promise<number> {
  const who = traveller ?? (await insertUser(database.db, "traveller", "Asha"));
  return (await services.trips.create(who, { ...KERALA_FAMILY_TRIP, to_loc: [destination] })).id;
}

/** A sent quote revised and sent again: its next version. */
async function sendNextVersion(agent: TestAgent, quoteId: number) {
  await services.quotes.reviseSent(agent.user, quoteId);
  await services.workflows.sendQuote(agent.user, quoteId);
}

/** The refusal a promise ends in (it must end in one). */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "refused").not.toBeNull();
  return error as { status: number; code: string; message: string; retryAfterSeconds: number };
}

describe("quote limits", () => {
  it("refuses an agency's 31st send within an hour with the house 429, the wait, and the draft kept", async () => {
    // The agency's own login, signed in on the JSON API.
    const destination = `Place${++places}`;
    const destinationId = await insertDestination(database.db, destination, "india");
    const { cookie, user } = await signedInUser(app, services, "agent", "sahyadri");
    const agency = await insertAgency(database.db, {
      companyName: "Sahyadri Trails",
      userId: user.id,
    });
    await database.db
      .insert(agentDestinations)
      .values({ agentId: agency.id, destinationId, position: 0 });
    const agent: TestAgent = {
      agentId: agency.id,
      userId: user.id,
      user,
      companyName: "Sahyadri Trails",
      ratingTenths: 45,
      responseMinutes: 60,
      destinationIds: [destinationId],
    };

    // 30 sends over four travellers' trips: 8 + 8 + 8 + 6, each under its trip's limits.
    const traveller = await insertUser(database.db, "traveller", "Meera");
    let sent = 0;
    let tripId = 0;
    while (sent < 30) {
      if (sent % 8 === 0) tripId = await tripTo(destination, traveller);
      await sentTestQuote(services, agent, tripId, draft);
      sent++;
    }
    const next = await services.quotes.startDraft(user, tripId, { from: "blank" });
    await services.quotes.saveDraft(user, next.quoteId, { ...draft, pricePerAdult: 31_000 });

    const res = await app.request(`/agents/v2/quotes/${next.quoteId}/send`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: "{}",
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = (await res.json()) as { errors: { code: string; message: string }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]?.code).toBe("too_many_quotes_sent");
    expect(body.errors[0]?.message).toMatch(
      /^You have sent 30 quotes within an hour, the most Triphive allows\. Your draft is saved: send it in \d+ (?:minutes?|hours?)\.$/,
    );
    // Nothing was sent, nothing lost: the draft is there as it was saved.
    const editor = await services.quotes.editor(user, next.quoteId);
    expect(editor).toMatchObject({ state: "draft", version: 1 });
    expect(editor.content.pricePerAdult).toBe(31_000);
    expect(await services.quotes.sentCount(tripId)).toBe(6);
  });

  it("refuses the 16th send to one traveller within a day, and not the agency's send to another", async () => {
    const { destination, agent } = await soleAgency();
    const tripId = await tripTo(destination);
    // Ten quotes and five versions of the first: fifteen sends to this traveller.
    const quoteIds: number[] = [];
    for (let i = 0; i < 10; i++) quoteIds.push(await sentTestQuote(services, agent, tripId, draft));
    const first = quoteIds[0] as number;
    for (let v = 2; v <= 6; v++) await sendNextVersion(agent, first);
    await services.quotes.reviseSent(agent.user, first);

    const refused = await refusal(services.workflows.sendQuote(agent.user, first));
    expect(refused).toMatchObject({ status: 429, code: "too_many_quotes_to_traveller" });
    expect(refused.message).toMatch(
      /^You have sent this traveller 15 quotes within a day, the most Triphive allows\. Your draft is saved: send it in \d+ (?:minutes?|hours?)\.$/,
    );
    expect(refused.retryAfterSeconds).toBeGreaterThan(3600);
    expect(await services.quotes.editor(agent.user, first)).toMatchObject({
      state: "draft",
      version: 7,
    });
    // Another traveller's trip has a day of its own.
    const other = await tripTo(destination);
    await expect(sentTestQuote(services, agent, other, draft)).resolves.toBeGreaterThan(0);
  });

  it("refuses an 11th new quote on one trip within a day; opening the unsent draft is free", async () => {
    const { destination, agent } = await soleAgency();
    const tripId = await tripTo(destination);
    // Started and withdrawn, over and over: the loop a script would run.
    for (let i = 0; i < 10; i++) {
      const started = await services.quotes.startDraft(agent.user, tripId, { from: "blank" });
      if (i === 9) {
        // The draft is open: "new quote" opens it again, as often as the agent likes.
        for (let j = 0; j < 3; j++) {
          const again = await services.quotes.startDraft(agent.user, tripId, { from: "blank" });
          expect(again.quoteId).toBe(started.quoteId);
        }
      }
      await services.quotes.withdraw(agent.user, started.quoteId);
    }
    const refused = await refusal(
      services.quotes.startDraft(agent.user, tripId, { from: "blank" }),
    );
    expect(refused).toMatchObject({ status: 429, code: "too_many_new_quotes" });
    expect(refused.message).toMatch(
      /^You have started 10 quotes for this traveller within a day\. Start another in \d+ (?:minutes?|hours?), or revise one you have sent\.$/,
    );
  });

  it("refuses an 11th version of one quote within an hour", async () => {
    const { destination, agent } = await soleAgency();
    const tripId = await tripTo(destination);
    const quoteId = await sentTestQuote(services, agent, tripId, draft);
    for (let v = 2; v <= 11; v++) await sendNextVersion(agent, quoteId);
    const refused = await refusal(services.quotes.reviseSent(agent.user, quoteId));
    expect(refused).toMatchObject({ status: 429, code: "too_many_quote_versions" });
    expect(refused.message).toMatch(
      /^You have made 10 new versions of this quote within an hour\. Make the next one in \d+ (?:minutes?|hours?)\.$/,
    );
    expect(await services.quotes.editor(agent.user, quoteId)).toMatchObject({
      state: "sent",
      version: 11,
    });
  });
});
