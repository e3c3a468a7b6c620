import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_NOT_FOUND_PATH } from "../../../common/navigation";
import type { AuthenticatedUser } from "../../../common/roles";
import { insertUser, type TestAgent } from "../../../server/modules/quotes/quotes-test-helpers";
import { loadContextFor } from "../../../server/testing/load-context";
import { createTestDatabase, type TestDatabase } from "../../../server/testing/test-database";
import { createTestServices } from "../../../server/testing/test-services";
import {
  acceptedQuote,
  errorCode,
  insertMoneyCast,
  MONEY_CLOCK,
  paidDeposit,
} from "../../../server/workflows/money-test-helpers";
import { loader } from "./voucher";

// The voucher page (/requested_trips/:id/vouchers/:voucherId) called as React Router calls it:
// a voucher is served only under its own trip's id.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
let ops: AuthenticatedUser;
const world = () => ({ db: database.db, services });
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

beforeAll(async () => {
  database = await createTestDatabase();
  ({ services } = createTestServices(database.db, {}, { now: () => MONEY_CLOCK }));
  ({ agent, ops } = await insertMoneyCast(database.db, "goa"));
});
afterAll(async () => {
  await database?.close();
});

function page(user: AuthenticatedUser, tripId: number, voucherId: number) {
  return loader({
    request: new Request(`http://triphive.test/requested_trips/${tripId}/vouchers/${voucherId}`),
    params: { id: String(tripId), voucherId: String(voucherId) },
    context: loadContextFor(() => services, user),
  } as Parameters<typeof loader>[0]);
}

/** Where the page sends the reader: "served" for the file, else the redirect's location. */
const answer = (user: AuthenticatedUser, tripId: number, voucherId: number) =>
  page(user, tripId, voucherId).then(
    (r) => (r.status === 200 ? "served" : `status ${r.status}`),
    (e: unknown) => (e instanceof Response ? e.headers.get("location") : String(e)),
  );

describe("voucher page", () => {
  it("serves a voucher only under its own trip's id: another trip's id is not found, as for a stranger", async () => {
    const { traveller, tripId, quoteId } = await paidDeposit(world(), agent, "Asha");
    const voucher = await services.money.uploadVoucher(agent.user, quoteId, "hotel", {
      name: "Harbour View.pdf",
      bytes: PDF,
    });
    // Another trip the same agency quoted: both the agency and staff are parties to it too.
    const otherTripId = (await acceptedQuote(world(), agent, "Ravi")).tripId;
    const stranger = await insertUser(database.db, "traveller", "Nobody");

    expect(await answer(stranger, tripId, voucher.id)).toBe(PAGE_NOT_FOUND_PATH);
    for (const user of [traveller, agent.user, ops])
      expect(await answer(user, otherTripId, voucher.id)).toBe(PAGE_NOT_FOUND_PATH);
    expect(await answer(traveller, tripId + 1_000_000, voucher.id)).toBe(PAGE_NOT_FOUND_PATH);
    expect(
      await errorCode(services.vouchers.download(traveller, voucher.id, { tripId: otherTripId })),
    ).toBe("voucher_not_found");
    // Nothing was noted for the refused reads.
    expect((await services.vouchers.forQuote(quoteId))[0]?.travellerStatus).toBe("pending");

    for (const user of [agent.user, ops, traveller])
      expect(await answer(user, tripId, voucher.id)).toBe("served");
    expect((await services.vouchers.forQuote(quoteId))[0]?.travellerStatus).toBe("downloaded");
  });
});
