export { TRIP_TRANSITIONS } from "./trip-status";
export { createTripsApi, documentResponse, tripConstants } from "./trips.api";
export {
  bookingStatusLabel,
  budgetOf,
  createTripsService,
  type PackageRef,
  type TripDocumentView,
  type TripsService,
  type TripView,
} from "./trips.service";
