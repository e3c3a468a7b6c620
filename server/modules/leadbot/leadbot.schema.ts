import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The embedded mode's cache store (browsing §7 "cache store"): chatbot failures are kept under
 * a hash name and key so they can be looked at later; with REDIS_URL they go to Redis instead.
 */
export const cacheStoreEntries = pgTable(
  "cache_store_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    hashName: text("hash_name").notNull(),
    key: text("key").notNull(),
    value: jsonb("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cache_store_entries_hash_key_idx").on(t.hashName, t.key)],
);
