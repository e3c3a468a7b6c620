import { z } from "zod";
import { MESSAGES } from "./messages";
import { form, optionalLongText, requiredText } from "./schema-helpers";

/** The agent application of /online-leads-for-travel-agents-v1 (decision 0149). */
export const AgentApplicationInput = form({
  company_name: requiredText(120, MESSAGES.notValid),
  contact_name: requiredText(80, MESSAGES.notValid),
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .toLowerCase()
    .max(254, { error: MESSAGES.notValid })
    .email({ error: MESSAGES.notValid }),
  mobile: z
    .string({ error: MESSAGES.required })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{7,18}$/, { error: MESSAGES.notValid }),
  base_city: requiredText(80, MESSAGES.notValid),
  destinations: requiredText(300, MESSAGES.notValid),
  years_in_business: z.coerce
    .number({ error: MESSAGES.notValid })
    .int({ error: MESSAGES.notValid })
    .min(0, { error: MESSAGES.notValid })
    .max(100, { error: MESSAGES.notValid }),
  message: optionalLongText(2000),
});
export type AgentApplicationInput = z.infer<typeof AgentApplicationInput>;

export const AGENT_APPLICATION_STATUSES = ["pending", "verified", "rejected"] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

/** Applications to decide, 20 a page (decision 0239). */
export const AGENT_APPLICATIONS_PAGE_SIZE = 20;

export interface AgentApplicationView {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  mobile: string;
  baseCity: string;
  destinations: string[];
  yearsInBusiness: number;
  message: string;
  status: AgentApplicationStatus;
  createdAt: string;
  /** Set once admin has approved or rejected it. */
  decidedAt: string | null;
  decisionReason: string;
  /** The agency an approval made. */
  agentId: number | null;
}

/** One page of pending applications, oldest first so none waits behind newer ones. */
export interface AgentApplicationsPage {
  items: AgentApplicationView[];
  total: number;
  page: number;
  pageSize: number;
}

/** An opened application as admin decides it: which of its places the catalogue knows. */
export interface AgentApplicationReview {
  application: AgentApplicationView;
  /** The catalogue destinations the agency will serve, home first. */
  servedPlaces: { id: number; name: string }[];
  /** What the applicant typed that matches no catalogue destination. */
  unknownPlaces: string[];
}

/** Admin's forms on /admin/agencies?tab=applications (decision 0239). */
export const ApplicationIdForm = z.object({
  applicationId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const RejectApplicationForm = ApplicationIdForm.extend({
  reason: z
    .string()
    .trim()
    .min(5, "Say why in 5 characters or more: the applicant reads it.")
    .max(500, "Keep the reason under 500 characters."),
});
