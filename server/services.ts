import type { Db } from "./db";
import type { Logger } from "./lib/logger";
import type { RateLimiter } from "./lib/rate-limit";
import type { Mailer } from "./mail/mailer";
import { createAccountsService, createAuth, type SocialProvider } from "./modules/accounts";
import {
  createCatalogService,
  createListingService,
  createPackageService,
} from "./modules/catalog";
import { createContentService } from "./modules/content";
import { type CacheStore, createLeadbotService } from "./modules/leadbot";
import { createTrackingService } from "./modules/tracking";

export interface ServiceDeps {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The chatbot's failure reports; the database unless main.ts passes Redis. */
  cacheStore?: CacheStore;
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
    content: createContentService(),
    tracking: createTrackingService(db),
    leadbot: createLeadbotService({ db, limiter, cacheStore: deps.cacheStore }),
  };
}

export type Services = ReturnType<typeof createServices>;
