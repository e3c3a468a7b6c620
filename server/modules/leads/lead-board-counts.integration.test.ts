import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { rowsOf } from "../../lib/sql-rows";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import { insertUser } from "../quotes/quotes-test-helpers";

// The board's column counts (decision 0233): the trigger-kept requested_trip_lead_counts equal
// a direct count after bulk inserts, updates that move some requests and not others, deletes;
// a filtered board counts up to BOARD_COUNT_CAP and says there are more.

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];

const direct = async () =>
  rowsOf(
    await database.db.execute(sql`
      select lead_status as status, count(*)::int as n from requested_trips group by 1 order by 1`),
    z.object({ status: z.string(), n: z.number() }),
  );
const kept = async () =>
  rowsOf(
    await database.db.execute(sql`
      select lead_status as status, n::int as n from requested_trip_lead_counts where n <> 0 order by 1`),
    z.object({ status: z.string(), n: z.number() }),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database.db).services;
  const traveller = await insertUser(database.db, "traveller", "Asha");
  await database.db.execute(sql`
    insert into requested_trips (user_id, unique_key, secret_key, to_loc, from_loc, travel_month,
      durations, trip_type, adults, children, isd_code, phone_no, quotes_count, lead_status,
      status, created_at, updated_at)
    select ${traveller.id}, 'count-' || g, md5(g::text), array[(array['Goa','Kerala'])[1 + g % 2]],
      'Pune', 'nd', array['4-6'], 'family', 2, 0, '+91', '98470' || lpad(g::text, 5, '0'),
      case when g % 3 = 0 then 0 else 1 end,
      (array['active','in progress','cold','dormant'])[1 + g % 4], 'Active',
      now() - g * interval '1 hour', now()
    from generate_series(1, 2600) g`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("the board's kept counts", () => {
  it("equal a direct count through inserts, updates and deletes", async () => {
    expect(await kept()).toEqual(await direct());
    await database.db.execute(
      sql`update requested_trips set lead_status = 'hot' where id % 7 = 0 and lead_status <> 'hot'`,
    );
    await database.db.execute(sql`update requested_trips set comments = 'x' where id % 5 = 0`);
    await database.db.execute(sql`delete from requested_trips where id % 11 = 0`);
    expect(await kept()).toEqual(await direct());
    const board = await services.leadBoard.board({ page: 1 });
    const fromBoard = board.columns
      .filter((c) => c.total > 0)
      .map((c) => ({ status: c.status, n: c.total }))
      .sort((a, b) => a.status.localeCompare(b.status));
    expect(fromBoard).toEqual(await direct());
  });

  it("counts a filtered column up to the cap and says there are more", async () => {
    const board = await services.leadBoard.board({ page: 1, destination: "goa" });
    const active = board.columns.find((c) => c.status === "active");
    // 1,300 Goa requests; a quarter of them active minus those moved to hot: under the cap.
    expect(active?.more).toBe(false);
    const [want] = rowsOf(
      await database.db.execute(sql`
        select count(*)::int as n from requested_trips
        where lead_status = 'active' and to_loc[1] = 'Goa'`),
      z.object({ n: z.number() }),
    );
    expect(active?.total).toBe(want?.n);
    const all = await services.leadBoard.board({ page: 1, q: "goa" });
    const escalatedAll = await services.leadBoard.board({ page: 1, escalated: true });
    expect(all.columns.every((c) => c.total <= 1_000)).toBe(true);
    expect(escalatedAll.escalatedTotal).toBeGreaterThan(0);
  });
});
