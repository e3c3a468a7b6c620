import { destinationsLabel } from "../../common/trips";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { nurtureMail } from "../mail/templates";
import type { JobQueue } from "../modules/jobs";
import type { TripRow, TripsService } from "../modules/trips";

/**
 * The nurture mail (decision 0223): a request still Active with no accepted quote
 * `NURTURE_AFTER_DAYS` after it was made gets one mail with its nurture link. A durable job, so a
 * restart between the request and the mail loses nothing; the trip's `nurture_sent_at` makes a
 * second delivery of the job send nothing.
 */
export const NURTURE_MAIL_JOB = "trip.nurture";

export interface SendNurtureMailDeps {
  trips: Pick<TripsService, "markNurtureSent">;
  tripOf(tripId: number): Promise<TripRow | undefined>;
  travellerOf(
    userId: string,
  ): Promise<{ email: string; firstName: string; name: string } | undefined>;
  acceptedQuoteIdOf(tripId: number): Promise<number | null>;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  now?: () => Date;
}

export async function scheduleNurtureMail(
  jobs: JobQueue,
  trip: { id: number; createdAt?: Date },
  afterDays: number,
  now: Date = new Date(),
): Promise<void> {
  const from = trip.createdAt ?? now;
  await jobs.schedule(
    NURTURE_MAIL_JOB,
    { tripId: trip.id },
    {
      runAt: new Date(from.getTime() + afterDays * 86_400_000),
      dedupeKey: `nurture:${trip.id}`,
    },
  );
}

export type NurtureOutcome = "sent" | "already_sent" | "not_active" | "accepted" | "no_trip";

export async function sendNurtureMail(
  deps: SendNurtureMailDeps,
  payload: Record<string, unknown>,
): Promise<NurtureOutcome> {
  const tripId = Number(payload.tripId);
  const trip = Number.isInteger(tripId) ? await deps.tripOf(tripId) : undefined;
  if (!trip) return "no_trip";
  if (trip.nurtureSentAt) return "already_sent";
  if (trip.status !== "Active") return "not_active";
  if ((await deps.acceptedQuoteIdOf(trip.id)) !== null) return "accepted";
  const traveller = await deps.travellerOf(trip.userId);
  if (!traveller?.email) return "no_trip";
  // Marked first: a crash after the mail sends it at most once more, never twice in a row of jobs.
  if (!(await deps.trips.markNurtureSent(trip.id, deps.now?.() ?? new Date()))) {
    return "already_sent";
  }
  const nurtureUrl = `${deps.publicUrl}/requested_trips/${trip.uniqueKey}/nurture/${trip.secretKey}`;
  await deps.mailer.send(
    nurtureMail({
      to: traveller.email,
      firstName: traveller.firstName || traveller.name.split(" ")[0] || "",
      destination: destinationsLabel(trip.toLoc),
      nurtureUrl,
    }),
  );
  deps.logger.info({ tripId: trip.id }, "nurture mail sent");
  return "sent";
}
