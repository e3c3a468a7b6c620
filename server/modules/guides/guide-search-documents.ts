import { sql } from "drizzle-orm";
import { destinationImageUrl } from "../../../common/artwork";
import { normalisedSql as norm, pictureSql, type SearchProvider } from "../search";

/**
 * Destination guides in universal search (issue 13 §2): one document per destination's guide,
 * found by "kerala guide", "things to do in goa" or the destination's name, linking its
 * places-to-visit, things-to-do and how-to-reach pages. Columns in the search module's order.
 */
export const GUIDE_SEARCH_PROVIDER: SearchProvider = {
  docClass: "guide",
  select: sql`
    select d.id::text, d.name || ' travel guide', d.region, '/' || d.slug || '-tourism',
      null::bigint, least(d.popularity, 100) / 110.0, ${norm(sql`d.name || ' travel guide'`)},
      ${norm(sql`d.region || ' tourism guide places to visit things to do how to reach best time'`)},
      true,
      jsonb_build_array(
        jsonb_build_object('label', 'Places to visit', 'href', '/' || d.slug || '-tourism/places-to-visit'),
        jsonb_build_object('label', 'Things to do', 'href', '/' || d.slug || '-tourism/things-to-do'),
        jsonb_build_object('label', 'How to reach', 'href', '/' || d.slug || '-tourism/how-to-reach'))
    from destinations d where d.has_package`,
  // Its destination's place and the places around it, and its picture (decision 0208).
  places: sql`
    select d.id::text, null::integer, p.ancestry,
      ${pictureSql((k) => destinationImageUrl(String(k), "card"), sql`d.slug`)}
    from destinations d join places p on p.destination_id = d.id`,
};
