export { TRIP_ACTIONS, type TripAction } from "./trip-permissions";
export { type TripRow, tripDocumentsOf, tripRowOf } from "./trip-rows";
export { TRIP_TRANSITIONS } from "./trip-status";
export { createTripsApi, documentResponse, tripConstants } from "./trips.api";
export {
  bookingStatusLabel,
  budgetOf,
  createTripsService,
  type NurtureTripView,
  type PackageRef,
  type StaffTripRow,
  type StatusChangeOptions,
  type TripDocumentView,
  type TripsService,
  type TripView,
} from "./trips.service";
