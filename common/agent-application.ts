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
  status: "pending" | "verified" | "rejected";
  createdAt: string;
}
