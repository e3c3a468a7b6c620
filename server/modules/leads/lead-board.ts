import { LEAD_BOARD_STATUSES, type LeadStatus } from "../../../common/lead-status";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";
import {
  BOARD_CARDS_PER_COLUMN,
  COLUMN_PAGE_SIZE,
  type LeadBoard,
  type LeadBoardQuery,
  type LeadCard,
} from "../../../common/ops-board";
import type { Db } from "../../db";
import { boardColumnRows, boardCounts, boardWhere } from "./lead-trip-joins";

type BoardRow = Awaited<ReturnType<typeof boardColumnRows>>[number];

/**
 * The pipeline board of operations (decision 0213): requests by lead status, each column read
 * along its index newest first, with the counts per column in one grouped statement.
 */
export function createLeadBoard(deps: { db: Db; now: () => Date; quoteSlaHours: number }) {
  const { db, now } = deps;
  const slaMs = deps.quoteSlaHours * 3_600_000;

  function card(row: BoardRow, cutoff: Date): LeadCard {
    const noQuote = row.quotesCount === 0 && row.status === "Active";
    return {
      id: row.id,
      toLoc: row.toLoc,
      travelMonth: row.travelMonth,
      startDate: row.startDate,
      tripDays: row.tripDays,
      adults: row.adults,
      children: row.children,
      budgetLabel:
        row.budgetMinor == null
          ? null
          : formatMoney({
              amountMinor: row.budgetMinor,
              currency: (row.budgetCurrency ?? "INR") as CurrencyCode,
            }),
      quotesCount: row.quotesCount,
      travellerName: row.travellerName ?? "",
      source: row.attribution?.traffic_type ?? null,
      tripStatus: row.status,
      leadStatus: row.leadStatus,
      createdAt: row.createdAt.toISOString(),
      slaDueAt: noQuote ? new Date(row.createdAt.getTime() + slaMs).toISOString() : null,
      escalated: noQuote && row.createdAt < cutoff,
    };
  }

  return {
    /** The board, or one column paged when `query.column` names it. */
    async board(query: LeadBoardQuery): Promise<LeadBoard & { page: number; pageSize: number }> {
      const cutoff = new Date(now().getTime() - slaMs);
      const where = boardWhere({
        q: query.q,
        destination: query.destination,
        agentId: query.agent,
        source: query.source,
        from: query.from,
        to: query.to,
        escalatedBefore: query.escalated ? cutoff : undefined,
      });
      const counts = await boardCounts(db, where, cutoff);
      const statuses: readonly LeadStatus[] = query.column ? [query.column] : LEAD_BOARD_STATUSES;
      const pageSize = query.column ? COLUMN_PAGE_SIZE : BOARD_CARDS_PER_COLUMN;
      const offset = query.column ? (query.page - 1) * pageSize : 0;
      const columns = [];
      for (const status of statuses) {
        const total = counts.find((c) => c.status === status)?.n ?? 0;
        const rows = total
          ? await boardColumnRows(db, status, where, { limit: pageSize, offset })
          : [];
        columns.push({ status, total, cards: rows.map((r) => card(r, cutoff)) });
      }
      return {
        columns,
        escalatedTotal: counts.reduce((sum, c) => sum + c.escalated, 0),
        slaHours: deps.quoteSlaHours,
        page: query.column ? query.page : 1,
        pageSize,
      };
    },
  };
}

export type LeadBoardService = ReturnType<typeof createLeadBoard>;
