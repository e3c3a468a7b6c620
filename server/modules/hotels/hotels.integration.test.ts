import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../../common/hotel-stay";
import {
  buildHotelListingUrl,
  buildHotelUrl,
  parseHotelListingUrl,
  plainHotelRoute,
} from "../../../common/hotel-url";
import { DEFAULT_LOCALE } from "../../../common/locale";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";
import {
  deliverLateSandboxCapture,
  expectLedgerBalanced,
  payInSandbox,
} from "../payments/payments-test-helpers";
import { changeStatus } from "./hotel-booking-status";
import { baseAllotment, roomNightMinor } from "./hotel-rates";
import { HOTEL_SEARCH_PROVIDER } from "./hotel-search-documents";
import { hotelBookings, hotelRoomNights, hotelRoomTypes, hotels } from "./hotels.schema";

let database: TestDatabase;
let services: ReturnType<typeof createTestServices>["services"];
let n = 0;
/** How far the services' clock is ahead of the real one (a payment attempt left to expire). */
let aheadMs = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  ({ services } = createTestServices(
    database.db,
    {},
    { now: () => new Date(Date.now() + aheadMs) },
  ));
}, 240_000);
afterAll(async () => {
  await database?.close();
});
afterEach(() => expectLedgerBalanced(services));

async function guest() {
  const id = await services.accounts.createVerifiedUser({
    name: "Kavya Rao",
    email: `hotel.guest.${++n}.${Date.now()}@test.example`,
    password: "Candolim#Beach7",
    role: "traveller",
  });
  return { id: String(id) };
}

const guestDetails = {
  leadName: "Kavya Rao",
  leadEmail: "kavya@test.example",
  leadPhone: "+91 98450 12345",
  guests: [["Kavya Rao", "Arjun Rao"]],
};

/** A room type with breakfast that takes 2 adults and a child, and its hotel. */
async function familyRoom() {
  const [row] = await database.db
    .select({ rt: hotelRoomTypes, h: hotels })
    .from(hotelRoomTypes)
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .where(
      and(
        sql`${hotelRoomTypes.boards} @> array['breakfast']::text[]`,
        sql`${hotelRoomTypes.maxChildren} >= 1`,
        sql`${hotelRoomTypes.maxAdults} >= 2`,
        sql`${hotels.discountPercent} > 0`,
      ),
    )
    .orderBy(hotelRoomTypes.id)
    .limit(1);
  if (!row) throw new Error("no family room in the seed");
  return row;
}

/** A stay of `nights` whose nights are all open (not a closed night) for this room type. */
function openStay(rt: { id: number; allotment: number }, startDays: number, nights: number) {
  for (let start = startDays; start < startDays + 200; start++) {
    const checkIn = addDays(todayIso(), start);
    const all = Array.from({ length: nights }, (_, i) => addDays(checkIn, i));
    if (all.every((night) => baseAllotment(rt, night) > 0))
      return { checkIn, checkOut: addDays(checkIn, nights), nights: all };
  }
  throw new Error("no open stay");
}

/** The family room's first rate for one night for two adults, `startDays` from today or later. */
async function oneNightRate(startDays: number) {
  const { rt, h } = await familyRoom();
  const stay = openStay(rt, startDays, 1);
  const search = await services.hotels.search({
    hotelId: h.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: [{ adults: 2, children: 0 }],
  });
  const rate = Object.values(search.allRooms[rt.code]?.boards ?? {})[0];
  if (!rate) throw new Error("no rate");
  return { rt, stay, rate };
}

describe("hotel listing", () => {
  it("lists 10 per page with the whitelist filters and the stay's cheapest price", async () => {
    const parsed = parseHotelListingUrl(
      "/hotels/goa?property_types[]=hotels&property_types[]=resorts&sort_by=price",
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    const stay = {
      checkIn: addDays(todayIso(), 20),
      checkOut: addDays(todayIso(), 23),
      rooms: [
        { adults: 2, children: 0 },
        { adults: 2, children: 1 },
      ],
    };
    const page = await services.hotels.list(parsed.route, stay);
    expect(page?.hotels.length).toBeGreaterThan(0);
    expect(page?.hotels.length).toBeLessThanOrEqual(10);
    for (const h of page?.hotels ?? []) expect(["hotels", "resorts"]).toContain(h.propertyType);
    // Sorted by what the card shows: the stay's price, sold-out hotels last.
    const prices = (page?.hotels ?? []).map((h) => h.stay?.discountedMinor ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page?.hotels.some((h) => h.stay && h.stay.nights === 3 && h.stay.rooms === 2)).toBe(
      true,
    );
    const castles = parseHotelListingUrl("/hotels/atlantis");
    if (castles.ok) expect(await services.hotels.list(castles.route, stay)).toBeNull();
  });
});

describe("rooms and rates", () => {
  it("prices a stay as the sum of nightly prices of every room, before and after the hotel's discount", async () => {
    const { rt, h } = await familyRoom();
    const rooms = [
      { adults: 2, children: 0 },
      { adults: 2, children: 1 },
    ];
    const stay = openStay(rt, 30, 3);
    const search = await services.hotels.search({
      hotelId: h.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms,
    });
    const offer = search.allRooms[rt.code];
    const option =
      offer && Object.values(offer.boards).find((b) => b.board === "breakfast" && b.refundable);
    expect(option, "breakfast refundable offered").toBeTruthy();
    const expected = stay.nights.reduce(
      (sum, night) =>
        sum +
        rooms.reduce((s, r) => s + roomNightMinor(rt, night, r, "breakfast", "refundable"), 0),
      0,
    );
    expect(option?.price).toMatchObject({
      currency: "INR",
      unit: "per_stay",
      total: expected,
      rateClassName: "Refundable",
      rateClassCode: "NOR",
    });
    expect(option?.price.discounted).toBe(
      Math.round((expected * (100 - h.discountPercent)) / 100 / 100) * 100,
    );
    expect(option?.nightly.map((x) => x.night)).toEqual(stay.nights);
    const nrf = Object.values(offer?.boards ?? {}).find(
      (b) => b.board === "breakfast" && !b.refundable,
    );
    expect(nrf?.price.total).toBeLessThan(expected);
    expect(Object.keys(search.recommended)).toHaveLength(1);
    // Policies by rate key answer the same policy the search showed.
    const policies = await services.hotels.cancellationPolicies([
      option?.rateKey ?? "",
      "r1.bogus",
    ]);
    expect(Object.keys(policies)).toEqual([option?.rateKey]);
    expect(policies[option?.rateKey ?? ""]?.steps).toEqual(option?.cancellation.steps);
  });

  it("offers only rooms free on every night", async () => {
    const { rt, h } = await familyRoom();
    const stay = openStay(rt, 60, 3);
    const middle = stay.nights[1] as string;
    await database.db
      .insert(hotelRoomNights)
      .values({ roomTypeId: rt.id, night: middle, taken: baseAllotment(rt, middle) });
    const search = await services.hotels.search({
      hotelId: h.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: [{ adults: 2, children: 0 }],
    });
    expect(search.allRooms[rt.code]).toBeUndefined();
    const all = await services.hotels.search({
      hotelId: h.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: [{ adults: 2, children: 0 }],
      allRooms: true,
    });
    expect(all.allRooms[rt.code]?.available).toBe(0);
    const oneNight = await services.hotels.search({
      hotelId: h.id,
      checkIn: stay.checkIn,
      checkOut: stay.nights[1] as string,
      rooms: [{ adults: 2, children: 0 }],
    });
    expect(oneNight.allRooms[rt.code]?.available).toBeGreaterThan(0);
  });
});

/**
 * A new guest's checkout of `oneNightRate(startDays)`: the booking, its payment order, and how
 * many rooms of that type are taken on its night.
 */
async function checkoutOneNight(startDays: number, formToken: string) {
  const { rt, stay, rate } = await oneNightRate(startDays);
  const user = await guest();
  const { booking, order } = await services.hotelWorkflows.bookHotel(user, {
    rate_key: rate.rateKey,
    lead_name: "Kavya Rao",
    lead_email: "kavya@test.example",
    lead_phone: "+91 98450 12345",
    guests: [],
    form_token: formToken,
  });
  const taken = async () =>
    (
      await database.db
        .select()
        .from(hotelRoomNights)
        .where(and(eq(hotelRoomNights.roomTypeId, rt.id), eq(hotelRoomNights.night, stay.checkIn)))
    )[0]?.taken;
  return { rate, user, booking, order, taken };
}

describe("booking", () => {
  it("20 concurrent bookings of the last room give exactly one booking", async () => {
    const { rt, h } = await familyRoom();
    const stay = openStay(rt, 90, 2);
    for (const night of stay.nights)
      await database.db
        .insert(hotelRoomNights)
        .values({ roomTypeId: rt.id, night, taken: baseAllotment(rt, night) - 1 });
    const search = await services.hotels.search({
      hotelId: h.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: [{ adults: 2, children: 0 }],
    });
    const rate = Object.values(search.allRooms[rt.code]?.boards ?? {})[0];
    if (!rate) throw new Error("last room not offered");
    const user = await guest();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, _i) => user).map((u, i) =>
        services.hotels.book(u, {
          ...guestDetails,
          rateKey: rate.rateKey,
          formToken: `last-room-${i}`,
        }),
      ),
    );
    const booked = results.filter((r) => r.status === "fulfilled");
    expect(booked).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected")
        expect((r.reason as { code?: string }).code).toBe("room_sold_out");
    const rows = await database.db
      .select()
      .from(hotelRoomNights)
      .where(eq(hotelRoomNights.roomTypeId, rt.id));
    for (const night of stay.nights)
      expect(rows.find((r) => r.night === night)?.taken).toBe(baseAllotment(rt, night));
    expect(h.id).toBeGreaterThan(0);
  });

  it("books, pays on the sandbox, cancels early with a full refund; non-refundable refunds nothing", async () => {
    const { rt, h } = await familyRoom();
    const stay = openStay(rt, 120, 2);
    const rooms = [{ adults: 2, children: 1 }];
    const search = await services.hotels.search({
      hotelId: h.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms,
    });
    const boards = Object.values(search.allRooms[rt.code]?.boards ?? {});
    const refundable = boards.find((b) => b.board === "breakfast" && b.refundable);
    const nonRefundable = boards.find((b) => b.board === "breakfast" && !b.refundable);
    if (!refundable || !nonRefundable) throw new Error("rates missing");
    const user = await guest();
    const input = {
      lead_name: "Kavya Rao",
      lead_email: "kavya@test.example",
      lead_phone: "+91 98450 12345",
      guests: [["Kavya Rao", "Arjun Rao", "Isha Rao"]],
    };
    const { booking, order } = await services.hotelWorkflows.bookHotel(user, {
      ...input,
      rate_key: refundable.rateKey,
      expected_total: refundable.price.discounted,
      form_token: "refundable-1",
    });
    expect(order.amountMinor).toBe(refundable.price.discounted);
    // The same form again is the same booking and the same order.
    const again = await services.hotelWorkflows.bookHotel(user, {
      ...input,
      rate_key: refundable.rateKey,
      form_token: "refundable-1",
    });
    expect(again.booking.id).toBe(booking.id);
    expect(again.order.id).toBe(order.id);
    await payInSandbox(services, order, "success");
    const paid = await services.hotels.booking(user, booking.id);
    expect(paid?.status).toBe("confirmed");
    expect(paid?.refundIfCancelledToday).toBe(paid?.totalMinor);
    expect(await services.hotels.booking(await guest(), booking.id)).toBeNull();

    const cancelled = await services.hotelWorkflows.cancelHotelBooking(user, booking.id);
    expect(cancelled.refundMinor).toBe(booking.totalMinor);
    expect(cancelled.refund?.amountMinor).toBe(booking.totalMinor);
    await services.jobs.runDue(services.jobHandlers);
    const refunds = await services.payments.refundsFor(order.id);
    expect(refunds.map((r) => r.status)).toEqual(["processed"]);
    expect((await services.hotels.booking(user, booking.id))?.status).toBe("cancelled");

    const nrf = await services.hotelWorkflows.bookHotel(user, {
      ...input,
      rate_key: nonRefundable.rateKey,
      form_token: "nrf-1",
    });
    await payInSandbox(services, nrf.order, "success");
    const nrfCancel = await services.hotelWorkflows.cancelHotelBooking(user, nrf.booking.id);
    expect(nrfCancel.refundMinor).toBe(0);
    expect(nrfCancel.refund).toBeNull();
  });

  it("a failed payment gives the rooms back", async () => {
    const { rate, user, booking, order, taken } = await checkoutOneNight(150, "fail-1");
    expect(await taken()).toBe(1);
    await payInSandbox(services, order, "failure");
    expect((await services.hotels.booking(user, booking.id))?.status).toBe("payment_failed");
    expect(await taken()).toBe(0);
    // Another guest takes the room; cancelling the failed booking gives nothing back twice.
    await services.hotels.book(await guest(), {
      ...guestDetails,
      rateKey: rate.rateKey,
      formToken: "fail-2",
    });
    expect(await taken()).toBe(1);
    await services.hotelWorkflows.cancelHotelBooking(user, booking.id);
    expect(await taken()).toBe(1);
  });

  it("an abandoned payment expires and gives the rooms back once; a payment after that is refunded in full", async () => {
    const { rate, user, booking, order, taken } = await checkoutOneNight(200, "abandon-1");
    expect(await taken()).toBe(1);
    try {
      // The guest left the gateway's page: 31 minutes later the attempt's job expires it.
      aheadMs = 31 * 60_000;
      await services.jobs.runDue(services.jobHandlers);
      expect((await services.payments.getOrder(order.id))?.status).toBe("expired");
      expect((await services.hotels.booking(user, booking.id))?.status).toBe("expired");
      expect(await taken()).toBe(0);
      // Someone else books the room; the expiry told twice gives nothing back again.
      await services.hotels.book(await guest(), {
        ...guestDetails,
        rateKey: rate.rateKey,
        formToken: "abandon-2",
      });
      expect(await services.hotels.markPaymentExpired(booking.id)).toBe(false);
      expect(await services.payments.expireOrder(order.id)).toBe(false);
      expect(await taken()).toBe(1);
      // The payment went through at the gateway after all: the stay is not held, so it is
      // refunded in full and the booking stays expired.
      await deliverLateSandboxCapture(services, database.db, order);
      expect((await services.payments.getOrder(order.id))?.status).toBe("captured");
      expect(
        (await services.payments.refundsFor(order.id)).map((r) => [r.status, r.amountMinor]),
      ).toEqual([["processed", booking.totalMinor]]);
      expect((await services.hotels.booking(user, booking.id))?.status).toBe("expired");
      expect(await taken()).toBe(1);
    } finally {
      aheadMs = 0;
    }
  });
});

describe("booking status changes", () => {
  it("move only by the table and only from the status they saw (compare-and-set)", async () => {
    const { rate } = await oneNightRate(170);
    const user = await guest();
    const { booking } = await services.hotels.book(user, {
      ...guestDetails,
      rateKey: rate.rateKey,
      formToken: "status-1",
    });
    expect(booking.status).toBe("pending_payment");
    // A step from a status the booking is not in writes nothing.
    expect(
      await changeStatus(database.db, {
        bookingId: booking.id,
        from: "confirmed",
        event: "cancel",
        actor: "traveller",
      }),
    ).toBeNull();
    // A step the table refuses to this actor writes nothing either.
    expect(
      await changeStatus(database.db, {
        bookingId: booking.id,
        from: "pending_payment",
        event: "pay",
        actor: "traveller",
      }),
    ).toBeNull();
    const status = async () =>
      (
        await database.db
          .select({ status: hotelBookings.status })
          .from(hotelBookings)
          .where(eq(hotelBookings.id, booking.id))
      )[0]?.status;
    expect(await status()).toBe("pending_payment");
    // The capture webhook twice: confirmed once, the second a no-op; a late failure changes nothing.
    expect(await services.hotels.markPaid(booking.id, "order-status-1")).toBe(true);
    expect(await services.hotels.markPaid(booking.id, "order-status-2")).toBe(false);
    await services.hotels.markPaymentFailed(booking.id);
    expect(await status()).toBe("confirmed");
    expect((await services.hotels.bookingState(booking.id))?.status).toBe("confirmed");
    await services.hotels.cancel(user, booking.id);
    expect(await status()).toBe("cancelled");
    await expect(services.hotels.cancel(user, booking.id)).rejects.toMatchObject({
      code: "booking_not_cancellable",
    });
  });
});

describe("search documents", () => {
  it("link each hotel and its destination exactly as the URL builders do", async () => {
    // Positional columns of the provider: 1 source_id, 4 href, 10 links.
    const { rows } = (await database.db.execute(sql`
      select p.*, h.slug as hotel_slug, d.slug as destination_slug
      from (select source_id, href, links from (${HOTEL_SEARCH_PROVIDER.select})
        as provided(source_id, title, location, href, price_minor, popularity, names, keywords,
          suggest, links)) p
      join hotels h on h.id::text = p.source_id
      join destinations d on d.id = h.destination_id`)) as {
      rows: {
        href: string;
        links: { label: string; href: string }[];
        hotel_slug: string;
        destination_slug: string;
      }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.href).toBe(buildHotelUrl(row.hotel_slug));
      expect(row.links.map((l) => l.href)).toEqual([
        buildHotelListingUrl(plainHotelRoute(DEFAULT_LOCALE, row.destination_slug)),
      ]);
    }
  });
});
