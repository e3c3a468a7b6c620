import { z } from "zod";
import { MESSAGES } from "./messages";
import { form, typeError } from "./schema-helpers";

const CODE_MESSAGE = "Enter the 6-digit code from the text.";

/** The code the traveller types from the text (decision 0236); spaces they paste are dropped. */
export const PhoneCodeInput = form({
  code: z
    .string({ error: typeError(MESSAGES.required, CODE_MESSAGE) })
    .transform((v) => v.replace(/\s+/g, ""))
    .refine((v) => v !== "", { error: MESSAGES.required, abort: true })
    .refine((v) => /^\d{6}$/.test(v), { error: CODE_MESSAGE }),
});
export type PhoneCodeInput = z.output<typeof PhoneCodeInput>;

/** Where the request's contact number stands, for its owner's page and the API. */
export interface TripPhoneVerification {
  verified: boolean;
  /** The code sent and still open, if any (ISO times); `expired` once its 10 minutes are over. */
  pending: { sent_at: string; expires_at: string; expired: boolean } | null;
}
