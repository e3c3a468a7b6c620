import type { Db } from "./db";
import type { Logger } from "./lib/logger";
import type { RateLimiter } from "./lib/rate-limit";
import type { Mailer } from "./mail/mailer";
import { createAccountsService, createAuth, type SocialProvider } from "./modules/accounts";
import {
  createCatalogService,
  createListingService,
  createPackageService,
  createSitemapService,
  createWeekendService,
} from "./modules/catalog";
import { createContentService } from "./modules/content";
import { createTrackingService } from "./modules/tracking";

export interface ServiceDeps {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  limiter: RateLimiter;
  auth: {
    secret: string;
    publicUrl: string;
    google?: { clientId: string; clientSecret: string; discoveryUrl: string };
    facebook?: { clientId: string; clientSecret: string };
  };
}

/** Every module's service, built once per process and handed to routes and APIs. */
export function createServices(deps: ServiceDeps) {
  const { db, logger, mailer, limiter } = deps;
  const auth = createAuth({ db, mailer, logger, ...deps.auth });
  const socialProviders: SocialProvider[] = [
    ...(deps.auth.google ? (["google"] as const) : []),
    ...(deps.auth.facebook ? (["facebook"] as const) : []),
  ];
  return {
    auth,
    accounts: createAccountsService({ db, auth, limiter, logger, socialProviders }),
    catalog: createCatalogService(db),
    listings: createListingService(db),
    packages: createPackageService(db),
    weekend: createWeekendService(db),
    sitemaps: createSitemapService(db),
    content: createContentService(),
    tracking: createTrackingService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
