export { createCatalogApi } from "./catalog.api";
export type {
  CatalogService,
  DestinationCard,
  DestinationOption,
  DestinationType,
  NavGroup,
  TopNavigation,
} from "./catalog.service";
export { createCatalogService, destinationHref } from "./catalog.service";
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
