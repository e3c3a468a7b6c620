import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, type InvoiceAmountFacts, quoteAmounts } from "../../../common/quote-amounts";
import { costQuote, quoteTotals } from "../../../common/quote-costing";
import { costingOf, QuoteDraftInput } from "../../../common/quotes-input";
import { planInstalments } from "../../../server/modules/invoices";
import { linesOf, taxInvoiceOf } from "../../../server/modules/invoices/invoices.service";
import { totalsOf } from "../../../server/modules/quotes";
import { pdfPriceRows } from "../../../server/modules/quotes/quote-pdf-rows";
import { taxRatesOn } from "../../../server/modules/quotes/tax-rates";
import { draftSummary, liveTotals } from "./builder-state";
import { nextStep, shortcutOf, stepOfField } from "./builder-steps";

// Decision 0209: the builder's live totals and the server's priced totals are one function, so
// for any quote the agent types, the figure on the builder is the figure saved, and the one the
// traveller's page, the invoice and the gateway order read through quoteAmounts; and the PDF's
// rows, the tax invoice's lines and schedule and the gateway orders paid in turn all come to it.

const DAY = "2026-11-28";
const context = (adults: number, children: number, international: boolean, perInr: number) => ({
  travellers: { adults, children },
  international,
  perInr,
});

/** A draft as the builder's form posts it: every value text. */
const draftArb = fc.record({
  adults: fc.integer({ min: 1, max: 9 }),
  children: fc.integer({ min: 0, max: 4 }),
  international: fc.boolean(),
  currency: fc.constantFrom("INR", "USD", "EUR", "AED"),
  perInr: fc.constantFrom(1, 0.012, 0.011, 0.044),
  discount: fc.integer({ min: 0, max: 20_000 }),
  pricePerAdult: fc.integer({ min: 1, max: 400_000 }),
  pricePerChild: fc.integer({ min: 0, max: 200_000 }),
  markupType: fc.constantFrom("percent", "amount"),
  markupValue: fc.integer({ min: 0, max: 60 }),
  depositPercent: fc.constantFrom(20, 25, 30, 50, 100),
  travelDate: fc.constantFrom(null, "2026-12-10", "2027-02-14", "2027-06-01"),
  lines: fc.array(
    fc.record({
      kind: fc.constantFrom("hotel", "transfer", "activity", "other"),
      netCost: fc.integer({ min: 0, max: 900_000 }),
      markupType: fc.constantFrom("", "percent", "amount"),
      markupValue: fc.integer({ min: 0, max: 40 }),
    }),
    { maxLength: 8 },
  ),
});

type Draft = typeof draftArb extends fc.Arbitrary<infer T> ? T : never;

function formOf(d: Draft) {
  return {
    days: [
      { cityName: "Munnar", title: "Arrival", description: "" },
      { cityName: "Alleppey", title: "Departure", description: "" },
    ],
    stays: [],
    validUntil: "2026-12-12",
    currency: d.currency,
    discount: String(d.discount),
    pricePerAdult: String(d.pricePerAdult),
    pricePerChild: String(d.pricePerChild),
    markupType: d.markupType,
    markupValue: String(d.markupValue),
    costLines: d.lines.map((l, i) => ({
      lineId: `l${i}`,
      kind: l.kind,
      label: `Line ${i + 1}`,
      netCost: String(l.netCost),
      markupType: l.markupType,
      markupValue: String(l.markupValue),
    })),
  };
}

describe("the builder's totals and the server's", () => {
  it("are equal for 200 generated quotes, and so are the amounts every page and the gateway read", () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const form = formOf(d);
        const ctx = context(d.adults, d.children, d.international, d.perInr);
        const live = liveTotals(form, { ...ctx, rates: taxRatesOn(DAY) });
        const parsed = QuoteDraftInput.parse(form);
        const saved = totalsOf(
          { ...parsed, currency: parsed.currency, costing: costingOf(parsed) },
          { ...ctx, day: DAY },
        );
        expect(live).toEqual(saved);
        const amounts = quoteAmounts({ pricing: saved.pricing });
        expect(amounts.totalMinor).toBe(live.pricing.totalMinor);
        expect(amounts.dueMinor).toBe(live.pricing.totalMinor);
        expect(amounts.perPersonMinor).toBe(live.pricing.perPersonMinor);
        everywhereElse(saved.pricing, live.pricing.totalMinor, d);
        if (live.costing) {
          // Never sold under cost plus markup by a rounding, before the agent's own discount.
          expect(live.pricing.subtotalMinor).toBeGreaterThanOrEqual(
            live.costing.netMinor + live.costing.markupMinor,
          );
          expect(live.costing.marginMinor).toBe(
            live.pricing.subtotalMinor - live.pricing.discountMinor - live.costing.netMinor,
          );
        }
      }),
      { numRuns: 200, seed: 2809 },
    );
  });
});

/**
 * The sent quote's figures past the traveller's page (decision 0227): the PDF's price rows, the
 * GST tax invoice's lines, total and schedule, and every gateway order paid in turn.
 */
function everywhereElse(
  pricing: Parameters<typeof quoteAmounts>[0]["pricing"],
  total: number,
  d: Draft,
) {
  const amounts = quoteAmounts({ pricing });
  const rows = pdfPriceRows({ pricing, amounts });
  const totalRow = rows.find((r) => r.kind === "total");
  expect(totalRow?.amount).toBe(formatAmount(total, pricing.currency));
  expect(rows.find((r) => r.kind === "note")?.amount).toBe(
    formatAmount(pricing.perPersonMinor, pricing.currency),
  );

  // The invoice: its lines (GST split into CGST+SGST or IGST) add up to the quote's total.
  const plain = linesOf(pricing, null, 0);
  const tax = taxInvoiceOf({
    pricing,
    lines: plain,
    totalMinor: pricing.totalMinor,
    agencyGstin: d.international ? "" : "32ABCDE1234F1Z5",
    agencyBaseCity: "Kochi",
    travellerGstin: "",
    travellerState: d.adults % 2 ? "KL" : "MH",
  });
  const added = (ls: { amountMinor: number; kind: string }[]) =>
    ls.filter((l) => l.kind !== "info").reduce((sum, l) => sum + l.amountMinor, 0);
  expect(added(plain)).toBe(total);
  expect(added(tax.lines)).toBe(total);

  // The schedule and the gateway: each order is what is due now; paid in turn they make the total.
  const plan = planInstalments({
    totalMinor: pricing.totalMinor,
    depositPercent: d.depositPercent,
    balanceDays: 30,
    issueDay: DAY,
    travelDate: d.travelDate,
  });
  expect(plan.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(total);
  const instalments = plan.map((i, n) => ({
    id: n + 1,
    position: n + 1,
    label: i.label,
    amountMinor: i.amountMinor,
    paidMinor: 0,
    dueDate: i.dueDate,
    status: "due" as "due" | "paid",
    overdue: false,
  }));
  let paid = 0;
  for (let guard = 0; guard < instalments.length + 1; guard += 1) {
    const next = instalments.find((i) => i.status === "due") ?? null;
    const invoice: InvoiceAmountFacts = {
      currency: pricing.currency,
      totalMinor: pricing.totalMinor,
      paidMinor: paid,
      refundedMinor: 0,
      balanceMinor: pricing.totalMinor - paid,
      couponCode: null,
      couponDiscountMinor: 0,
      pricingSnapshot: pricing,
      instalments,
      dueNow: next,
    };
    const billed = quoteAmounts({ pricing, invoice });
    expect(billed.totalMinor).toBe(total);
    expect(billed.perPersonMinor).toBe(pricing.perPersonMinor);
    const order = billed.dueNow;
    // Nothing to pay (a discount to zero) makes no order: the gateway refuses one of 0.
    if (!order || order.dueMinor <= 0) break;
    paid += order.dueMinor;
    const at = instalments.find((i) => i.id === order.id);
    if (!at) throw new Error(`no instalment ${order.id}`);
    Object.assign(at, { paidMinor: order.dueMinor, status: "paid" });
  }
  expect(paid).toBe(total);
}

describe("costQuote", () => {
  const line = (netCost: number, markup: { type: "percent" | "amount"; value: number } | null) => ({
    lineId: "x",
    kind: "hotel" as const,
    label: "Hotel",
    netCost,
    markup,
  });

  it("takes the quote's percent on lines without their own, and a line's own markup over it", () => {
    const costed = costQuote(
      {
        lines: [line(10_000, null), line(5_000, { type: "amount", value: 300 })],
        markup: { type: "percent", value: 12 },
      },
      { adults: 2, children: 0 },
      "INR",
    );
    expect(costed.netMinor).toBe(1_500_000);
    expect(costed.markupMinor).toBe(120_000 + 30_000);
    expect(costed.sellingPerPerson).toBe(8_250);
  });

  it("adds an amount markup once, and rounds the price per person up to whole units", () => {
    const costed = costQuote(
      { lines: [line(10_001, null)], markup: { type: "amount", value: 1_000 } },
      { adults: 2, children: 1 },
      "INR",
    );
    expect(costed.markupMinor).toBe(100_000);
    expect(costed.sellingPerPerson).toBe(3_667);
  });

  it("leaves the typed prices alone when nothing is costed", () => {
    const totals = quoteTotals(
      { pricePerAdult: 30_000, pricePerChild: 0, discount: 0, currency: "INR", costing: null },
      { ...context(2, 0, false, 1), rates: taxRatesOn(DAY) },
    );
    expect(totals.costing).toBeNull();
    expect(totals.pricing.subtotalMinor).toBe(6_000_000);
    expect(totals.pricing.totalMinor).toBe(6_300_000);
  });
});

describe("QuoteDraftInput's costing", () => {
  it("refuses a markup above 500%, a negative net cost and an unknown line kind", () => {
    const base = formOf({
      adults: 2,
      children: 0,
      international: false,
      currency: "INR",
      perInr: 1,
      discount: 0,
      pricePerAdult: 1,
      pricePerChild: 0,
      markupType: "percent",
      markupValue: 501,
      depositPercent: 30,
      travelDate: null,
      lines: [],
    });
    expect(QuoteDraftInput.safeParse(base).success).toBe(false);
    const bad = {
      ...base,
      markupValue: "12",
      costLines: [{ kind: "bribe", label: "x", netCost: "-1", markupType: "", markupValue: "" }],
    };
    const result = QuoteDraftInput.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toContain("costLines.0.kind");
    expect(paths).toContain("costLines.0.netCost");
  });
});

describe("draftSummary", () => {
  it("names what is missing before sending: a hotel per stay, a price, a validity from today", () => {
    const summary = draftSummary(
      {
        days: [
          { cityName: "Munnar", title: "Arrival" },
          { cityName: "Alleppey", title: "" },
        ],
        stays: [{ city: "Munnar", nights: "1", hotels: [{ name: "", hotelId: "" }] }],
        pricePerAdult: "",
        costLines: [],
        validUntil: "2026-11-01",
      },
      DAY,
    );
    expect(summary.cities).toEqual(["Munnar", "Alleppey"]);
    expect(summary.missing).toEqual([
      "A hotel in Munnar",
      "A title for every day",
      "A price per adult or net costs",
      "A validity date from today",
    ]);
  });
});

describe("builder steps and shortcuts", () => {
  it("goes through the steps in order and stops at the preview", () => {
    expect(nextStep("trip")).toBe("days");
    expect(nextStep("price")).toBe("preview");
    expect(nextStep("preview")).toBe("preview");
  });

  it("opens the step of a refused field", () => {
    expect(stepOfField("stays[0].hotels[0].name")).toBe("hotels");
    expect(stepOfField("costLines[1].netCost")).toBe("price");
    expect(stepOfField("validUntil")).toBe("trip");
  });

  it("answers Alt+N, Alt+D and Alt+→ only, never a plain letter", () => {
    const key = (code: string, altKey = true) => ({ code, altKey, ctrlKey: false, metaKey: false });
    expect(shortcutOf(key("KeyN"))).toBe("add-day");
    expect(shortcutOf(key("KeyD"))).toBe("duplicate-day");
    expect(shortcutOf(key("ArrowRight"))).toBe("next");
    expect(shortcutOf(key("KeyN", false))).toBeNull();
  });
});
