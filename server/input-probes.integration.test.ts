import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { signedInUser } from "./testing/signed-in";
import { silentLogger } from "./testing/silent-logger";
import { createTestDatabase, type TestDatabase } from "./testing/test-database";
import { createTestServices } from "./testing/test-services";

// Hostile input on every JSON endpoint the OpenAPI document lists, plus the hand-parsed
// document routes: NUL and other controls, lone surrogates, ids beyond int4, wrong types.
// Each must be refused (4xx) or served, never answered with a 5xx (issue 15 items 3, 4).

const MACHINE_KEY = "probe-machine-key-0123456789";
const PASSWORD = "Chilika#Lagoon7";
let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let app: ReturnType<typeof createApp>;
let cookie = "";
let tripId = 0;
let cancelTripId = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(database.db));
  app = createApp({
    config: { isProduction: true, API_KEYS: [MACHINE_KEY] },
    database,
    services,
    logger: silentLogger,
    // Every probe from its own address, so rate limits never hide what validation would do.
    clientIp: () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  ({ cookie } = await signedInUser(app, services, "traveller", "probe"));
  const newTrip = async () => {
    const trip = await app.request("/bookings/v1/requested_trips", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(tripBody()),
    });
    expect(trip.status).toBe(201);
    return ((await trip.json()) as { requested_trip: { id: number } }).requested_trip.id;
  };
  tripId = await newTrip();
  // Cancelling is probed on a trip of its own, so the other probes still find an open one.
  cancelTripId = await newTrip();
});
afterAll(async () => {
  await database?.close();
});

// Raw JSON text, so that "\ud800" reaches the server as the escape a hostile client sends.
const BAD_VALUES: readonly string[] = [
  '"\\u0000"',
  '"Kerala\\u0000"',
  '"\\ud800"',
  '"a\\udc00b"',
  '"\\u001b[31m"',
  '"\\u0085"',
  "99999999999",
  "-1",
  "1.5",
  "true",
  "{}",
  '["\\u0000"]',
  '{"k\\u0000":"\\u0000"}',
];
// In a path or query: percent-encoded NUL, an encoded lone surrogate (invalid UTF-8), huge ids.
const BAD_SEGMENTS = ["%00", "1%00", "%ED%A0%80", "99999999999", "-1", "abc", "1e3", "0x10"];

interface Operation {
  parameters?: { name: string; in: "path" | "query" | "header" }[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

const tripBody = () => {
  const month = new Date();
  month.setUTCMonth(month.getUTCMonth() + 2);
  return {
    to_loc: ["Kerala"],
    from_loc: "Delhi",
    month: month.toISOString().slice(0, 7),
    durations: ["4-6"],
    trip_type: "family",
    adults: 2,
    children: 1,
    budget: 40000,
    isd_code: "+91",
    phone_no: "9812345678",
    comments: "Window seats please",
    package_id: 1,
    utm_source: "newsletter",
  };
};
// A body each endpoint accepts, so that one hostile field at a time gets past the others.
const VALID: Record<string, () => Record<string, unknown>> = {
  "post /bookings/v1/requested_trips": tripBody,
  "put /bookings/v1/requested_trips/{id}": tripBody,
  "put /bookings/v1/requested_trips/{id}/preferences": () => ({ budget: 50000 }),
  "post /bookings/v1/requested_trips/{id}/preferences": () => ({ budget: 50000 }),
  "post /bookings/v1/requested_trips/{id}/update_user_details": () => ({
    isd_code: "+91",
    phone_no: "9812345678",
  }),
  "post /bookings/v1/requested_trips/{id}/request_call_back": () => ({
    option: "request_cta_4",
    request_cta_4_reason: "Evenings",
  }),
  "post /bookings/v1/requested_trips/{id}/cancel_request": () => ({
    otherReason: "Plans changed",
  }),
  "post /bookings/v1/requested_trips/{id}/trip_feedbacks": () => ({ rating: 4, comment: "Good" }),
  "put /bookings/v1/requested_trips/{uniqueKey}/nurture/{secretKey}": () => ({ budget: 50000 }),
  "post /browsing/v1/users/sign_in": () => ({ email: "probe@test.example", password: PASSWORD }),
  "post /browsing/v1/users/sign_up": () => ({
    name: "Probe Rao",
    email: `probe.${Math.random()}@test.example`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    tnc: "on",
  }),
  "post /browsing/v1/users/password": () => ({ email: "probe@test.example" }),
  "put /browsing/v1/users/password": () => ({
    token: "abcdefghijklmnop",
    password: PASSWORD,
    password_confirmation: PASSWORD,
  }),
  "post /browsing/v1/users/activation_mail": () => ({ email: "probe@test.example" }),
  "post /admin/v1/dialer/session": () => ({ email: "probe@test.example", password: PASSWORD }),
  "post /admin/v1/telemetry/timeouts": () => ({
    url: "/tour-packages",
    method: "GET",
    duration_ms: 5000,
    timeout_ms: 5000,
    page_path: "/",
    request_id: "r-1",
  }),
  "post /admin/v1/telemetry/client_errors": () => ({
    component: "Hero",
    message: "Boom",
    page_path: "/",
  }),
  "post /browsing/v1/tracking/events": () => ({
    name: "Page Viewed",
    category: "page",
    properties: { source: "probe" },
    page_path: "/",
  }),
  "post /browsing/v1/destination_parser": () => ({ user_input: "kerala in may" }),
  "post /browsing/v1/cache_store": () => ({
    redis_key: "probe",
    redis_hash_name: "chatbot",
    value: { said: "hello" },
  }),
};

const results: { probe: string; status: number }[] = [];

async function send(method: string, path: string, body?: string) {
  const res = await app.request(path, {
    method: method.toUpperCase(),
    headers: {
      "content-type": "application/json",
      cookie,
      ...(path.startsWith("/admin/") ? { "x-api-key": MACHINE_KEY } : {}),
    },
    body,
  });
  await res.arrayBuffer();
  results.push({ probe: `${method.toUpperCase()} ${path} ${body ?? ""}`, status: res.status });
  return res.status;
}

function validSegment(name: string, path: string): string {
  if (name === "id") return String(path.includes("cancel_request") ? cancelTripId : tripId);
  if (/id$/i.test(name)) return "1";
  return "kerala";
}

function fill(path: string, overrides: Record<string, string> = {}): string {
  return path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => overrides[name] ?? validSegment(name, path),
  );
}

describe("malformed input on every endpoint", () => {
  it("never answers 5xx", async () => {
    const doc = (await (await app.request("/api/docs")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const params = operation.parameters ?? [];
        for (const param of params.filter((p) => p.in === "path")) {
          for (const bad of BAD_SEGMENTS) {
            await send(
              method,
              fill(path, { [param.name]: bad }),
              method === "get" ? undefined : "{}",
            );
          }
        }
        for (const param of params.filter((p) => p.in === "query")) {
          for (const bad of ["%00", "%ED%A0%80", "99999999999", "a%00b"]) {
            await send(method, `${fill(path)}?${encodeURIComponent(param.name)}=${bad}`);
          }
        }
        const schema = operation.requestBody?.content?.["application/json"]?.schema;
        if (!schema) continue;
        const valid = VALID[`${method} ${path}`]?.() ?? {};
        const fields = Object.keys(schema.properties ?? {});
        for (const field of fields) {
          for (const bad of BAD_VALUES) {
            // The valid body's text with this one field swapped for the hostile JSON.
            const rest = JSON.stringify({ ...valid, [field]: undefined }).slice(1, -1);
            const body = `{${JSON.stringify(field)}:${bad}${rest ? `,${rest}` : ""}}`;
            await send(method, fill(path), body);
          }
        }
        // Every field hostile at once, and a body that is not an object.
        const all = fields.map((f) => `${JSON.stringify(f)}:"\\u0000\\ud800"`).join(",");
        await send(method, fill(path), `{${all}}`);
        await send(method, fill(path), '"\\u0000"');
      }
    }
    // Hand-parsed routes outside the OpenAPI document.
    for (const bad of BAD_SEGMENTS) {
      await send("get", `/bookings/v1/requested_trips/${tripId}/documents/${bad}`);
      await send("get", `/bookings/v1/requested_trips/${bad}/documents/1`);
      await send("post", `/bookings/v1/requested_trips/${bad}/documents`, "{}");
    }
    for (const nested of [
      '{"requested_trip":{"to_loc":"Goa\\u0000","start_date":"2031-01-01","phone_no":"9812345678"}}',
      '{"requested_trip":{"to_loc":"Goa","start_date":"2031-01-01","phone_no":"9812345678","adminComments":"\\ud800"}}',
    ]) {
      await send("post", "/bookings/v1/requested_trips/weekend", nested);
    }

    const failures = results.filter((r) => r.status >= 500);
    if (process.env.PROBE_DEBUG) {
      const tally = new Map<string, number>();
      for (const r of results) {
        const key = `${r.status} ${r.probe.split(" ").slice(0, 2).join(" ").replace(/\?.*/, "")}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
      console.info([...tally].map(([k, n]) => `${n} ${k}`).join("\n"));
    }
    console.info(`input probes: ${results.length} sent, ${failures.length} answered 5xx`);
    expect(results.length).toBeGreaterThanOrEqual(50);
    expect(failures.map((f) => `${f.status} ${f.probe}`)).toEqual([]);
  });
});
