export { TRIP_TRANSITIONS } from "./trip-status";
export { createTripsApi, documentResponse, tripConstants } from "./trips.api";
export {
  bookingStatusLabel,
  createTripsService,
  type PackageRef,
  type StaffTripRow,
  type TripDocumentView,
  type TripsService,
  type TripView,
} from "./trips.service";
