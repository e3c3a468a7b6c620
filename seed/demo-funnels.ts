import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { FUNNEL_STEPS } from "../common/tracking-events";
import type { Db } from "../server/db";
import { rowsOf } from "../server/lib/sql-rows";

// The demo's requests are made through services.trips.create without a browser, so the
// "Trip Created" event trip creation records carries no funnel (no tracking cookies) and no
// visitor ever saw the form: the lead funnel counted every such request as a funnel of its own
// at step three, above the visitors of step one ("Trip Created 340%"). A visitor who makes a
// request leaves the whole funnel under one funnel id; this writes that for the demo's requests.

const [MODULE_VIEWED, FIRST_ANSWER, , FLOW_COMPLETED] = FUNNEL_STEPS;
const MINUTE_MS = 60_000;
/** The demo's own people: a request someone else made keeps the events it really has. */
const DEMO_EMAILS = "%@triphive.example";

/**
 * Gives each "Trip Created" event of a demo account's request without a funnel the funnel its visitor
 * would have made: the form seen and its first question answered in the minutes before, the
 * event itself under the same funnel id, and the flow finished a minute after (four in five;
 * the others closed the page). Idempotent: an event with a funnel is left alone. The caller
 * rebuilds the daily roll-up (services.tracking.rebuildFunnelDays).
 */
export async function giveDemoRequestsTheirFunnels(db: Db): Promise<number> {
  const events = rowsOf(
    await db.execute(sql`
      select id, created_at from tracking_events
      where name = 'Trip Created' and funnel_id is null and session_id is null
        and user_id in (select id from users where email like ${DEMO_EMAILS})
      order by id`),
    z.object({ id: z.coerce.number(), created_at: z.coerce.date() }),
  );
  for (const event of events) {
    const funnelId = randomUUID();
    const at = (minutes: number) => new Date(event.created_at.getTime() + minutes * MINUTE_MS);
    const steps: [string, Date][] = [
      [MODULE_VIEWED, at(-4)],
      [FIRST_ANSWER, at(-3)],
    ];
    if (event.id % 5 !== 0) steps.push([FLOW_COMPLETED, at(1)]);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update tracking_events set funnel_id = ${funnelId}, session_id = ${funnelId}
        where id = ${event.id}`);
      for (const [name, when] of steps) {
        await tx.execute(sql`
          insert into tracking_events (name, category, funnel_id, session_id, created_at, properties)
          values (${name}, 'lead_funnel', ${funnelId}, ${funnelId}, ${when}, '{}'::jsonb)`);
      }
    });
  }
  return events.length;
}
