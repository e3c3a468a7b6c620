import { asc, eq, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db";
import { AppError } from "../../lib/errors";
import { agentDestinations, agents } from "./agents.schema";

/** The commission an agency pays when admin has set none (decision 0127, 10 %). */
export const DEFAULT_COMMISSION_BPS = 1_000;
/** Admin may set from 0 % to 50 %: above that the agency's share is no longer a payout. */
export const MAX_COMMISSION_BPS = 5_000;

/** One agency as the admin pages list it. */
export interface AgencyAdminRow {
  id: number;
  encodedId: string;
  companyName: string;
  baseCity: string;
  verified: boolean;
  suspendedAt: string | null;
  suspensionReason: string;
  commissionBps: number;
  destinationsCount: number;
  hasAccount: boolean;
}

/** What an admin change did: the states before and after, for the audit line. */
export interface AgencyChange {
  id: number;
  companyName: string;
  before: Pick<AgencyAdminRow, "verified" | "suspendedAt" | "commissionBps">;
  after: Pick<AgencyAdminRow, "verified" | "suspendedAt" | "commissionBps">;
}

const notFound = () =>
  new AppError("not_found", "agency_not_found", "We could not find this agency.");

/**
 * Admin's side of the agencies (decision 0230): approve (verified), suspend with a reason,
 * reinstate, set the commission. Callers check the staff permission table; this file checks
 * the values. Each change answers its before and after so the caller audits it.
 */
export function createAgencyAdmin(deps: {
  db: Db;
  now?: () => Date;
  onChange?: (id: number) => void;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const stateOf = (r: typeof agents.$inferSelect) => ({
    verified: r.verificationStatus === "verified",
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    commissionBps: r.commissionBps,
  });

  async function change(
    id: number,
    set: (row: typeof agents.$inferSelect) => Partial<typeof agents.$inferInsert> | null,
  ): Promise<AgencyChange> {
    const result = await db.transaction(async (tx: Executor) => {
      const [row] = await tx.select().from(agents).where(eq(agents.id, id)).for("update").limit(1);
      if (!row) throw notFound();
      const values = set(row);
      if (!values) return { row, saved: row };
      const [saved] = await tx.update(agents).set(values).where(eq(agents.id, id)).returning();
      return { row, saved: saved ?? row };
    });
    deps.onChange?.(id);
    return {
      id,
      companyName: result.row.companyName,
      before: stateOf(result.row),
      after: stateOf(result.saved),
    };
  }

  return {
    /** Every agency, suspended first, then pending, then by name. */
    async list(): Promise<AgencyAdminRow[]> {
      const rows = await db
        .select({
          id: agents.id,
          encodedId: agents.encodedId,
          companyName: agents.companyName,
          baseCity: agents.baseCity,
          verificationStatus: agents.verificationStatus,
          suspendedAt: agents.suspendedAt,
          suspensionReason: agents.suspensionReason,
          commissionBps: agents.commissionBps,
          userId: agents.userId,
          destinationsCount: sql<number>`(select count(*)::int from ${agentDestinations} d where d.agent_id = ${agents.id})`,
        })
        .from(agents)
        .orderBy(
          sql`${agents.suspendedAt} is null`,
          sql`${agents.verificationStatus} = 'verified'`,
          asc(agents.companyName),
        );
      return rows.map((r) => ({
        id: r.id,
        encodedId: r.encodedId,
        companyName: r.companyName,
        baseCity: r.baseCity,
        verified: r.verificationStatus === "verified",
        suspendedAt: r.suspendedAt?.toISOString() ?? null,
        suspensionReason: r.suspensionReason,
        commissionBps: r.commissionBps,
        destinationsCount: Number(r.destinationsCount),
        hasAccount: r.userId !== null,
      }));
    },

    approve: (id: number) =>
      change(id, (r) =>
        r.verificationStatus === "verified" ? null : { verificationStatus: "verified" },
      ),

    suspend: (id: number, reason: string) =>
      change(id, (r) => {
        if (r.suspendedAt)
          throw new AppError(
            "conflict",
            "agency_suspended",
            `${r.companyName} is already suspended.`,
          );
        return { suspendedAt: now(), suspensionReason: reason };
      }),

    reinstate: (id: number) =>
      change(id, (r) => {
        if (!r.suspendedAt)
          throw new AppError(
            "conflict",
            "agency_not_suspended",
            `${r.companyName} is not suspended.`,
          );
        return { suspendedAt: null, suspensionReason: "" };
      }),

    setCommission: (id: number, commissionBps: number) => {
      if (
        !Number.isInteger(commissionBps) ||
        commissionBps < 0 ||
        commissionBps > MAX_COMMISSION_BPS
      )
        throw new AppError(
          "invalid_input",
          "commission_out_of_range",
          `The commission must be from 0 % to ${MAX_COMMISSION_BPS / 100} %.`,
        );
      return change(id, (r) => (r.commissionBps === commissionBps ? null : { commissionBps }));
    },

    /** The commission an agency's payment is split with now; the default for an unknown one. */
    async commissionBpsOf(id: number): Promise<number> {
      const [row] = await db
        .select({ bps: agents.commissionBps })
        .from(agents)
        .where(eq(agents.id, id))
        .limit(1);
      return row?.bps ?? DEFAULT_COMMISSION_BPS;
    },

    /** Whether admin has suspended this agency (no new leads, no quotes sent). */
    async isSuspended(id: number): Promise<boolean> {
      const [row] = await db
        .select({ suspendedAt: agents.suspendedAt })
        .from(agents)
        .where(eq(agents.id, id))
        .limit(1);
      return Boolean(row?.suspendedAt);
    },
  };
}

export type AgencyAdmin = ReturnType<typeof createAgencyAdmin>;
