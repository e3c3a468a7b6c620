import { describe, expect, it } from "vitest";
import type { QuotePricing } from "../../../common/quotes";
import {
  canCompare,
  compareLine,
  normalisePrice,
  refundOn,
  refundSchedule,
  starsByCity,
  toggleSelection,
} from "./quote-math";

const pricing = (over: Partial<QuotePricing> = {}): QuotePricing => ({
  currency: "INR",
  travellers: { adults: 2, children: 1 },
  pricePerAdultMinor: 3_000_000,
  pricePerChildMinor: 1_500_000,
  subtotalMinor: 7_500_000,
  discountMinor: 0,
  taxes: [],
  totalMinor: 7_875_000,
  perPersonMinor: 2_625_000,
  totalInRupeeMinor: 7_875_000,
  ...over,
});

describe("normalisePrice", () => {
  it("splits the server's total per night and its per-person figure per night", () => {
    expect(normalisePrice(pricing(), 4)).toEqual({
      totalMinor: 7_875_000,
      perPersonMinor: 2_625_000,
      perNightMinor: 1_968_750,
      perPersonPerNightMinor: 656_250,
      travellers: 3,
    });
  });

  it("keeps per-person from the server rather than recomputing it", () => {
    // The server may round per person differently from total / travellers: its figure wins.
    expect(normalisePrice(pricing({ perPersonMinor: 2_625_001 }), 4).perPersonMinor).toBe(
      2_625_001,
    );
  });

  it("rounds to whole minor units", () => {
    const n = normalisePrice(pricing({ totalMinor: 1_000_000, perPersonMinor: 333_334 }), 3);
    expect(n.perNightMinor).toBe(333_333);
    expect(n.perPersonPerNightMinor).toBe(111_111);
  });

  it("has no per-night figures for a trip without nights", () => {
    const n = normalisePrice(pricing(), 0);
    expect(n.perNightMinor).toBeNull();
    expect(n.perPersonPerNightMinor).toBeNull();
  });
});

describe("refund preview", () => {
  const policy = [
    { daysBefore: 15, refundPercent: 50 },
    { daysBefore: 30, refundPercent: 90 },
    { daysBefore: 3, refundPercent: 0 },
  ];

  it("lists the schedule from the most generous step, with the last date of each", () => {
    expect(refundSchedule(policy, 10_000_00, "2027-02-10")).toEqual([
      { daysBefore: 30, refundPercent: 90, refundMinor: 900_000, until: "2027-01-11" },
      { daysBefore: 15, refundPercent: 50, refundMinor: 500_000, until: "2027-01-26" },
      { daysBefore: 3, refundPercent: 0, refundMinor: 0, until: "2027-02-07" },
    ]);
  });

  it("has no dates when the trip has no start date", () => {
    expect(refundSchedule(policy, 100, null).map((s) => s.until)).toEqual([null, null, null]);
  });

  it("refunds by the notice given on the day of cancelling", () => {
    expect(refundOn(policy, 1_000_000, "2027-02-10", "2027-01-11")).toEqual({
      refundPercent: 90,
      refundMinor: 900_000,
      daysBefore: 30,
    });
    expect(refundOn(policy, 1_000_000, "2027-02-10", "2027-01-12").refundPercent).toBe(50);
    expect(refundOn(policy, 1_000_000, "2027-02-10", "2027-02-01").refundPercent).toBe(0);
  });

  it("refunds nothing once travel has begun or with no rule met", () => {
    expect(refundOn(policy, 1_000_000, "2027-02-10", "2027-02-11").refundMinor).toBe(0);
    expect(
      refundOn([{ daysBefore: 10, refundPercent: 80 }], 100, "2027-02-10", "2027-02-05"),
    ).toMatchObject({ refundPercent: 0, refundMinor: 0 });
  });

  it("counts days across a month and year end in UTC", () => {
    expect(refundOn(policy, 200, "2027-01-05", "2026-12-06")).toMatchObject({
      daysBefore: 30,
      refundPercent: 90,
      refundMinor: 180,
    });
  });
});

describe("compare selection (accounts §4, §5, §9)", () => {
  it("adds while fewer than three are selected", () => {
    expect(toggleSelection([], 4)).toEqual({ ok: true, selected: [4] });
    expect(toggleSelection([4, 5], 6)).toEqual({ ok: true, selected: [4, 5, 6] });
  });

  it("refuses a fourth and leaves the selection as it was", () => {
    expect(toggleSelection([4, 5, 6], 7)).toEqual({
      ok: false,
      selected: [4, 5, 6],
      message: "max",
    });
  });

  it("removes by id, even when three are selected", () => {
    expect(toggleSelection([4, 5, 6], 5)).toEqual({ ok: true, selected: [4, 6] });
  });

  it("opens compare with two or three, not one or four", () => {
    expect(canCompare([1])).toBe(false);
    expect(canCompare([1, 2])).toBe(true);
    expect(canCompare([1, 2, 3])).toBe(true);
    expect(canCompare([1, 2, 3, 4])).toBe(false);
  });
});

describe("compareLine", () => {
  it("marks the lowest price when the quotes differ", () => {
    expect(compareLine([300, 200, 200], "lower")).toEqual({
      differs: true,
      best: [false, true, true],
    });
  });

  it("marks nothing when every quote says the same", () => {
    expect(compareLine([5, 5], "higher")).toEqual({ differs: false, best: [false, false] });
  });

  it("treats a missing value as a difference but never as the best", () => {
    expect(compareLine([4, null], "higher")).toEqual({ differs: true, best: [true, false] });
  });
});

describe("starsByCity", () => {
  it("reads the proposed hotel of each city, the better stay for a city visited twice", () => {
    const stays = [
      {
        city: "Munnar",
        hotelInfos: [
          { rating: 3, isAlternative: false },
          { rating: 5, isAlternative: true },
        ],
      },
      { city: "Alleppey", hotelInfos: [{ rating: 4, isAlternative: false }] },
      { city: "Munnar", hotelInfos: [{ rating: 4, isAlternative: false }] },
    ];
    expect([...starsByCity(stays)]).toEqual([
      ["Munnar", 4],
      ["Alleppey", 4],
    ]);
  });
});
