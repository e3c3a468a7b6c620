export type {
  NurtureTripView,
  StaffTripRow,
  TripDocumentView,
  TripView,
} from "../../../common/trip-views";
export { type TripAnalyticsFact, tripAnalyticsFacts, tripIdsAfter } from "./trip-analytics";
export {
  createLeadStatuses,
  type LeadStatusChange,
  type LeadStatuses,
  type LeadStatusMove,
} from "./trip-lead-status";
export { TRIP_ACTIONS, type TripAction } from "./trip-permissions";
export {
  type TripContact,
  type TripRow,
  tripContactsOf,
  tripDocumentsOf,
  tripRowOf,
  tripRowOnce,
} from "./trip-rows";
export { TRIP_TRANSITIONS } from "./trip-status";
export { budgetOf } from "./trip-views";
export { createTripsApi, documentResponse, tripConstants } from "./trips.api";
export {
  createTripsService,
  type PackageRef,
  type StatusChangeOptions,
  type TripStatusChange,
  type TripsService,
} from "./trips.service";
