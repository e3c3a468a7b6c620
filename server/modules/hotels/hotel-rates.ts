import { formatDate, formatMoney, wholeMinor } from "../../../common/format";
import { addDays, nightsOf, type RoomGuests } from "../../../common/hotel-stay";
import { type Board, RATE_CLASS_INFO, type RateClass } from "../../../common/hotels";
import { hashSeed } from "../../lib/prng";

// Nightly prices and allotments of a room type as a pure function of the room type and the
// date (decision 0130): nothing per day is stored until a booking takes a room
// (hotel_room_nights). Same inputs, same price, in every process and on every day; the seed
// only stores the base rate and the nightly allotment.

export interface RateRoomType {
  id: number;
  basePriceMinor: number;
  allotment: number;
  freeCancelDays: number;
}

const PAISE_PER_50_RUPEES = 5_000;

function unit(roomTypeId: number, salt: string): number {
  return hashSeed(`${roomTypeId}/${salt}`) / 4_294_967_296;
}

/** Room-only refundable price for two adults on one night, INR paise (rounded to ₹50). */
export function nightlyPriceMinor(
  room: Pick<RateRoomType, "id" | "basePriceMinor">,
  night: string,
): number {
  const month = Number(night.slice(5, 7));
  // High season Oct-Mar and May-Jun, shoulder otherwise; each room type its own curve.
  const season = [10, 11, 12, 1, 2, 3].includes(month) ? 1.12 : [5, 6].includes(month) ? 1.05 : 0.9;
  const seasonal = season + (unit(room.id, `m${month}`) - 0.5) * 0.1;
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.15 : 1;
  const noise = 1 + (unit(room.id, night) - 0.5) * 0.08;
  const price = room.basePriceMinor * seasonal * weekend * noise;
  return Math.max(
    PAISE_PER_50_RUPEES,
    Math.round(price / PAISE_PER_50_RUPEES) * PAISE_PER_50_RUPEES,
  );
}

/** Rooms of this type sold on a night before any booking: the allotment, or 0 on closed nights (~4%). */
export function baseAllotment(room: Pick<RateRoomType, "id" | "allotment">, night: string): number {
  return unit(room.id, `closed/${night}`) < 0.04 ? 0 : room.allotment;
}

/** Board supplement per adult per night (children pay half), INR paise. */
export function boardSupplementMinor(board: Board, basePriceMinor: number): number {
  const breakfast = Math.max(30_000, Math.round((basePriceMinor * 0.07) / 5_000) * 5_000);
  switch (board) {
    case "room_only":
      return 0;
    case "breakfast":
      return breakfast;
    case "half_board":
      return Math.round((breakfast * 2.2) / 5_000) * 5_000;
    case "full_board":
      return Math.round((breakfast * 3.4) / 5_000) * 5_000;
  }
}

/** Non-refundable rates are this percent below refundable ones. */
export const NON_REFUNDABLE_OFF = 10;

/** One room's price for one night with its guests, board and rate class, INR paise. */
export function roomNightMinor(
  room: Pick<RateRoomType, "id" | "basePriceMinor">,
  night: string,
  guests: RoomGuests,
  board: Board,
  rateClass: RateClass,
): number {
  const extraAdult = guests.adults > 2 ? 1 + 0.25 * (guests.adults - 2) : 1;
  const nightly = nightlyPriceMinor(room, night) * extraAdult;
  const supplement =
    boardSupplementMinor(board, room.basePriceMinor) * (guests.adults + guests.children / 2);
  const gross = nightly + supplement;
  const net = rateClass === "non_refundable" ? (gross * (100 - NON_REFUNDABLE_OFF)) / 100 : gross;
  return Math.round(net / 100) * 100;
}

export interface StayPrice {
  /** Sum of every room's nightly prices, before the hotel's discount. */
  totalMinor: number;
  /** After the hotel's discount: what the guest pays. */
  discountedMinor: number;
  /** The first night of every room, after discount: the late-cancellation penalty. */
  firstNightMinor: number;
  nights: { night: string; minor: number }[];
}

/** A stay's price: the sum of nightly prices over every room and night (§ issue 12). */
export function stayPrice(
  room: Pick<RateRoomType, "id" | "basePriceMinor">,
  checkIn: string,
  checkOut: string,
  rooms: readonly RoomGuests[],
  board: Board,
  rateClass: RateClass,
  discountPercent: number,
): StayPrice {
  const nights = nightsOf(checkIn, checkOut).map((night) => ({
    night,
    minor: rooms.reduce(
      (sum, guests) => sum + roomNightMinor(room, night, guests, board, rateClass),
      0,
    ),
  }));
  const totalMinor = nights.reduce((sum, n) => sum + n.minor, 0);
  const off = (minor: number) => Math.round((minor * (100 - discountPercent)) / 100 / 100) * 100;
  return {
    totalMinor,
    discountedMinor: off(totalMinor),
    firstNightMinor: off(nights[0]?.minor ?? 0),
    nights,
  };
}

export interface PolicyStep {
  /** From this day (YYYY-MM-DD, India time) on, cancelling costs penaltyMinor. */
  from: string;
  penaltyMinor: number;
}

/**
 * The cancellation policy of a rate: refundable rates are free until `freeCancelDays` before
 * check-in, then cost the first night, and the whole stay from check-in; non-refundable rates
 * cost the whole stay from the day of booking.
 */
export function cancellationPolicy(
  rateClass: RateClass,
  freeCancelDays: number,
  checkIn: string,
  today: string,
  price: Pick<StayPrice, "discountedMinor" | "firstNightMinor">,
): PolicyStep[] {
  if (rateClass === "non_refundable") return [{ from: today, penaltyMinor: price.discountedMinor }];
  const deadline = addDays(checkIn, -freeCancelDays);
  const steps: PolicyStep[] = [];
  if (deadline > today) steps.push({ from: today, penaltyMinor: 0 });
  steps.push({ from: deadline > today ? deadline : today, penaltyMinor: price.firstNightMinor });
  steps.push({ from: checkIn, penaltyMinor: price.discountedMinor });
  // Same-day steps: the later (dearer) wins.
  return steps.filter((s, i) => steps[i + 1]?.from !== s.from);
}

/** What cancelling on `day` costs under a policy. */
export function penaltyOn(policy: readonly PolicyStep[], day: string): number {
  let penalty = 0;
  for (const step of policy) if (step.from <= day) penalty = step.penaltyMinor;
  return penalty;
}

export function rateClassInfo(rateClass: RateClass) {
  return RATE_CLASS_INFO[rateClass];
}

/** The policy in words, e.g. "Free cancellation until 9 Dec 2026". */
export function policyText(policy: readonly PolicyStep[], checkIn: string): string[] {
  const day = (iso: string) => formatDate(iso);
  const rupees = (minor: number) =>
    formatMoney({ amountMinor: wholeMinor(minor, "INR"), currency: "INR" });
  const lines: string[] = [];
  policy.forEach((step, i) => {
    const nextStep = policy[i + 1];
    const until = nextStep ? ` until ${day(addDays(nextStep.from, -1))}` : "";
    if (step.penaltyMinor === 0) lines.push(`Free cancellation${until}.`);
    else if (step.from === checkIn || !nextStep)
      lines.push(`From ${day(step.from)}: no refund (${rupees(step.penaltyMinor)} charged).`);
    else
      lines.push(
        `From ${day(step.from)}${until}: ${rupees(step.penaltyMinor)} charged (the first night).`,
      );
  });
  return lines;
}
