export { createTrackingAdminApi, createTrackingApi } from "./tracking.api";
export { createTrackingService, type TrackingService } from "./tracking.service";
