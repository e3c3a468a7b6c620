ALTER TABLE "coupon_redemptions" ADD COLUMN "drop_reason" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "dropped_for_quote_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_dropped_for_quote_id_quotes_id_fk" FOREIGN KEY ("dropped_for_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand edit (decision 0191): before this change, accepting another quote left the trip's coupon
-- on the quote it no longer chose. Such live, unlocked coupons are given back (their use counts
-- again; the traveller may apply the code on the quote they accepted), so from here on every live
-- coupon sits on its trip's accepted quote.
WITH "stale" AS (
  UPDATE "coupon_redemptions" AS r SET "state" = 'removed', "removed_at" = now()
  FROM "quotes" AS q
  WHERE q."id" = r."quote_id" AND r."state" = 'applied' AND q."status" <> 'chosen'
  RETURNING r."coupon_id"
)
UPDATE "coupons" AS c
SET "redeemed" = greatest(c."redeemed" - s."n", 0), "updated_at" = now()
FROM (SELECT "coupon_id", count(*)::int AS "n" FROM "stale" GROUP BY "coupon_id") AS s
WHERE c."id" = s."coupon_id";
