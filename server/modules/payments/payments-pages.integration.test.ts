import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader as responseLoader } from "../../../app/routes/payments/response";
import {
  action as sandboxAction,
  loader as sandboxLoader,
} from "../../../app/routes/payments/sandbox-checkout";
import type { AuthenticatedUser } from "../../../common/roles";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices, TEST_SANDBOX_WEBHOOK_SECRET } from "../../testing/test-services";
import { insertUser } from "../quotes/quotes-test-helpers";
import { expectLedgerBalanced } from "./payments-test-helpers";

// The hosted sandbox page and the response page, their loaders and actions called as React
// Router calls them: the browser's form can carry anything, the order's amount stays the
// server's; the response page reads the server's state, not the query.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let payer: AuthenticatedUser;
let other: AuthenticatedUser;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database.db).services;
  payer = await insertUser(database.db, "traveller", "Asha");
  other = await insertUser(database.db, "traveller", "Ravi");
  services.payments.registerBookable({
    type: "page_item",
    confirmation: async (id, user) =>
      user.id === payer.id
        ? { title: `Item ${id}`, lines: [], continueUrl: `/items/${id}`, continueLabel: "View" }
        : null,
    links: async (id, user) =>
      user.id === payer.id
        ? { retryUrl: `/items/${id}/pay`, backUrl: "/", backLabel: "Home" }
        : null,
  });
});
afterAll(() => database?.close());
afterEach(() => expectLedgerBalanced(services));

// biome-ignore lint/suspicious/noExplicitAny: the route's generated argument types are not needed here
type Args = any;
const context = (user: AuthenticatedUser | null) => ({
  services,
  currentUser: async () => user,
  logger: console,
});

async function order(amountMinor: number) {
  const id = `p${++n}`;
  return services.payments.createOrder({
    bookableType: "page_item",
    bookableId: id,
    payerUserId: payer.id,
    amountMinor,
    currency: "INR",
    description: "Page item",
    idempotencyKey: `page-${id}`,
  });
}

async function post(gatewayOrderId: string, fields: Record<string, string>) {
  const request = new Request(`http://t/payments/sandbox/checkout/${gatewayOrderId}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  try {
    return await sandboxAction({
      request,
      params: { gatewayOrderId },
      context: context(null),
    } as Args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function response(query: string, user: AuthenticatedUser) {
  const request = new Request(`http://t/payments/response?${query}`);
  try {
    return await responseLoader({ request, params: {}, context: context(user) } as Args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the sandbox's hosted page", () => {
  it("shows the server's amount and ignores an amount changed in the browser", async () => {
    const o = await order(250_000);
    const view = await sandboxLoader({
      params: { gatewayOrderId: o.gatewayOrderId },
      context: context(null),
    } as Args);
    expect(view).toMatchObject({ amountMinor: 250_000, currency: "INR", status: "created" });
    const answer = await post(o.gatewayOrderId, {
      intent: "pay",
      method: "card",
      outcome: "success",
      amount: "1",
      amountMinor: "100",
      currency: "USD",
    });
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("Location");
    expect(location).toBe(
      `/payments/response?bookable_id=page_item%3A${o.bookableId}&success=true`,
    );
    await services.jobs.runDue(services.jobHandlers);
    const after = await services.payments.getOrder(o.id);
    expect(after).toMatchObject({ status: "captured", capturedMinor: 250_000, currency: "INR" });
    expect(
      await services.payments.ledger.balance("gateway", { reference: after?.ledgerReference }),
    ).toBe(250_000);
  });

  it("keeps a pending UPI payment on the page until the phone answers; refuses pending for cards", async () => {
    const o = await order(10_000);
    expect(
      await post(o.gatewayOrderId, { intent: "pay", method: "card", outcome: "pending" }),
    ).toEqual({
      error: "Only a UPI payment can wait for approval. Choose UPI.",
    });
    const pending = (await post(o.gatewayOrderId, {
      intent: "pay",
      method: "upi",
      outcome: "pending",
    })) as Response;
    expect(pending.headers.get("Location")).toBe(`/payments/sandbox/checkout/${o.gatewayOrderId}`);
    const approved = (await post(o.gatewayOrderId, { intent: "approve" })) as Response;
    expect(approved.headers.get("Location")).toContain("success=true");
    await services.jobs.runDue(services.jobHandlers);
    expect((await services.payments.getOrder(o.id))?.status).toBe("captured");
  });

  it("a second pay on a finished order changes nothing", async () => {
    const o = await order(10_000);
    await post(o.gatewayOrderId, { intent: "pay", method: "card", outcome: "failure" });
    const again = (await post(o.gatewayOrderId, {
      intent: "pay",
      method: "card",
      outcome: "success",
    })) as Response;
    expect(again.headers.get("Location")).toContain("success=false");
    await services.jobs.runDue(services.jobHandlers);
    expect((await services.payments.getOrder(o.id))?.status).toBe("failed");
  });

  it("an unknown or malformed order id goes to the error page", async () => {
    for (const gatewayOrderId of ["order_sbx_00000000000000000000", "nope"]) {
      const thrown = await sandboxLoader({
        params: { gatewayOrderId },
        context: context(null),
      } as Args).catch((r: unknown) => r);
      expect((thrown as Response).headers.get("Location")).toBe("/page-not-found");
    }
  });
});

describe("/payments/response", () => {
  it("success=true in the query does not make an unpaid order paid", async () => {
    const o = await order(5_000);
    const page = await response(`success=true&bookable_id=page_item%3A${o.bookableId}`, payer);
    expect(page).toMatchObject({ state: "created", successHint: true, confirmation: null });
  });

  it("fetches the confirmation only when success is true", async () => {
    const o = await order(5_000);
    await post(o.gatewayOrderId, { intent: "pay", method: "netbanking", outcome: "success" });
    await services.jobs.runDue(services.jobHandlers);
    expect(
      await response(`success=true&bookable_id=page_item%3A${o.bookableId}`, payer),
    ).toMatchObject({
      state: "captured",
      confirmation: { title: `Item ${o.bookableId}` },
    });
    expect(
      await response(`success=false&bookable_id=page_item%3A${o.bookableId}`, payer),
    ).toMatchObject({
      state: "captured",
      confirmation: null,
      confirmationUrl: `/payments/response?success=true&bookable_id=page_item%3A${o.bookableId}`,
    });
  });

  it("another user, a missing or a malformed bookable goes to the error page", async () => {
    const o = await order(5_000);
    for (const [query, user] of [
      [`success=true&bookable_id=page_item%3A${o.bookableId}`, other],
      ["success=true&bookable_id=page_item%3Anever", payer],
      ["success=true&bookable_id=nonsense", payer],
      ["success=true", payer],
    ] as const) {
      const answer = (await response(query, user)) as Response;
      expect(answer.headers.get("Location"), query).toBe("/page-not-found");
    }
  });
});

describe("the webhook endpoint over HTTP", () => {
  it("takes a signed webhook's raw bytes: 200 once applied, 200 again as a duplicate, 401 forged", async () => {
    const app = createTestApp(database, services);
    const o = await order(42_000);
    const sandbox = services.payments.sandbox;
    if (!sandbox) throw new Error("sandbox expected");
    // Spacing a JSON parser would drop: the signature covers these exact bytes.
    const rawBody = `{"id":"evt_sbx_httptest00001","type":"payment.captured","created_at":${Math.floor(Date.now() / 1000)},  "data":{"order_id":"${o.gatewayOrderId}","payment_id":"pay_sbx_http","refund_id":null,"amount":42000,"currency":"INR","method":"upi","failure_reason":null}}`;
    const signed = sandbox.sign(rawBody);
    const send = (headers: Record<string, string>, body = rawBody) =>
      app.request("/payments/webhooks/sandbox", { method: "POST", headers, body });
    const forged = await send({
      ...signed.headers,
      // The last hex digit changed (never to itself).
      "X-Sandbox-Signature": (signed.headers["X-Sandbox-Signature"] ?? "").replace(/.$/, (d) =>
        d === "0" ? "1" : "0",
      ),
    });
    expect(forged.status).toBe(401);
    const first = await send(signed.headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcomes: ["applied"] });
    const again = await send(signed.headers);
    expect(await again.json()).toEqual({ received: true, outcomes: ["duplicate"] });
    expect(TEST_SANDBOX_WEBHOOK_SECRET).not.toBe("");
    expect((await services.payments.getOrder(o.id))?.status).toBe("captured");
    // The payer's JSON view; anyone else gets 404.
    const anonymous = await app.request(`/bookings/v1/payments/${o.id}`);
    expect(anonymous.status).toBe(401);
  });
});
