import type { TripPhoneVerification } from "../../common/phone-verification";
import type { AuthenticatedUser } from "../../common/roles";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { TripsService } from "../modules/trips";
import { CODE_TTL_MS, type VerificationService } from "../modules/verification";
import type { SmsGateway } from "../sms/sms-gateway";

export interface VerifyTripPhoneDeps {
  trips: Pick<TripsService, "contactNumberOf" | "markNumberVerified">;
  verification: Pick<VerificationService, "issue" | "withdraw" | "confirm" | "pending">;
  sms: SmsGateway;
  logger: Logger;
}

const subjectOf = (tripId: number) => `trip:${tripId}`;

const alreadyVerified = () =>
  new AppError("conflict", "phone_already_verified", "This number is already verified.");
const smsNotSent = () => {
  const error = new AppError(
    "unavailable",
    "sms_not_sent",
    "We could not send the text just now. Please try again in a minute.",
  );
  error.retryAfterSeconds = 60;
  return error;
};

/**
 * A traveller proves the contact number of their request (decision 0236): the trips module
 * says whose number it is and records it verified, the verification module keeps the code,
 * the SMS gateway carries it. Only the request's owner gets this far (the "contact" action).
 */
export function createVerifyTripPhone(deps: VerifyTripPhoneDeps) {
  const minutes = Math.round(CODE_TTL_MS / 60_000);
  return {
    /** Texts a new code to the trip's number. */
    async sendCode(user: AuthenticatedUser, tripId: number): Promise<void> {
      const { phone, verified } = await deps.trips.contactNumberOf(user, tripId);
      if (verified) throw alreadyVerified();
      const { id, code } = await deps.verification.issue(subjectOf(tripId), phone);
      try {
        await deps.sms.send({
          to: phone,
          text: `${code} is your Triphive code to verify this number. It expires in ${minutes} minutes. Do not share it.`,
        });
      } catch (error) {
        await deps.verification.withdraw(id);
        // The number and the code stay out of the log.
        deps.logger.error({ err: error, tripId }, "sending a verification code failed");
        throw smsNotSent();
      }
    },

    /** Checks the typed code; a right one marks the trip's number verified. */
    async confirmCode(user: AuthenticatedUser, tripId: number, code: string): Promise<void> {
      const { phone, verified } = await deps.trips.contactNumberOf(user, tripId);
      if (verified) return;
      await deps.verification.confirm(subjectOf(tripId), phone, code);
      await deps.trips.markNumberVerified(user, tripId, phone);
    },

    /** Where the owner stands: verified, a code pending (or expired), or nothing sent. */
    async status(user: AuthenticatedUser, tripId: number): Promise<TripPhoneVerification> {
      const { phone, verified } = await deps.trips.contactNumberOf(user, tripId);
      if (verified) return { verified, pending: null };
      const pending = await deps.verification.pending(subjectOf(tripId), phone);
      return {
        verified,
        pending: pending && {
          sent_at: pending.sentAt.toISOString(),
          expires_at: pending.expiresAt.toISOString(),
          expired: pending.expired,
        },
      };
    },
  };
}

export type VerifyTripPhone = ReturnType<typeof createVerifyTripPhone>;
