// The pipeline board at /admin/leads (decision 0213): its query, shared by the page and the
// server, and the card it shows.
import { z } from "zod";
import { LEAD_BOARD_STATUSES, type LeadStatus } from "./lead-status";

/** Traffic types a request may come from (accounts §3 tracking cookies). */
export const LEAD_SOURCES = ["sem", "direct", "referral", "facebook", "organic"] as const;

/** Cards per column on the board; a column opened on its own pages by COLUMN_PAGE_SIZE. */
export const BOARD_CARDS_PER_COLUMN = 6;
export const COLUMN_PAGE_SIZE = 24;
/**
 * A filtered board counts each column (and its escalations) up to this many requests and shows
 * "1,000+" beyond (decision 0233): counting every match of a broad filter would read the table.
 */
export const BOARD_COUNT_CAP = 1_000;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Invalid Date")
  .refine((s) => !Number.isNaN(Date.parse(s)), "Invalid Date");

export const LeadBoardQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
  destination: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
  agent: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
  source: z.preprocess(blankToUndefined, z.enum(LEAD_SOURCES).optional()),
  /** Requests created on or after / on or before these days (UTC). */
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  escalated: z.preprocess(
    (v) => (v === "1" || v === "on" || v === true ? true : undefined),
    z.literal(true).optional(),
  ),
  /** One column opened on its own, paged. */
  column: z.preprocess(blankToUndefined, z.enum(LEAD_BOARD_STATUSES).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
export type LeadBoardQuery = z.infer<typeof LeadBoardQuery>;

export interface LeadCard {
  id: number;
  toLoc: string[];
  travelMonth: string;
  startDate: string | null;
  tripDays: number | null;
  adults: number;
  children: number;
  budgetLabel: string | null;
  quotesCount: number;
  travellerName: string;
  source: string | null;
  tripStatus: string;
  leadStatus: LeadStatus;
  createdAt: string;
  /** When the request's first quote is due (its SLA); null once it has one. */
  slaDueAt: string | null;
  /** No quote and past its SLA: the board's alert. */
  escalated: boolean;
}

export interface LeadColumn {
  status: LeadStatus;
  total: number;
  /** More than `total` match (a filtered count stops at BOARD_COUNT_CAP). */
  more: boolean;
  cards: LeadCard[];
}

export interface LeadBoard {
  columns: LeadColumn[];
  /** Requests past their SLA without a quote, among those the filters select. */
  escalatedTotal: number;
  /** More than `escalatedTotal` are escalated (counted up to BOARD_COUNT_CAP). */
  escalatedMore: boolean;
  slaHours: number;
}
