export { createTrackingAdminApi, createTrackingApi } from "./tracking.api";
export {
  createTrackingService,
  type EventUser,
  type RecordEventInput,
  type TrackingService,
} from "./tracking.service";
export { attributionFromRequest, type TrackingSession } from "./tracking-session";
