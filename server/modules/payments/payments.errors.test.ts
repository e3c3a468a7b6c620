import { describe, expect, it } from "vitest";
import { refundExceedsCapture } from "./payments.errors";

describe("refundExceedsCapture", () => {
  it("names the refundable amount as the site shows money, never in minor units", () => {
    expect(refundExceedsCapture(10_000, "INR").message).toBe(
      "A refund cannot exceed what was captured; at most ₹100 can be refunded.",
    );
    // Paise are kept when there are some: "at most ₹101" would be a refund the site refuses.
    expect(refundExceedsCapture(10_050, "INR").message).toContain("at most ₹100.50 ");
    expect(refundExceedsCapture(123_456_700, "USD").message).toContain("at most $1,234,567 ");
  });
});
