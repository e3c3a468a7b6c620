import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { BookingInvoiceFacts } from "../../../common/booking-state";
import type { AppliedOfferView } from "../../../common/coupons";
import { NOUNS, plural } from "../../../common/format";
import {
  amountInWords,
  gstLineLabel,
  gstStateOf,
  placeOfSupplyOf,
  splitGst,
  stateOfCity,
  type TaxInvoiceFacts,
  TOUR_OPERATOR_SAC,
} from "../../../common/gst";
import {
  type CreditNoteSummary,
  type CreditNoteView,
  INVOICES_PAGE_SIZE,
  type InstalmentView,
  type InvoiceStatus,
  type InvoiceView,
  type IssueInvoiceInput,
} from "../../../common/invoices";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";
import type { QuotePricing } from "../../../common/quotes";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import type { Db } from "../../db";
import { int8, rowsOf } from "../../lib/sql-rows";
import type { QuoteMoneyFacts } from "../quotes";
import { creditNoteAmounts } from "./credit-note-amounts";
import { addDays, financialYearOf, istDay, planInstalments } from "./invoice-schedule";
import { changeInstalmentStatus, changeInvoiceStatus } from "./invoice-status";
import * as errors from "./invoices.errors";
import {
  creditNoteCounters,
  creditNotes,
  type InvoiceLine,
  invoiceCounters,
  invoiceInstalments,
  invoicePayments,
  invoices,
} from "./invoices.schema";

type InvoiceRow = typeof invoices.$inferSelect;
type InstalmentRow = typeof invoiceInstalments.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface InvoicesDeps {
  db: Db;
  quotes: {
    moneyFacts(quoteId: number): Promise<QuoteMoneyFacts>;
    repriceWithDiscount(quoteId: number, extraDiscount: number): Promise<QuotePricing>;
  };
  /** The trip's live coupon (the coupons module). */
  couponOf(tripId: number): Promise<AppliedOfferView | null>;
  /** The agency of an agent account (the agents module). */
  agencyIdOf(userId: string): Promise<number | null>;
  /** The agency's GSTIN and base city from its profile (the agents module). */
  agencyBillingOf(agentId: number): Promise<{ gstin: string; baseCity: string }>;
  now?: () => Date;
}

const NUMBER_PREFIX = "TH";
/** The financial year's counter row, locked for the next number. */
const lockedCounter = z.object({ last: int8 });

export const invoiceShowPath = (tripId: number, id: number) =>
  `/requested_trips/${tripId}/invoices/${id}`;
export const invoiceDownloadPath = (id: number) => `/bookings/v1/invoices/${id}/download`;
export const paymentPath = (tripId: number, quoteId: number) =>
  `/requested_trips/${tripId}/quotes/${quoteId}/payment`;
export const creditNoteShowPath = (tripId: number, id: number) =>
  `/requested_trips/${tripId}/credit_notes/${id}`;
export const creditNoteDownloadPath = (id: number) => `/bookings/v1/credit_notes/${id}/download`;
const CREDIT_NOTE_PREFIX = "TH/CN";

const creditNoteSummary = (row: CreditNoteRow): CreditNoteSummary => ({
  id: row.id,
  number: row.number,
  totalMinor: row.totalMinor,
  showUrl: creditNoteShowPath(row.tripId, row.id),
  downloadUrl: creditNoteDownloadPath(row.id),
});

/** The proposed invoice: what the agent confirms before issuing. */
export interface InvoiceDraft {
  quoteId: number;
  tripId: number;
  currency: string;
  pricing: QuotePricing;
  lines: InvoiceLine[];
  coupon: AppliedOfferView | null;
  totalMinor: number;
  travelDate: string | null;
  facts: QuoteMoneyFacts;
}

export function linesOf(pricing: QuotePricing, couponCode: string | null, couponMinor: number) {
  const cur = pricing.currency as CurrencyCode;
  const unit = (m: number) => formatMoney({ amountMinor: m, currency: cur }, { fractionDigits: 0 });
  const { adults, children } = pricing.travellers;
  const lines: InvoiceLine[] = [
    {
      label: `Tour package: ${plural(adults, "adult")} × ${unit(pricing.pricePerAdultMinor)}`,
      amountMinor: adults * pricing.pricePerAdultMinor,
      kind: "package",
    },
  ];
  if (children > 0) {
    lines.push({
      label: `Tour package: ${plural(children, NOUNS.child)} × ${unit(pricing.pricePerChildMinor)}`,
      amountMinor: children * pricing.pricePerChildMinor,
      kind: "package",
    });
  }
  const agentDiscount = pricing.discountMinor - couponMinor;
  if (agentDiscount > 0) {
    lines.push({ label: "Agent's discount", amountMinor: -agentDiscount, kind: "discount" });
  }
  if (couponMinor > 0) {
    lines.push({
      label: `Coupon ${couponCode ?? ""}`.trim(),
      amountMinor: -couponMinor,
      kind: "coupon",
    });
  }
  for (const tax of pricing.taxes) {
    lines.push({
      label: tax.addedToTotal ? tax.label : `${tax.label} (collected at source; shown, not added)`,
      amountMinor: tax.amountMinor,
      kind: tax.addedToTotal ? "tax" : "info",
    });
  }
  return lines;
}

/**
 * The GST tax invoice's facts (decision 0211): the agency's state from its GSTIN (else its base
 * city), the place of supply (IGST Act s. 12(2)), and the GST line split into CGST+SGST within
 * a state or IGST across states. The split replaces the single GST line of `lines`, so the lines
 * still add up to the total.
 */
export function taxInvoiceOf(input: {
  pricing: QuotePricing;
  lines: InvoiceLine[];
  totalMinor: number;
  agencyGstin: string;
  agencyBaseCity: string;
  travellerGstin: string;
  travellerState: string;
}): { facts: TaxInvoiceFacts; lines: InvoiceLine[] } {
  const supplier = gstStateOf(input.agencyGstin.slice(0, 2)) ?? stateOfCity(input.agencyBaseCity);
  const place = placeOfSupplyOf({
    travellerGstin: input.travellerGstin,
    travellerState: input.travellerState,
    supplier,
  });
  const gstTax = input.pricing.taxes.find((t) => t.code === "gst_tour_package");
  // Without a known state for the agency the split cannot be told: the GST line stays whole.
  const gst =
    gstTax && supplier && place
      ? splitGst(gstTax.amountMinor, gstTax.rateBps, supplier, place)
      : [];
  const lines = input.lines.flatMap((line): InvoiceLine[] =>
    gst.length && gstTax && line.kind === "tax" && line.label === gstTax.label
      ? gst.map((g) => ({ label: gstLineLabel(g), amountMinor: g.amountMinor, kind: "tax" }))
      : [line],
  );
  const state = (s: { code: string; name: string } | null) =>
    s ? { code: s.code, name: s.name } : null;
  return {
    lines,
    facts: {
      sac: TOUR_OPERATOR_SAC,
      supplierState: state(supplier),
      placeOfSupply: state(place),
      interState: Boolean(supplier && place && supplier.code !== place.code),
      taxableMinor: input.pricing.subtotalMinor - input.pricing.discountMinor,
      gst,
      amountInWords: amountInWords(input.totalMinor, input.pricing.currency),
    },
  };
}

/** What payout pages show of an invoice. */
export interface InvoiceSummary {
  id: number;
  number: string;
  status: InvoiceStatus;
  quoteId: number;
  tripId: number;
  agentId: number;
  agencyName: string;
  travellerName: string;
  tripTitle: string;
  travelDate: string | null;
  currency: string;
  totalMinor: number;
  issuedAt: string;
}

const summaryOf = (r: InvoiceRow): InvoiceSummary => ({
  id: r.id,
  number: r.number,
  status: r.status,
  quoteId: r.quoteId,
  tripId: r.tripId,
  agentId: r.agentId,
  agencyName: r.agency.name,
  travellerName: r.traveller.name,
  tripTitle: r.tripTitle,
  travelDate: r.travelDate,
  currency: r.currency,
  totalMinor: r.totalMinor,
  issuedAt: r.issuedAt.toISOString(),
});

export function createInvoicesService(deps: InvoicesDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownAgentFacts(user: AuthenticatedUser, quoteId: number) {
    const facts = await deps.quotes.moneyFacts(quoteId).catch(() => null);
    if (!facts) throw errors.quoteNotFound();
    if (isStaff(user.role)) return facts;
    if (user.role !== "agent") throw errors.quoteNotFound();
    const agencyId = await deps.agencyIdOf(user.id);
    if (agencyId !== facts.agentId) throw errors.quoteNotFound();
    return facts;
  }

  /** The invoice if `user` may read it: its traveller, its agency, staff; 404 otherwise. */
  async function readable(user: AuthenticatedUser, id: number): Promise<InvoiceRow> {
    const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
    if (!row || !(await mayRead(user, row))) throw errors.invoiceNotFound();
    return row;
  }

  async function viewOf(row: InvoiceRow): Promise<InvoiceView> {
    const [parts, paid, credit] = await Promise.all([
      db
        .select()
        .from(invoiceInstalments)
        .where(eq(invoiceInstalments.invoiceId, row.id))
        .orderBy(asc(invoiceInstalments.position)),
      db
        .select({
          captured: sql<number>`coalesce(sum(case when kind = 'captured' then amount_minor end), 0)::int`,
          refunded: sql<number>`coalesce(-sum(case when kind = 'refunded' then amount_minor end), 0)::int`,
        })
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, row.id)),
      row.status === "cancelled"
        ? db.select().from(creditNotes).where(eq(creditNotes.invoiceId, row.id)).limit(1)
        : Promise.resolve([]),
    ]);
    const today = istDay(now());
    const instalments: InstalmentView[] = parts.map((p) => ({
      id: p.id,
      position: p.position,
      label: p.label,
      amountMinor: p.amountMinor,
      paidMinor: p.paidMinor,
      dueDate: p.dueDate,
      status: p.status,
      overdue: p.status === "due" && p.dueDate < today,
    }));
    const paidMinor = paid[0]?.captured ?? 0;
    const refundedMinor = paid[0]?.refunded ?? 0;
    const allPaid = instalments.length > 0 && instalments.every((i) => i.status === "paid");
    return {
      id: row.id,
      number: row.number,
      financialYear: row.financialYear,
      quoteId: row.quoteId,
      quoteVersion: row.quoteVersion,
      tripId: row.tripId,
      agentId: row.agentId,
      travellerUserId: row.travellerUserId,
      status: row.status,
      currency: row.currency,
      lines: row.lines,
      couponCode: row.couponCode,
      pricingSnapshot: row.pricing,
      couponDiscountMinor: row.couponDiscountMinor,
      totalMinor: row.totalMinor,
      paidMinor,
      refundedMinor,
      // A cancelled invoice asks for nothing more (its credit note took the rest off).
      balanceMinor: row.status === "cancelled" ? 0 : Math.max(row.totalMinor - paidMinor, 0),
      traveller: row.traveller,
      agency: row.agency,
      taxInvoice: row.taxInvoice,
      tripTitle: row.tripTitle,
      travelDate: row.travelDate,
      issuedAt: row.issuedAt.toISOString(),
      instalments,
      dueNow:
        row.status === "cancelled" ? null : (instalments.find((i) => i.status === "due") ?? null),
      isAllPaymentReceived: allPaid,
      showUrl: invoiceShowPath(row.tripId, row.id),
      downloadUrl: invoiceDownloadPath(row.id),
      paymentUrl: paymentPath(row.tripId, row.quoteId),
      creditNote: credit[0] ? creditNoteSummary(credit[0]) : null,
    };
  }

  /** Whether `user` may read a document of this invoice: its traveller, its agency, staff. */
  async function mayRead(
    user: AuthenticatedUser,
    row: { travellerUserId: string; agentId: number },
  ) {
    if (isStaff(user.role)) return true;
    if (user.role === "traveller") return row.travellerUserId === user.id;
    if (user.role === "agent") return (await deps.agencyIdOf(user.id)) === row.agentId;
    return false;
  }

  async function creditNoteViewOf(row: CreditNoteRow): Promise<CreditNoteView> {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
    if (!invoice) throw errors.invoiceNotFound();
    return {
      ...creditNoteSummary(row),
      financialYear: row.financialYear,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issuedAt.toISOString(),
      invoiceTotalMinor: invoice.totalMinor,
      invoiceShowUrl: invoiceShowPath(invoice.tripId, invoice.id),
      quoteId: row.quoteId,
      tripId: row.tripId,
      currency: row.currency,
      reason: row.reason,
      refundPercent: row.refundPercent,
      paidMinor: row.paidMinor,
      refundMinor: row.refundMinor,
      uncollectedMinor: row.uncollectedMinor,
      lines: row.lines,
      traveller: invoice.traveller,
      agency: invoice.agency,
      tripTitle: invoice.tripTitle,
      issuedAt: row.issuedAt.toISOString(),
    };
  }

  async function draftOf(facts: QuoteMoneyFacts): Promise<InvoiceDraft> {
    const coupon = await deps.couponOf(facts.tripId);
    const couponForQuote = coupon && coupon.quote_id === facts.quoteId ? coupon : null;
    const pricing = couponForQuote
      ? await deps.quotes.repriceWithDiscount(facts.quoteId, couponForQuote.discount)
      : facts.pricing;
    const couponMinor = couponForQuote ? couponForQuote.discountMinor : 0;
    return {
      quoteId: facts.quoteId,
      tripId: facts.tripId,
      currency: pricing.currency,
      pricing,
      lines: linesOf(pricing, couponForQuote?.offer_code ?? null, couponMinor),
      coupon: couponForQuote,
      totalMinor: pricing.totalMinor,
      travelDate: facts.startDate,
      facts,
    };
  }

  return {
    invoiceShowPath,
    invoiceDownloadPath,
    paymentPath,

    /** What the agent is about to issue: the final price with the coupon, and the schedule. */
    async draft(user: AuthenticatedUser, quoteId: number) {
      const facts = await ownAgentFacts(user, quoteId);
      const draft = await draftOf(facts);
      const billing = await deps.agencyBillingOf(facts.agentId);
      return {
        ...draft,
        issueDay: istDay(now()),
        agencyGstin: billing.gstin,
        /** The traveller's state as their starting city suggests, for the place of supply. */
        travellerState: stateOfCity(facts.fromLoc)?.code ?? "",
      };
    },

    /**
     * Issues the invoice of a chosen quote with the next number of the financial year. The
     * year's counter row is locked in the same transaction as the invoice insert, so numbers
     * are consecutive: an issue that fails rolls its number back (decision 0126). The quote's
     * status step is the caller's (server/workflows/issue-invoice.ts).
     */
    async issue(
      user: AuthenticatedUser,
      quoteId: number,
      input: IssueInvoiceInput,
    ): Promise<InvoiceView> {
      const facts = await ownAgentFacts(user, quoteId);
      if (facts.status !== "chosen") {
        throw facts.status === "invoiced" ||
          facts.status === "payment" ||
          facts.status === "converted"
          ? errors.alreadyInvoiced()
          : errors.notChosen();
      }
      const draft = await draftOf(facts);
      if (draft.totalMinor !== input.confirmTotalMinor) throw errors.priceChanged();
      const issueDay = istDay(now());
      const fy = financialYearOf(issueDay);
      const plan = planInstalments({
        totalMinor: draft.totalMinor,
        depositPercent: input.depositPercent,
        balanceDays: input.balanceDaysBeforeTravel,
        issueDay,
        travelDate: facts.startDate,
      });
      const billing = await deps.agencyBillingOf(facts.agentId);
      const agencyGstin = input.agencyGstin || billing.gstin;
      const tax = taxInvoiceOf({
        pricing: draft.pricing,
        lines: draft.lines,
        totalMinor: draft.totalMinor,
        agencyGstin,
        agencyBaseCity: billing.baseCity,
        travellerGstin: input.travellerGstin,
        travellerState: input.travellerState || (stateOfCity(facts.fromLoc)?.code ?? ""),
      });
      const row = await db.transaction(async (tx) => {
        await tx
          .insert(invoiceCounters)
          .values({ financialYear: fy, last: 0 })
          .onConflictDoNothing();
        const locked = await tx.execute(
          sql`select last from invoice_counters where financial_year = ${fy} for update`,
        );
        const last = Number(rowsOf(locked, lockedCounter)[0]?.last ?? 0);
        const sequence = last + 1;
        const [live] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.quoteId, quoteId), ne(invoices.status, "cancelled")))
          .limit(1);
        if (live) throw errors.alreadyInvoiced();
        const [created] = await tx
          .insert(invoices)
          .values({
            number: `${NUMBER_PREFIX}/${fy}/${String(sequence).padStart(6, "0")}`,
            financialYear: fy,
            sequence,
            quoteId,
            quoteVersion: facts.version,
            tripId: facts.tripId,
            agentId: facts.agentId,
            travellerUserId: facts.travellerUserId,
            currency: draft.currency,
            pricing: draft.pricing,
            lines: tax.lines,
            taxInvoice: tax.facts,
            couponCode: draft.coupon?.offer_code ?? null,
            couponDiscountMinor: draft.coupon?.discountMinor ?? 0,
            totalMinor: draft.totalMinor,
            traveller: {
              ...facts.traveller,
              address: input.travellerAddress ?? "",
              gstin: input.travellerGstin,
            },
            agency: {
              ...facts.agency,
              address: input.agencyAddress ?? "",
              gstin: agencyGstin,
            },
            tripTitle: `${facts.destinationNames.join(", ")}: ${plural(facts.days, "day")} / ${plural(facts.nights, "night")}`,
            travelDate: facts.startDate,
            issuedAt: now(),
            issuedBy: user.id,
          })
          .returning();
        if (!created) throw new Error("insert returned no row");
        await tx
          .insert(invoiceInstalments)
          .values(plan.map((p, i) => ({ invoiceId: created.id, position: i + 1, ...p })));
        await tx
          .update(invoiceCounters)
          .set({ last: sequence })
          .where(eq(invoiceCounters.financialYear, fy));
        return created;
      });
      return viewOf(row);
    },

    /**
     * The issuing step could not move the quote: the invoice is void (`void`, compare-and-set
     * on issued), its number kept. An invoice that moved meanwhile is left as it is.
     */
    async cancelIssued(id: number): Promise<void> {
      const [invoice] = await db
        .select({ id: invoices.id, status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, id))
        .limit(1);
      if (!invoice) return;
      const at = now();
      await changeInvoiceStatus(db, {
        invoice,
        event: "void",
        actor: "system",
        at,
        set: { cancelledAt: at },
      });
    },

    async get(user: AuthenticatedUser, id: number): Promise<InvoiceView> {
      return viewOf(await readable(user, id));
    },

    /** The live invoice of a quote, without a reader check (workflows and quote views). */
    async forQuote(quoteId: number): Promise<InvoiceView | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.quoteId, quoteId), ne(invoices.status, "cancelled")))
        .orderBy(desc(invoices.id))
        .limit(1);
      return row ? viewOf(row) : null;
    },

    async byId(id: number): Promise<InvoiceView | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
      return row ? viewOf(row) : null;
    },

    /** The instalment with its invoice, without a reader check (the payments callbacks). */
    async instalment(
      id: number,
    ): Promise<{ instalment: InstalmentRow; invoice: InvoiceRow } | null> {
      const [instalment] = await db
        .select()
        .from(invoiceInstalments)
        .where(eq(invoiceInstalments.id, id))
        .limit(1);
      if (!instalment) return null;
      const [invoice] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.id, instalment.invoiceId))
        .limit(1);
      return invoice ? { instalment, invoice } : null;
    },

    /** GET invoice by trip and page: the trip's invoices, newest first. */
    async listForTrip(user: AuthenticatedUser, tripId: number, page: number) {
      const conditions = [eq(invoices.tripId, tripId)];
      if (user.role === "traveller") conditions.push(eq(invoices.travellerUserId, user.id));
      else if (user.role === "agent") {
        const agencyId = await deps.agencyIdOf(user.id);
        conditions.push(eq(invoices.agentId, agencyId ?? -1));
      } else if (!isStaff(user.role)) throw errors.invoiceNotFound();
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(invoices).where(where);
      const rows = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.id))
        .limit(INVOICES_PAGE_SIZE)
        .offset((page - 1) * INVOICES_PAGE_SIZE);
      return {
        invoices: await Promise.all(rows.map(viewOf)),
        page,
        pageSize: INVOICES_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    /**
     * Short facts of each quote's latest invoice, cancelled ones included (payout pages: a
     * cancelled trip's invoice still names what was paid and refunded). No reader check.
     */
    async summariesForQuotes(quoteIds: number[]): Promise<InvoiceSummary[]> {
      if (quoteIds.length === 0) return [];
      const rows = await db
        .selectDistinctOn([invoices.quoteId])
        .from(invoices)
        .where(inArray(invoices.quoteId, [...new Set(quoteIds)]))
        .orderBy(invoices.quoteId, desc(invoices.id));
      return rows.map(summaryOf);
    },

    /**
     * Every quote's latest invoice of one agency, newest first, with its instalments (the
     * agency's payments page pages over these). No reader check: the caller names its agency.
     */
    async summariesForAgency(
      agencyId: number,
    ): Promise<(InvoiceSummary & { instalments: { id: number; label: string }[] })[]> {
      const rows = await db
        .selectDistinctOn([invoices.quoteId])
        .from(invoices)
        .where(eq(invoices.agentId, agencyId))
        .orderBy(invoices.quoteId, desc(invoices.id));
      if (rows.length === 0) return [];
      const parts = await db
        .select({
          id: invoiceInstalments.id,
          invoiceId: invoiceInstalments.invoiceId,
          label: invoiceInstalments.label,
        })
        .from(invoiceInstalments)
        .where(
          inArray(
            invoiceInstalments.invoiceId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(invoiceInstalments.position));
      return rows
        .sort((a, b) => b.id - a.id)
        .map((r) => ({
          ...summaryOf(r),
          instalments: parts
            .filter((p) => p.invoiceId === r.id)
            .map((p) => ({ id: p.id, label: p.label })),
        }));
    },

    /** The agency's invoices (its payments view), newest first. */
    async listForAgency(user: AuthenticatedUser, limit = 50) {
      const agencyId = await deps.agencyIdOf(user.id);
      if (user.role !== "agent" || agencyId === null) throw errors.invoiceNotFound();
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.agentId, agencyId))
        .orderBy(desc(invoices.id))
        .limit(limit);
      return Promise.all(rows.map(viewOf));
    },

    /**
     * A captured payment counted once (keyed on the payments module's order id) against the
     * instalment it paid. Returns whether anything changed and what the invoice is now.
     */
    async recordPayment(
      instalmentId: number,
      paymentRef: string,
      amountMinor: number,
    ): Promise<{ recorded: boolean; invoice: InvoiceView | null; firstPayment: boolean }> {
      const result = await db.transaction(async (tx) => {
        const [of] = await tx
          .select({ invoiceId: invoiceInstalments.invoiceId })
          .from(invoiceInstalments)
          .where(eq(invoiceInstalments.id, instalmentId))
          .limit(1);
        if (!of) return null;
        // Every payment of an invoice is counted under its row's lock, and the instalment is
        // read after it: two captures of one instalment add up instead of one overwriting.
        const [invoice] = await tx
          .select({ id: invoices.id, status: invoices.status })
          .from(invoices)
          .where(eq(invoices.id, of.invoiceId))
          .for("update");
        const [part] = await tx
          .select()
          .from(invoiceInstalments)
          .where(eq(invoiceInstalments.id, instalmentId));
        if (!invoice || !part) return null;
        const inserted = await tx
          .insert(invoicePayments)
          .values({ invoiceId: part.invoiceId, paymentRef, amountMinor, kind: "captured" })
          .onConflictDoNothing()
          .returning({ id: invoicePayments.id });
        if (inserted.length === 0)
          return { invoiceId: part.invoiceId, recorded: false, first: false };
        const [before] = await tx
          .select({ n: count() })
          .from(invoicePayments)
          .where(
            and(
              eq(invoicePayments.invoiceId, part.invoiceId),
              eq(invoicePayments.kind, "captured"),
            ),
          );
        // The money is counted on the instalment; it is paid once it is covered (a status
        // step), otherwise it stays due with what it has.
        const paid = part.paidMinor + amountMinor;
        const settled =
          paid >= part.amountMinor &&
          (await changeInstalmentStatus(tx, {
            instalment: part,
            event: "pay_in_full",
            actor: "system",
            set: { paidMinor: paid, paidAt: now() },
          }));
        if (!settled) {
          await tx
            .update(invoiceInstalments)
            .set({ paidMinor: paid })
            .where(eq(invoiceInstalments.id, part.id));
        }
        const parts = await tx
          .select({ status: invoiceInstalments.status })
          .from(invoiceInstalments)
          .where(eq(invoiceInstalments.invoiceId, part.invoiceId));
        // A cancelled invoice takes no step: the payment is counted and it stays cancelled.
        await changeInvoiceStatus(tx, {
          invoice,
          event: parts.every((p) => p.status === "paid") ? "pay_in_full" : "pay_part",
          actor: "system",
          at: now(),
        });
        return { invoiceId: part.invoiceId, recorded: true, first: (before?.n ?? 0) === 1 };
      });
      if (!result) return { recorded: false, invoice: null, firstPayment: false };
      return {
        recorded: result.recorded,
        firstPayment: result.first,
        invoice: await this.byId(result.invoiceId),
      };
    },

    /** Whether a captured payment (the payments module's order id) is counted on an invoice. */
    async paymentCounted(paymentRef: string): Promise<boolean> {
      const [row] = await db
        .select({ id: invoicePayments.id })
        .from(invoicePayments)
        .where(
          and(eq(invoicePayments.paymentRef, paymentRef), eq(invoicePayments.kind, "captured")),
        )
        .limit(1);
      return Boolean(row);
    },

    /** A processed refund counted once against the invoice (negative amount). */
    async recordRefund(
      invoiceId: number,
      refundRef: string,
      amountMinor: number,
    ): Promise<boolean> {
      const inserted = await db
        .insert(invoicePayments)
        .values({ invoiceId, paymentRef: refundRef, amountMinor: -amountMinor, kind: "refunded" })
        .onConflictDoNothing()
        .returning({ id: invoicePayments.id });
      return inserted.length > 0;
    },

    /**
     * A booking cancelled: the invoice is closed (its number stays taken) and, in the same
     * transaction, a credit note with the next number of the year's credit note series takes
     * off it what the agency does not keep: the refund and the instalments never paid, GST
     * reversed in proportion (decision 0118). Nothing to credit (the agency keeps everything)
     * gives no credit note. Idempotent: a second call answers the first credit note.
     */
    async cancelWithCreditNote(
      invoiceId: number,
      input: {
        paidMinor: number;
        refundMinor: number;
        refundPercent: number;
        reason: string;
        issuedBy: string;
      },
    ): Promise<CreditNoteView | null> {
      const row = await db.transaction(async (tx) => {
        const [invoice] = await tx
          .select()
          .from(invoices)
          .where(eq(invoices.id, invoiceId))
          .for("update");
        if (!invoice) throw errors.invoiceNotFound();
        const [existing] = await tx
          .select()
          .from(creditNotes)
          .where(eq(creditNotes.invoiceId, invoiceId))
          .limit(1);
        if (existing) return existing;
        const at = now();
        const cancelled = await changeInvoiceStatus(tx, {
          invoice,
          event: "cancel",
          actor: "system",
          at,
          set: { cancelledAt: at },
        });
        // Already cancelled (void, or closed before with nothing to credit): nothing to add.
        if (!cancelled) return null;
        const amounts = creditNoteAmounts({
          pricing: invoice.pricing,
          invoiceTotalMinor: invoice.totalMinor,
          paidMinor: input.paidMinor,
          refundMinor: input.refundMinor,
        });
        if (amounts.totalMinor <= 0) return null;
        const fy = financialYearOf(istDay(now()));
        await tx
          .insert(creditNoteCounters)
          .values({ financialYear: fy, last: 0 })
          .onConflictDoNothing();
        const locked = await tx.execute(
          sql`select last from credit_note_counters where financial_year = ${fy} for update`,
        );
        const last = Number(rowsOf(locked, lockedCounter)[0]?.last ?? 0);
        const sequence = last + 1;
        const [created] = await tx
          .insert(creditNotes)
          .values({
            number: `${CREDIT_NOTE_PREFIX}/${fy}/${String(sequence).padStart(6, "0")}`,
            financialYear: fy,
            sequence,
            invoiceId,
            quoteId: invoice.quoteId,
            tripId: invoice.tripId,
            agentId: invoice.agentId,
            travellerUserId: invoice.travellerUserId,
            currency: invoice.currency,
            reason: input.reason,
            refundPercent: input.refundPercent,
            paidMinor: amounts.paidMinor,
            refundMinor: amounts.refundMinor,
            uncollectedMinor: amounts.uncollectedMinor,
            totalMinor: amounts.totalMinor,
            lines: amounts.lines,
            issuedAt: now(),
            issuedBy: input.issuedBy,
          })
          .returning();
        if (!created) throw new Error("insert returned no row");
        await tx
          .update(creditNoteCounters)
          .set({ last: sequence })
          .where(eq(creditNoteCounters.financialYear, fy));
        return created;
      });
      return row ? creditNoteViewOf(row) : null;
    },

    /** A credit note if `user` may read it (its traveller, its agency, staff); 404 otherwise. */
    async creditNote(user: AuthenticatedUser, id: number): Promise<CreditNoteView> {
      const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id)).limit(1);
      if (!row || !(await mayRead(user, row))) throw errors.creditNoteNotFound();
      return creditNoteViewOf(row);
    },

    /** The trip's latest invoice, a cancelled one included; no reader check. */
    async latestForTrip(tripId: number): Promise<InvoiceView | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.tripId, tripId))
        .orderBy(desc(invoices.id))
        .limit(1);
      return row ? viewOf(row) : null;
    },

    /**
     * The quote's latest invoice, a cancelled one included (pages of a cancelled booking show
     * it with its credit note); no reader check.
     */
    async latestForQuote(quoteId: number): Promise<InvoiceView | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.quoteId, quoteId))
        .orderBy(desc(invoices.id))
        .limit(1);
      return row ? viewOf(row) : null;
    },

    /**
     * The money facts of each quote's latest invoice (a cancelled one included): total, paid,
     * refunded and the credit note's refund, in three queries for any number of quotes (the
     * booking states of a page's quotes, decision 0193). No reader check.
     */
    async bookingFactsOf(quoteIds: readonly number[]): Promise<Map<number, BookingInvoiceFacts>> {
      const out = new Map<number, BookingInvoiceFacts>();
      if (quoteIds.length === 0) return out;
      const latest = await db
        .selectDistinctOn([invoices.quoteId], {
          id: invoices.id,
          quoteId: invoices.quoteId,
          status: invoices.status,
          totalMinor: invoices.totalMinor,
        })
        .from(invoices)
        .where(inArray(invoices.quoteId, [...new Set(quoteIds)]))
        .orderBy(invoices.quoteId, desc(invoices.id));
      if (latest.length === 0) return out;
      const ids = latest.map((r) => r.id);
      const [sums, notes] = await Promise.all([
        db
          .select({
            invoiceId: invoicePayments.invoiceId,
            captured: sql<number>`coalesce(sum(case when kind = 'captured' then amount_minor end), 0)::int`,
            refunded: sql<number>`coalesce(-sum(case when kind = 'refunded' then amount_minor end), 0)::int`,
          })
          .from(invoicePayments)
          .where(inArray(invoicePayments.invoiceId, ids))
          .groupBy(invoicePayments.invoiceId),
        db
          .select({ invoiceId: creditNotes.invoiceId, refundMinor: creditNotes.refundMinor })
          .from(creditNotes)
          .where(inArray(creditNotes.invoiceId, ids)),
      ]);
      for (const row of latest) {
        const paid = sums.find((s) => s.invoiceId === row.id);
        out.set(row.quoteId, {
          totalMinor: row.totalMinor,
          paidMinor: Number(paid?.captured ?? 0),
          refundedMinor: Number(paid?.refunded ?? 0),
          refundDueMinor: notes.find((n) => n.invoiceId === row.id)?.refundMinor ?? 0,
          cancelled: row.status === "cancelled",
        });
      }
      return out;
    },

    /** Instalments still due on or before `day`, for reminders. */
    async dueInstalments(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(invoiceInstalments).where(inArray(invoiceInstalments.id, ids));
    },

    addDays,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
