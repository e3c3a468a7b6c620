import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { FUNNEL_STEPS } from "../common/tracking-events";
import type { Db } from "../server/db";
import { requestedTrips, tripLeads } from "../server/db/schema";
import type { Services } from "../server/services";
import { giveDemoRequestsTheirFunnels } from "./demo-funnels";
import {
  acceptInvoiceAndPay,
  agencyUser,
  BACKWATER_BREAK,
  cityIdsOf,
  DAY_MS,
  DEMO_VOUCHER_PDF,
  draftOf,
  ensureUser,
  NILGIRI,
  SPICE_ROUTE,
  tripInput,
} from "./demo-marketplace";

// A year of marketplace history for the embedded demo (decision 0232): every analytics chart
// (both funnels, money by week and month, destinations, sources, agency scorecards) and the
// pipeline board's older columns start with believable figures. Each request is made through
// the real workflows now (routing, quote drafts and sends, acceptance, invoice, sandbox
// payment), its lead status moved through the transition table as the timers would have moved
// it, and then the whole request is moved back to the day it was made: every timestamp of its
// own rows and of its quotes' and invoices' rows shifts by the same amount, so the order of
// events and the time between them stay as the workflows wrote them. Its analytics facts are
// then recomputed, and the lead funnel's tracking events written for the day it was made
// (seed/demo-funnels.ts).
// Small on purpose (a first start pays for it): 4 requests a month.

const MONTHS = 12;
const PER_MONTH = 4;
const SOURCES = ["sem", "organic", "direct", "facebook", "referral"] as const;
const FIRST_NAMES = ["Aarti", "Rohan", "Kavya", "Nikhil", "Divya", "Sanjay", "Pooja", "Arvind"];
const LAST_NAMES = ["Menon", "Shah", "Reddy", "Kapoor", "Pillai", "Joshi", "Das", "Nair"];
const FROM = ["Bengaluru", "Mumbai", "Delhi", "Chennai", "Hyderabad", "Pune", "Kolkata"];
const QUOTES = [BACKWATER_BREAK, NILGIRI, SPICE_ROUTE];

/** The marker of the history: its first traveller. Present, the history is not made again. */
const historyEmail = (i: number) => `history.${String(i).padStart(3, "0")}@triphive.example`;

/** Every timestamp of a request's rows, its quotes' and its invoices' rows, moved back. */
async function moveBack(db: Db, tripId: number, byMs: number): Promise<void> {
  const columns = (await db.execute(sql`
    select c.table_name, c.column_name, k.column_name as key
    from information_schema.columns c
    join information_schema.columns k on k.table_schema = c.table_schema
      and k.table_name = c.table_name and k.column_name in ('trip_id', 'quote_id', 'invoice_id')
    where c.table_schema = current_schema() and c.data_type = 'timestamp with time zone'
      and c.table_name not like 'analytics_%' and c.table_name not in ('jobs', 'domain_events')
      and not (c.table_name = 'requested_trips' and c.column_name = 'updated_at')`)) as {
    rows: { table_name: string; column_name: string; key: string }[];
  };
  const byTable = new Map<string, { key: string; columns: Set<string> }>();
  for (const row of columns.rows) {
    const entry = byTable.get(row.table_name) ?? { key: row.key, columns: new Set<string>() };
    // One key per table, the request's own first: a row is moved once.
    if (row.key === "trip_id") entry.key = "trip_id";
    entry.columns.add(row.column_name);
    byTable.set(row.table_name, entry);
  }
  const interval = sql.raw(`interval '${Math.round(byMs / 1000)} seconds'`);
  const owners: Record<string, ReturnType<typeof sql>> = {
    trip_id: sql`(${tripId})`,
    quote_id: sql`(select id from quotes where trip_id = ${tripId})`,
    invoice_id: sql`(select id from invoices where trip_id = ${tripId})`,
  };
  for (const [table, { key, columns: cols }] of byTable) {
    const sets = [...cols].map(
      (c) => sql`${sql.identifier(c)} = ${sql.identifier(c)} - ${interval}`,
    );
    await db.execute(
      sql`update ${sql.identifier(table)} set ${sql.join(sets, sql`, `)} where ${sql.identifier(key)} in ${owners[key]}`,
    );
  }
  const days = Math.round(byMs / DAY_MS);
  await db.execute(sql`
    update requested_trips set start_date = start_date - ${days}::int,
      travel_month = to_char(start_date - ${days}::int, 'YYYY-MM')
    where id = ${tripId} and start_date is not null`);
  const [trip] = await db
    .select({ createdAt: requestedTrips.createdAt })
    .from(requestedTrips)
    .where(eq(requestedTrips.id, tripId));
  if (trip)
    await db
      .update(requestedTrips)
      .set({ updatedAt: trip.createdAt })
      .where(eq(requestedTrips.id, tripId));
}

/**
 * The lead funnel of a visitor who looked at the request form and left: the form seen, and for
 * one in two its first question answered. A request's own funnel is its "Trip Created" event's
 * (giveDemoRequestsTheirFunnels).
 */
async function leftFunnelEvents(db: Db, madeAt: Date, n: number): Promise<void> {
  const reached = n % 2 === 0 ? 1 : 2;
  const funnelId = randomUUID();
  for (let s = 0; s < reached; s++) {
    const at = new Date(madeAt.getTime() - (4 - s) * 60_000);
    await db.execute(sql`
      insert into tracking_events (name, category, funnel_id, session_id, created_at, properties)
      values (${FUNNEL_STEPS[s]}, 'lead_funnel', ${funnelId}, ${funnelId}, ${at}, '{}'::jsonb)`);
  }
}

export async function seedDemoHistory(
  services: Services,
  db: Db,
  now: () => Date = () => new Date(),
  /** Gives back a send to the agency's hourly quote limit: history is not this hour's work. */
  forgetSend: (agentId: number) => Promise<void> = async () => undefined,
  /** Asked before each request: a stopping server ends the history there (the rest is not made). */
  shouldStop: () => boolean = () => false,
): Promise<number> {
  if (await services.accounts.emailExists(historyEmail(0))) return 0;
  const cityIds = await cityIdsOf(db);
  const today = now();
  const made: number[] = [];
  for (let i = 0; i < MONTHS * PER_MONTH; i++) {
    if (shouldStop()) return made.length;
    const daysAgo = 20 + Math.floor((i * 345) / (MONTHS * PER_MONTH)) + (i % 3);
    const madeAt = new Date(today.getTime() - daysAgo * DAY_MS - (i % 7) * 3_600_000);
    const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 3) % LAST_NAMES.length]}`;
    const traveller = await ensureUser(services, db, {
      name,
      email: historyEmail(i),
      role: "traveller",
    });
    const trip = await services.trips.create(
      traveller,
      tripInput({
        from_loc: FROM[i % FROM.length] ?? "Mumbai",
        trip_type: i % 3 === 0 ? "honeymoon" : "family",
        adults: 2,
        children: i % 2,
        days: 5,
        budget: 25_000 + (i % 6) * 5_000,
        comments: "",
        phone_no: `97${String(40_000_000 + i * 7_919).slice(0, 8)}`,
        // A start in the future when made (the form's rule), moved back with the request.
        start: new Date(today.getTime() + 40 * DAY_MS),
      }),
    );
    await db
      .update(requestedTrips)
      .set({ attribution: { traffic_type: SOURCES[i % SOURCES.length] } })
      .where(eq(requestedTrips.id, trip.id));
    // Three in four get a quote from the agency the request was routed to first; one in four
    // requests is accepted, invoiced and paid, and every other booking was vouchered.
    const [lead] = await db
      .select({ agentId: tripLeads.agentId })
      .from(tripLeads)
      .where(eq(tripLeads.tripId, trip.id))
      .orderBy(tripLeads.id)
      .limit(1);
    const quoted = lead && i % 4 !== 3;
    if (quoted) {
      const agent = await agencyUser(services, db, lead.agentId);
      const validUntil = new Date(today.getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
      const editor = await services.quotes.startDraft(agent, trip.id, { from: "blank" });
      const template = QUOTES[i % QUOTES.length] ?? BACKWATER_BREAK;
      await services.quotes.saveDraft(
        agent,
        editor.quoteId,
        draftOf(template, validUntil, cityIds),
      );
      await services.workflows.sendQuote(agent, editor.quoteId);
      await forgetSend(lead.agentId);
      if (i % 4 === 0) {
        await acceptInvoiceAndPay(services, db, {
          traveller,
          agent,
          tripId: trip.id,
          quoteId: editor.quoteId,
        });
        if (i % 8 === 0) {
          await services.money.uploadVoucher(agent, editor.quoteId, "hotel", {
            name: "houseboat-voucher.pdf",
            bytes: DEMO_VOUCHER_PDF,
          });
        }
      }
    }
    // Older requests without a booking cooled as the timers would have moved them.
    if (i % 4 !== 0 && daysAgo > 30) {
      for (const _ of daysAgo > 60 ? [1, 2] : [1]) {
        await services.leadStatuses
          .systemMove({ tripId: trip.id, event: "idle", reason: "No traveller activity" })
          .catch(() => undefined);
      }
    }
    // Its "Trip Created" event moves back with it (the event carries the trip's id).
    await moveBack(db, trip.id, today.getTime() - madeAt.getTime());
    made.push(trip.id);
  }
  // Visitors who looked at the lead form and left: the funnel's first steps without a request.
  for (let i = 0; i < MONTHS * PER_MONTH * 2; i++) {
    await leftFunnelEvents(db, new Date(today.getTime() - (3 + i * 4) * DAY_MS), i);
  }
  // Every demo request (this history's, the demo marketplace's and pipeline's) gets the funnel
  // of the visitor who made it, so no step counts more funnels than the one before.
  await giveDemoRequestsTheirFunnels(db);
  await services.analytics.refresh(made);
  await services.tracking.rebuildFunnelDays();
  return made.length;
}
