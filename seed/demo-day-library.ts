import { sql } from "drizzle-orm";
import type { Db } from "../server/db";

// The demo agencies' day libraries (decision 0210): for every agency an account works that has
// no library yet, up to DAYS_PER_AGENCY distinct days of the catalogue's package itineraries in
// the destinations it serves, with the landmarks the day names as its activities and a road
// transfer when the day changes city. One statement at start, skipped once libraries exist.

const DAYS_PER_AGENCY = 40;

export async function seedDemoDayLibrary(db: Db): Promise<number> {
  const result = await db.execute(sql`
    insert into quote_library_days
      (agent_id, title, city_id, city_name, description, activities, transfers)
    select a.id, d.title, d.city_id, c.name, d.description,
      coalesce((
        select jsonb_agg(l.name order by l.position)
        from landmarks l
        where l.city_id = d.city_id
          and position(lower(l.name) in lower(d.description)) > 0
      ), '[]'::jsonb),
      case when d.previous_city is not null and d.previous_city <> c.name
        then jsonb_build_array('Road transfer from ' || d.previous_city || ' to ' || c.name)
        else '[]'::jsonb end
    from agents a
    cross join lateral (
      select distinct on (pd.title) pd.title, pd.city_id, pd.description, pd.package_id,
        (select pc.name from package_days prev join cities pc on pc.id = prev.city_id
          where prev.package_id = pd.package_id and prev.day = pd.day - 1) as previous_city
      from package_days pd
      join packages p on p.id = pd.package_id
      join agent_destinations ad on ad.destination_id = p.destination_id and ad.agent_id = a.id
      order by pd.title, pd.package_id
      limit ${DAYS_PER_AGENCY}
    ) d
    join cities c on c.id = d.city_id
    where a.user_id is not null
      and not exists (select 1 from quote_library_days q where q.agent_id = a.id)
  `);
  return (
    (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as unknown as { rowCount?: number }).rowCount ??
    0
  );
}
