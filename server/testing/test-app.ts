import { type AppDeps, createApp } from "../app";
import type { Services } from "../services";
import { silentLogger } from "./silent-logger";
import { createTestDatabase } from "./test-database";
import { createTestServices } from "./test-services";

/**
 * The app over a test database's services, as production configures it (no API keys), logging
 * nothing. `extra` adds what a test needs beyond that: a page build, a client address, a cache.
 */
export function createTestApp(
  database: AppDeps["database"],
  services: Services,
  extra: Partial<Omit<AppDeps, "database" | "services">> = {},
) {
  return createApp({
    config: { isProduction: true, API_KEYS: [] },
    database,
    services,
    logger: silentLogger,
    ...extra,
  });
}

/**
 * A migrated test database (`seed` as createTestDatabase takes it), its services and the app
 * over them: what most API tests open in beforeAll. The caller closes `database`.
 */
export async function openTestApp(options?: Parameters<typeof createTestDatabase>[0]) {
  const database = await createTestDatabase(options);
  const { services, outbox } = createTestServices(database.db);
  return { database, services, outbox, app: createTestApp(database, services) };
}
