// What operations do on one request (app/routes/admin/trip.tsx, decision 0213): the inputs,
// shared by the page's forms and the server, and the views the page shows.
import { z } from "zod";
import { LEAD_STATUS_EVENTS } from "./lead-status";

const reason = z
  .string({ error: "required" })
  .trim()
  .min(3, "Say why, in a few words (at least 3 characters).")
  .max(500, "Keep the reason under 500 characters.");

export const ReassignLeadInput = z.object({
  intent: z.literal("reassign"),
  from_agent_id: z.coerce.number({ error: "required" }).int().positive(),
  to_agent_id: z.coerce
    .number({ error: "Choose the agency to give the request to." })
    .int()
    .positive(),
  reason,
});

export const AddAgentInput = z.object({
  intent: z.literal("add_agent"),
  agent_id: z.coerce.number({ error: "Choose an agency." }).int().positive(),
  reason,
});

export const TripNoteInput = z.object({
  intent: z.literal("note"),
  body: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(2000, "Keep a note under 2,000 characters."),
});

/** A date-time from the form's datetime-local field and the browser's offset in minutes. */
export const ScheduleCallbackInput = z.object({
  intent: z.literal("callback"),
  due_at: z.string({ error: "required" }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Invalid Date"),
  tz_offset: z.coerce.number().int().min(-840).max(840).default(0),
  note: z.string().trim().max(500, "Keep the note under 500 characters.").default(""),
});

export const MoveLeadInput = z.object({
  intent: z.literal("move"),
  event: z.enum(LEAD_STATUS_EVENTS),
  reason: z.string().trim().max(500).default(""),
});

export const StaffTripAction = z.discriminatedUnion("intent", [
  ReassignLeadInput,
  AddAgentInput,
  TripNoteInput,
  ScheduleCallbackInput,
  MoveLeadInput,
]);
export type StaffTripAction = z.infer<typeof StaffTripAction>;

/**
 * The instant a datetime-local value names in the browser's zone, given the browser's
 * `getTimezoneOffset()` (minutes behind UTC: India is -330). Without JavaScript the form sends India's.
 */
export function dueAtOf(local: string, tzOffsetMinutes: number): Date {
  return new Date(Date.parse(`${local}:00Z`) + tzOffsetMinutes * 60_000);
}

export interface StaffAuditEntry {
  id: number;
  action: string;
  actorName: string;
  actorRole: string;
  summary: string;
  at: string;
}

export interface StaffNoteView {
  id: number;
  authorName: string;
  body: string;
  at: string;
}

export interface StaffCallbackView {
  id: number;
  dueAt: string;
  note: string;
  scheduledByName: string;
  state: "open" | "done";
}
