export { type DestinationRef, destinationIdBySlug, destinationRefOf } from "./agent-places";
export { renderArtwork } from "./artwork";
export { createCatalogApi } from "./catalog.api";
export type { PlaceKind } from "./catalog.schema";
export type {
  CatalogService,
  DestinationCard,
  DestinationFacts,
  DestinationGuideFacts,
  DestinationOption,
  DestinationType,
  HeroSlide,
  NavGroup,
  Testimonial,
  TopNavigation,
  TrendingCategory,
  TrendingDestination,
} from "./catalog.service";
export {
  createCatalogService,
  destinationHref,
  TRENDING_CATEGORIES,
} from "./catalog.service";
export {
  type CatalogBroadcast,
  type CatalogBroadcastOptions,
  startCatalogBroadcast,
} from "./catalog-broadcast";
export {
  type CatalogChange,
  type CatalogChanges,
  createCatalogChanges,
} from "./catalog-changes";
export {
  bumpCatalogVersion,
  isOlderThanCatalogue,
  readCatalogVersion,
} from "./catalog-version";
export { cityPoints } from "./city-points";
export { createHotelPlaces, type HotelPlaces } from "./hotel-places";
export { createImagesApi } from "./images.api";
export { destinationListingSql, packageUrlSql } from "./link-sql";
export {
  createListingService,
  type FacetOption,
  type ListingResult,
  type ListingService,
  type PackageCard,
} from "./listing.service";
export { createOffersService, OFFERS_PAGE_SIZE, type OffersService } from "./offers.service";
export {
  createPackageService,
  PACKAGE_REVIEWS_PAGE_SIZE,
  type PackageDetail,
  type PackageService,
  SIMILAR_PACKAGES_LIMIT,
} from "./package.service";
export {
  createPackageEditor,
  type PackageEditor,
  type PackageEditorService,
} from "./package-editor";
export { createStaffCatalogApi } from "./package-editor.api";
export { packagePriceComparables } from "./package-price-comparables";
export { destinationFromPrice, type PackagePrice } from "./package-query";
export { createPackagesApi } from "./packages.api";
export { type PlaceNames, placeNames } from "./place-names";
export {
  cityIdsWithin,
  createPlaces,
  destinationsAround,
  loadPlaceTree,
  type Place,
  type PlaceMention,
  type Places,
  type PlaceTree,
  placeAndAncestors,
  placeAndDescendants,
  placesNamed,
  placeWithin,
  resolvePlaces,
  type TripPlaces,
  tripPlaces,
} from "./places";
export { perInrOf, quoteTemplate } from "./quote-template";
export { createSitemapApi } from "./sitemap.api";
export {
  createSitemapService,
  type DestinationSitemap,
  type DurationSitemap,
  type SitemapService,
} from "./sitemap.service";
export {
  CUSTOMER_WALL_SIZE,
  createStoriesService,
  type Review,
  type StoriesService,
  type StoryDestination,
  TESTIMONIALS_PAGE_SIZE,
  type TestimonialsPage,
} from "./stories.service";
export { createWeekendApi } from "./weekend.api";
export {
  createWeekendService,
  type WeekendCard,
  type WeekendFilter,
  type WeekendListing,
  type WeekendPlace,
  type WeekendService,
} from "./weekend.service";
