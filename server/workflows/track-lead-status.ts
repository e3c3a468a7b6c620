import { HOT_WINDOW_HOURS } from "../../common/lead-status";
import type { DomainEvents } from "../events/domain-events";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import type { JobHandlers, JobQueue } from "../modules/jobs";
import type { OperationsService } from "../modules/operations";
import type { LeadStatuses } from "../modules/trips";

// The lead status of a request follows what happens to it (decision 0213): domain events move
// it through the table of common/lead-status.ts, and three durable timers (jobs, never
// setInterval) move it when nothing happens: a hot lead cools after 48 h, an idle one goes
// dormant then cold, and a request with no quote past its SLA is escalated to operations.

export const LEAD_COOL_JOB = "lead-status.cool";
export const LEAD_IDLE_JOB = "lead-status.idle";
export const QUOTE_SLA_JOB = "lead-status.quote-sla";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface LeadStatusTimers {
  /** Days without traveller activity before a lead is dormant, and more days before cold. */
  dormantAfterDays: number;
  coldAfterDays: number;
  /** Hours a new request may wait for its first quote before operations are alerted. */
  quoteSlaHours: number;
}

export interface TrackLeadStatusDeps {
  leadStatuses: LeadStatuses;
  operations: Pick<OperationsService, "recordEscalation">;
  events: Pick<DomainEvents, "handle">;
  jobs: Pick<JobQueue, "reschedule" | "schedule">;
  /** Who the request belongs to (trips' door): only the traveller's own moves warm a lead. */
  travellerOf(tripId: number): Promise<string | null>;
  /** Operations staff to mail when a request is escalated (the accounts module's door). */
  opsRecipients(): Promise<{ email: string; name: string }[]>;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  timers: LeadStatusTimers;
  now: () => Date;
}

/** Registers the event handlers and answers the timers' job handlers and the new-request hook. */
export function trackLeadStatus(deps: TrackLeadStatusDeps) {
  const { leadStatuses, events, jobs, timers } = deps;

  const scheduleIdle = (tripId: number, at: Date) =>
    jobs.reschedule(`lead-idle:${tripId}`, LEAD_IDLE_JOB, { tripId }, at);

  async function travellerActive(tripId: number, actorUserId: string, reason: string) {
    if ((await deps.travellerOf(tripId)) !== actorUserId) return;
    const { coolsAt } = await leadStatuses.travellerActive(tripId, reason);
    await jobs.reschedule(`lead-cool:${tripId}`, LEAD_COOL_JOB, { tripId }, coolsAt);
    await scheduleIdle(tripId, new Date(deps.now().getTime() + timers.dormantAfterDays * DAY));
  }

  events.handle("lead-status", "quote.sent", (e) =>
    leadStatuses
      .systemMove({ tripId: e.tripId, event: "quote_sent", reason: `Quote #${e.quoteId} sent` })
      .then(() => undefined),
  );
  events.handle("lead-status", "quote.accepted", (e) =>
    travellerActive(e.tripId, e.actorUserId, `Accepted quote #${e.quoteId}`),
  );
  events.handle("lead-status", "quote.declined", (e) =>
    travellerActive(e.tripId, e.actorUserId, `Declined quote #${e.quoteId}`),
  );
  events.handle("lead-status", "quote.hotel_rejected", (e) =>
    travellerActive(e.tripId, e.actorUserId, `Rejected a hotel on quote #${e.quoteId}`),
  );
  events.handle("lead-status", "quote.callback_requested", (e) =>
    travellerActive(e.tripId, e.actorUserId, `Asked for a callback on quote #${e.quoteId}`),
  );
  events.handle("lead-status", "chat.message.created", (e) =>
    travellerActive(e.tripId, e.senderUserId, `Wrote to the agent on quote #${e.quoteId}`),
  );
  events.handle("lead-status", "invoice.issued", async (e) => {
    await leadStatuses.systemMove({
      tripId: e.tripId,
      event: "invoice_issued",
      reason: `Invoice ${e.number} issued`,
    });
  });
  events.handle("lead-status", "quote.converted", async (e) => {
    await leadStatuses.systemMove({
      tripId: e.tripId,
      event: "paid_and_vouchered",
      reason: `Quote #${e.quoteId} paid in full and vouchered`,
    });
  });

  const tripIdOf = (payload: Record<string, unknown>) => {
    const id = Number(payload.tripId);
    return Number.isInteger(id) && id > 0 ? id : null;
  };

  const jobHandlers: JobHandlers = {
    [LEAD_COOL_JOB]: async (payload) => {
      const tripId = tripIdOf(payload);
      const clock = tripId ? await leadStatuses.leadClock(tripId) : null;
      if (!tripId || clock?.status !== "hot") return;
      const coolsAt = clock.travellerActiveAt.getTime() + HOT_WINDOW_HOURS * HOUR;
      if (coolsAt > deps.now().getTime()) return;
      await leadStatuses.systemMove({
        tripId,
        event: "activity_cooled",
        reason: `No traveller activity for ${HOT_WINDOW_HOURS} hours`,
      });
    },
    [LEAD_IDLE_JOB]: async (payload) => {
      const tripId = tripIdOf(payload);
      const clock = tripId ? await leadStatuses.leadClock(tripId) : null;
      if (!tripId || !clock || clock.tripStatus !== "Active") return;
      const idleMs = deps.now().getTime() - clock.travellerActiveAt.getTime();
      const dormantMs = timers.dormantAfterDays * DAY;
      const coldMs = dormantMs + timers.coldAfterDays * DAY;
      if (clock.status === "dormant" && idleMs >= coldMs) {
        await leadStatuses.systemMove({
          tripId,
          event: "idle",
          reason: `No traveller activity for ${timers.dormantAfterDays + timers.coldAfterDays} days`,
        });
      } else if (idleMs >= dormantMs) {
        const moved = await leadStatuses.systemMove({
          tripId,
          event: "idle",
          reason: `No traveller activity for ${timers.dormantAfterDays} days`,
        });
        if (moved?.to === "dormant") {
          await scheduleIdle(tripId, new Date(clock.travellerActiveAt.getTime() + coldMs));
        }
      } else {
        await scheduleIdle(tripId, new Date(clock.travellerActiveAt.getTime() + dormantMs));
      }
    },
    [QUOTE_SLA_JOB]: async (payload) => {
      const tripId = tripIdOf(payload);
      const clock = tripId ? await leadStatuses.leadClock(tripId) : null;
      if (!tripId || !clock || clock.tripStatus !== "Active" || clock.quotesCount > 0) return;
      const first = await deps.operations.recordEscalation(
        tripId,
        `Escalated: no quote within ${timers.quoteSlaHours} hours of the request`,
      );
      if (!first) return;
      const url = `${deps.publicUrl}/admin/trips/${tripId}`;
      for (const to of await deps.opsRecipients()) {
        await deps.mailer.send({
          to: to.email,
          subject: `Request #${tripId} has no quote after ${timers.quoteSlaHours} hours`,
          text: `Request #${tripId} has had no quote from any agency within its ${timers.quoteSlaHours}-hour SLA.\n\nReassign it or add an agency: ${url}\n`,
          html: `<p>Request #${tripId} has had no quote from any agency within its ${timers.quoteSlaHours}-hour SLA.</p><p><a href="${url}">Reassign it or add an agency</a></p>`,
        });
      }
      deps.logger.info({ tripId }, "request escalated: no quote within its SLA");
    },
  };

  return {
    jobHandlers,
    /** A new request: its SLA timer and its idle timer start. */
    async requestCreated(tripId: number, createdAt: Date): Promise<void> {
      await jobs.schedule(
        QUOTE_SLA_JOB,
        { tripId },
        {
          runAt: new Date(createdAt.getTime() + timers.quoteSlaHours * HOUR),
          dedupeKey: `quote-sla:${tripId}`,
        },
      );
      await scheduleIdle(tripId, new Date(createdAt.getTime() + timers.dormantAfterDays * DAY));
    },
  };
}
