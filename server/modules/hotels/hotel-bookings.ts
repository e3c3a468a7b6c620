import { and, desc, eq, sql } from "drizzle-orm";
import { formatRoomStay, nightsBetween, nightsOf } from "../../../common/hotel-stay";
import { BOARD_LABELS, type Board, RATE_CLASS_INFO, type RateClass } from "../../../common/hotels";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Db } from "../../db";
import {
  canTakeHotelBookingEvent,
  changeStatus,
  HOLDS_ROOMS,
  type HotelBookingEvent,
  NEW_HOTEL_BOOKING_STATUS,
} from "./hotel-booking-status";
import type { HotelOffers, HotelsContext } from "./hotel-offers";
import { baseAllotment, penaltyOn, policyText } from "./hotel-rates";
import { CURRENCY, pictureOf } from "./hotel-views";
import { bookingNotFound, notCancellable, priceChanged, soldOut } from "./hotels.errors";
import {
  type BookedRoom,
  hotelBookings,
  hotelRoomNights,
  hotelRoomTypes,
  hotels,
} from "./hotels.schema";

// A guest's hotel booking from the rate to the voucher: booking takes the rooms, the payments
// workflow confirms or fails it, the guest may cancel; every status change goes through the
// table in hotel-booking-status.ts.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type BookingRow = typeof hotelBookings.$inferSelect;

/** Gives a booking's rooms back, night by night (never below zero). */
async function releaseRooms(tx: Tx, b: BookingRow) {
  for (const night of nightsOf(b.checkIn, b.checkOut)) {
    await tx
      .update(hotelRoomNights)
      .set({ taken: sql`greatest(0, ${hotelRoomNights.taken} - ${b.rooms.length})` })
      .where(and(eq(hotelRoomNights.roomTypeId, b.roomTypeId), eq(hotelRoomNights.night, night)));
  }
}

export function createHotelBookings(
  { db, now, today }: HotelsContext,
  { quoteRate }: Pick<HotelOffers, "quoteRate">,
) {
  /** One booking of its owner (404 to anyone else), with what the voucher shows. */
  async function booking(user: Pick<AuthenticatedUser, "id">, bookingId: number) {
    const [row] = await db
      .select({ b: hotelBookings, h: hotels, rt: hotelRoomTypes })
      .from(hotelBookings)
      .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
      .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookings.roomTypeId))
      .where(and(eq(hotelBookings.id, bookingId), eq(hotelBookings.userId, user.id)))
      .limit(1);
    if (!row) return null;
    return bookingView(row.b, row.h, row.rt, today());
  }

  /** A payment that will not come: the booking leaves pending_payment and gives its rooms back. */
  async function giveUpPayment(
    bookingId: number,
    event: Extract<HotelBookingEvent, "fail_payment" | "expire_payment">,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const b = await changeStatus(tx, {
        bookingId,
        from: "pending_payment",
        event,
        actor: "system",
      });
      if (b) await releaseRooms(tx, b);
      return b !== null;
    });
  }

  return {
    /** Books a rate (pending payment), taking the allotment in the same transaction. */
    async book(
      user: Pick<AuthenticatedUser, "id">,
      input: {
        rateKey: string;
        formToken: string;
        expectedTotalMinor?: number;
        leadName: string;
        leadEmail: string;
        leadPhone: string;
        guests: string[][];
      },
    ) {
      // The same form submitted twice is the same booking.
      const [again] = await db
        .select()
        .from(hotelBookings)
        .where(and(eq(hotelBookings.userId, user.id), eq(hotelBookings.formToken, input.formToken)))
        .limit(1);
      if (again) return { booking: again, replayed: true };
      const q = await quoteRate(input.rateKey);
      if (
        input.expectedTotalMinor !== undefined &&
        input.expectedTotalMinor !== q.price.discountedMinor
      )
        throw priceChanged();
      const rooms: BookedRoom[] = q.rooms.map((r, i) => ({
        ...r,
        guests: (input.guests[i] ?? []).slice(0, 3),
      }));
      const nights = nightsOf(q.checkIn, q.checkOut);
      const booking = await db.transaction(async (tx) => {
        for (const night of nights) {
          const cap = baseAllotment(q.roomType, night);
          const n = q.rooms.length;
          if (n > cap) throw soldOut();
          const got = await tx
            .insert(hotelRoomNights)
            .values({ roomTypeId: q.roomType.id, night, taken: n })
            .onConflictDoUpdate({
              target: [hotelRoomNights.roomTypeId, hotelRoomNights.night],
              set: { taken: sql`${hotelRoomNights.taken} + ${n}` },
              setWhere: sql`${hotelRoomNights.taken} + ${n} <= ${cap}`,
            })
            .returning({ taken: hotelRoomNights.taken });
          if (!got.length) throw soldOut();
        }
        const [row] = await tx
          .insert(hotelBookings)
          .values({
            userId: user.id,
            hotelId: q.hotel.id,
            roomTypeId: q.roomType.id,
            board: q.board,
            rateClass: q.rateClass,
            rateKey: input.rateKey,
            checkIn: q.checkIn,
            checkOut: q.checkOut,
            rooms,
            leadName: input.leadName,
            leadEmail: input.leadEmail,
            leadPhone: input.leadPhone,
            currency: CURRENCY,
            totalMinor: q.price.discountedMinor,
            cancellationPolicy: q.policy,
            status: NEW_HOTEL_BOOKING_STATUS,
            formToken: input.formToken,
          })
          .returning();
        return row as typeof hotelBookings.$inferSelect;
      });
      return { booking, replayed: false };
    },

    /** The payment was captured: pending → confirmed (idempotent). */
    async markPaid(bookingId: number, paymentId: string) {
      const moved = await changeStatus(db, {
        bookingId,
        from: "pending_payment",
        event: "pay",
        actor: "system",
        set: { paymentId, confirmedAt: now() },
      });
      return moved !== null;
    },

    /** A booking's status and amount, for the payment listeners (no owner check: server only). */
    async bookingState(bookingId: number) {
      const [b] = await db
        .select({
          status: hotelBookings.status,
          totalMinor: hotelBookings.totalMinor,
          userId: hotelBookings.userId,
        })
        .from(hotelBookings)
        .where(eq(hotelBookings.id, bookingId))
        .limit(1);
      return b ?? null;
    },

    /** The payment failed: the rooms go back; the guest starts a new booking from the rate. */
    markPaymentFailed: (bookingId: number) => giveUpPayment(bookingId, "fail_payment"),

    /**
     * The payment attempt expired unpaid (decision 0190): the rooms go back, once (a
     * compare-and-set from pending_payment, so a capture that came first keeps them).
     */
    markPaymentExpired: (bookingId: number) => giveUpPayment(bookingId, "expire_payment"),

    /**
     * Cancels the guest's booking: the rooms go back, and the refund is what was paid less the
     * policy's penalty on today's date. Paying for the refund is the caller's (workflow's) job.
     */
    async cancel(user: Pick<AuthenticatedUser, "id">, bookingId: number) {
      const t = today();
      return db.transaction(async (tx) => {
        const [b] = await tx
          .select()
          .from(hotelBookings)
          .where(and(eq(hotelBookings.id, bookingId), eq(hotelBookings.userId, user.id)))
          .for("update");
        if (!b) throw bookingNotFound();
        // The table says which statuses the guest may cancel; the stay must not be over yet.
        if (!canTakeHotelBookingEvent(b.status, "cancel", "traveller") || b.checkOut <= t)
          throw notCancellable();
        const paid = b.status === "confirmed";
        const refundMinor = paid
          ? Math.max(0, b.totalMinor - penaltyOn(b.cancellationPolicy, t))
          : 0;
        const moved = await changeStatus(tx, {
          bookingId: b.id,
          from: b.status,
          event: "cancel",
          actor: "traveller",
          set: { cancelledAt: now(), refundMinor },
        });
        // The row is locked above, so only a table that refuses the step gets here.
        if (!moved) throw notCancellable();
        // A booking whose payment failed gave its rooms back then: not a second time.
        if (HOLDS_ROOMS.includes(b.status)) await releaseRooms(tx, b);
        return {
          booking: { ...b, status: moved.status, refundMinor },
          refundMinor,
          paymentId: b.paymentId,
        };
      });
    },

    booking,

    /** The voucher PDF of the owner's confirmed booking; null to anyone else or before payment. */
    async voucherPdf(user: Pick<AuthenticatedUser, "id">, bookingId: number) {
      const view = await booking(user, bookingId);
      if (view?.status !== "confirmed") return null;
      const { renderVoucherPdf } = await import("./voucher-pdf");
      return { reference: view.reference, pdf: await renderVoucherPdf(view) };
    },

    /** A user's hotel bookings, newest first (traveller dashboard). */
    async bookingsOf(user: Pick<AuthenticatedUser, "id">) {
      const rows = await db
        .select({ b: hotelBookings, h: hotels, rt: hotelRoomTypes })
        .from(hotelBookings)
        .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookings.roomTypeId))
        .where(eq(hotelBookings.userId, user.id))
        .orderBy(desc(hotelBookings.createdAt), desc(hotelBookings.id))
        .limit(50);
      const t = today();
      return rows.map((r) => bookingView(r.b, r.h, r.rt, t));
    },
  };
}

function bookingView(
  b: typeof hotelBookings.$inferSelect,
  h: typeof hotels.$inferSelect,
  rt: typeof hotelRoomTypes.$inferSelect,
  today: string,
) {
  const refundIfCancelledToday =
    b.status === "confirmed"
      ? Math.max(0, b.totalMinor - penaltyOn(b.cancellationPolicy, today))
      : 0;
  return {
    id: b.id,
    reference: `HB-${String(b.id).padStart(6, "0")}`,
    status: b.status,
    hotel: {
      id: h.id,
      slug: h.slug,
      name: h.name,
      starRating: h.starRating,
      addressLine: h.addressLine,
      checkInTime: h.checkInTime,
      checkOutTime: h.checkOutTime,
      picture: pictureOf(h, 0, "card"),
    },
    room: { code: rt.code, name: rt.name, bed: rt.bed },
    board: b.board as Board,
    boardName: BOARD_LABELS[b.board as Board],
    rateClass: b.rateClass as RateClass,
    rateClassName: RATE_CLASS_INFO[b.rateClass as RateClass].name,
    rateKey: b.rateKey,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: nightsBetween(b.checkIn, b.checkOut),
    rooms: b.rooms,
    roomStay: formatRoomStay(b.rooms),
    leadName: b.leadName,
    leadEmail: b.leadEmail,
    leadPhone: b.leadPhone,
    currency: b.currency,
    totalMinor: b.totalMinor,
    policy: b.cancellationPolicy,
    policyText: policyText(b.cancellationPolicy, b.checkIn),
    paymentId: b.paymentId,
    refundMinor: b.refundMinor,
    refundIfCancelledToday,
    cancellable: canTakeHotelBookingEvent(b.status, "cancel", "traveller") && b.checkOut > today,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
  };
}
