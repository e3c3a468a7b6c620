import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgencyBrandingInput } from "../../common/branding";
import { IssueInvoiceInput } from "../../common/invoices";
import type { TestAgent } from "../modules/quotes/quotes-test-helpers";
import type { TestDatabase } from "../testing/test-database";
import type { createTestServices } from "../testing/test-services";
import { acceptedQuote, openMoneyWorld } from "./money-test-helpers";

// The GST tax invoice (decision 0211): the agency's GSTIN from its profile, SAC 998555, the
// place of supply, CGST+SGST within the agency's state and IGST across states, in words.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let agent: TestAgent;
const world = () => ({ db: database.db, services });
/** Kerala (32), with its check character. */
const KERALA_GSTIN = "32ABCDE1234F1Z9";

beforeAll(async () => {
  ({ database, services, agent } = await openMoneyWorld("goa"));
  await services.agents.updateBranding(
    agent.user,
    agent.agentId,
    AgencyBrandingInput.parse({
      brandColor: "#0f766e",
      accentColor: "#9a3412",
      gstin: KERALA_GSTIN,
    }),
  );
});
afterAll(async () => {
  await database?.close();
});

async function issue(name: string, fields: Record<string, string> = {}) {
  const { quoteId } = await acceptedQuote(world(), agent, name);
  const draft = await services.invoices.draft(agent.user, quoteId);
  return services.money.issueInvoice(
    agent.user,
    quoteId,
    IssueInvoiceInput.parse({ confirmTotalMinor: draft.totalMinor, ...fields }),
  );
}

const sum = (lines: { amountMinor: number; kind: string }[]) =>
  lines.filter((l) => l.kind !== "info").reduce((n, l) => n + l.amountMinor, 0);

describe("a GST tax invoice", () => {
  it("within the agency's state splits GST into CGST and SGST, with the profile's GSTIN", async () => {
    const invoice = await issue("Anjali", { travellerState: "32" });
    expect(invoice.agency.gstin).toBe(KERALA_GSTIN);
    const tax = invoice.taxInvoice;
    expect(tax?.sac).toBe("998555");
    expect(tax?.placeOfSupply).toEqual({ code: "32", name: "Kerala" });
    expect(tax?.supplierState).toEqual({ code: "32", name: "Kerala" });
    expect(tax?.interState).toBe(false);
    const gst = invoice.pricingSnapshot.taxes.find((t) => t.code === "gst_tour_package");
    expect(tax?.gst.map((g) => [g.tax, g.rateBps])).toEqual([
      ["CGST", 250],
      ["SGST", 250],
    ]);
    expect(tax?.gst.reduce((n, g) => n + g.amountMinor, 0)).toBe(gst?.amountMinor);
    const labels = invoice.lines.filter((l) => l.kind === "tax").map((l) => l.label);
    expect(labels).toEqual(["CGST @ 2.5%", "SGST @ 2.5%"]);
    // The split lines still add up to the total the traveller pays.
    expect(sum(invoice.lines)).toBe(invoice.totalMinor);
    expect(tax?.taxableMinor).toBe(
      invoice.pricingSnapshot.subtotalMinor - invoice.pricingSnapshot.discountMinor,
    );
    expect(invoice.totalMinor).toBe(4_200_000);
    expect(tax?.amountInWords).toBe("Rupees Forty-Two Thousand only");
  });

  it("across states is all IGST, the place of supply being the traveller's state", async () => {
    const invoice = await issue("Rohan", { travellerState: "27" });
    expect(invoice.taxInvoice?.placeOfSupply).toEqual({ code: "27", name: "Maharashtra" });
    expect(invoice.taxInvoice?.interState).toBe(true);
    expect(invoice.taxInvoice?.gst.map((g) => [g.tax, g.rateBps])).toEqual([["IGST", 500]]);
    expect(invoice.lines.filter((l) => l.kind === "tax").map((l) => l.label)).toEqual([
      "IGST @ 5%",
    ]);
    expect(sum(invoice.lines)).toBe(invoice.totalMinor);
  });

  it("takes a registered traveller's state from their GSTIN, over the state given", async () => {
    const invoice = await issue("Meera", {
      travellerGstin: "29AAGCB7383J1Z4",
      travellerState: "32",
    });
    expect(invoice.traveller.gstin).toBe("29AAGCB7383J1Z4");
    expect(invoice.taxInvoice?.placeOfSupply?.name).toBe("Karnataka");
    expect(invoice.taxInvoice?.interState).toBe(true);
  });

  it("without the traveller's state supplies in the agency's state", async () => {
    const invoice = await issue("Kabir");
    expect(invoice.taxInvoice?.placeOfSupply?.code).toBe("32");
    expect(invoice.taxInvoice?.gst.map((g) => g.tax)).toEqual(["CGST", "SGST"]);
  });

  it("shows the same facts on the invoice read back", async () => {
    const issued = await issue("Tara", { travellerState: "33" });
    const read = await services.invoices.get(agent.user, issued.id);
    expect(read.taxInvoice).toEqual(issued.taxInvoice);
    expect(read.taxInvoice?.placeOfSupply?.name).toBe("Tamil Nadu");
  });
});
