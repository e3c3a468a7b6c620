import { eq } from "drizzle-orm";
import { CreateCouponInput } from "../common/coupons";
import type { AuthenticatedUser } from "../common/roles";
import type { Db } from "../server/db";
import { coupons, destinations } from "../server/db/schema";
import type { Services } from "../server/services";

// Demo coupons (issue 11 §1), created through the coupons service so the rules are the real
// ones. Dates follow the day of the first start. Idempotent: an existing code is left alone.

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The seed acts as staff: the coupons service only checks the role. */
const SEED_STAFF: AuthenticatedUser = {
  id: "seed",
  sub_account_id: null,
  first_name: "Seed",
  last_name: "",
  email: "seed@triphive.example",
  image: null,
  role: "ops",
  latest_active_trip: null,
  dashboard_url: "/admin",
  logged_in: true,
};

export async function seedDemoCoupons(
  services: Services,
  db: Db,
  now: () => Date = () => new Date(),
): Promise<number> {
  const today = now();
  const from = iso(new Date(today.getTime() - DAY_MS));
  const [kerala] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.slug, "kerala"))
    .limit(1);
  const demo = [
    {
      code: "WELCOME10",
      title: "10% off your first booking",
      description: "10% off the package price, up to ₹3,000. Once per traveller.",
      kind: "percent",
      value: 10,
      maxDiscount: 3000,
      minTripValue: 10_000,
      validFrom: from,
      validUntil: iso(new Date(today.getTime() + 365 * DAY_MS)),
      perTravellerLimit: 1,
    },
    {
      code: "KERALA2000",
      title: "₹2,000 off Kerala holidays",
      description: "Flat ₹2,000 off Kerala packages of ₹25,000 or more.",
      kind: "flat",
      value: 2000,
      minTripValue: 25_000,
      validFrom: from,
      validUntil: iso(new Date(today.getTime() + 180 * DAY_MS)),
      destinationIds: kerala ? [kerala.id] : [],
      maxRedemptions: 500,
      perTravellerLimit: 1,
    },
    {
      code: "MONSOON5",
      title: "Monsoon escape: 5% off",
      description: "5% off up to ₹5,000, the first 100 bookings.",
      kind: "percent",
      value: 5,
      maxDiscount: 5000,
      validFrom: from,
      validUntil: iso(new Date(today.getTime() + 90 * DAY_MS)),
      maxRedemptions: 100,
      perTravellerLimit: 1,
    },
  ];
  let created = 0;
  for (const c of demo) {
    const [existing] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, c.code))
      .limit(1);
    if (existing) continue;
    await services.coupons.create(SEED_STAFF, CreateCouponInput.parse(c));
    created++;
  }
  return created;
}
