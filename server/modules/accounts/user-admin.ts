import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { ADMIN_USERS_PAGE_SIZE } from "../../../common/admin-users";
import { ROLES, type Role } from "../../../common/roles";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { sessions, users } from "./accounts.schema";
import type { SessionCache } from "./session-cache";

/** Staff roles admin hands out; travellers and agents get theirs by signing up or by an agency. */
export const STAFF_ACCOUNT_ROLES = ["ops", "dialer", "admin"] as const satisfies readonly Role[];

export interface UserAdminRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabledAt: string | null;
  createdAt: string;
}

/** A change admin made, for the audit line: who, and the value before and after. */
export interface UserChange {
  id: string;
  email: string;
  before: { role: Role; disabled: boolean };
  after: { role: Role; disabled: boolean };
}

const notFound = () =>
  new AppError("not_found", "user_not_found", "We could not find this account.");

/**
 * Admin's side of accounts (decision 0229): the staff list, a role change, disabling and
 * enabling an account. These writes bypass better-auth, so each one tells the session cache
 * to forget the user on every process (decision 0221); disabling also ends the account's
 * sessions. The caller checks the permission table and audits.
 */
export function createUserAdmin(deps: { db: Db; sessionCache?: SessionCache; now: () => Date }) {
  const { db } = deps;

  async function change(
    id: string,
    set: (row: typeof users.$inferSelect) => Partial<typeof users.$inferInsert> | null,
    endSessions: boolean,
  ): Promise<UserChange> {
    const { row, saved } = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update").limit(1);
      if (!row) throw notFound();
      const values = set(row);
      if (!values) return { row, saved: row };
      const [saved] = await tx
        .update(users)
        .set({ ...values, updatedAt: deps.now() })
        .where(eq(users.id, id))
        .returning();
      if (endSessions) await tx.delete(sessions).where(eq(sessions.userId, id));
      return { row, saved: saved ?? row };
    });
    // After the commit, so no process reads the old row back into its cache.
    deps.sessionCache?.forget({ users: [id] });
    return {
      id,
      email: row.email,
      before: { role: row.role, disabled: row.disabledAt !== null },
      after: { role: saved.role, disabled: saved.disabledAt !== null },
    };
  }

  return {
    /**
     * Every account, or those whose name or email holds `q`, a page of ADMIN_USERS_PAGE_SIZE at
     * a time: staff accounts (ops, dialer, admin) first, then agents, then travellers, newest
     * first within a role.
     */
    async list(
      opts: { q?: string; page?: number } = {},
    ): Promise<{ items: UserAdminRow[]; total: number; page: number; perPage: number }> {
      const q = opts.q?.trim();
      const page = Math.max(1, Math.floor(opts.page ?? 1));
      const where = q
        ? or(ilike(users.email, `%${escapeLike(q)}%`), ilike(users.name, `%${escapeLike(q)}%`))
        : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            role: users.role,
            disabledAt: users.disabledAt,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(
            sql`${users.role} = 'traveller'`,
            sql`${users.role} = 'agent'`,
            asc(users.role),
            desc(users.createdAt),
            asc(users.id),
          )
          .limit(ADMIN_USERS_PAGE_SIZE)
          .offset(ADMIN_USERS_PAGE_SIZE * (page - 1)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          ...r,
          disabledAt: r.disabledAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
        total: Number(counted?.n ?? 0),
        page,
        perPage: ADMIN_USERS_PAGE_SIZE,
      };
    },

    /** A role change between staff roles; an agent's or a traveller's role is not admin's to move. */
    setRole(id: string, role: Role): Promise<UserChange> {
      if (!(STAFF_ACCOUNT_ROLES as readonly string[]).includes(role) || !ROLES.includes(role))
        throw new AppError("invalid_input", "role_not_allowed", "Choose ops, dialer or admin.");
      return change(
        id,
        (row) => {
          if (!(STAFF_ACCOUNT_ROLES as readonly string[]).includes(row.role))
            throw new AppError(
              "conflict",
              "role_not_staff",
              "Only a staff account's role changes here: travellers and agents keep theirs.",
            );
          return row.role === role ? null : { role };
        },
        false,
      );
    },

    /** Disables (no sign-in, every session ended) or enables an account. */
    setDisabled(id: string, disabled: boolean): Promise<UserChange> {
      return change(
        id,
        (row) => {
          if ((row.disabledAt !== null) === disabled) return null;
          return { disabledAt: disabled ? deps.now() : null };
        },
        disabled,
      );
    },

    /** Whether the account is disabled: better-auth's session hook asks before every sign-in. */
    async isDisabled(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), sql`${users.disabledAt} is not null`))
        .limit(1);
      return Boolean(row);
    },
  };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
