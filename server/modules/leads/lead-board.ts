import { LEAD_BOARD_STATUSES, type LeadStatus } from "../../../common/lead-status";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";
import {
  BOARD_CARDS_PER_COLUMN,
  BOARD_COUNT_CAP,
  COLUMN_PAGE_SIZE,
  type LeadBoard,
  type LeadBoardQuery,
  type LeadCard,
} from "../../../common/ops-board";
import type { Db } from "../../db";
import { boardColumnRows, boardCounts, boardTravellers, boardWhere } from "./lead-trip-joins";

type BoardRow = Awaited<ReturnType<typeof boardColumnRows>>[number];

/**
 * The pipeline board of operations (decision 0213): requests by lead status, each column read
 * along its index newest first (all columns in one statement), with the counts per column.
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
        travellers: await boardTravellers(db, query.q),
        destination: query.destination,
        agentId: query.agent,
        source: query.source,
        from: query.from,
        to: query.to,
        escalatedBefore: query.escalated ? cutoff : undefined,
      });
      const statuses: readonly LeadStatus[] = query.column ? [query.column] : LEAD_BOARD_STATUSES;
      const pageSize = query.column ? COLUMN_PAGE_SIZE : BOARD_CARDS_PER_COLUMN;
      const offset = query.column ? (query.page - 1) * pageSize : 0;
      // A filtered column is counted a few pages past the one shown (decision 0233).
      const cap = Math.max(BOARD_COUNT_CAP, offset + 4 * pageSize);
      // The counts and every column's cards, two statements side by side (decision 0238).
      const [counts, rows] = await Promise.all([
        boardCounts(db, statuses, where, cutoff, cap),
        boardColumnRows(db, statuses, where, { limit: pageSize, offset }),
      ]);
      const columns = statuses.map((status) => {
        const count = counts.columns.get(status) ?? { n: 0, more: false };
        return {
          status,
          total: count.n,
          more: count.more,
          cards: count.n
            ? rows.filter((r) => r.leadStatus === status).map((r) => card(r, cutoff))
            : [],
        };
      });
      return {
        columns,
        escalatedTotal: counts.escalated.n,
        escalatedMore: counts.escalated.more,
        slaHours: deps.quoteSlaHours,
        page: query.column ? query.page : 1,
        pageSize,
      };
    },
  };
}

export type LeadBoardService = ReturnType<typeof createLeadBoard>;
