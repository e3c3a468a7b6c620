import { z } from "zod";
import { MESSAGES } from "./messages";
import { form, optionalLongText, requiredText } from "./schema-helpers";

/** Careers apply (browsing spec §7 "POST career apply"): the fields besides the CV. */
export const CAREER_CV_MAX_BYTES = 2 * 1024 * 1024;
export const HIRING_INBOX = "careers@triphive.in";

export const CareerApplicationInput = form({
  name: requiredText(80, MESSAGES.notValid),
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .toLowerCase()
    .max(254, { error: MESSAGES.notValid })
    .email({ error: MESSAGES.notValid }),
  phone: z
    .string({ error: MESSAGES.required })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{7,18}$/, { error: MESSAGES.notValid }),
  cover_note: optionalLongText(3000),
});
export type CareerApplicationInput = z.infer<typeof CareerApplicationInput>;
