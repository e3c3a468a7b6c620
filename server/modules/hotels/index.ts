// The hotels module's public surface: services.ts, app.ts, pages and workflows import only this.
export { createHotelImagesApi } from "./hotel-images.api";
export { policyText } from "./hotel-rates";
export { HOTEL_SEARCH_PROVIDER } from "./hotel-search-documents";
export {
  type HotelBookingView,
  type HotelCard,
  type HotelDeals,
  type HotelDetail,
  type HotelListing,
  type HotelSearchData,
  hotelImageUrl,
  type PriceObject,
} from "./hotel-views";
export { createHotelBookingsApi, createHotelsBrowsingApi } from "./hotels.api";
export { createHotelsService, type HotelsService } from "./hotels.service";
