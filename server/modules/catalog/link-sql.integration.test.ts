import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { destinationListingUrl } from "../../../common/listing-url";
import { buildPackageUrl } from "../../../common/package-url";
import { rowsOf } from "../../lib/sql-rows";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { destinationListingSql, packageUrlSql } from "./link-sql";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
});
afterAll(async () => {
  await database?.close();
});

const linked = z.object({ slug: z.string(), other: z.string().nullable(), href: z.string() });

describe("links written in SQL", () => {
  it("equal their builders for every destination, city and package of the catalogue", async () => {
    const d = sql`d.slug`;
    const destinations = rowsOf(
      await database.db.execute(sql`
        select d.slug, null as other, ${destinationListingSql(d)} as href from destinations d
        union all
        select d.slug, 'honeymoon-packages', ${destinationListingSql(d, { base: "honeymoon-packages" })}
          from destinations d
        union all
        select d.slug, 'family-packages', ${destinationListingSql(d, { base: "family-packages" })}
          from destinations d`),
      linked,
    );
    expect(destinations.length).toBeGreaterThan(30);
    for (const row of destinations) {
      const base = row.other === "honeymoon-packages" || row.other === "family-packages";
      expect(row.href).toBe(
        destinationListingUrl(row.slug, base ? { base: row.other as "family-packages" } : {}),
      );
    }

    const cities = rowsOf(
      await database.db.execute(sql`
        select d.slug, c.slug as other, ${destinationListingSql(d, { citySlug: sql`c.slug` })} as href
        from cities c join destinations d on d.id = c.destination_id`),
      linked,
    );
    expect(cities.length).toBeGreaterThan(100);
    for (const row of cities) {
      expect(row.href).toBe(destinationListingUrl(row.slug, { cities: [row.other ?? ""] }));
    }

    const packages = rowsOf(
      await database.db.execute(
        sql`select p.slug, null as other, ${packageUrlSql(sql`p.slug`)} as href from packages p`,
      ),
      linked,
    );
    expect(packages.length).toBeGreaterThan(100);
    for (const row of packages) expect(row.href).toBe(buildPackageUrl(row.slug));
  });
});
