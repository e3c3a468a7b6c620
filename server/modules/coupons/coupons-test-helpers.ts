import { CreateCouponInput } from "../../../common/coupons";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Services } from "../../services";

// The coupon tests' fixtures: a coupon staff create, and a traveller applying one.

let seq = 0;

/**
 * A new coupon created by `staff`: 10% off up to ₹3,000, valid through November and December
 * 2026, once per traveller, unless `over` says otherwise (fields as the staff form takes them).
 * Its code, unique in the run.
 */
export async function createTestCoupon(
  services: Pick<Services, "coupons">,
  staff: AuthenticatedUser,
  over: Record<string, unknown> = {},
): Promise<string> {
  const code = `TEST${++seq}`;
  await services.coupons.create(
    staff,
    CreateCouponInput.parse({
      code,
      title: "Test coupon",
      kind: "percent",
      value: 10,
      maxDiscount: 3000,
      validFrom: "2026-11-01",
      validUntil: "2026-12-31",
      ...over,
    }),
  );
  return code;
}

/** The traveller applies `code` to the trip's accepted quote, as the quote page does. */
export function applyCoupon(
  services: Pick<Services, "coupons">,
  user: AuthenticatedUser,
  tripId: number,
  code: string,
) {
  return services.coupons.apply(user, {
    rtrip_id: tripId,
    offer_type: "Coupon",
    offer_code: code,
    click_source: "user",
  });
}
