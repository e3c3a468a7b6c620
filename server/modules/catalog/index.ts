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
