// The hotels module's public surface: services.ts, app.ts, pages and workflows import only this.
export { createHotelImagesApi } from "./hotel-images.api";
export { HOTEL_SEARCH_PROVIDER } from "./hotel-search-documents";
export { createHotelBookingsApi, createHotelsBrowsingApi } from "./hotels.api";
export {
  createHotelsService,
  type HotelBookingView,
  type HotelCard,
  type HotelDeals,
  type HotelDetail,
  type HotelListing,
  type HotelSearchData,
  type HotelsService,
  hotelImageUrl,
  type PriceObject,
  policyText,
} from "./hotels.service";
