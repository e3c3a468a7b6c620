import { ART_VERSION, IMAGE_SIZES, type ImageSize } from "../../../common/artwork";
import type { RoomGuests } from "../../../common/hotel-stay";
import {
  type Board,
  facilityName,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  type RateClass,
  type Theme,
} from "../../../common/hotels";
import type { HotelStayPrice } from "./hotel-price";
import type { PolicyStep } from "./hotel-rates";
import type { hotelRoomTypes, hotels } from "./hotels.schema";
import type { HotelsService } from "./hotels.service";
import type { Point } from "./landmark-points";

// What the hotels service hands to pages and the JSON API (the UI imports these through
// ../hotels), and the pure mapping from a hotel row to its card and pictures.

export const CURRENCY = "INR";

export interface HotelPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface HotelCard {
  id: number;
  slug: string;
  name: string;
  propertyType: PropertyType;
  propertyTypeLabel: string;
  starRating: number;
  themes: Theme[];
  addressBrief: string;
  landmark: { name: string; km: number };
  centreKm: number;
  userRating: { rating: number; text: string; count: number };
  facilities: string[];
  discountPercent: number;
  topRatedLuxury: boolean;
  topRatedBudget: boolean;
  recommended: boolean;
  picture: HotelPicture;
  /** The one hotel price for the page's stay (hotel-price.ts), or null when sold out. */
  stay: HotelStayPrice | null;
}

export interface Place {
  destination: { id: number; slug: string; name: string; palette: string[] };
  city: { id: number; slug: string; name: string } | null;
  cities: { id: number; slug: string; name: string; lat: number; lng: number }[];
  landmarks: { slug: string; name: string; kind: string; cityId: number; point: Point }[];
}

export interface StayQuery {
  checkIn: string;
  checkOut: string;
  rooms: RoomGuests[];
}

export interface PriceObject {
  currency: string;
  /** What the amounts price: the whole stay, every room, in minor units (paise). */
  unit: "per_stay";
  total: number;
  discounted: number;
  rateClassName: string;
  rateClassCode: string;
}

export interface BoardOption {
  selectionId: string;
  roomCode: string;
  board: Board;
  boardName: string;
  rateKey: string;
  rateClass: RateClass;
  refundable: boolean;
  price: PriceObject;
  /** Every night of every room, summed per night (paise, before discount). */
  nightly: { night: string; minor: number }[];
  cancellation: { steps: PolicyStep[]; text: string[] };
}

export interface RoomOffer {
  roomCode: string;
  name: string;
  bed: string;
  sizeSqm: number;
  maxAdults: number;
  maxChildren: number;
  maxGuests: number;
  /** Rooms of this type free on every night of the stay; 0 when not offered. */
  available: number;
  fits: boolean;
  boards: Record<string, BoardOption>;
}

export interface HotelSearchData {
  hotel_id: number;
  check_in_date: string;
  check_out_date: string;
  nights: number;
  rooms: RoomGuests[];
  /** The cheapest option for the stay, keyed by selectionId. */
  recommended: Record<string, BoardOption & { roomName: string }>;
  /** Offered room types keyed by roomCode; with all_rooms, also those not offered. */
  allRooms: Record<string, RoomOffer>;
}

// The pages' data as the service returns it, named for the UI.
export type HotelListing = NonNullable<Awaited<ReturnType<HotelsService["list"]>>>;
export type HotelDetail = NonNullable<Awaited<ReturnType<HotelsService["detail"]>>>;
export type HotelDeals = Awaited<ReturnType<HotelsService["deals"]>>;
export type HotelBookingView = NonNullable<Awaited<ReturnType<HotelsService["booking"]>>>;

export type HotelRow = typeof hotels.$inferSelect;
export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;

export function hotelImageUrl(id: number, n: number, size: ImageSize): string {
  const { width, height } = IMAGE_SIZES[size];
  // The images API serves this path (hotel-images.api.ts); the version moves with the artwork.
  return `/images/v${ART_VERSION}/hotels/${id}-${n}-${width}x${height}.svg`;
}

export function pictureOf(
  h: Pick<HotelRow, "id" | "name" | "landmarkName">,
  n: number,
  size: ImageSize,
): HotelPicture {
  return {
    src: hotelImageUrl(h.id, n, size),
    alt: n === 0 ? `${h.name}, near ${h.landmarkName}` : `${h.name}: picture ${n + 1}`,
    ...IMAGE_SIZES[size],
  };
}

/** A price less the hotel's discount, to whole rupees. */
export const off = (minor: number, percent: number) =>
  Math.round((minor * (100 - percent)) / 100 / 100) * 100;

export function cardOf(h: HotelRow): Omit<HotelCard, "stay"> {
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    propertyType: h.propertyType as PropertyType,
    propertyTypeLabel: PROPERTY_TYPE_LABELS[h.propertyType as PropertyType]?.one ?? "Property",
    starRating: h.starRating,
    themes: h.themes as Theme[],
    addressBrief: h.addressBrief,
    landmark: { name: h.landmarkName, km: h.landmarkKm },
    centreKm: h.centreKm,
    userRating: { rating: h.userRating, text: h.userRatingText, count: h.reviewsCount },
    facilities: h.facilityIds.map(facilityName).filter((f): f is string => f !== null),
    discountPercent: h.discountPercent,
    topRatedLuxury: h.topRatedLuxury,
    topRatedBudget: h.topRatedBudget,
    recommended: h.recommended,
    picture: pictureOf(h, 0, "card"),
  };
}
