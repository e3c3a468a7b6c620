import { sql } from "drizzle-orm";
import type { Executor } from "../../db";
import { catalogVersion } from "./catalog.schema";

/**
 * The catalogue's durable version (decision 0199). A writer bumps it inside the transaction
 * that changes the catalogue, so the version and the data commit together; a reader that sees
 * version N sees every change up to N. A database that was never bumped is at version 0.
 */
export async function bumpCatalogVersion(db: Executor, reason: string): Promise<number> {
  const [row] = await db
    .insert(catalogVersion)
    .values({ id: 1, version: 1, reason: reason.slice(0, 200) })
    .onConflictDoUpdate({
      target: catalogVersion.id,
      set: {
        version: sql`${catalogVersion.version} + 1`,
        changedAt: sql`now()`,
        reason: reason.slice(0, 200),
      },
    })
    .returning({ version: catalogVersion.version });
  return Number(row?.version ?? 0);
}

export async function readCatalogVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
  return Number(row?.version ?? 0);
}

/**
 * Is what was built from `builtFrom` older than the catalogue at `current`? Unknown (null:
 * never built, or built before versions existed) is older than any catalogue.
 */
export function isOlderThanCatalogue(builtFrom: number | null, current: number): boolean {
  return builtFrom === null || builtFrom < current;
}
