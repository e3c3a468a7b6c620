import type { CreateTripRequestInput } from "../../common/trips";

/**
 * A family of two asking for Kerala, month not decided: the request most tests start from
 * before they route, quote, chat or pay. Tests that care about a field spread this and set it.
 */
export const KERALA_FAMILY_TRIP = {
  to_loc: ["Kerala"],
  month: "nd",
  durations: ["4-6"],
  trip_type: "family",
  adults: 2,
  children: 0,
  isd_code: "+91",
  phone_no: "9847012345",
} as unknown as CreateTripRequestInput;
