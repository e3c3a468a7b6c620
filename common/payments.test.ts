import { describe, expect, it } from "vitest";
import { type PaidTwiceView, paidTwiceText } from "./payments";

// What a payer reads about a second payment of something already paid (decision 0189).

const view = (over: Partial<PaidTwiceView>): PaidTwiceView => ({
  amountMinor: 5_565_000,
  currency: "INR",
  paidAt: "2026-11-24T06:00:00Z",
  refund: "requested",
  refundedAt: null,
  ...over,
});

describe("paidTwiceText", () => {
  it("says the second payment is being refunded in full, in rupees, and when it arrives", () => {
    for (const refund of ["requested", "pending"] as const)
      expect(paidTwiceText(view({ refund }), "your deposit (30%)")).toBe(
        "You paid your deposit (30%) twice: the second payment of ₹55,650 is not needed and is being refunded in full. It reaches your account within 7 to 10 working days.",
      );
  });
  it("says when it was refunded, on India's calendar day", () => {
    expect(
      paidTwiceText(
        view({ refund: "processed", refundedAt: "2026-11-24T20:00:00Z", amountMinor: 12_345 }),
        "this",
      ),
    ).toBe(
      "You paid this twice: the second payment of ₹123.45 is not needed and was refunded in full on 25 Nov 2026.",
    );
  });
  it("says a refused refund is being followed up, without blaming the payer", () => {
    expect(paidTwiceText(view({ refund: "failed" }), "this")).toBe(
      "You paid this twice: the second payment of ₹55,650 is not needed. Refunding it did not go through at the bank; our payments team is following it up with you.",
    );
  });
});
