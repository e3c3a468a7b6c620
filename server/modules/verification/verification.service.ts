import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db";
import * as errors from "./verification.errors";
import { phoneVerificationCodes as codes } from "./verification.schema";
import {
  CODE_TTL_MS,
  CODES_WINDOW_MS,
  hashCode,
  judgeAttempt,
  newCode,
  sendRefusal,
} from "./verification-code";

export interface VerificationDeps {
  db: Db;
  /** Keys the codes' hashes (the session secret). */
  secret: string;
  now?: () => Date;
}

/** A code sent and still open, as the page shows it. */
export interface PendingCode {
  sentAt: Date;
  expiresAt: Date;
  expired: boolean;
}

/**
 * One-time codes that prove a phone number (decision 0236). The module knows numbers and
 * subjects, not trips: the verify-trip-phone workflow says whose number it is and what a
 * right code changes, and sends the text.
 */
export function createVerificationService(deps: VerificationDeps) {
  const { db, secret } = deps;
  const now = deps.now ?? (() => new Date());

  // Two sends to one number, or two tries of one subject's code, wait for each other: the
  // limits and the try count are read and written as one step.
  const lock = (tx: Executor, key: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

  async function openCode(executor: Executor, subject: string) {
    const [row] = await executor
      .select()
      .from(codes)
      .where(and(eq(codes.subject, subject), isNull(codes.closedAt)))
      .orderBy(desc(codes.createdAt), desc(codes.id))
      .limit(1);
    return row ?? null;
  }

  return {
    /**
     * A new code for `phone`, closing the subject's earlier one; refused while the number's
     * resend wait or its window's limit holds. The caller sends the code and, if sending
     * fails, withdraws it.
     */
    async issue(subject: string, phone: string): Promise<{ id: number; code: string }> {
      return db.transaction(async (tx) => {
        await lock(tx, `phone-code:${phone}`);
        const at = now();
        const recent = await tx
          .select({ createdAt: codes.createdAt })
          .from(codes)
          .where(
            and(
              eq(codes.phone, phone),
              gt(codes.createdAt, new Date(at.getTime() - CODES_WINDOW_MS)),
            ),
          );
        const refusal = sendRefusal(
          recent.map((r) => r.createdAt),
          at,
        );
        if (refusal?.rule === "cooldown") throw errors.resendTooSoon(refusal.retryAfterSeconds);
        if (refusal) throw errors.tooManyCodes(refusal.retryAfterSeconds);
        await tx
          .update(codes)
          .set({ closedAt: at })
          .where(and(eq(codes.subject, subject), isNull(codes.closedAt)));
        const code = newCode();
        const [row] = await tx
          .insert(codes)
          .values({
            subject,
            phone,
            codeHash: hashCode(secret, subject, code),
            createdAt: at,
            expiresAt: new Date(at.getTime() + CODE_TTL_MS),
          })
          .returning({ id: codes.id });
        if (!row) throw new Error("inserting a verification code returned no row");
        return { id: row.id, code };
      });
    },

    /** The text carrying the code never left: as if it had not been asked for. */
    async withdraw(id: number): Promise<void> {
      await db.delete(codes).where(eq(codes.id, id));
    },

    /**
     * Checks `typed` against the subject's open code for `phone`; returns when it is right (and
     * closes the code), otherwise throws what the traveller must do next. A code sent to
     * another number (the number changed since) does not count.
     */
    async confirm(subject: string, phone: string, typed: string): Promise<void> {
      const outcome = await db.transaction(async (tx) => {
        await lock(tx, `phone-code-subject:${subject}`);
        const code = await openCode(tx, subject);
        if (!code || code.phone !== phone) return { result: "not_requested" as const };
        const at = now();
        const attempt = judgeAttempt(code, typed, at, (t) => hashCode(secret, subject, t));
        // An expired code stays as it is, so that every later try says it expired.
        if (attempt.result === "right") {
          await tx.update(codes).set({ closedAt: at }).where(eq(codes.id, code.id));
        } else if (attempt.result === "wrong") {
          await tx
            .update(codes)
            .set({
              wrongTries: code.wrongTries + 1,
              ...(attempt.triesLeft === 0 ? { closedAt: at } : {}),
            })
            .where(eq(codes.id, code.id));
        }
        return attempt;
      });
      // Thrown after the transaction: a wrong try must count even though it is refused.
      switch (outcome.result) {
        case "right":
          return;
        case "not_requested":
          throw errors.codeNotRequested();
        case "expired":
          throw errors.codeExpired();
        case "wrong":
          throw errors.codeWrong(outcome.triesLeft);
      }
    },

    /** The subject's open code for `phone`, if one was sent: for the page's state. */
    async pending(subject: string, phone: string): Promise<PendingCode | null> {
      const code = await openCode(db, subject);
      if (!code || code.phone !== phone) return null;
      return {
        sentAt: code.createdAt,
        expiresAt: code.expiresAt,
        expired: now().getTime() >= code.expiresAt.getTime(),
      };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
