import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { Db } from "../../db";
import { unbalancedJournal } from "./payments.errors";
import { ledgerEntries, ledgerJournals } from "./payments.schema";
import type { Allocation, LedgerLine } from "./payments.types";

/**
 * The double-entry ledger (docs/decisions/0122). Every movement of money is one journal whose
 * lines sum to zero per currency, written in the same transaction as the change that caused it,
 * so the balances of all accounts always sum to zero. Debits are positive, credits negative:
 * `gateway` (money the gateway holds for us) grows positive; what we owe others grows negative.
 */
export const LEDGER_ACCOUNTS = {
  /** Money at the payment gateway (captured, not yet settled or refunded). */
  gateway: "gateway",
  /** What travellers paid, until it is allocated (the same journal allocates it at capture). */
  travellerClearing: "traveller_clearing",
  /** The platform's commission on agency trips. */
  platformCommission: "platform_commission",
  /** Default allocation: the platform keeps the whole amount (e.g. its own inventory). */
  platformRevenue: "platform_revenue",
  /** Refunds asked of the gateway and not yet processed. */
  refundsPending: "refunds_pending",
  /**
   * What a payer paid for a bookable another order had already paid (decision 0189): owed
   * back in full, never the bookable's money; its refund takes it from here.
   */
  duplicatePayments: "duplicate_payments",
  /** Owed to an agency and free to pay out. */
  agentPayable: (agencyId: number | string) => `agent_payable:${agencyId}`,
  /** Owed to an agency but held until its vouchers are uploaded (issue 11 §5). */
  agentPayoutHold: (agencyId: number | string) => `agent_payout_hold:${agencyId}`,
  /** Owed to a supplier of our own inventory (hotels). */
  supplierPayable: (supplier: string) => `supplier_payable:${supplier}`,
} as const;

const ACCOUNT = /^[a-z][a-z_]{1,39}(:[A-Za-z0-9_-]{1,64})?$/;

export function isLedgerAccount(account: string): boolean {
  return ACCOUNT.test(account);
}

export interface PostJournalInput {
  /** Unique: posting the same key again does nothing (answers posted: false). */
  journalKey: string;
  /** capture | allocation | refund_pending | refund_processed | refund_failed | payout_release | … */
  kind: string;
  /** Groups lines: `quote:12`, `hotel_booking:7`. Payout holds are released per reference. */
  reference: string;
  currency: string;
  lines: LedgerLine[];
  memo?: string;
}

export interface PayoutPosition {
  agencyId: number;
  reference: string;
  currency: string;
  /** Still held for the agency (positive). */
  heldMinor: number;
  /** Released to the agency's payable account, net of refunds taken back from it. */
  releasedMinor: number;
  /** The platform's commission on the same reference, net of refunds. */
  commissionMinor: number;
}

export interface PayoutReleaseEntry {
  reference: string;
  agencyId: number;
  at: Date;
  amountMinor: number;
  memo: string;
  /** The staff member who released it; null for a release by vouchers. */
  staffUserId: string | null;
}

export interface AccountBalance {
  account: string;
  currency: string;
  balanceMinor: number;
}

/** Splits an agency trip's amount: the platform's commission, the rest held for the agency. */
export function agencySplit(input: {
  amountMinor: number;
  agencyId: number | string;
  /** Basis points of the amount (1000 = 10%); rounded half up to a whole paisa. */
  commissionBps: number;
  /** Hold the agency's share until vouchers (default true) or make it payable at once. */
  hold?: boolean;
}): Allocation[] {
  const { amountMinor, agencyId, commissionBps } = input;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError("amountMinor must be a positive integer");
  }
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000) {
    throw new RangeError("commissionBps must be an integer from 0 to 10000");
  }
  const commission = Math.floor((amountMinor * commissionBps + 5_000) / 10_000);
  const agencyShare = amountMinor - commission;
  const agencyAccount =
    input.hold === false
      ? LEDGER_ACCOUNTS.agentPayable(agencyId)
      : LEDGER_ACCOUNTS.agentPayoutHold(agencyId);
  return [
    { account: LEDGER_ACCOUNTS.platformCommission, amountMinor: commission },
    { account: agencyAccount, amountMinor: agencyShare },
  ].filter((a) => a.amountMinor > 0);
}

/**
 * `amountMinor` spread over `parts` in proportion to their amounts, in whole minor units that
 * sum exactly to `amountMinor` (largest remainders get the leftover units).
 */
export function prorate(parts: Allocation[], amountMinor: number): Allocation[] {
  const total = parts.reduce((s, p) => s + p.amountMinor, 0);
  if (total <= 0) throw new RangeError("nothing to prorate over");
  const exact = parts.map((p) => (p.amountMinor * amountMinor) / total);
  const floors = exact.map((x) => Math.floor(x));
  let left = amountMinor - floors.reduce((s, x) => s + x, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return parts
    .map((p, i) => ({ account: p.account, amountMinor: floors[i] ?? 0 }))
    .filter((p) => p.amountMinor > 0);
}

export function assertBalanced(lines: LedgerLine[]): void {
  if (lines.length < 2) throw unbalancedJournal("a journal needs at least two lines");
  let sum = 0;
  for (const line of lines) {
    if (!isLedgerAccount(line.account)) throw unbalancedJournal(`bad account ${line.account}`);
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw unbalancedJournal("every line is a nonzero integer of minor units");
    }
    sum += line.amountMinor;
  }
  if (sum !== 0) throw unbalancedJournal(`lines sum to ${sum}, not zero`);
}

/** Writes one journal inside `tx`; the same journalKey twice posts once. */
export async function postJournal(
  tx: Db,
  input: PostJournalInput,
): Promise<{ posted: boolean; journalId: number | null }> {
  assertBalanced(input.lines);
  const inserted = await tx
    .insert(ledgerJournals)
    .values({
      journalKey: input.journalKey,
      kind: input.kind,
      reference: input.reference,
      memo: input.memo ?? "",
    })
    .onConflictDoNothing({ target: ledgerJournals.journalKey })
    .returning({ id: ledgerJournals.id });
  const journal = inserted[0];
  if (!journal) return { posted: false, journalId: null };
  await tx.insert(ledgerEntries).values(
    input.lines.map((line) => ({
      journalId: journal.id,
      account: line.account,
      amountMinor: line.amountMinor,
      currency: input.currency,
      reference: input.reference,
    })),
  );
  return { posted: true, journalId: journal.id };
}

async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export function createLedger(db: Db) {
  async function balance(
    account: string,
    filter: { reference?: string; currency?: string } = {},
    on: Db = db,
  ): Promise<number> {
    const conditions = [eq(ledgerEntries.account, account)];
    if (filter.reference) conditions.push(eq(ledgerEntries.reference, filter.reference));
    if (filter.currency) conditions.push(eq(ledgerEntries.currency, filter.currency));
    const [row] = await on
      .select({ sum: sql<string | number | null>`sum(${ledgerEntries.amountMinor})` })
      .from(ledgerEntries)
      .where(and(...conditions));
    return Number(row?.sum ?? 0);
  }

  const ledger = {
    accounts: LEDGER_ACCOUNTS,
    agencySplit,
    prorate,

    /** Posts one balanced journal in its own transaction (or in `tx`). Idempotent on journalKey. */
    async post(input: PostJournalInput, tx?: Db) {
      if (tx) return postJournal(tx, input);
      return db.transaction((t) => postJournal(t as unknown as Db, input));
    },

    /** The balance of one account (debits positive), optionally for one reference. */
    balance: (account: string, filter: { reference?: string; currency?: string } = {}) =>
      balance(account, filter),

    /** Balances of every account, or of those starting with `prefix` (`agent_payable:`). */
    async balances(
      filter: { prefix?: string; reference?: string } = {},
    ): Promise<AccountBalance[]> {
      const conditions = [];
      if (filter.prefix) conditions.push(like(ledgerEntries.account, `${filter.prefix}%`));
      if (filter.reference) conditions.push(eq(ledgerEntries.reference, filter.reference));
      const rows = await db
        .select({
          account: ledgerEntries.account,
          currency: ledgerEntries.currency,
          sum: sql<string | number>`sum(${ledgerEntries.amountMinor})`,
        })
        .from(ledgerEntries)
        .where(conditions.length ? and(...conditions) : undefined)
        .groupBy(ledgerEntries.account, ledgerEntries.currency)
        .orderBy(ledgerEntries.account, ledgerEntries.currency);
      return rows.map((r) => ({
        account: r.account,
        currency: r.currency,
        balanceMinor: Number(r.sum),
      }));
    },

    /** Sum of every entry per currency: always zero (tests assert it after each case). */
    async totals(): Promise<{ currency: string; sumMinor: number; entries: number }[]> {
      const rows = await db
        .select({
          currency: ledgerEntries.currency,
          sum: sql<string | number>`sum(${ledgerEntries.amountMinor})`,
          n: sql<string | number>`count(*)`,
        })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.currency);
      return rows.map((r) => ({
        currency: r.currency,
        sumMinor: Number(r.sum),
        entries: Number(r.n),
      }));
    },

    /** Journals and their lines for one reference, oldest first (agent and staff views). */
    async journalsFor(reference: string) {
      const rows = await db
        .select({
          journalId: ledgerJournals.id,
          journalKey: ledgerJournals.journalKey,
          kind: ledgerJournals.kind,
          memo: ledgerJournals.memo,
          createdAt: ledgerJournals.createdAt,
          account: ledgerEntries.account,
          amountMinor: ledgerEntries.amountMinor,
          currency: ledgerEntries.currency,
        })
        .from(ledgerJournals)
        .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
        .where(eq(ledgerJournals.reference, reference))
        .orderBy(ledgerJournals.id, ledgerEntries.id);
      return rows;
    },

    /**
     * Releases what is held for an agency under `reference` to its payable account (vouchers
     * uploaded, or a staff decision): the whole held balance, or `amountMinor` of it. Locked per
     * account and reference, so two releases never move the same money. Answers what moved.
     * With an `idempotencyKey` (a staff form's token, an API's Idempotency-Key) the same key
     * twice moves money once and answers the first release again (`replayed`). `actor` (a staff
     * user id) is kept in the journal key, so the ledger says who released.
     */
    async releasePayout(input: {
      agencyId: number | string;
      reference: string;
      currency: string;
      amountMinor?: number;
      memo?: string;
      idempotencyKey?: string;
      actor?: string;
    }): Promise<{ releasedMinor: number; replayed: boolean }> {
      const hold = LEDGER_ACCOUNTS.agentPayoutHold(input.agencyId);
      const payable = LEDGER_ACCOUNTS.agentPayable(input.agencyId);
      const prefix = `release:${input.agencyId}:${input.reference}:`;
      const keyed = input.idempotencyKey
        ? `${prefix}staff-${input.actor ?? "unknown"}:${input.idempotencyKey}`
        : null;
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await lockKey(tx, `${hold}|${input.reference}`);
        if (keyed) {
          const [earlier] = await tx
            .select({ amountMinor: ledgerEntries.amountMinor })
            .from(ledgerJournals)
            .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
            .where(and(eq(ledgerJournals.journalKey, keyed), eq(ledgerEntries.account, hold)))
            .limit(1);
          if (earlier) return { releasedMinor: Number(earlier.amountMinor), replayed: true };
        }
        // Held money is a credit (negative): what can be released is its opposite.
        const held = -(await balance(
          hold,
          { reference: input.reference, currency: input.currency },
          tx,
        ));
        const amount = Math.min(held, input.amountMinor ?? held);
        if (amount <= 0) return { releasedMinor: 0, replayed: false };
        const [countRow] = await tx
          .select({ n: sql<string | number>`count(*)` })
          .from(ledgerJournals)
          .where(
            and(
              eq(ledgerJournals.kind, "payout_release"),
              eq(ledgerJournals.reference, input.reference),
              like(ledgerJournals.journalKey, `release:${input.agencyId}:%`),
            ),
          );
        await postJournal(tx, {
          journalKey:
            keyed ??
            `${prefix}${input.actor ? `staff-${input.actor}:` : ""}${Number(countRow?.n ?? 0) + 1}`,
          kind: "payout_release",
          reference: input.reference,
          currency: input.currency,
          memo: input.memo ?? "payout released",
          lines: [
            { account: hold, amountMinor: amount },
            { account: payable, amountMinor: -amount },
          ],
        });
        return { releasedMinor: amount, replayed: false };
      });
    },

    /**
     * Agencies' payout positions per reference starting with `referencePrefix` (`quote:`): what
     * is held, what was released (the payable balance, net of refunds taken back from it) and
     * the platform's commission on the same reference. Credits are turned positive. One agency
     * with `agencyId`, or every agency.
     */
    async payoutPositions(filter: {
      referencePrefix: string;
      agencyId?: number;
    }): Promise<PayoutPosition[]> {
      const accounts =
        filter.agencyId === undefined
          ? sql`(${ledgerEntries.account} like 'agent_payout_hold:%' or ${ledgerEntries.account} like 'agent_payable:%')`
          : sql`${ledgerEntries.account} in (${LEDGER_ACCOUNTS.agentPayoutHold(filter.agencyId)}, ${LEDGER_ACCOUNTS.agentPayable(filter.agencyId)})`;
      const rows = await db
        .select({
          agency: sql<string>`split_part(${ledgerEntries.account}, ':', 2)`,
          reference: ledgerEntries.reference,
          currency: ledgerEntries.currency,
          hold: sql<
            string | number
          >`coalesce(sum(case when ${ledgerEntries.account} like 'agent_payout_hold:%' then ${ledgerEntries.amountMinor} end), 0)`,
          payable: sql<
            string | number
          >`coalesce(sum(case when ${ledgerEntries.account} like 'agent_payable:%' then ${ledgerEntries.amountMinor} end), 0)`,
        })
        .from(ledgerEntries)
        .where(and(accounts, like(ledgerEntries.reference, `${filter.referencePrefix}%`)))
        .groupBy(
          sql`split_part(${ledgerEntries.account}, ':', 2)`,
          ledgerEntries.reference,
          ledgerEntries.currency,
        );
      if (rows.length === 0) return [];
      const references = [...new Set(rows.map((r) => r.reference))];
      const commission = await db
        .select({
          reference: ledgerEntries.reference,
          currency: ledgerEntries.currency,
          sum: sql<string | number>`sum(${ledgerEntries.amountMinor})`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.account, LEDGER_ACCOUNTS.platformCommission),
            inArray(ledgerEntries.reference, references),
          ),
        )
        .groupBy(ledgerEntries.reference, ledgerEntries.currency);
      const commissionOf = new Map(
        commission.map((c) => [`${c.reference}|${c.currency}`, -Number(c.sum)]),
      );
      return rows
        .filter((r) => /^\d+$/.test(r.agency))
        .map((r) => ({
          agencyId: Number(r.agency),
          reference: r.reference,
          currency: r.currency,
          heldMinor: -Number(r.hold) + 0,
          releasedMinor: -Number(r.payable) + 0,
          commissionMinor: (commissionOf.get(`${r.reference}|${r.currency}`) ?? 0) + 0,
        }));
    },

    /**
     * The platform's commission on each of these references (`quote:12`), net of refunds, per
     * currency, positive: the split each payment was taken with (decision 0230), as analytics
     * reports it (decision 0238). A reference without commission lines is left out.
     */
    async commissionOf(
      references: string[],
    ): Promise<{ reference: string; currency: string; commissionMinor: number }[]> {
      if (references.length === 0) return [];
      const rows = await db
        .select({
          reference: ledgerEntries.reference,
          currency: ledgerEntries.currency,
          sum: sql<string | number>`sum(${ledgerEntries.amountMinor})`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.account, LEDGER_ACCOUNTS.platformCommission),
            inArray(ledgerEntries.reference, references),
          ),
        )
        .groupBy(ledgerEntries.reference, ledgerEntries.currency);
      return rows.map((r) => ({
        reference: r.reference,
        currency: r.currency,
        commissionMinor: -Number(r.sum) + 0,
      }));
    },

    /** Payout releases of these references, oldest first: when, how much, why, by whom. */
    async releasesOf(references: string[]): Promise<PayoutReleaseEntry[]> {
      if (references.length === 0) return [];
      const rows = await db
        .select({
          reference: ledgerJournals.reference,
          journalKey: ledgerJournals.journalKey,
          memo: ledgerJournals.memo,
          createdAt: ledgerJournals.createdAt,
          amountMinor: ledgerEntries.amountMinor,
          account: ledgerEntries.account,
        })
        .from(ledgerJournals)
        .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
        .where(
          and(
            eq(ledgerJournals.kind, "payout_release"),
            inArray(ledgerJournals.reference, references),
            like(ledgerEntries.account, "agent_payout_hold:%"),
          ),
        )
        .orderBy(ledgerJournals.id);
      return rows.map((r) => ({
        reference: r.reference,
        agencyId: Number(r.account.split(":")[1]),
        at: r.createdAt,
        amountMinor: Number(r.amountMinor),
        memo: r.memo,
        staffUserId: /:staff-([^:]+):/.exec(r.journalKey)?.[1] ?? null,
      }));
    },
  };
  return ledger;
}

export type Ledger = ReturnType<typeof createLedger>;
