import { type AppDeps, createApp } from "../app";
import type { Services } from "../services";
import { silentLogger } from "./silent-logger";

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
