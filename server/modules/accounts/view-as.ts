import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import {
  SPOC_ID_COOKIE,
  SPOC_LOGIN_COOKIE,
  SPOC_NAME_COOKIE,
  spocToken,
  VIEW_AS_MINUTES,
} from "../../../common/view-as";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { users, viewAsSessions } from "./accounts.schema";

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * A staff member viewing the site as a traveller (decision 0214). The token lives in the
 * HttpOnly `spoc_id` cookie and is worth something only beside the same staff member's own
 * session: the session proves who is looking, the token which traveller and since when.
 */
export function createViewAs(deps: { db: Db; now: () => Date; secureCookies: boolean }) {
  const { db, now } = deps;
  const attrs = (maxAge: number) =>
    `Path=/; SameSite=Lax; HttpOnly; Max-Age=${maxAge}${deps.secureCookies ? "; Secure" : ""}`;

  return {
    /** Opens a read-only view of `travellerId`'s pages; answers the cookies to set. */
    async start(
      staff: AuthenticatedUser,
      traveller: { id: string },
      tripId: number | null,
    ): Promise<{ sessionId: string; setCookies: string[] }> {
      if (!isStaff(staff.role) || staff.viewed_by) {
        throw new AppError("forbidden", "view_as_forbidden", "Only operations staff may do this.");
      }
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, traveller.id))
        .limit(1);
      if (row?.role !== "traveller") {
        throw new AppError("not_found", "traveller_not_found", "That traveller does not exist.");
      }
      const token = randomBytes(24).toString("base64url");
      const sessionId = randomUUID();
      const startedAt = now();
      await db.insert(viewAsSessions).values({
        id: sessionId,
        tokenHash: hash(token),
        staffUserId: staff.id,
        travellerUserId: traveller.id,
        tripId,
        startedAt,
        expiresAt: new Date(startedAt.getTime() + VIEW_AS_MINUTES * 60_000),
      });
      const maxAge = VIEW_AS_MINUTES * 60;
      const name = encodeURIComponent(staff.first_name || staff.email);
      return {
        sessionId,
        setCookies: [
          `${SPOC_ID_COOKIE}=${token}; ${attrs(maxAge)}`,
          `${SPOC_NAME_COOKIE}=${name}; ${attrs(maxAge)}`,
          `${SPOC_LOGIN_COOKIE}=1; ${attrs(maxAge)}`,
        ],
      };
    },

    /**
     * The traveller `staff` is viewing as, from the request's cookies, or null: no token, an
     * ended or expired view, or a token another staff member's session carries.
     */
    async travellerIdFor(
      staff: AuthenticatedUser,
      cookieHeader: string | null,
    ): Promise<{ sessionId: string; travellerId: string; tripId: number | null } | null> {
      const token = spocToken(cookieHeader);
      if (!token || !isStaff(staff.role)) return null;
      const [row] = await db
        .select({
          id: viewAsSessions.id,
          travellerId: viewAsSessions.travellerUserId,
          tripId: viewAsSessions.tripId,
        })
        .from(viewAsSessions)
        .where(
          and(
            eq(viewAsSessions.tokenHash, hash(token)),
            eq(viewAsSessions.staffUserId, staff.id),
            isNull(viewAsSessions.endedAt),
            gt(viewAsSessions.expiresAt, now()),
          ),
        )
        .limit(1);
      return row ? { sessionId: row.id, travellerId: row.travellerId, tripId: row.tripId } : null;
    },

    /** Counts a write refused during the view (the audit says what was tried, not what). */
    async refusedWrite(sessionId: string): Promise<void> {
      await db
        .update(viewAsSessions)
        .set({ refusedWrites: sql`${viewAsSessions.refusedWrites} + 1` })
        .where(eq(viewAsSessions.id, sessionId));
    },

    /** Ends the view the cookie names (whoever holds it) and answers the cookies to clear. */
    async end(
      cookieHeader: string | null,
    ): Promise<{ tripId: number | null; setCookies: string[] }> {
      const token = spocToken(cookieHeader);
      let tripId: number | null = null;
      if (token) {
        const [row] = await db
          .update(viewAsSessions)
          .set({ endedAt: now() })
          .where(and(eq(viewAsSessions.tokenHash, hash(token)), isNull(viewAsSessions.endedAt)))
          .returning({ tripId: viewAsSessions.tripId });
        tripId = row?.tripId ?? null;
      }
      return {
        tripId,
        setCookies: [SPOC_ID_COOKIE, SPOC_NAME_COOKIE, SPOC_LOGIN_COOKIE].map(
          (name) => `${name}=; ${attrs(0)}`,
        ),
      };
    },

    /** The last views a staff member opened or everyone's: the audit staff read. */
    async recent(limit = 20, travellerId?: string) {
      const rows = await db
        .select({
          id: viewAsSessions.id,
          staffName: sql<string>`(select u.name from ${users} u where u.id = ${viewAsSessions.staffUserId})`,
          travellerId: viewAsSessions.travellerUserId,
          tripId: viewAsSessions.tripId,
          startedAt: viewAsSessions.startedAt,
          endedAt: viewAsSessions.endedAt,
          refusedWrites: viewAsSessions.refusedWrites,
        })
        .from(viewAsSessions)
        .where(travellerId ? eq(viewAsSessions.travellerUserId, travellerId) : undefined)
        .orderBy(desc(viewAsSessions.startedAt))
        .limit(limit);
      return rows.map((r) => ({
        ...r,
        startedAt: r.startedAt.toISOString(),
        endedAt: r.endedAt?.toISOString() ?? null,
      }));
    },
  };
}

export type ViewAs = ReturnType<typeof createViewAs>;
