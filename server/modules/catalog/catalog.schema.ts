import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const destinationTypeEnum = pgEnum("destination_type", ["india", "international"]);

export const destinations = pgTable(
  "destinations",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    type: destinationTypeEnum("type").notNull(),
    kind: text("kind").notNull(),
    region: text("region").notNull(),
    hasPackage: boolean("has_package").notNull().default(true),
    tagline: text("tagline").notNull(),
    description: text("description").notNull(),
    bestMonths: smallint("best_months").array().notNull(),
    idealDaysMin: smallint("ideal_days_min").notNull(),
    idealDaysMax: smallint("ideal_days_max").notNull(),
    currency: text("currency").notNull(),
    palette: text("palette").array().notNull(),
    popularity: smallint("popularity").notNull(),
    /** Text of the SEO footer on this destination's listings. */
    seoFooter: text("seo_footer").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("destinations_slug_uq").on(t.slug),
    index("destinations_type_popularity_idx").on(t.type, t.popularity),
  ],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [
    uniqueIndex("cities_slug_uq").on(t.slug),
    index("cities_destination_idx").on(t.destinationId),
  ],
);

export const landmarks = pgTable(
  "landmarks",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [index("landmarks_city_idx").on(t.cityId)],
);

/** A holiday package: one itinerary at one hotel category; prices in INR minor units (paise). */
export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    /** Packages sharing an itinerary at other hotel categories; compare keeps one per family. */
    familyKey: text("family_key").notNull(),
    name: text("name").notNull(),
    heading: text("heading").notNull(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    days: smallint("days").notNull(),
    nights: smallint("nights").notNull(),
    categories: text("categories").array().notNull(),
    tripTypes: text("trip_types").array().notNull(),
    inclusions: text("inclusions").array().notNull(),
    inclusionDetails: text("inclusion_details").array().notNull(),
    exclusions: text("exclusions").array().notNull(),
    hotelCategory: smallint("hotel_category").notNull(),
    currency: text("currency").notNull().default("INR"),
    basePriceMinor: bigint("base_price_minor", { mode: "number" }).notNull(),
    /** Cheapest month's start price, before the discount. */
    minPriceMinor: bigint("min_price_minor", { mode: "number" }).notNull(),
    discountPercent: smallint("discount_percent").notNull().default(0),
    /**
     * The cheapest month's price after the discount: the "from" price cards show, and what price
     * sorts and price filters read without a month. Written with the month prices (package-price.ts).
     */
    minDiscountedPriceMinor: bigint("min_discounted_price_minor", { mode: "number" }).notNull(),
    labels: text("labels").array().notNull(),
    overview: text("overview").notNull(),
    popularity: integer("popularity").notNull(),
    rating: doublePrecision("rating").notNull(),
    reviewsCount: integer("reviews_count").notNull().default(0),
    /**
     * The landmark its picture shows (package-query.ts `storePackageFeatures`: a pick among the
     * landmarks of its cities); null when they have none. Written with the package's cities, so
     * that a card reads it instead of choosing among the landmarks (decision 0169).
     */
    featureLandmarkId: integer("feature_landmark_id").references(() => landmarks.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("packages_slug_uq").on(t.slug),
    index("packages_destination_popularity_idx").on(t.destinationId, t.popularity),
    index("packages_popularity_idx").on(t.popularity),
    index("packages_min_discounted_price_idx").on(t.minDiscountedPriceMinor, t.id),
    // Listing sorts inside a destination and by duration read ~25 rows past their offset at
    // 100k packages with these (bench/listing-scale.ts; decision 0042).
    index("packages_destination_min_discounted_price_idx").on(
      t.destinationId,
      t.minDiscountedPriceMinor,
      t.id,
    ),
    index("packages_destination_days_idx").on(t.destinationId, t.days, t.popularity.desc(), t.id),
    index("packages_days_popularity_idx").on(t.days, t.popularity.desc(), t.id),
    index("packages_family_idx").on(t.familyKey),
    index("packages_categories_gin").using("gin", t.categories),
    index("packages_trip_types_gin").using("gin", t.tripTypes),
    index("packages_inclusions_gin").using("gin", t.inclusions),
  ],
);

export const packageCities = pgTable(
  "package_cities",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    days: smallint("days").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.position] }),
    index("package_cities_city_idx").on(t.cityId),
  ],
);

export const packageDays = pgTable(
  "package_days",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    day: smallint("day").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.day] })],
);

export const packageMonthPrices = pgTable(
  "package_month_prices",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    month: smallint("month").notNull(),
    startPriceMinor: bigint("start_price_minor", { mode: "number" }).notNull(),
    endPriceMinor: bigint("end_price_minor", { mode: "number" }).notNull(),
    /**
     * The start price after the package's discount: what every page shows for this month and
     * what price sorts read (decision 0066). Stored beside the price so the sort has an index.
     */
    discountedStartPriceMinor: bigint("discounted_start_price_minor", {
      mode: "number",
    }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.month] }),
    index("package_month_prices_month_discounted_idx").on(
      t.month,
      t.discountedStartPriceMinor,
      t.packageId,
    ),
  ],
);

export const packageReviews = pgTable(
  "package_reviews",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    city: text("city").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    travelledOn: text("travelled_on").notNull(),
  },
  (t) => [index("package_reviews_package_idx").on(t.packageId)],
);

export const destinationFaqs = pgTable(
  "destination_faqs",
  {
    id: serial("id").primaryKey(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [index("destination_faqs_destination_idx").on(t.destinationId, t.position)],
);

/** Units of a currency per 1 INR; prices are stored in INR and shown in the locale's currency. */
export const exchangeRates = pgTable("exchange_rates", {
  currency: text("currency").primaryKey(),
  perInr: doublePrecision("per_inr").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catalogue's version: one row, bumped in the transaction of every catalogue write (the
 * seed, a staff edit). A process compares it with the version its caches and the search
 * index were built from, and catches up when it missed a broadcast (decision 0199).
 */
export const catalogVersion = pgTable("catalog_version", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  /** What the last change was, for the log: "seed (default)", "package 12 edited". */
  reason: text("reason").notNull(),
});

/** Every staff edit of a package: who, when, which fields from what to what (decision 0199). */
export const packageEdits = pgTable(
  "package_edits",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    /** The staff member's user id; null for the `npm run catalog:edit` command. */
    editedBy: text("edited_by"),
    via: text("via").$type<"api" | "command">().notNull(),
    /** { field: [before, after] } for each changed field. */
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull(),
    catalogVersion: bigint("catalog_version", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("package_edits_package_idx").on(t.packageId, t.createdAt)],
);

/**
 * Places as a hierarchy (decision 0207): country → state or region → city → area, with every
 * other name a place goes by. A catalogue destination and a catalogue city each have exactly one
 * place (Munnar the destination and Munnar the Kerala town are one place); places the catalogue
 * does not sell (India, a state around a city destination, Spiti) exist only here. `ancestry`
 * holds the ids from the root down to the place itself, so "is Munnar in Kerala" is
 * `kerala.id = any(munnar.ancestry)`.
 */
export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    kind: text("kind").$type<PlaceKind>().notNull(),
    parentId: integer("parent_id"),
    ancestry: integer("ancestry").array().notNull(),
    /** Other names, normalised (lower case, single spaces): old names, local spellings. */
    aliases: text("aliases").array().notNull(),
    destinationId: integer("destination_id").references(() => destinations.id, {
      onDelete: "cascade",
    }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("places_slug_uq").on(t.slug),
    uniqueIndex("places_destination_uq").on(t.destinationId),
    uniqueIndex("places_city_uq").on(t.cityId),
    index("places_ancestry_gin").using("gin", t.ancestry),
  ],
);

export type PlaceKind = "region" | "country" | "state" | "city" | "area";
