import {
  type AgencyPayment,
  type AgencyPaymentsPage,
  type AgencyPaymentsQuery,
  type AgencyQuoteMoney,
  type MoneyTotals,
  PAYOUTS_PAGE_SIZE,
  type PayoutRelease,
  type PayoutState,
  type ReleasePayoutInput,
  type StaffPayoutRow,
  type StaffPayoutsPage,
  type StaffPayoutsQuery,
} from "../../common/payouts";
import { type AuthenticatedUser, isStaff } from "../../common/roles";
import type { DomainEvents } from "../events/domain-events";
import { AppError } from "../lib/errors";
import type { InvoiceSummary, InvoicesService } from "../modules/invoices";
import type { PaymentsModule, PayoutPosition, PayoutReleaseEntry } from "../modules/payments";
import { QUOTE_INSTALMENT, quoteLedgerReference } from "./pay-quote-instalment";

// Agency payouts (issue 11 §5, §8; docs/decisions/0102): staff release a held payout with a
// reason; staff list every agency's payouts; an agency reads its own payments, commission and
// payouts across all its quotes. Amounts come from the payments module's ledger; trip, traveller
// and instalment names from the invoices module.

export interface AgencyPayoutsDeps {
  invoices: Pick<InvoicesService, "summariesForQuotes" | "summariesForAgency">;
  payments: Pick<PaymentsModule, "ledger" | "ordersForMany" | "refundsForOrders">;
  events: Pick<DomainEvents, "publish">;
  agencyIdOf(userId: string): Promise<number | null>;
}

const QUOTE_PREFIX = "quote:";

const staffOnly = () =>
  new AppError("forbidden", "staff_only", "Only operations staff can release payouts.");
const notFound = () =>
  new AppError("not_found", "payout_not_found", "We could not find a payout for this quote.");

const quoteIdOf = (reference: string) => Number(reference.slice(QUOTE_PREFIX.length));

function stateOf(p: Pick<PayoutPosition, "heldMinor" | "releasedMinor">): PayoutState {
  if (p.heldMinor > 0) return "held";
  if (p.releasedMinor > 0) return "released";
  return "refunded";
}

function releaseView(r: PayoutReleaseEntry): PayoutRelease {
  return {
    at: r.at.toISOString(),
    amountMinor: r.amountMinor,
    reason: r.memo,
    by: r.staffUserId ? "staff" : "vouchers",
  };
}

function page<T>(items: T[], n: number) {
  return items.slice((n - 1) * PAYOUTS_PAGE_SIZE, n * PAYOUTS_PAGE_SIZE);
}

export interface ReleaseResult {
  quoteId: number;
  agencyId: number;
  releasedMinor: number;
  currency: string;
  /** The same idempotency key again: nothing moved, the first release is answered. */
  replayed: boolean;
}

/**
 * Staff release what is held for an agency on one quote (vouchers are late, a supplier was paid
 * directly): one `payout_release` journal under the ledger's lock, the reason as its memo, the
 * staff member in its key. Refused when nothing is held, with the reason why; the same
 * idempotency key twice answers the first release. The agency is told by `payout.released`.
 */
export async function releasePayoutByStaff(
  deps: AgencyPayoutsDeps,
  user: AuthenticatedUser,
  quoteId: number,
  input: ReleasePayoutInput,
  idempotencyKey?: string,
): Promise<ReleaseResult> {
  if (!isStaff(user.role)) throw staffOnly();
  const [invoice] = await deps.invoices.summariesForQuotes([quoteId]);
  if (!invoice) throw notFound();
  const reference = quoteLedgerReference(quoteId);
  const { releasedMinor, replayed } = await deps.payments.ledger.releasePayout({
    agencyId: invoice.agentId,
    reference,
    currency: invoice.currency,
    memo: input.reason,
    idempotencyKey,
    actor: user.id,
  });
  const result = {
    quoteId,
    agencyId: invoice.agentId,
    releasedMinor,
    currency: invoice.currency,
    replayed,
  };
  if (replayed) return result;
  if (releasedMinor === 0) {
    const position = (
      await deps.payments.ledger.payoutPositions({
        referencePrefix: reference,
        agencyId: invoice.agentId,
      })
    ).find((p) => p.reference === reference && p.currency === invoice.currency);
    if (invoice.status === "cancelled")
      throw new AppError(
        "conflict",
        "payout_refunded",
        "This trip was cancelled and refunded: nothing is held to release.",
      );
    if ((position?.releasedMinor ?? 0) > 0)
      throw new AppError(
        "conflict",
        "payout_already_released",
        "This payout has already been released: nothing is held any more.",
      );
    throw new AppError(
      "conflict",
      "payout_nothing_held",
      "Nothing is held for this quote: no payment has been captured yet.",
    );
  }
  await deps.events.publish("payout.released", {
    agentId: invoice.agentId,
    quoteId,
    tripId: invoice.tripId,
    releasedMinor,
    currency: invoice.currency,
    by: "staff",
    actorUserId: user.id,
    reason: input.reason,
  });
  return result;
}

/** Staff's payouts page: every agency's payouts per quote, held first, with per-agency sums. */
export async function staffPayouts(
  deps: AgencyPayoutsDeps,
  user: AuthenticatedUser,
  query: StaffPayoutsQuery,
): Promise<StaffPayoutsPage> {
  if (!isStaff(user.role)) throw staffOnly();
  const positions = await deps.payments.ledger.payoutPositions({ referencePrefix: QUOTE_PREFIX });
  const summaries = new Map(
    (await deps.invoices.summariesForQuotes(positions.map((p) => quoteIdOf(p.reference)))).map(
      (s) => [s.quoteId, s],
    ),
  );
  const counts: Record<PayoutState, number> = { held: 0, released: 0, refunded: 0 };
  const rows = positions.map((p) => {
    const state = stateOf(p);
    counts[state] += 1;
    return { p, state, summary: summaries.get(quoteIdOf(p.reference)) };
  });
  const order: Record<PayoutState, number> = { held: 0, released: 1, refunded: 2 };
  const chosen = rows
    .filter((r) => !query.status || r.state === query.status)
    .sort(
      (a, b) =>
        order[a.state] - order[b.state] || quoteIdOf(b.p.reference) - quoteIdOf(a.p.reference),
    );
  const shown = page(chosen, query.page);
  const releases = await deps.payments.ledger.releasesOf(shown.map((r) => r.p.reference));
  const agencies = new Map<string, StaffPayoutsPage["agencies"][number]>();
  for (const { p, summary } of rows) {
    const key = `${p.agencyId}|${p.currency}`;
    const sum = agencies.get(key) ?? {
      agencyId: p.agencyId,
      agencyName: summary?.agencyName ?? `Agency ${p.agencyId}`,
      currency: p.currency,
      heldMinor: 0,
      releasedMinor: 0,
    };
    sum.heldMinor += p.heldMinor;
    sum.releasedMinor += p.releasedMinor;
    agencies.set(key, sum);
  }
  return {
    rows: shown.map(
      ({ p, state, summary }): StaffPayoutRow => ({
        agencyId: p.agencyId,
        agencyName: summary?.agencyName ?? `Agency ${p.agencyId}`,
        quoteId: quoteIdOf(p.reference),
        tripId: summary?.tripId ?? null,
        invoiceNumber: summary?.number ?? null,
        tripTitle: summary?.tripTitle ?? p.reference,
        travellerName: summary?.travellerName ?? "",
        invoiceStatus: summary?.status ?? null,
        currency: p.currency,
        heldMinor: p.heldMinor,
        releasedMinor: p.releasedMinor,
        commissionMinor: p.commissionMinor,
        state,
        releases: releases
          .filter((r) => r.reference === p.reference && r.agencyId === p.agencyId)
          .map(releaseView),
      }),
    ),
    page: query.page,
    pageSize: PAYOUTS_PAGE_SIZE,
    total: chosen.length,
    counts,
    agencies: [...agencies.values()].sort(
      (a, b) => b.heldMinor - a.heldMinor || a.agencyName.localeCompare(b.agencyName),
    ),
  };
}

/**
 * The agency's payments page: every invoiced quote of the agent's own agency (never another's:
 * the agency comes from the signed-in user, not the request), its traveller payments with their
 * gateway state and refunds, the commission withheld and the payout, plus totals.
 */
export async function agencyPayments(
  deps: AgencyPayoutsDeps,
  user: AuthenticatedUser,
  query: AgencyPaymentsQuery,
): Promise<AgencyPaymentsPage> {
  const agencyId = user.role === "agent" ? await deps.agencyIdOf(user.id) : null;
  if (agencyId === null)
    throw new AppError("forbidden", "agents_only", "Only a travel agent can do this.");
  const [invoices, positions] = await Promise.all([
    deps.invoices.summariesForAgency(agencyId),
    deps.payments.ledger.payoutPositions({ referencePrefix: QUOTE_PREFIX, agencyId }),
  ]);
  const instalmentLabel = new Map<string, { label: string; quoteId: number }>();
  for (const invoice of invoices)
    for (const i of invoice.instalments)
      instalmentLabel.set(String(i.id), { label: i.label, quoteId: invoice.quoteId });
  const orders = await deps.payments.ordersForMany(QUOTE_INSTALMENT, [...instalmentLabel.keys()]);
  const ordersOf = new Map<number, typeof orders>();
  for (const order of orders) {
    const quoteId = instalmentLabel.get(order.bookableId)?.quoteId;
    if (quoteId === undefined) continue;
    ordersOf.set(quoteId, [...(ordersOf.get(quoteId) ?? []), order]);
  }
  const positionOf = new Map(positions.map((p) => [`${p.reference}|${p.currency}`, p]));

  const counts: AgencyPaymentsPage["counts"] = { held: 0, released: 0, refunded: 0, unpaid: 0 };
  const totals = new Map<string, MoneyTotals>();
  const rows = invoices.map((invoice) => {
    const mine = ordersOf.get(invoice.quoteId) ?? [];
    const position = positionOf.get(`${quoteLedgerReference(invoice.quoteId)}|${invoice.currency}`);
    // A duplicate capture is the traveller's, refunded in full: not the agency's (0189).
    const captured = mine.filter((o) => o.capturedMinor > 0 && o.duplicateOf === null);
    const state: AgencyQuoteMoney["state"] =
      captured.length === 0 && !position
        ? "unpaid"
        : stateOf(position ?? { heldMinor: 0, releasedMinor: 0 });
    counts[state] += 1;
    const sum = totals.get(invoice.currency) ?? {
      currency: invoice.currency,
      receivedMinor: 0,
      refundedMinor: 0,
      commissionMinor: 0,
      heldMinor: 0,
      releasedMinor: 0,
    };
    const receivedMinor = captured.reduce((s, o) => s + o.capturedMinor, 0);
    const refundedMinor = captured.reduce((s, o) => s + o.refundedMinor, 0);
    sum.receivedMinor += receivedMinor;
    sum.refundedMinor += refundedMinor;
    sum.commissionMinor += position?.commissionMinor ?? 0;
    sum.heldMinor += position?.heldMinor ?? 0;
    sum.releasedMinor += position?.releasedMinor ?? 0;
    totals.set(invoice.currency, sum);
    return { invoice, orders: mine, position, state, receivedMinor, refundedMinor };
  });
  const chosen = rows.filter((r) => !query.status || r.state === query.status);
  const shown = page(chosen, query.page);
  const [refunds, releases] = await Promise.all([
    deps.payments.refundsForOrders(shown.flatMap((r) => r.orders.map((o) => o.id))),
    deps.payments.ledger.releasesOf(shown.map((r) => quoteLedgerReference(r.invoice.quoteId))),
  ]);
  return {
    quotes: shown.map((r) => agencyQuote(r, refunds, releases, instalmentLabel, agencyId)),
    page: query.page,
    pageSize: PAYOUTS_PAGE_SIZE,
    total: chosen.length,
    counts,
    totals: [...totals.values()],
  };
}

function agencyQuote(
  r: {
    invoice: InvoiceSummary;
    orders: Awaited<ReturnType<AgencyPayoutsDeps["payments"]["ordersForMany"]>>;
    position: PayoutPosition | undefined;
    state: AgencyQuoteMoney["state"];
    receivedMinor: number;
    refundedMinor: number;
  },
  refunds: Awaited<ReturnType<AgencyPayoutsDeps["payments"]["refundsForOrders"]>>,
  releases: PayoutReleaseEntry[],
  instalments: Map<string, { label: string }>,
  agencyId: number,
): AgencyQuoteMoney {
  const reference = quoteLedgerReference(r.invoice.quoteId);
  const payments: AgencyPayment[] = r.orders
    .slice()
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((o) => ({
      orderId: o.id,
      at: (o.capturedAt ?? o.createdAt).toISOString(),
      instalment: instalments.get(o.bookableId)?.label ?? "Payment",
      amountMinor: o.amountMinor,
      status: o.status,
      paidTwice: o.duplicateOf !== null,
      method: o.method,
      refunds: refunds
        .filter((f) => f.orderId === o.id)
        .map((f) => ({
          amountMinor: f.amountMinor,
          status: f.status,
          at: (f.processedAt ?? f.createdAt).toISOString(),
        })),
    }));
  return {
    quoteId: r.invoice.quoteId,
    tripId: r.invoice.tripId,
    invoiceNumber: r.invoice.number,
    invoiceStatus: r.invoice.status,
    tripTitle: r.invoice.tripTitle,
    travellerName: r.invoice.travellerName,
    travelDate: r.invoice.travelDate,
    currency: r.invoice.currency,
    totalMinor: r.invoice.totalMinor,
    payments,
    receivedMinor: r.receivedMinor,
    refundedMinor: r.refundedMinor,
    commissionMinor: r.position?.commissionMinor ?? 0,
    heldMinor: r.position?.heldMinor ?? 0,
    releasedMinor: r.position?.releasedMinor ?? 0,
    state: r.state,
    releases: releases
      .filter((x) => x.reference === reference && x.agencyId === agencyId)
      .map(releaseView),
    leadUrl: `/agents/dashboard/leads/${r.invoice.tripId}`,
  };
}
