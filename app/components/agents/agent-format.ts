import { DEFAULT_TIME_ZONE, formatRelative, NOUNS, plural } from "../../../common/format";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";
import type { CancellationRule, LeadStage } from "../../../common/quotes";

// Display rules of the agent workspace, kept out of the components so they read the same on the
// server and in every browser (common/format.ts; times relative to the loader's clock, not the
// browser's).

export const STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  quoted: "Quoted",
  chosen: "Chosen",
  invoiced: "Invoiced",
  paid: "Paid",
  converted: "Converted",
  lost: "Lost",
};

/** What an empty inbox tab tells the agent, stage by stage. */
export const STAGE_EMPTY: Record<LeadStage | "all", { title: string; body: string }> = {
  all: {
    title: "No leads assigned yet",
    body: "When travellers post trip requests for your destinations, they appear here for you to quote.",
  },
  new: {
    title: "No new leads waiting",
    body: "Every lead routed to you has a quote. New requests for your destinations land here first.",
  },
  quoted: {
    title: "No quotes out with travellers",
    body: "Leads move here once you send a quote, until the traveller chooses, declines or asks for changes.",
  },
  chosen: {
    title: "No chosen quotes yet",
    body: "When a traveller accepts one of your quotes and asks for an invoice, the lead shows here.",
  },
  invoiced: {
    title: "Nothing invoiced",
    body: "Leads wait here between the invoice and the traveller's first payment.",
  },
  paid: {
    title: "No payments received yet",
    body: "Leads with a payment received and the trip not yet completed show here.",
  },
  converted: {
    title: "No converted trips yet",
    body: "Trips that were booked and paid in full with you are kept here.",
  },
  lost: {
    title: "No lost leads",
    body: "Declined, withdrawn or expired leads, and trips the traveller booked elsewhere, show here.",
  },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function durationText(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ${Math.floor((ms % HOUR) / MINUTE)} min`;
  const days = Math.floor(ms / DAY);
  return `${plural(days, NOUNS.day)} ${Math.floor((ms % DAY) / HOUR)} h`;
}

export type Urgency = "none" | "ok" | "soon" | "overdue";

/**
 * Time left to quote before the lead goes to the next agent. Under 4 hours is "soon" so the
 * row stands out while there is still time to act.
 */
export function timeLeftToQuote(
  respondBy: string | null,
  now: string,
): { label: string; urgency: Urgency } {
  if (!respondBy) return { label: "No deadline", urgency: "none" };
  const left = Date.parse(respondBy) - Date.parse(now);
  if (Number.isNaN(left)) return { label: "No deadline", urgency: "none" };
  if (left <= 0) return { label: "Time to quote is over", urgency: "overdue" };
  return { label: `${durationText(left)} left`, urgency: left < 4 * HOUR ? "soon" : "ok" };
}

/** "just now", "25 min ago", "3 h ago", "yesterday", "4 days ago" (common/format.ts). */
export function timeAgo(iso: string, now: string, zone: string = DEFAULT_TIME_ZONE): string {
  return Number.isNaN(Date.parse(iso)) ? "" : formatRelative(iso, now, zone);
}

/** The date of the itinerary's day at `index` (0-based) from the trip's start, in UTC. */
export function itineraryDate(startDate: string | null, index: number): string | null {
  if (!startDate) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  return new Date(start + index * DAY).toISOString().slice(0, 10);
}

export interface RefundRow {
  /** "30 or more days before travel", "Less than 7 days before travel". */
  when: string;
  refundPercent: number;
  /** The refund on the quote's total, when one was computed by the server. */
  refund: string | null;
}

/**
 * The cancellation schedule as a traveller reads it, from the earliest cancellation to the
 * latest, with what each band refunds of the total. Rules with the same days keep the first.
 * The band below the smallest `daysBefore` refunds nothing.
 */
export function refundPreview(
  rules: readonly CancellationRule[],
  total: { amountMinor: number; currency: CurrencyCode } | null,
): RefundRow[] {
  const seen = new Set<number>();
  const sorted = [...rules]
    .filter((rule) => {
      if (seen.has(rule.daysBefore)) return false;
      seen.add(rule.daysBefore);
      return true;
    })
    .sort((a, b) => b.daysBefore - a.daysBefore);
  const refundOf = (percent: number) =>
    total
      ? formatMoney({
          amountMinor: Math.floor((total.amountMinor * percent) / 100),
          currency: total.currency,
        })
      : null;
  const rows: RefundRow[] = sorted.map((rule) => ({
    when:
      rule.daysBefore === 0
        ? "Up to the day of travel"
        : `${rule.daysBefore} or more days before travel`,
    refundPercent: rule.refundPercent,
    refund: refundOf(rule.refundPercent),
  }));
  const last = sorted[sorted.length - 1];
  if (last && last.daysBefore > 0) {
    rows.push({
      when: `Less than ${plural(last.daysBefore, NOUNS.day)} before travel`,
      refundPercent: 0,
      refund: refundOf(0),
    });
  }
  return rows;
}

export function money(amountMinor: number, currency: CurrencyCode): string {
  return formatMoney({ amountMinor, currency });
}

/** "₹42,000 / adult · ₹21,000 / child". */
export function perTravellerLabel(
  pricePerAdultMinor: number,
  pricePerChildMinor: number,
  currency: CurrencyCode,
  children: number,
): string {
  const adult = `${money(pricePerAdultMinor, currency)} / adult`;
  return children > 0 ? `${adult} · ${money(pricePerChildMinor, currency)} / child` : adult;
}
