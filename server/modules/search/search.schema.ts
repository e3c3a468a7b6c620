import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One row per searchable thing (destination, city, package, place; hotels and guides when
 * their modules register): a projection of other modules' data, rebuilt on the catalogue-change
 * signal (docs/decisions/0145). Only the search module writes it.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    docClass: text("doc_class").notNull(),
    sourceId: text("source_id").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    href: text("href").notNull(),
    /** Starting price per person, INR paise; null for kinds without one. */
    priceMinor: bigint("price_minor", { mode: "number" }),
    /** 0..1, from the source's own popularity; part of the rank. */
    popularity: real("popularity").notNull().default(0),
    /** Normalised title plus every other spelling of the names in it (trigram-matched). */
    names: text("names").notNull(),
    /** Normalised words that find it without being its name: region, destination, kinds. */
    keywords: text("keywords").notNull().default(""),
    /** Offered as a suggestion while typing (packages: the most popular of each destination). */
    suggest: boolean("suggest").notNull().default(true),
    links: jsonb("links").$type<{ label: string; href: string }[]>().notNull().default([]),
    /** The card's picture (a site path), or none. */
    image: text("image"),
    /** The place this document is (a destination, a city), if it is one (decision 0208). */
    placeId: integer("place_id"),
    /** The places it lies in, from the country down to its own town: "within Kerala" reads it. */
    placeIds: integer("place_ids").array().notNull().default(sql`'{}'::integer[]`),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, names || ' ' || keywords)`),
  },
  (t) => [
    primaryKey({ columns: [t.docClass, t.sourceId] }),
    index("search_documents_tsv_idx").using("gin", t.tsv),
    index("search_documents_place_ids_idx").using("gin", t.placeIds),
    index("search_documents_place_idx").on(t.placeId),
    index("search_documents_names_trgm_idx")
      .using("gin", sql`${t.names} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("search_documents_suggest_trgm_idx")
      .using("gin", sql`${t.names} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.suggest}`),
  ],
);

/**
 * Which catalogue version the index was built from (one row): a process that finds it older
 * than `catalog_version` rebuilds it, at start and when it catches up (decision 0199).
 */
export const searchIndexState = pgTable("search_index_state", {
  id: smallint("id").primaryKey().default(1),
  builtFromVersion: bigint("built_from_version", { mode: "number" }).notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});
