// The agent workspace's and the staff pages' URL parameters (issue 9 §3, §7). The inbox query
// and what an agent types into a quote are in common/quotes-input.ts.
import { z } from "zod";

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

// A page number or a search that cannot be read falls back to the first page of everything
// rather than failing: these come from links and search boxes, not from a form to correct.
const page = z.coerce.number().int().min(1).max(10_000).catch(1);
const search = z
  .string()
  .trim()
  .max(80)
  .optional()
  .catch(undefined)
  .transform((q) => q || undefined);

export const STAFF_TRIPS_PAGE_SIZE = 25;

export const LeadParams = z.object({ tripId: rowId });
export const QuoteParams = z.object({ quoteId: rowId });
export const StaffTripParams = z.object({ tripId: rowId });

/** `/admin?q=&page=`: recent requests, searched by id, destination or traveller. */
export const StaffTripsQuery = z.object({ q: search, page });
export const CallbackQueueQuery = z.object({ page });
/** The dialer's "Call done" on one queued callback request. */
export const CallbackDoneInput = z.object({ intent: z.literal("call_done"), callbackId: rowId });

/** The package search on the lead page, to start a quote from the catalogue. */
export const PackageSearchQuery = z.object({ packages: search });
