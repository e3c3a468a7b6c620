import { z } from "zod";
import { formatBps } from "../../common/format";
import type { AuthenticatedUser } from "../../common/roles";
import { mayStaff, type StaffPermission } from "../../common/staff-permissions";
import { AppError } from "../lib/errors";
import { type AccountsService, STAFF_ACCOUNT_ROLES } from "../modules/accounts";
import { type AgentsService, MAX_COMMISSION_BPS } from "../modules/agents";
import type { OperationsService } from "../modules/operations";
import { createOperatorAccount } from "./create-operator-account";

// Admin's pages (issue 29 §6, decisions 0229 and 0230): staff accounts and roles, agencies'
// approval, suspension and commission. Every action checks the permission table again (the
// page did too), refuses a staff member viewing as a customer, and writes admin's audit log.

export interface AdministerDeps {
  accounts: Pick<AccountsService, "admin" | "emailExists" | "createVerifiedUser">;
  agents: Pick<AgentsService, "admin" | "findAgency" | "linkUser">;
  operations: Pick<OperationsService, "recordAdmin">;
}

export const StaffAccountForm = z.object({
  name: z.string().trim().min(2, "Enter a name of 2 characters or more.").max(120),
  email: z.email("Enter a valid email address.").max(254),
  role: z.enum(STAFF_ACCOUNT_ROLES, "Choose ops, dialer or admin."),
});
export const RoleForm = z.object({
  userId: z.string().trim().min(1).max(64),
  role: z.enum(STAFF_ACCOUNT_ROLES, "Choose ops, dialer or admin."),
});
export const UserIdForm = z.object({ userId: z.string().trim().min(1).max(64) });
export const AgencyIdForm = z.object({
  agencyId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const SuspendForm = AgencyIdForm.extend({
  reason: z.string().trim().min(5, "Say why in 5 characters or more.").max(300),
});
/** A percentage as admin types it ("12.5"), kept as basis points. */
export const CommissionForm = AgencyIdForm.extend({
  percent: z.coerce
    .number("Enter the commission as a percentage, such as 12.5.")
    .min(0, "The commission cannot be negative.")
    .max(MAX_COMMISSION_BPS / 100, `The commission is at most ${MAX_COMMISSION_BPS / 100} %.`)
    .refine((p) => Number.isInteger(Math.round(p * 100 * 1e6) / 1e6), "At most two decimals."),
});

/** A form parsed by its schema; its first message is the refusal admin reads. */
export function parseForm<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      "invalid_input",
      "invalid_input",
      parsed.error.issues[0]?.message ?? "Check the form.",
    );
  return parsed.data;
}

/** The acting admin, for the audit line; refused for a role the table leaves out (403). */
export function actorOf(user: AuthenticatedUser, permission: StaffPermission) {
  if (user.viewed_by || !mayStaff(user.role, permission))
    throw new AppError("forbidden", "forbidden", "Only an administrator may do this.");
  return { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || user.email };
}

export function createMarketplaceAdmin(deps: AdministerDeps) {
  const audit = deps.operations.recordAdmin;

  /** Admin never demotes or disables themself: there is always an admin left to undo a change. */
  function notOwnAccount(userId: string, actorId: string) {
    if (userId === actorId)
      throw new AppError(
        "conflict",
        "own_account",
        "You cannot change your own role or disable your own account: ask another admin.",
      );
  }

  return {
    /** A new ops, dialer or admin account; its generated password is shown once. */
    async createStaffAccount(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, "users.manage");
      const input = parseForm(StaffAccountForm, raw);
      const made = await createOperatorAccount(deps, input);
      await audit({
        action: "user.create",
        actor,
        subjectType: "user",
        subjectId: made.userId,
        summary: `Made ${input.role} account ${made.email}`,
        detail: { role: input.role },
      });
      return made;
    },

    async changeRole(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, "users.manage");
      const input = parseForm(RoleForm, raw);
      notOwnAccount(input.userId, actor.id);
      const change = await deps.accounts.admin.setRole(input.userId, input.role);
      if (change.before.role !== change.after.role)
        await audit({
          action: "user.role",
          actor,
          subjectType: "user",
          subjectId: change.id,
          summary: `Role of ${change.email}: ${change.before.role} → ${change.after.role}`,
          detail: { from: change.before.role, to: change.after.role },
        });
      return change;
    },

    async setDisabled(user: AuthenticatedUser, raw: unknown, disabled: boolean) {
      const actor = actorOf(user, "users.manage");
      const input = parseForm(UserIdForm, raw);
      notOwnAccount(input.userId, actor.id);
      const change = await deps.accounts.admin.setDisabled(input.userId, disabled);
      if (change.before.disabled !== change.after.disabled)
        await audit({
          action: disabled ? "user.disable" : "user.enable",
          actor,
          subjectType: "user",
          subjectId: change.id,
          summary: `${disabled ? "Disabled" : "Enabled"} ${change.email}`,
        });
      return change;
    },

    async approveAgency(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, "agencies.manage");
      const { agencyId } = parseForm(AgencyIdForm, raw);
      const change = await deps.agents.admin.approve(agencyId);
      if (!change.before.verified)
        await audit({
          action: "agency.approve",
          actor,
          subjectType: "agency",
          subjectId: String(agencyId),
          summary: `Approved ${change.companyName}`,
        });
      return change;
    },

    async suspendAgency(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, "agencies.manage");
      const input = parseForm(SuspendForm, raw);
      const change = await deps.agents.admin.suspend(input.agencyId, input.reason);
      await audit({
        action: "agency.suspend",
        actor,
        subjectType: "agency",
        subjectId: String(input.agencyId),
        summary: `Suspended ${change.companyName}: ${input.reason}`,
        detail: { reason: input.reason },
      });
      return change;
    },

    async reinstateAgency(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, "agencies.manage");
      const { agencyId } = parseForm(AgencyIdForm, raw);
      const change = await deps.agents.admin.reinstate(agencyId);
      await audit({
        action: "agency.reinstate",
        actor,
        subjectType: "agency",
        subjectId: String(agencyId),
        summary: `Reinstated ${change.companyName}`,
      });
      return change;
    },

    async setCommission(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, "agencies.manage");
      const input = parseForm(CommissionForm, raw);
      const bps = Math.round(input.percent * 100);
      const change = await deps.agents.admin.setCommission(input.agencyId, bps);
      if (change.before.commissionBps !== change.after.commissionBps)
        await audit({
          action: "agency.commission",
          actor,
          subjectType: "agency",
          subjectId: String(input.agencyId),
          summary: `Commission of ${change.companyName}: ${formatBps(change.before.commissionBps)} → ${formatBps(bps)}`,
          detail: { fromBps: change.before.commissionBps, toBps: bps },
        });
      return change;
    },
  };
}

export type MarketplaceAdmin = ReturnType<typeof createMarketplaceAdmin>;
