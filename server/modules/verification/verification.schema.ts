import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One-time codes sent by text to prove a phone number (decision 0236). The code itself is
 * never stored, only its keyed hash. `subject` names what the number belongs to ("trip:42");
 * a code is closed once it was used, superseded by a newer one, or tried wrong too often.
 */
export const phoneVerificationCodes = pgTable(
  "phone_verification_codes",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    // The rate limits count a number's codes of the last minutes; the page finds a subject's.
    index("phone_verification_codes_phone_idx").on(t.phone, t.createdAt),
    index("phone_verification_codes_subject_idx").on(t.subject, t.createdAt),
  ],
);
