export { drawMap, type MapLayout, type MapPoint, mapLayout } from "./guide-map";
export { GUIDE_SEARCH_PROVIDER } from "./guide-search-documents";
export { createGuidesApi, guideLinks, hotelLinks, metaInformation } from "./guides.api";
export {
  componentsFor,
  createGuidesService,
  type GuideCatalog,
  type GuideScope,
  type GuidesService,
  type HowToReach,
  type ListQuery,
  type ReachMode,
} from "./guides.service";
