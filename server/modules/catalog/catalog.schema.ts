import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
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
