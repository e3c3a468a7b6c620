import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../app";
import { capturingLogger } from "../testing/captured-logs";
import { createTestApp } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { loadPageBuild } from "../testing/test-page-build";
import { createTestServices } from "../testing/test-services";

// A page form post whose body cannot be read (a truncated multipart/form-data, the
// wrong content type) is a client error: 400 and one warn line without a stack, not an error
// with 42 lines of trace.

const SITE = "http://localhost";

let database: TestDatabase;
let closeBuild: () => Promise<void>;
let app: ReturnType<typeof createApp>;
const logLines: Record<string, unknown>[] = [];
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const page = await loadPageBuild();
  closeBuild = page.close;
  // Razorpay configured (its API never called) for its checkout callback, a form endpoint.
  const { services } = createTestServices(
    database.db,
    {},
    {
      payments: {
        gateway: "razorpay",
        razorpay: {
          keyId: "rzp_test_key",
          keySecret: "rzp_test_key_secret_0123",
          webhookSecret: "rzp_test_webhook_secret_0123",
          fetch: (async () => new Response("{}", { status: 500 })) as unknown as typeof fetch,
        },
      },
    },
  );
  app = createTestApp(database, services, {
    logger: capturingLogger(logLines),
    build: page.build,
    clientIp: (c) => c.req.header("x-test-ip") ?? "198.51.100.1",
  });
}, 180_000);

afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

const TRUNCATED = [
  "--XX",
  'Content-Disposition: form-data; name="email"',
  "",
  "asha@test.example",
  "--XX",
  'Content-Disposition: form-data; name="password"',
  "",
  "Chili",
].join("\r\n");

const bodies = {
  "a truncated multipart body": {
    type: "multipart/form-data; boundary=XX",
    body: TRUNCATED,
  },
  "a JSON body": { type: "application/json", body: '{"email":"asha@test.example"}' },
  "a text body": { type: "text/plain", body: "email=asha@test.example" },
} as const;

async function post(path: string, how: keyof typeof bodies, accept: string) {
  const { type, body } = bodies[how];
  const before = logLines.length;
  const res = await app.request(path, {
    method: "POST",
    headers: {
      "content-type": type,
      accept,
      origin: SITE,
      "x-test-ip": `203.0.113.${++counter % 250}`,
    },
    body,
  });
  return { res, lines: logLines.slice(before) };
}

describe("a page form post whose body cannot be read", () => {
  for (const how of Object.keys(bodies) as (keyof typeof bodies)[]) {
    it(`${how}: 400 and one warn line without a stack`, async () => {
      for (const [path, accept] of [
        ["/users/sign_in", "text/html"],
        ["/users/sign_in.data", "*/*"],
      ] as const) {
        const { res, lines } = await post(path, how, accept);
        expect(res.status, path).toBe(400);
        expect(
          lines.filter((l) => Number(l.level) >= 50),
          path,
        ).toEqual([]);
        const warns = lines.filter((l) => l.level === 40);
        expect(warns, path).toHaveLength(1);
        expect(warns[0]).toMatchObject({ path, code: "invalid_request", status: 400 });
        expect(JSON.stringify(lines), path).not.toMatch(/stack|"err"/);
      }
    });
  }

  it("a browser gets a page saying so, a script the error shape", async () => {
    const page = await post("/users/sign_in", "a truncated multipart body", "text/html");
    expect(page.res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.res.text()).toContain("The form could not be read");
    const data = await post("/users/sign_in.data", "a JSON body", "*/*");
    expect(await data.res.json()).toEqual({
      errors: [{ code: "invalid_request", message: expect.stringMatching(/could not be read/) }],
    });
  });

  it("a form endpoint (the Razorpay checkout callback) answers the same to a truncated body", async () => {
    const path = "/payments/razorpay/callback";
    const { res, lines } = await post(path, "a truncated multipart body", "*/*");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ code: "invalid_request", message: expect.stringMatching(/could not be read/) }],
    });
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(lines.filter((l) => l.level === 40)).toEqual([
      expect.objectContaining({ path, code: "invalid_request", status: 400 }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|"err"/);
  });

  it("a well-formed sign-in form still reaches the action", async () => {
    const res = await app.request("/users/sign_in", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        origin: SITE,
        "x-test-ip": "203.0.113.251",
      },
      body: new URLSearchParams({ email: "nobody@test.example", password: "wrong" }).toString(),
    });
    expect(res.status).not.toBe(400);
    expect(res.status).toBeLessThan(500);
  });
});
