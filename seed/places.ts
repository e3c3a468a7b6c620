import { sql } from "drizzle-orm";
import { normalizeSearchText, SEARCH_ALIASES } from "../common/search";
import type { Db } from "../server/db";
import { cities, destinations, places } from "../server/db/schema";
import type { PlaceKind } from "../server/modules/catalog";
import type { DestinationSeed } from "../server/modules/guides/data/geography";

// The place hierarchy (decision 0207), built from the geography every scale shares: each
// destination and each city gets its place under its real parent. What the geography does not
// say (that Munnar lies in Kerala, Paris in France, Kaza in Spiti) is written here.

interface PlaceSeed {
  slug: string;
  name: string;
  kind: PlaceKind;
  parent: string | null;
  aliases?: readonly string[];
}

/** Places the catalogue does not sell but that hold the ones it does. */
const CONTAINERS: readonly PlaceSeed[] = [
  { slug: "india", name: "India", kind: "country", parent: null, aliases: ["bharat"] },
  {
    slug: "jammu-and-kashmir",
    name: "Jammu and Kashmir",
    kind: "state",
    parent: "india",
    aliases: ["j and k", "j k"],
  },
  {
    slug: "united-arab-emirates",
    name: "United Arab Emirates",
    kind: "country",
    parent: null,
    aliases: ["uae", "emirates"],
  },
  {
    slug: "netherlands",
    name: "Netherlands",
    kind: "country",
    parent: "europe",
    aliases: ["holland"],
  },
  {
    slug: "czechia",
    name: "Czechia",
    kind: "country",
    parent: "europe",
    aliases: ["czech republic"],
  },
  {
    slug: "spiti-valley",
    name: "Spiti Valley",
    kind: "region",
    parent: "himachal-pradesh",
    aliases: ["spiti"],
  },
];

/** Areas travellers name that the catalogue has no city for: a search for them means their parent. */
const AREAS: readonly PlaceSeed[] = [
  { slug: "baga", name: "Baga", kind: "area", parent: "goa", aliases: ["baga beach"] },
  {
    slug: "calangute",
    name: "Calangute",
    kind: "area",
    parent: "goa",
    aliases: ["calangute beach"],
  },
  { slug: "candolim", name: "Candolim", kind: "area", parent: "goa", aliases: ["candolim beach"] },
  { slug: "colva", name: "Colva", kind: "area", parent: "goa", aliases: ["colva beach"] },
  {
    slug: "fort-kochi",
    name: "Fort Kochi",
    kind: "area",
    parent: "kochi",
    aliases: ["fort cochin"],
  },
  { slug: "mattancherry", name: "Mattancherry", kind: "area", parent: "kochi" },
  { slug: "kumarakom", name: "Kumarakom", kind: "area", parent: "kerala" },
  { slug: "kovalam", name: "Kovalam", kind: "area", parent: "kerala", aliases: ["kovalam beach"] },
  { slug: "wayanad", name: "Wayanad", kind: "area", parent: "kerala" },
  { slug: "calicut", name: "Kozhikode", kind: "area", parent: "kerala" },
  { slug: "thiruvananthapuram", name: "Thiruvananthapuram", kind: "area", parent: "kerala" },
  { slug: "kasol", name: "Kasol", kind: "area", parent: "himachal-pradesh" },
  {
    slug: "bir-billing",
    name: "Bir Billing",
    kind: "area",
    parent: "himachal-pradesh",
    aliases: ["bir"],
  },
];

/** Where a destination lies, when not directly in its country (or at the top, abroad). */
const DESTINATION_PARENT: Readonly<Record<string, string>> = {
  manali: "himachal-pradesh",
  shimla: "himachal-pradesh",
  munnar: "kerala",
  ooty: "tamil-nadu",
  coorg: "karnataka",
  darjeeling: "west-bengal",
  kashmir: "jammu-and-kashmir",
  dubai: "united-arab-emirates",
  "abu-dhabi": "united-arab-emirates",
  bali: "indonesia",
  switzerland: "europe",
  "united-kingdom": "europe",
  france: "europe",
  italy: "europe",
  greece: "europe",
  spain: "europe",
};

/** Cities a destination groups that lie in another place (Europe's capitals, Spiti's Kaza). */
const CITY_PARENT: Readonly<Record<string, string>> = {
  paris: "france",
  rome: "italy",
  zurich: "switzerland",
  amsterdam: "netherlands",
  prague: "czechia",
  kaza: "spiti-valley",
};

/** Names travellers use beyond SEARCH_ALIASES's old names and spellings. */
const EXTRA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "andaman-and-nicobar": ["andaman islands", "andaman and nicobar", "andaman nicobar"],
  "united-kingdom": ["united kingdom", "england", "britain", "great britain"],
  "united-states": ["united states", "america", "united states of america"],
  switzerland: ["swiss"],
  ooty: ["nilgiris", "nilgiri"],
  sohra: ["cherrapunji", "cherrapunjee"],
  "ekta-nagar": ["kevadia"],
  "havelock-island": ["havelock", "swaraj dweep"],
  "neil-island": ["neil", "shaheed dweep"],
  "nubra-valley": ["nubra"],
  pangong: ["pangong lake", "pangong tso"],
  "solang-valley": ["solang"],
  "darjeeling-town": ["darjeeling"],
  "ho-chi-minh-city": ["saigon"],
  "bodh-gaya": ["bodhgaya"],
};

const kindOfDestination: Record<DestinationSeed["kind"], PlaceKind> = {
  state: "state",
  union_territory: "state",
  region: "region",
  island_group: "region",
  country: "country",
  city: "city",
};

/** Every other name of a place: old names and spellings (SEARCH_ALIASES), a parenthesis. */
function aliasesOf(slug: string, name: string, extra: readonly string[] = []): string[] {
  const norm = normalizeSearchText(name);
  const names = new Set<string>([norm]);
  const bracketed = /^(.*?)\s*\((.*)\)\s*$/.exec(name);
  if (bracketed) {
    names.add(normalizeSearchText(bracketed[1] ?? ""));
    names.add(normalizeSearchText(bracketed[2] ?? ""));
  }
  names.add(slug.replace(/-/g, " "));
  for (const group of SEARCH_ALIASES) {
    if (group.some((word) => names.has(word))) for (const word of group) names.add(word);
  }
  for (const word of extra) names.add(normalizeSearchText(word));
  names.delete(norm);
  names.delete("");
  return [...names].sort();
}

interface PlaceRow extends PlaceSeed {
  destinationSlug: string | null;
  citySlug: string | null;
}

/** The hierarchy as rows, parents before children (pure: the tests read it too). */
export function placeSeeds(geography: readonly DestinationSeed[]): PlaceRow[] {
  const rows = new Map<string, PlaceRow>();
  const add = (row: PlaceRow) => {
    if (rows.has(row.slug)) throw new Error(`place ${row.slug} twice`);
    rows.set(row.slug, row);
  };
  for (const c of CONTAINERS) add({ ...c, destinationSlug: null, citySlug: null });
  // City destinations own the city of the same slug (Munnar the destination is Munnar the town).
  const cityDestinations = new Set(geography.filter((d) => d.kind === "city").map((d) => d.slug));
  for (const d of geography) {
    add({
      slug: d.slug,
      name: d.name,
      kind: kindOfDestination[d.kind],
      parent: DESTINATION_PARENT[d.slug] ?? (d.type === "india" ? "india" : null),
      aliases: EXTRA_ALIASES[d.slug],
      destinationSlug: d.slug,
      citySlug: null,
    });
  }
  for (const d of geography) {
    for (const c of d.cities) {
      const own = rows.get(c.slug);
      if (own && cityDestinations.has(c.slug)) {
        own.citySlug = c.slug;
        continue;
      }
      add({
        slug: own ? `${c.slug}-city` : c.slug,
        name: c.name,
        kind: d.kind === "city" ? "area" : "city",
        parent: CITY_PARENT[c.slug] ?? d.slug,
        aliases: EXTRA_ALIASES[c.slug],
        destinationSlug: null,
        citySlug: c.slug,
      });
    }
  }
  for (const a of AREAS) add({ ...a, destinationSlug: null, citySlug: null });
  // Parents first: a stable walk from the roots.
  const ordered: PlaceRow[] = [];
  const placed = new Set<string>();
  const visit = (row: PlaceRow, trail: string[]) => {
    if (placed.has(row.slug)) return;
    if (trail.includes(row.slug)) throw new Error(`place loop at ${row.slug}`);
    if (row.parent) {
      const parent = rows.get(row.parent);
      if (!parent) throw new Error(`place ${row.slug} has unknown parent ${row.parent}`);
      visit(parent, [...trail, row.slug]);
    }
    placed.add(row.slug);
    ordered.push(row);
  };
  for (const row of rows.values()) visit(row, []);
  return ordered.map((row) => ({ ...row, aliases: aliasesOf(row.slug, row.name, row.aliases) }));
}

/**
 * Writes the hierarchy for the catalogue's destinations and cities (already written), in the
 * caller's transaction. Returns how many places there are.
 */
export async function seedPlaces(
  tx: Pick<Db, "select" | "insert" | "execute">,
  geography: readonly DestinationSeed[],
): Promise<number> {
  const destinationIds = new Map(
    (await tx.select({ id: destinations.id, slug: destinations.slug }).from(destinations)).map(
      (r) => [r.slug, r.id],
    ),
  );
  const cityIds = new Map(
    (await tx.select({ id: cities.id, slug: cities.slug }).from(cities)).map((r) => [r.slug, r.id]),
  );
  const ids = new Map<string, { id: number; ancestry: number[] }>();
  for (const row of placeSeeds(geography)) {
    const parent = row.parent ? ids.get(row.parent) : undefined;
    const [inserted] = await tx
      .insert(places)
      .values({
        slug: row.slug,
        name: row.name,
        kind: row.kind,
        parentId: parent?.id ?? null,
        ancestry: parent?.ancestry ?? [],
        aliases: [...(row.aliases ?? [])],
        destinationId: row.destinationSlug
          ? (destinationIds.get(row.destinationSlug) ?? null)
          : null,
        cityId: row.citySlug ? (cityIds.get(row.citySlug) ?? null) : null,
      })
      .returning({ id: places.id });
    if (!inserted) throw new Error(`place ${row.slug} not written`);
    ids.set(row.slug, { id: inserted.id, ancestry: [...(parent?.ancestry ?? []), inserted.id] });
  }
  await tx.execute(sql`update places set ancestry = ancestry || id`);
  return ids.size;
}
