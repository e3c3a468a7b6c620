export { createCatalogApi } from "./catalog.api";
export type {
  CatalogService,
  DestinationCard,
  DestinationOption,
  DestinationType,
  NavGroup,
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
  type CatalogueChange,
  type CatalogueChanges,
  createCatalogueChanges,
} from "./catalogue-changes";
export {
  createListingService,
  createPackageService,
  type FacetOption,
  type ListingResult,
  type ListingService,
  PACKAGE_REVIEWS_PAGE_SIZE,
  type PackageCard,
  type PackageDetail,
  type PackageService,
} from "./listing.service";
