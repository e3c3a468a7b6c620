import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FLIGHT_MESSAGES, QUIZ_MESSAGES } from "../../../common/trip-details";
import { travelMonthOptions } from "../../../common/trips";
import type { createApp } from "../../app";
import { rowsOf } from "../../lib/sql-rows";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { insertAgent } from "../quotes/quotes-test-helpers";

// The quiz and flight details of a request (accounts-trips-quotes §7, decision 0222).
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
const PASSWORD = "Periyar#Tiger9";
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
  app = createTestApp(database, services);
});
afterAll(async () => {
  await database?.close();
});

function call(method: string, path: string, body?: unknown, cookie = "") {
  return app.request(path, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signedIn(role: "traveller" | "agent" | "ops" = "traveller") {
  const email = `details.${role}.${++counter}.${Date.now()}@test.example`;
  await services.accounts.createVerifiedUser({
    name: "Meera Nair",
    email,
    password: PASSWORD,
    role,
  });
  const res = await call("POST", "/browsing/v1/users/sign_in", { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function createTrip(cookie: string): Promise<number> {
  const res = await call(
    "POST",
    "/bookings/v1/requested_trips",
    {
      to_loc: ["Kerala"],
      from_loc: "Delhi",
      month: travelMonthOptions(new Date())[1]?.value ?? "nd",
      durations: ["4-6"],
      trip_type: "honeymoon",
      adults: 2,
      isd_code: "+91",
      phone_no: "9812345678",
    },
    cookie,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { requested_trip: { id: number } }).requested_trip.id;
}

const flights = {
  onward: {
    airline: "IndiGo",
    flight_number: "6e2134",
    from: "del",
    to: "cok",
    departs_at: "2027-01-10T06:05",
    arrives_at: "2027-01-10T09:20",
  },
  return: {
    airline: "Air India",
    flight_number: "AI 934",
    from: "COK",
    to: "DEL",
    departs_at: "2027-01-15T18:00",
    arrives_at: "2027-01-15T21:15",
  },
  pnr: "q7x2pa",
};

async function errorsOf(res: Response): Promise<string[]> {
  return ((await res.json()) as { errors: { message: string }[] }).errors.map((e) => e.message);
}

describe("the quiz", () => {
  it("asks its questions, keeps the traveller's answers in order, and takes one back", async () => {
    const owner = await signedIn();
    const id = await createTrip(owner);
    const empty = await call(
      "GET",
      `/bookings/v1/requested_trips/${id}/quiz_questions`,
      undefined,
      owner,
    );
    expect(empty.status).toBe(200);
    const { quiz } = (await empty.json()) as { quiz: { questions: { id: string }[]; answers: [] } };
    expect(quiz.questions.map((q) => q.id)).toContain("occasion");
    expect(quiz.answers).toEqual([]);

    const answered = await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/quiz_answers`,
      {
        answers: [
          { question_id: "must_see", answer: "A night on a houseboat" },
          { question_id: "occasion", answer: "Honeymoon" },
        ],
      },
      owner,
    );
    expect(answered.status).toBe(200);
    const after = (
      (await answered.json()) as { quiz: { answers: { question_id: string; answer: string }[] } }
    ).quiz.answers;
    expect(after.map((a) => [a.question_id, a.answer])).toEqual([
      ["occasion", "Honeymoon"],
      ["must_see", "A night on a houseboat"],
    ]);

    await call(
      "POST",
      `/bookings/v1/requested_trips/${id}/quiz_answers`,
      {
        answers: [
          { question_id: "occasion", answer: "" },
          { question_id: "pace", answer: "Relaxed" },
        ],
      },
      owner,
    );
    const { quiz: final } = (await (
      await call("GET", `/bookings/v1/requested_trips/${id}/quiz_questions`, undefined, owner)
    ).json()) as { quiz: { answers: { question_id: string }[] } };
    expect(final.answers.map((a) => a.question_id)).toEqual(["pace", "must_see"]);
  });

  it("refuses answers outside the options with the message, and no answers at all", async () => {
    const owner = await signedIn();
    const id = await createTrip(owner);
    const path = `/bookings/v1/requested_trips/${id}/quiz_answers`;
    const wrong = await call(
      "POST",
      path,
      { answers: [{ question_id: "pace", answer: "Fast" }] },
      owner,
    );
    expect(wrong.status).toBe(400);
    expect(await errorsOf(wrong)).toContain(QUIZ_MESSAGES.notAnOption);
    const none = await call("POST", path, { answers: [] }, owner);
    expect(none.status).toBe(400);
    expect(await errorsOf(none)).toContain(QUIZ_MESSAGES.empty);
  });
});

describe("flight details", () => {
  it("starts empty, saves both legs in capitals, and replaces them on a second save", async () => {
    const owner = await signedIn();
    const id = await createTrip(owner);
    const path = `/bookings/v1/requested_trips/${id}/flight_details`;
    const before = (await (await call("GET", path, undefined, owner)).json()) as {
      flight_details: unknown;
    };
    expect(before.flight_details).toBeNull();
    const saved = await call("POST", path, flights, owner);
    expect(saved.status).toBe(200);
    const { flight_details: details } = (await saved.json()) as {
      flight_details: {
        onward: Record<string, string>;
        return: Record<string, string>;
        pnr: string;
      };
    };
    expect(details.onward).toMatchObject({ flight_number: "6E2134", from: "DEL", to: "COK" });
    expect(details.return.flight_number).toBe("AI 934");
    expect(details.pnr).toBe("Q7X2PA");

    await call("POST", path, { onward: flights.onward }, owner);
    const again = (await (await call("GET", path, undefined, owner)).json()) as {
      flight_details: { return: unknown; pnr: string };
    };
    expect(again.flight_details.return).toBeNull();
    expect(again.flight_details.pnr).toBe("");
  });

  it("refuses a return that leaves before the onward flight lands, and bad codes", async () => {
    const owner = await signedIn();
    const id = await createTrip(owner);
    const path = `/bookings/v1/requested_trips/${id}/flight_details`;
    const early = await call(
      "POST",
      path,
      {
        ...flights,
        return: {
          ...flights.return,
          departs_at: "2027-01-10T08:00",
          arrives_at: "2027-01-10T10:00",
        },
      },
      owner,
    );
    expect(early.status).toBe(400);
    expect(await errorsOf(early)).toContain(FLIGHT_MESSAGES.returnOrder);
    const bad = await call("POST", path, { onward: { ...flights.onward, from: "Delhi" } }, owner);
    expect(bad.status).toBe(400);
    expect(await errorsOf(bad)).toContain(FLIGHT_MESSAGES.airport);
  });
});

describe("who may read and write them (permission table)", () => {
  it("hides them from strangers and agents not routed, shows them to ops and the routed agent", async () => {
    const owner = await signedIn();
    const id = await createTrip(owner);
    await call("POST", `/bookings/v1/requested_trips/${id}/flight_details`, flights, owner);
    const path = `/bookings/v1/requested_trips/${id}/flight_details`;

    expect((await call("GET", path, undefined, await signedIn())).status).toBe(404);
    expect((await call("POST", path, flights, await signedIn())).status).toBe(404);
    expect((await call("GET", path, undefined, await signedIn("agent"))).status).toBe(404);
    expect((await call("GET", path)).status).toBe(401);

    const ops = await signedIn("ops");
    expect((await call("GET", path, undefined, ops)).status).toBe(200);
    // Staff read what the traveller told; the words stay the traveller's own to change.
    expect((await call("POST", path, flights, ops)).status).toBe(403);

    // An agency the request was routed to as a live lead reads both.
    const agency = await insertAgent(database.db, {
      companyName: "Periyar Trails",
      ratingTenths: 46,
      responseMinutes: 30,
      destinationIds: rowsOf(
        await database.db.execute(sql`select id from destinations order by id limit 1`),
        z.object({ id: z.coerce.number() }),
      ).map((d) => d.id),
    });
    await database.db.execute(sql`
      insert into trip_leads (trip_id, agent_id, reason, respond_by)
      values (${id}, ${agency.agentId}, 'initial', now() + interval '1 day')`);
    const agent = agency.user;
    expect((await services.trips.flightDetailsOf(agent, id))?.onward.to).toBe("COK");
    expect((await services.trips.quizOf(agent, id)).answers).toEqual([]);
    await expect(
      services.trips.saveFlightDetails(agent, id, {
        onward: { ...flights.onward },
        pnr: "",
      } as never),
    ).rejects.toMatchObject({ status: 404 });
  });
});
