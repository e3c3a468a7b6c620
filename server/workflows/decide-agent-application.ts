import {
  type AgentApplicationReview,
  type AgentApplicationView,
  ApplicationIdForm,
  RejectApplicationForm,
} from "../../common/agent-application";
import type { AuthenticatedUser } from "../../common/roles";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { applicationRejectedMail } from "../mail/templates";
import type { AccountsService } from "../modules/accounts";
import type { AgentApplicationsService, AgentsService } from "../modules/agents";
import type { OperationsService } from "../modules/operations";
import { actorOf, parseForm } from "./administer-marketplace";
import { createOperatorAccount } from "./create-operator-account";

// Admin decides an agency's application once (issue 29 §6, decision 0239): approved, it becomes
// a verified agency serving the places it named that the catalogue knows, with an agent account
// the applicant sets a password for from the welcome mail; rejected, the applicant is mailed
// admin's reason. Each decision is a line of admin's audit log.

export interface DecideApplicationDeps {
  applications: Pick<AgentApplicationsService, "pendingPage" | "get" | "approve" | "reject">;
  accounts: Pick<AccountsService, "emailExists" | "createVerifiedUser" | "sendAgencyWelcome">;
  agents: Pick<AgentsService, "findAgency" | "linkUser">;
  /** The catalogue's destinations by name (catalog module). */
  destinationsNamed: (names: readonly string[]) => Promise<{ id: number; name: string }[]>;
  operations: Pick<OperationsService, "recordAdmin">;
  mailer: Mailer;
  logger: Logger;
}

const PERMISSION = "agencies.review";

/** A phone as accounts take it ("+91 98470 12345"), or none when the applicant's does not fit. */
function phoneOf(mobile: string): string | undefined {
  const phone = mobile.replace(/-/g, " ").replace(/\s+/g, " ").trim();
  return /^\+?[0-9 ]{10,16}$/.test(phone) ? phone : undefined;
}

const kebab = (s: string) => s.trim().toLowerCase().replace(/\s+/g, "-");

export function createApplicationDecisions(deps: DecideApplicationDeps) {
  /**
   * The catalogue destinations among the places the applicant typed, in their order (the first
   * is the agency's home); the base city when none of them is known.
   */
  async function placesOf(application: AgentApplicationView) {
    const match = async (names: readonly string[]) => {
      const found = names.length ? await deps.destinationsNamed(names) : [];
      const known = names.map((n) =>
        found.find(
          (d) => d.name.toLowerCase() === n.trim().toLowerCase() || kebab(d.name) === kebab(n),
        ),
      );
      return { found, known };
    };
    const typed = await match(application.destinations);
    const unknownPlaces = application.destinations.filter((_, i) => !typed.known[i]);
    let served = typed.known.filter((d): d is { id: number; name: string } => d !== undefined);
    if (!served.length) served = (await match([application.baseCity])).found;
    const seen = new Set<number>();
    const servedPlaces = served
      .filter((d) => !seen.has(d.id) && seen.add(d.id))
      .map(({ id, name }) => ({ id, name }));
    return { servedPlaces, unknownPlaces };
  }

  return {
    /** One page of pending applications, oldest first. */
    async pending(user: AuthenticatedUser, page: number) {
      actorOf(user, PERMISSION);
      return deps.applications.pendingPage(page);
    },

    /** One application as admin reviews it: which places the agency would serve. */
    async review(user: AuthenticatedUser, raw: unknown): Promise<AgentApplicationReview> {
      actorOf(user, PERMISSION);
      const { applicationId } = parseForm(ApplicationIdForm, raw);
      const application = await deps.applications.get(applicationId);
      return { application, ...(await placesOf(application)) };
    },

    /**
     * Approves: the agency (verified, serving its known places), then its agent account (no
     * password) linked to it, then the welcome mail with a set-password link.
     */
    async approve(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, PERMISSION);
      const { applicationId } = parseForm(ApplicationIdForm, raw);
      const application = await deps.applications.get(applicationId);
      // Checked before anything is written: the agency would be made without its login else.
      if (application.status === "pending" && (await deps.accounts.emailExists(application.email)))
        throw new AppError(
          "conflict",
          "email_taken",
          `${application.email} already has a Triphive account, so no agent account can be made with it: ask the applicant to apply with their agency's own email, or reject the application.`,
        );
      const { servedPlaces, unknownPlaces } = await placesOf(application);
      // Refused here when another admin decided it meanwhile (the row is locked and re-read).
      const agency = await deps.applications.approve(
        applicationId,
        servedPlaces.map((d) => d.id),
      );
      const account = await createOperatorAccount(
        {
          accounts: {
            emailExists: deps.accounts.emailExists,
            // The applicant chooses the password from the welcome mail: none is set here.
            createVerifiedUser: (input) =>
              deps.accounts.createVerifiedUser({ ...input, password: null }),
          },
          agents: deps.agents,
        },
        {
          email: application.email,
          name: application.contactName,
          role: "agent",
          agency: agency.encodedId,
          phone: phoneOf(application.mobile),
        },
      );
      await deps.accounts.sendAgencyWelcome(account.email);
      await deps.operations.recordAdmin({
        action: "application.approve",
        actor,
        subjectType: "application",
        subjectId: String(applicationId),
        summary: `Approved the application of ${agency.companyName}: agency made, login for ${account.email}`,
        detail: {
          agencyId: agency.id,
          userId: account.userId,
          servedPlaces: servedPlaces.map((d) => d.name),
          unknownPlaces,
        },
      });
      return { agency, email: account.email, servedPlaces, unknownPlaces };
    },

    /** Rejects with admin's reason, which the applicant is mailed. */
    async reject(user: AuthenticatedUser, raw: unknown) {
      const actor = actorOf(user, PERMISSION);
      const { applicationId, reason } = parseForm(RejectApplicationForm, raw);
      const application = await deps.applications.reject(applicationId, reason);
      await deps.operations.recordAdmin({
        action: "application.reject",
        actor,
        subjectType: "application",
        subjectId: String(applicationId),
        summary: `Rejected the application of ${application.companyName}: ${reason}`,
        detail: { reason },
      });
      // The decision stands if the mail fails; the log says so (without the address).
      await deps.mailer
        .send(
          applicationRejectedMail({
            to: application.email,
            firstName: application.contactName.split(/\s+/)[0] ?? "",
            companyName: application.companyName,
            reason,
          }),
        )
        .catch((error) =>
          deps.logger.error({ err: error, applicationId }, "rejection mail could not be sent"),
        );
      return application;
    },
  };
}

export type ApplicationDecisions = ReturnType<typeof createApplicationDecisions>;
