import type { Db } from "./db";
import type { Logger } from "./lib/logger";
import type { RateLimiter } from "./lib/rate-limit";
import type { Mailer } from "./mail/mailer";
import { createAccountsService, createAuth, type SocialProvider } from "./modules/accounts";
import {
  createCatalogService,
  createCatalogueChanges,
  createListingService,
  createOffersService,
  createPackageService,
  createSitemapService,
  createWeekendService,
} from "./modules/catalog";
import { createContentService } from "./modules/content";
import { createIdempotencyService } from "./modules/idempotency";
import { type CacheStore, createLeadbotService } from "./modules/leadbot";
import { attributionFromRequest, createTrackingService } from "./modules/tracking";
import { createTripsService } from "./modules/trips";
import type { FileStorage } from "./storage/local-storage";

export interface ServiceDeps {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Uploaded documents: DATA_DIR/uploads embedded, object storage in production. */
  storage: FileStorage;
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
  // Catalogue writers call catalogueChanges.changed(); every catalogue cache listens.
  const catalogueChanges = createCatalogueChanges();
  const packages = createPackageService(db);
  const tracking = createTrackingService({ db, limiter, publicUrl: deps.auth.publicUrl });
  const trips = createTripsService({
    db,
    logger,
    limiter,
    storage: deps.storage,
    packageRef: (slugOrId) => packages.ref(slugOrId),
    attributionFromHeaders: attributionFromRequest,
    onTripCreated: (trip, headers) =>
      tracking.recordEvent({
        name: "Trip Created",
        category: "funnel",
        tripId: trip.id,
        user: trip.user,
        properties: { origin: trip.attribution.trip_origin_product ?? "request_form" },
        headers,
      }),
  });
  return {
    auth,
    accounts: createAccountsService({
      db,
      auth,
      limiter,
      logger,
      socialProviders,
      latestActiveTrip: trips.latestActiveTripId,
    }),
    catalogueChanges,
    catalog: createCatalogService(db, catalogueChanges),
    listings: createListingService(db, { changes: catalogueChanges }),
    packages,
    trips,
    weekend: createWeekendService(db),
    offers: createOffersService(db),
    sitemaps: createSitemapService(db),
    content: createContentService(),
    idempotency: createIdempotencyService({ db }),
    tracking,
    leadbot: createLeadbotService({ db, limiter, cacheStore: deps.cacheStore }),
  };
}

export type Services = ReturnType<typeof createServices>;
