import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deliveryPlan, NO_SANDBOX_CHAOS } from "./gateways/sandbox";
import { checkSandboxSignature, signSandboxWebhook } from "./gateways/signatures";
import { agencySplit, assertBalanced, prorate } from "./ledger";

describe("agencySplit", () => {
  it("takes the commission, rounded half up, and holds the rest for the agency", () => {
    expect(agencySplit({ amountMinor: 100_005, agencyId: 4, commissionBps: 1_000 })).toEqual([
      { account: "platform_commission", amountMinor: 10_001 },
      { account: "agent_payout_hold:4", amountMinor: 90_004 },
    ]);
    expect(agencySplit({ amountMinor: 500, agencyId: 4, commissionBps: 0, hold: false })).toEqual([
      { account: "agent_payable:4", amountMinor: 500 },
    ]);
  });

  it("always sums to the amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amountMinor, commissionBps) => {
          const parts = agencySplit({ amountMinor, agencyId: 1, commissionBps });
          expect(parts.reduce((s, p) => s + p.amountMinor, 0)).toBe(amountMinor);
        },
      ),
    );
  });
});

describe("prorate", () => {
  it("spreads an amount in whole paise that sum exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (amounts, target) => {
          const parts = amounts.map((amountMinor, i) => ({ account: `acct_${i}`, amountMinor }));
          const out = prorate(parts, target);
          expect(out.reduce((s, p) => s + p.amountMinor, 0)).toBe(target);
          for (const p of out) expect(Number.isInteger(p.amountMinor)).toBe(true);
        },
      ),
    );
  });
});

describe("assertBalanced", () => {
  it.each([
    [[{ account: "gateway", amountMinor: 1 }]],
    [
      [
        { account: "gateway", amountMinor: 2 },
        { account: "traveller_clearing", amountMinor: -1 },
      ],
    ],
    [
      [
        { account: "gateway", amountMinor: 0 },
        { account: "traveller_clearing", amountMinor: 0 },
      ],
    ],
    [
      [
        { account: "Bad Account", amountMinor: 1 },
        { account: "gateway", amountMinor: -1 },
      ],
    ],
    [
      [
        { account: "gateway", amountMinor: 0.5 },
        { account: "traveller_clearing", amountMinor: -0.5 },
      ],
    ],
  ])("refuses %j", (lines) => {
    expect(() => assertBalanced(lines)).toThrow(/Ledger journal refused/);
  });
});

describe("sandbox signatures and dice", () => {
  const secret = "unit-secret-0123456789";
  const now = new Date("2026-11-24T08:00:00Z");
  const at = Math.floor(now.getTime() / 1000);
  it("accepts its own signature within five minutes either way", () => {
    for (const skew of [-300, 0, 300]) {
      const body = '{"id":"evt_sbx_abcdefgh"}';
      expect(
        checkSandboxSignature({
          secret,
          rawBody: body,
          signatureHeader: signSandboxWebhook(secret, at + skew, body),
          timestampHeader: String(at + skew),
          now,
        }),
      ).toBe("ok");
    }
  });

  it("gives the same copies and delays for the same seed and event", () => {
    const chaos = {
      ...NO_SANDBOX_CHAOS,
      duplicateRate: 0.5,
      maxCopies: 3,
      maxDelayMs: 1000,
      seed: 9,
    };
    expect(deliveryPlan(chaos, "evt_sbx_1")).toEqual(deliveryPlan(chaos, "evt_sbx_1"));
    expect(deliveryPlan(NO_SANDBOX_CHAOS, "evt_sbx_1")).toEqual([0]);
    const counts = Array.from({ length: 200 }, (_, i) => deliveryPlan(chaos, `evt_${i}`).length);
    expect(counts.some((c) => c > 1)).toBe(true);
    expect(counts.some((c) => c === 1)).toBe(true);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
  });
});
