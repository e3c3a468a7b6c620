import { randomBytes } from "node:crypto";
import { z } from "zod";
import { ROLES } from "../../common/roles";
import { AppError } from "../lib/errors";
import { type AccountsService, isCommonPassword } from "../modules/accounts";
import type { AgentsService } from "../modules/agents";

/**
 * Accounts made by an operator rather than by sign-up (decision 0203): staff, dialers, agents
 * (linked to the agency they work), or a traveller for support. Verified at once; the password is
 * the operator's or a generated one, shown once.
 */
export const OperatorAccountInput = z
  .object({
    email: z.email().transform((v) => v.toLowerCase()),
    name: z.string().trim().min(2).max(120),
    role: z.enum(ROLES),
    /** Unset: a random one is generated and returned once. */
    password: z
      .string()
      .min(12, "at least 12 characters for an account made by an operator")
      .max(128)
      .refine((p) => !isCommonPassword(p), "this password is among the most common ones")
      .optional(),
    /** The agency an agent works: its id, encoded id or exact company name. */
    agency: z.string().trim().min(1).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{10,16}$/, "a phone number of 10 to 13 digits")
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.role === "agent" && !input.agency) {
      ctx.addIssue({ code: "custom", path: ["agency"], message: "an agent needs --agency" });
    }
    if (input.role !== "agent" && input.agency) {
      ctx.addIssue({ code: "custom", path: ["agency"], message: "only agents work an agency" });
    }
  });
export type OperatorAccountInput = z.input<typeof OperatorAccountInput>;

export interface OperatorAccount {
  userId: string;
  email: string;
  role: (typeof ROLES)[number];
  /** Only when it was generated here: the one time it is shown. */
  generatedPassword?: string;
  agency?: { id: number; encodedId: string; companyName: string };
}

const emailTaken = () =>
  new AppError("conflict", "email_taken", "An account with this email already exists.");

export async function createOperatorAccount(
  services: {
    accounts: Pick<AccountsService, "emailExists" | "createVerifiedUser">;
    agents: Pick<AgentsService, "findAgency" | "linkUser">;
  },
  /** Parsed here: it comes from a command line. */
  raw: unknown,
): Promise<OperatorAccount> {
  const input = OperatorAccountInput.parse(raw);
  if (await services.accounts.emailExists(input.email)) throw emailTaken();
  // The agency is checked before the account exists, so a refusal leaves nothing behind.
  const agency = input.agency ? await services.agents.findAgency(input.agency) : undefined;
  if (agency?.userId) throw agencyTakenError(agency.companyName);
  const generatedPassword = input.password ? undefined : randomBytes(15).toString("base64url");
  const userId = await services.accounts.createVerifiedUser({
    name: input.name,
    email: input.email,
    password: input.password ?? (generatedPassword as string),
    role: input.role,
    phoneNo: input.phone?.replace(/\s+/g, ""),
  });
  // Two operators linking one agency at once: the second link is refused by its guarded update.
  if (agency) await services.agents.linkUser(agency.id, userId);
  return {
    userId,
    email: input.email,
    role: input.role,
    ...(generatedPassword ? { generatedPassword } : {}),
    ...(agency
      ? {
          agency: { id: agency.id, encodedId: agency.encodedId, companyName: agency.companyName },
        }
      : {}),
  };
}

function agencyTakenError(companyName: string) {
  return new AppError(
    "conflict",
    "agency_taken",
    `${companyName} already has an account that works it.`,
  );
}
