import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import {
  AGENT_APPLICATIONS_PAGE_SIZE,
  type AgentApplicationInput,
  type AgentApplicationsPage,
  type AgentApplicationView,
} from "../../../common/agent-application";
import type { Db, Executor } from "../../db";
import { AppError } from "../../lib/errors";
import { agentApplications, agentDestinations, agents } from "./agents.schema";

type ApplicationRow = typeof agentApplications.$inferSelect;

/** How long a new agency says it takes to quote until its own answers say otherwise. */
const NEW_AGENCY_RESPONSE_MINUTES = 240;
/** A new agency's badge colours, picked by its name (the seeded ones take their home's). */
const NEW_AGENCY_PALETTES: readonly [string, string, string][] = [
  ["#0f766e", "#99f6e4", "#f0fdfa"],
  ["#1d4ed8", "#bfdbfe", "#eff6ff"],
  ["#b45309", "#fde68a", "#fffbeb"],
  ["#7c3aed", "#ddd6fe", "#f5f3ff"],
  ["#be123c", "#fecdd3", "#fff1f2"],
  ["#15803d", "#bbf7d0", "#f0fdf4"],
];

const notFound = () =>
  new AppError("not_found", "application_not_found", "We could not find this application.");

/** A decided application is final: the second decision says what the first one was. */
function alreadyDecided(row: ApplicationRow) {
  const what = row.status === "verified" ? "approved" : "rejected";
  const when = row.decidedAt ? ` on ${row.decidedAt.toISOString().slice(0, 10)}` : "";
  return new AppError(
    "conflict",
    "application_decided",
    `The application of ${row.companyName} was already ${what}${when}: it cannot be decided again.`,
  );
}

function viewOf(r: ApplicationRow): AgentApplicationView {
  return {
    id: r.id,
    companyName: r.companyName,
    contactName: r.contactName,
    email: r.email,
    mobile: r.mobile,
    baseCity: r.baseCity,
    destinations: r.destinations,
    yearsInBusiness: r.yearsInBusiness,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionReason: r.decisionReason,
    agentId: r.agentId,
  };
}

/** "Periyar Trails & Co." → "periyar-trails-co-3f9a": the opaque id of /agents/{encodedId}. */
export function encodedIdForNewAgency(companyName: string): string {
  const words = companyName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${words || "agency"}-${randomBytes(3).toString("hex")}`;
}

function paletteOf(companyName: string): [string, string, string] {
  let hash = 0;
  for (const ch of companyName) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const [a, b, c] = NEW_AGENCY_PALETTES[hash % NEW_AGENCY_PALETTES.length] ?? [
    "#0f766e",
    "#99f6e4",
    "#f0fdfa",
  ];
  return [a, b, c];
}

/**
 * Agencies applying to join; admin approves them into agencies or rejects them, once
 * (decisions 0149, 0239). Who may decide is the caller's question (the workflow).
 */
export function createAgentApplicationsService(db: Db, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());

  /** The row, locked for the decision; refused when it is missing or already decided. */
  async function pendingForUpdate(tx: Executor, id: number): Promise<ApplicationRow> {
    const [row] = await tx
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.id, id))
      .for("update")
      .limit(1);
    if (!row) throw notFound();
    if (row.status !== "pending") throw alreadyDecided(row);
    return row;
  }

  return {
    /** Stores a pending application; a second one from the same email while pending is the same. */
    async apply(input: AgentApplicationInput): Promise<{ id: number; duplicate: boolean }> {
      const destinations = input.destinations
        .split(/[,\n]/)
        .map((d) => d.trim())
        .filter(Boolean)
        .slice(0, 20);
      const inserted = await db
        .insert(agentApplications)
        .values({
          companyName: input.company_name,
          contactName: input.contact_name,
          email: input.email,
          mobile: input.mobile,
          baseCity: input.base_city,
          destinations,
          yearsInBusiness: input.years_in_business,
          message: input.message ?? "",
        })
        .onConflictDoNothing()
        .returning({ id: agentApplications.id });
      if (inserted[0]) return { id: inserted[0].id, duplicate: false };
      const [existing] = await db
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(
          and(eq(agentApplications.email, input.email), eq(agentApplications.status, "pending")),
        )
        .limit(1);
      return { id: existing?.id ?? 0, duplicate: true };
    },

    /** Staff: the newest pending applications. */
    async pending(limit = 20): Promise<AgentApplicationView[]> {
      const rows = await db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.status, "pending"))
        .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
        .limit(limit);
      return rows.map(viewOf);
    },

    /** Admin: one page of pending applications, oldest first (the queue to work through). */
    async pendingPage(page: number): Promise<AgentApplicationsPage> {
      const pageSize = AGENT_APPLICATIONS_PAGE_SIZE;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agentApplications)
          .where(eq(agentApplications.status, "pending"))
          .orderBy(asc(agentApplications.createdAt), asc(agentApplications.id))
          .limit(pageSize)
          .offset((Math.max(1, page) - 1) * pageSize),
        db
          .select({ n: count() })
          .from(agentApplications)
          .where(eq(agentApplications.status, "pending")),
      ]);
      return { items: rows.map(viewOf), total: total?.n ?? 0, page, pageSize };
    },

    /** One application, whatever its status; application_not_found when there is none. */
    async get(id: number): Promise<AgentApplicationView> {
      const [row] = await db
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.id, id))
        .limit(1);
      if (!row) throw notFound();
      return viewOf(row);
    },

    /**
     * Approves a pending application: in one transaction the application is marked verified
     * and its agency is made, verified, serving `destinationIds` (the first is its home). The
     * agency has no login yet: the caller links the applicant's account.
     */
    async approve(
      id: number,
      destinationIds: readonly number[],
    ): Promise<{ id: number; encodedId: string; companyName: string }> {
      return db.transaction(async (tx: Executor) => {
        const row = await pendingForUpdate(tx, id);
        const decidedAt = now();
        const [agency] = await tx
          .insert(agents)
          .values({
            encodedId: encodedIdForNewAgency(row.companyName),
            companyName: row.companyName,
            contactName: row.contactName,
            email: row.email,
            mobile: row.mobile,
            baseCity: row.baseCity,
            about:
              row.message.trim() ||
              `${row.companyName} is a travel agency based in ${row.baseCity}.`,
            languages: ["English"],
            foundedYear: decidedAt.getUTCFullYear() - row.yearsInBusiness,
            verificationStatus: "verified",
            responseMinutes: NEW_AGENCY_RESPONSE_MINUTES,
            palette: paletteOf(row.companyName),
          })
          .returning({
            id: agents.id,
            encodedId: agents.encodedId,
            companyName: agents.companyName,
          });
        if (!agency) throw new Error("the agency row was not written");
        const served = [...new Set(destinationIds)];
        if (served.length)
          await tx.insert(agentDestinations).values(
            served.map((destinationId, position) => ({
              agentId: agency.id,
              destinationId,
              position,
            })),
          );
        await tx
          .update(agentApplications)
          .set({ status: "verified", decidedAt, agentId: agency.id })
          .where(eq(agentApplications.id, id));
        return agency;
      });
    },

    /** Rejects a pending application with admin's reason (mailed to the applicant by the caller). */
    async reject(id: number, reason: string): Promise<AgentApplicationView> {
      return db.transaction(async (tx: Executor) => {
        await pendingForUpdate(tx, id);
        const [saved] = await tx
          .update(agentApplications)
          .set({ status: "rejected", decidedAt: now(), decisionReason: reason })
          .where(eq(agentApplications.id, id))
          .returning();
        if (!saved) throw notFound();
        return viewOf(saved);
      });
    },
  };
}

export type AgentApplicationsService = ReturnType<typeof createAgentApplicationsService>;
