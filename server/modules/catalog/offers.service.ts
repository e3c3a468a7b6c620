import { sql } from "drizzle-orm";
import type { SaleCampaign } from "../../../common/sale-campaigns";
import type { Db } from "../../db";
import { rowsOf } from "../../lib/sql-rows";
import { cardColumns, cardRow, type PackageCard, toPackageCard } from "./package-query";

export const OFFERS_PAGE_SIZE = 25;

/**
 * The /offers page: the deepest discounts running now, one package per family and at most four
 * per destination so one sale does not fill the page. Discounts are the catalogue's own.
 */
export function createOffersService(db: Db) {
  return {
    async current(limit = OFFERS_PAGE_SIZE): Promise<PackageCard[]> {
      const rows = rowsOf(
        await db.execute(sql`
          select * from (
            select ${cardColumns(null)},
              row_number() over (partition by p.destination_id order by p.discount_percent desc, p.popularity desc, p.id) as in_destination,
              row_number() over (partition by p.family_key order by p.discount_percent desc, p.id) as in_family
            from packages p join destinations d on d.id = p.destination_id
            where p.discount_percent > 0
          ) offers
          where in_destination <= 4 and in_family = 1
          order by discount_percent desc, rating desc, id
          limit ${limit}`),
        cardRow,
      );
      return rows.map((r) => toPackageCard(r, null));
    },

    /** A sale page's packages (common/sale-campaigns.ts): its rule, deepest discount first. */
    async forCampaign(
      rule: SaleCampaign["rule"],
      limit = OFFERS_PAGE_SIZE,
    ): Promise<PackageCard[]> {
      const conditions = [sql`p.discount_percent >= ${rule.minDiscountPercent}`];
      if (rule.destinationType) conditions.push(sql`d.type = ${rule.destinationType}`);
      if (rule.minHotelCategory) conditions.push(sql`p.hotel_category >= ${rule.minHotelCategory}`);
      if (rule.category) conditions.push(sql`${rule.category} = any(p.categories)`);
      const rows = rowsOf(
        await db.execute(sql`
          select * from (
            select ${cardColumns(null)},
              row_number() over (partition by p.destination_id order by p.discount_percent desc, p.popularity desc, p.id) as in_destination,
              row_number() over (partition by p.family_key order by p.discount_percent desc, p.id) as in_family
            from packages p join destinations d on d.id = p.destination_id
            where ${sql.join(conditions, sql` and `)}
          ) offers
          where in_destination <= 4 and in_family = 1
          order by discount_percent desc, rating desc, id
          limit ${limit}`),
        cardRow,
      );
      return rows.map((r) => toPackageCard(r, null));
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
