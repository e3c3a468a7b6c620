import { z } from "zod";

// The analytics page's inputs and views (decision 0215), shared by its loader, its CSV
// downloads and the service that answers them.

export const ANALYTICS_PRESETS = ["7d", "30d", "90d", "ytd", "custom"] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

export const ANALYTICS_PRESET_LABELS: Record<AnalyticsPreset, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  ytd: "This year",
  custom: "Custom",
};

/** The longest custom period: two years, so a query stays bound by its index. */
export const ANALYTICS_MAX_DAYS = 731;

/** 2026-02-30 parses (as 2 March): a real day is one that prints back the same. */
function isRealDay(s: string): boolean {
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-03-31.")
  .refine(isRealDay, "That date does not exist.");

/** ?period=30d, or ?period=custom&from=2026-01-01&to=2026-03-31 (both days included). */
export const AnalyticsQuery = z
  .object({
    period: z.enum(ANALYTICS_PRESETS).catch("30d"),
    from: isoDay.optional().or(z.literal("").transform(() => undefined)),
    to: isoDay.optional().or(z.literal("").transform(() => undefined)),
  })
  .superRefine((q, ctx) => {
    if (q.period !== "custom") return;
    if (!q.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Choose a start date." });
    if (!q.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose an end date." });
    if (!q.from || !q.to || !isRealDay(q.from) || !isRealDay(q.to)) return;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
    if (days < 1) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date is before the start." });
    } else if (days > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `Choose at most ${ANALYTICS_MAX_DAYS} days.`,
      });
    }
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** A half-open UTC range [from, to). */
export interface AnalyticsRange {
  from: Date;
  to: Date;
}

export interface AnalyticsPeriod {
  preset: AnalyticsPreset;
  label: string;
  current: AnalyticsRange;
  previous: AnalyticsRange;
  /** First and last day shown, YYYY-MM-DD. */
  fromDay: string;
  toDay: string;
  previousFromDay: string;
  previousToDay: string;
}

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const startOfDay = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * The period asked for and the one it is compared with: the same number of days just before
 * it, except "this year", compared with the same days of last year (seasonal travel makes the
 * days just before January meaningless to compare with).
 */
export function analyticsPeriodOf(query: AnalyticsQuery, now: Date): AnalyticsPeriod {
  const tomorrow = new Date(startOfDay(now).getTime() + DAY_MS);
  let current: AnalyticsRange;
  let previous: AnalyticsRange;
  if (query.period === "custom" && query.from && query.to) {
    const from = new Date(`${query.from}T00:00:00Z`);
    const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
    current = { from, to };
    const span = to.getTime() - from.getTime();
    previous = { from: new Date(from.getTime() - span), to: from };
  } else if (query.period === "ytd") {
    const year = now.getUTCFullYear();
    current = { from: new Date(Date.UTC(year, 0, 1)), to: tomorrow };
    const lastYear = (d: Date) =>
      new Date(Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), d.getUTCDate()));
    previous = { from: lastYear(current.from), to: lastYear(current.to) };
  } else {
    const days = query.period === "7d" ? 7 : query.period === "90d" ? 90 : 30;
    current = { from: new Date(tomorrow.getTime() - days * DAY_MS), to: tomorrow };
    previous = { from: new Date(current.from.getTime() - days * DAY_MS), to: current.from };
  }
  return {
    preset: query.period,
    label: ANALYTICS_PRESET_LABELS[query.period],
    current,
    previous,
    fromDay: dayOf(current.from),
    toDay: dayOf(new Date(current.to.getTime() - DAY_MS)),
    previousFromDay: dayOf(previous.from),
    previousToDay: dayOf(new Date(previous.to.getTime() - DAY_MS)),
  };
}

export interface FunnelStepView {
  step: string;
  count: number;
  previousCount: number;
  /** Share of the step before that reached this one (0..1); null first and after an empty step. */
  conversion: number | null;
  /** Median hours from the step before (marketplace funnel only). */
  medianHours: number | null;
}

export interface MoneyBucket {
  /** Start of the week (Monday) or month, YYYY-MM-DD. */
  bucket: string;
  bookings: number;
  bookingValueMinor: number;
  revenueMinor: number;
  commissionMinor: number;
}

export interface MoneyBreakdownRow extends Omit<MoneyBucket, "bucket"> {
  key: string;
}

export interface MoneyTotals extends Omit<MoneyBucket, "bucket"> {
  requests: number;
}

export interface AgentScorecard {
  agentId: number;
  agency: string;
  leads: number;
  quotedLeads: number;
  medianFirstResponseHours: number | null;
  quotesPerLead: number;
  won: number;
  /** Won leads over leads (0..1). */
  conversion: number;
  /** Average rating out of 5, null when unrated. */
  rating: number | null;
  slaMisses: number;
}

export interface AnalyticsReport {
  period: AnalyticsPeriod;
  totals: { current: MoneyTotals; previous: MoneyTotals };
  leadFunnel: FunnelStepView[];
  marketplaceFunnel: FunnelStepView[];
  weekly: MoneyBucket[];
  monthly: MoneyBucket[];
  byDestination: MoneyBreakdownRow[];
  bySource: MoneyBreakdownRow[];
  scorecards: AgentScorecard[];
}

export const ANALYTICS_TABLES = [
  "lead-funnel",
  "marketplace-funnel",
  "weekly",
  "monthly",
  "destinations",
  "sources",
  "agents",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
