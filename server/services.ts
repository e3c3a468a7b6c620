import type { Db } from "./db";
import { createCatalogService } from "./modules/catalog";
import { createContentService } from "./modules/content";
import { createTrackingService } from "./modules/tracking";

/** Every module's service, built once per process and handed to routes and APIs. */
export function createServices(db: Db) {
  return {
    catalog: createCatalogService(db),
    content: createContentService(),
    tracking: createTrackingService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
