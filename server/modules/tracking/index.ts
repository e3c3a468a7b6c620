export { createTrackingAdminApi, createTrackingApi } from "./tracking.api";
export {
  ClientErrorInput,
  createTrackingService,
  TimingReportInput,
  type TrackingService,
} from "./tracking.service";
