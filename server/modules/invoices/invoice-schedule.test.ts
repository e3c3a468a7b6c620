import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { financialYearOf, planInstalments } from "./invoice-schedule";

describe("invoice schedule", () => {
  it("names the Indian financial year, April to March", () => {
    expect(financialYearOf("2026-03-31")).toBe("2025-26");
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2026-11-24")).toBe("2026-27");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });

  it("splits a deposit and a balance due before travel, summing to the total", () => {
    const plan = planInstalments({
      totalMinor: 4_200_050,
      depositPercent: 30,
      balanceDays: 21,
      issueDay: "2026-11-24",
      travelDate: "2027-01-10",
    });
    expect(plan).toEqual([
      { label: "Deposit (30%)", amountMinor: 1_260_000, dueDate: "2026-11-27" },
      { label: "Balance", amountMinor: 2_940_050, dueDate: "2026-12-20" },
    ]);
    expect(plan.reduce((s, p) => s + p.amountMinor, 0)).toBe(4_200_050);
  });

  it("asks for everything at once when travel is too close or unknown", () => {
    for (const travelDate of [null, "2026-12-10"]) {
      const plan = planInstalments({
        totalMinor: 100_000,
        depositPercent: 30,
        balanceDays: 21,
        issueDay: "2026-11-24",
        travelDate,
      });
      expect(plan).toEqual([
        { label: "Full payment", amountMinor: 100_000, dueDate: "2026-11-27" },
      ]);
    }
  });

  it("splits a whole-rupee total into whole-rupee instalments that sum to it exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 10, max: 100 }),
        fc.integer({ min: 0, max: 90 }),
        (rupees, depositPercent, balanceDays) => {
          const plan = planInstalments({
            totalMinor: rupees * 100,
            depositPercent,
            balanceDays,
            issueDay: "2026-11-24",
            travelDate: "2027-06-10",
          });
          expect(plan.reduce((s, p) => s + p.amountMinor, 0)).toBe(rupees * 100);
          for (const part of plan) {
            expect(part.amountMinor % 100).toBe(0);
            expect(part.amountMinor).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
