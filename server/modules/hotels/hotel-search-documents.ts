import { sql } from "drizzle-orm";
import { normalisedSql as norm, pictureSql, type SearchProvider } from "../search";
import { hotelImageUrl } from "./hotel-views";

/**
 * Hotels in universal search (issue 13 §2), in the column order the search module's bulk form
 * asks for (source_id, title, location, href, price_minor, popularity, names, keywords, suggest,
 * links). Found by name, kind, themes, city and destination ("goa beach resort"); only the
 * recommended ones are offered while typing, so a city's 40 hotels never crowd the suggestions.
 *
 * A hotel has no price per person, and its price depends on the stay: the index holds none,
 * and the results page asks the hotels door for the one hotel price (decision 0217).
 *
 * The links stay concatenated here, in the one statement that fills the index, because they
 * are what the builders write: `buildHotelUrl(slug)` is `/hotel/{slug}`, and
 * `buildHotelListingUrl(plainHotelRoute(DEFAULT_LOCALE, slug))` is `/hotels/{slug}` (the default
 * locale has no prefix; a plain route has no query). hotels.integration.test.ts checks every
 * document against the builders (decision 0178).
 */
export const HOTEL_SEARCH_PROVIDER: SearchProvider = {
  docClass: "hotel",
  select: sql`
    select h.id::text, h.name, c.name || ', ' || d.name, '/hotel/' || h.slug,
      null::bigint, h.score / 1000.0, ${norm(sql`h.name`)},
      ${norm(sql`h.property_type || ' hotel ' || array_to_string(h.themes, ' ') || ' ' || c.name || ' ' || d.name || ' ' || h.landmark_name`)},
      h.recommended,
      jsonb_build_array(
        jsonb_build_object('label', 'Hotels in ' || d.name, 'href', '/hotels/' || d.slug))
    from hotels h join cities c on c.id = h.city_id join destinations d on d.id = h.destination_id`,
  // Its town's place and the places around it; its first picture (decision 0208).
  places: sql`
    select h.id::text, null::integer, p.ancestry, ${pictureSql((k) => hotelImageUrl(k, 0, "card"), sql`h.id`)}
    from hotels h join places p on p.city_id = h.city_id`,
};
