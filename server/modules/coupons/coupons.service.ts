import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type {
  AppliedOfferView,
  ApplyOfferQuery,
  CouponSettlement,
  CreateCouponInput,
  DiscountOfferView,
  DroppedOfferView,
} from "../../../common/coupons";
import { formatMoney } from "../../../common/money";
import { type AuthenticatedUser, isStaff } from "../../../common/roles";
import type { Db } from "../../db";
import { int8, rowsOf } from "../../lib/sql-rows";
import type { QuoteMoneyFacts } from "../quotes";
import * as errors from "./coupons.errors";
import { couponRedemptions, coupons } from "./coupons.schema";

type CouponRow = typeof coupons.$inferSelect;
type RedemptionRow = typeof couponRedemptions.$inferSelect;
type Executor = Pick<Db, "select" | "update" | "insert" | "execute">;
/** What a coupon is checked against: the accepted quote's price and destinations. */
type QuoteTerms = Pick<QuoteMoneyFacts, "destinationIds" | "pricing">;
/** The quote a trip's coupon is settled on when it is accepted. */
export type SettleTarget = QuoteTerms & Pick<QuoteMoneyFacts, "tripId" | "quoteId">;
/** The coupon row locked for a redemption. */
const lockedId = z.object({ id: int8 });

export interface CouponsDeps {
  db: Db;
  /** The quotes module: the accepted quote of a trip and its facts. */
  quotes: {
    acceptedQuoteIdOf(tripId: number): Promise<number | null>;
    moneyFacts(quoteId: number): Promise<QuoteMoneyFacts>;
  };
  /** The trip if `user` may read it (the trips module's permission table); 404 otherwise. */
  readTrip(user: AuthenticatedUser, tripId: number): Promise<{ id: number }>;
  /** The catalogue's destinations, to check and name a coupon's destinations. */
  destinations?: {
    byIds(ids: readonly number[]): Promise<{ id: number; slug: string; name: string }[]>;
    byNames(names: readonly string[]): Promise<{ id: number; slug: string; name: string }[]>;
    /**
     * Every destination a trip lies in, those around its places included (the catalogue's
     * place hierarchy, decision 0207): a Kerala coupon applies to a Munnar & Alleppey trip.
     * Unset: only the destinations the trip names.
     */
    around?(trip: {
      destinationIds: readonly number[];
      names: readonly string[];
    }): Promise<number[]>;
  };
  now?: () => Date;
}

const inr = (minor: number) =>
  formatMoney({ amountMinor: minor, currency: "INR" }, { fractionDigits: 0 });

/** Whole units of the quote's currency a coupon takes off (issue 11 §1), never above the base. */
export function couponDiscount(
  coupon: Pick<CouponRow, "kind" | "percentBps" | "flatMinor" | "maxDiscountMinor">,
  pricing: {
    subtotalMinor: number;
    discountMinor: number;
    totalMinor: number;
    totalInRupeeMinor: number;
  },
): { whole: number; baseInrMinor: number } {
  const baseMinor = pricing.subtotalMinor - pricing.discountMinor;
  // INR per unit of the quote's currency, from the quote's own conversion.
  const rate = pricing.totalMinor > 0 ? pricing.totalInRupeeMinor / pricing.totalMinor : 1;
  const baseInrMinor = Math.round(baseMinor * rate);
  let inrMinor =
    coupon.kind === "percent"
      ? Math.floor((baseInrMinor * coupon.percentBps) / 10_000)
      : coupon.flatMinor;
  if (coupon.maxDiscountMinor !== null) inrMinor = Math.min(inrMinor, coupon.maxDiscountMinor);
  inrMinor = Math.min(inrMinor, baseInrMinor);
  // Whole units of the quote's currency, rounded down: the traveller never gets more than offered.
  const whole = Math.max(0, Math.floor(inrMinor / rate / 100));
  return { whole, baseInrMinor };
}

type Rules = Pick<CouponRow, "minTripValueMinor">;

/**
 * Why a coupon that was on the trip does not apply to the quote just accepted, after "it":
 * the refusal's reason in the traveller's words, by refusal code.
 */
const DROP_WHY: Record<string, (c: Rules) => string> = {
  coupon_paused: () => "it is not available right now",
  coupon_not_started: () => "it is not valid yet",
  coupon_expired: () => "it has expired",
  coupon_destination: () => "it is not valid for this quote's destination",
  coupon_min_value: (c) => `it needs a trip value of at least ${inr(c.minTripValueMinor)}`,
  coupon_no_discount: () => "it gives no discount on this quote",
  coupon_used_up: () => "it has been fully used",
  coupon_traveller_limit: () => "you have already used it as often as it allows",
};

/** "Your coupon KERALA2000 does not apply to this quote, so it has been removed: it needs …" */
export function droppedMessage(code: string, reason: string, coupon: Rules): string {
  const why = DROP_WHY[reason]?.(coupon) ?? "it does not apply to this quote";
  return `Your coupon ${code} does not apply to this quote, so it has been removed: ${why}.`;
}

export function discountText(
  c: Pick<CouponRow, "kind" | "percentBps" | "flatMinor" | "maxDiscountMinor">,
) {
  if (c.kind === "flat") return `${inr(c.flatMinor)} off`;
  const pct = `${c.percentBps / 100}% off`;
  return c.maxDiscountMinor === null ? pct : `${pct}, up to ${inr(c.maxDiscountMinor)}`;
}

export function createCouponsService(deps: CouponsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Why `coupon` cannot go on this quote now, or null (everything but the usage caps). */
  function refusalOf(coupon: CouponRow, facts: QuoteTerms | null, at: Date) {
    if (coupon.status !== "active")
      return { code: "coupon_paused", message: "This coupon is not available right now." };
    if (at < coupon.validFrom)
      return { code: "coupon_not_started", message: "This coupon is not valid yet." };
    if (at > coupon.validUntil)
      return { code: "coupon_expired", message: "This coupon has expired." };
    if (!facts)
      return { code: "coupon_no_accepted_quote", message: "Accept a quote to use this offer." };
    if (
      coupon.destinationIds.length > 0 &&
      !facts.destinationIds.some((d) => coupon.destinationIds.includes(d))
    ) {
      return {
        code: "coupon_destination",
        message: "This coupon does not apply to this destination.",
      };
    }
    const { baseInrMinor, whole } = couponDiscount(coupon, facts.pricing);
    if (baseInrMinor < coupon.minTripValueMinor) {
      return {
        code: "coupon_min_value",
        message: `This coupon needs a trip value of at least ${inr(coupon.minTripValueMinor)}.`,
      };
    }
    if (whole <= 0)
      return { code: "coupon_no_discount", message: "This coupon gives no discount here." };
    return null;
  }

  /** The quote's facts with every destination its trip lies in, as coupons are held against. */
  async function withPlaces<T extends QuoteTerms & Pick<QuoteMoneyFacts, "destinationNames">>(
    facts: T,
  ): Promise<T> {
    const around = deps.destinations?.around;
    if (!around) return facts;
    const destinationIds = await around({
      destinationIds: facts.destinationIds,
      names: facts.destinationNames,
    });
    return { ...facts, destinationIds };
  }

  async function acceptedFacts(tripId: number): Promise<QuoteMoneyFacts | null> {
    const quoteId = await deps.quotes.acceptedQuoteIdOf(tripId);
    return quoteId === null ? null : withPlaces(await deps.quotes.moneyFacts(quoteId));
  }

  /** The trip's traveller, with the accepted quote still open to a coupon (status chosen). */
  async function ownChosen(user: AuthenticatedUser, tripId: number) {
    if (user.role !== "traveller") throw errors.tripNotFound();
    await deps.readTrip(user, tripId);
    const facts = await acceptedFacts(tripId);
    if (facts && facts.travellerUserId !== user.id) throw errors.tripNotFound();
    if (!facts) throw errors.noAcceptedQuote();
    return facts;
  }

  async function liveOf(executor: Executor, tripId: number): Promise<RedemptionRow | null> {
    const [row] = await executor
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.tripId, tripId), ne(couponRedemptions.state, "removed")))
      .limit(1);
    return row ?? null;
  }

  async function appliedView(row: RedemptionRow): Promise<AppliedOfferView> {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, row.couponId)).limit(1);
    return {
      offer_id: row.id,
      offer_type: "Coupon",
      offer_code: coupon?.code ?? "",
      rtrip_id: row.tripId,
      quote_id: row.quoteId,
      title: coupon?.title ?? "",
      discount: row.discountWhole,
      discountMinor: row.discountWhole * 100,
      currency: row.currency,
      state: row.state as "applied" | "locked",
      click_source: row.clickSource,
    };
  }

  /**
   * Gives back a live, unlocked redemption inside `tx` (the coupon row locked first); `dropped`
   * when accepting another quote dropped it, so that quote can say why.
   */
  async function release(
    tx: Executor,
    row: RedemptionRow,
    dropped?: { reason: string; quoteId: number },
  ) {
    await tx.execute(sql`select id from coupons where id = ${row.couponId} for update`);
    const released = await tx
      .update(couponRedemptions)
      .set({
        state: "removed",
        removedAt: now(),
        dropReason: dropped?.reason ?? null,
        droppedForQuoteId: dropped?.quoteId ?? null,
      })
      .where(and(eq(couponRedemptions.id, row.id), ne(couponRedemptions.state, "removed")))
      .returning({ id: couponRedemptions.id });
    // Released meanwhile by another request: its use was given back once already.
    if (released.length === 0) return;
    await tx
      .update(coupons)
      .set({ redeemed: sql`greatest(${coupons.redeemed} - 1, 0)`, updatedAt: now() })
      .where(eq(coupons.id, row.couponId));
  }

  /**
   * Why the usage caps refuse `coupon` to `userId`, or null. `held` is the redemption being moved
   * (already counted in `redeemed` and in the traveller's uses), none for a new redemption.
   */
  async function capRefusal(tx: Executor, coupon: CouponRow, userId: string, held?: number) {
    const counted = held === undefined ? 0 : 1;
    if (coupon.maxRedemptions !== null && coupon.redeemed - counted >= coupon.maxRedemptions) {
      return { code: "coupon_used_up", message: "This coupon has been fully used." };
    }
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          eq(couponRedemptions.userId, userId),
          ne(couponRedemptions.state, "removed"),
          held === undefined ? undefined : ne(couponRedemptions.id, held),
        ),
      );
    if ((mine?.n ?? 0) >= coupon.perTravellerLimit) {
      return { code: "coupon_traveller_limit", message: "You have already used this coupon." };
    }
    return null;
  }

  /**
   * Redeems `code` for the trip's accepted quote inside `tx`. The coupon row is locked first,
   * so the global and per-traveller counts are read and raised by one redeemer at a time
   * (50 concurrent redemptions of a one-use coupon give exactly one).
   */
  async function redeem(
    tx: Executor,
    user: AuthenticatedUser,
    facts: QuoteMoneyFacts,
    input: ApplyOfferQuery,
  ): Promise<RedemptionRow> {
    const locked = await tx.execute(
      sql`select id from coupons where code = ${input.offer_code} for update`,
    );
    const locks = rowsOf(locked, lockedId);
    const id = locks[0] === undefined ? undefined : Number(locks[0].id);
    if (id === undefined) throw errors.unknownCode();
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    if (!coupon) throw errors.unknownCode();
    const refusal = refusalOf(coupon, facts, now()) ?? (await capRefusal(tx, coupon, user.id));
    if (refusal) throw errors.refused(refusal.code, refusal.message);
    const { whole } = couponDiscount(coupon, facts.pricing);
    const [row] = await tx
      .insert(couponRedemptions)
      .values({
        couponId: coupon.id,
        tripId: facts.tripId,
        quoteId: facts.quoteId,
        userId: user.id,
        discountWhole: whole,
        currency: facts.pricing.currency,
        clickSource: input.click_source,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await tx
      .update(coupons)
      .set({ redeemed: sql`${coupons.redeemed} + 1`, updatedAt: now() })
      .where(eq(coupons.id, coupon.id));
    return row;
  }

  /**
   * The trip's live coupon put on the quote just accepted, inside the acceptance's transaction
   * (decision 0191). Every rule is checked again on the new quote's price: status, window,
   * destination, minimum trip value, a discount at all, and the usage caps counting this
   * redemption once. It moves there with its discount recomputed, or is given back with the
   * reason recorded for the new quote to show.
   */
  async function settle(tx: Executor, target: SettleTarget): Promise<CouponSettlement> {
    const seen = await liveOf(tx, target.tripId);
    if (!seen) return { outcome: "none" };
    // The coupon row first, as every redemption and release takes it; then the redemption again
    // under that lock: one removed meanwhile leaves nothing to move.
    await tx.execute(sql`select id from coupons where id = ${seen.couponId} for update`);
    const [row] = await tx
      .select()
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.id, seen.id), ne(couponRedemptions.state, "removed")));
    if (!row) return { outcome: "none" };
    // On an issued invoice: that quote is invoiced and the switch itself is refused (0081).
    if (row.state === "locked") throw errors.locked();
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, row.couponId));
    if (!coupon) throw new Error(`redemption ${row.id} lost its coupon`);
    const refusal =
      refusalOf(coupon, target, now()) ?? (await capRefusal(tx, coupon, row.userId, row.id));
    if (refusal) {
      await release(tx, row, { reason: refusal.code, quoteId: target.quoteId });
      return {
        outcome: "dropped",
        offer_code: coupon.code,
        reason: refusal.code,
        message: droppedMessage(coupon.code, refusal.code, coupon),
      };
    }
    const { whole } = couponDiscount(coupon, target.pricing);
    const currency = target.pricing.currency;
    await tx
      .update(couponRedemptions)
      .set({ quoteId: target.quoteId, discountWhole: whole, currency })
      .where(eq(couponRedemptions.id, row.id));
    const off = formatMoney({ amountMinor: whole * 100, currency }, { fractionDigits: 0 });
    return {
      outcome: "moved",
      offer_code: coupon.code,
      discountMinor: whole * 100,
      currency,
      message: `Your coupon ${coupon.code} moved to this quote: ${off} off.`,
    };
  }

  /** The coupon accepting `quoteId` dropped, while no other coupon has been applied since. */
  async function droppedFor(tripId: number, quoteId: number): Promise<DroppedOfferView | null> {
    const [last] = await db
      .select({
        state: couponRedemptions.state,
        reason: couponRedemptions.dropReason,
        forQuote: couponRedemptions.droppedForQuoteId,
        code: coupons.code,
        minTripValueMinor: coupons.minTripValueMinor,
      })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(couponRedemptions.tripId, tripId))
      .orderBy(desc(couponRedemptions.id))
      .limit(1);
    if (last?.state !== "removed" || !last.reason || last.forQuote !== quoteId) return null;
    return {
      offer_code: last.code,
      reason: last.reason,
      message: droppedMessage(last.code, last.reason, last),
    };
  }

  async function checkedDestinations(input: CreateCouponInput): Promise<number[]> {
    const names = (input.destinations ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    const ids = [...new Set(input.destinationIds)];
    if (names.length === 0 && ids.length === 0) return [];
    if (!deps.destinations) throw new Error("coupons: destinations lookup not configured");
    const byId = await deps.destinations.byIds(ids);
    const missingIds = ids.filter((id) => !byId.some((d) => d.id === id));
    if (missingIds.length > 0) throw errors.unknownDestinations(missingIds.map((id) => `#${id}`));
    const byName = await deps.destinations.byNames(names);
    const unknown = names.filter(
      (n) =>
        !byName.some((d) => d.name.toLowerCase() === n.toLowerCase() || d.slug === n.toLowerCase()),
    );
    if (unknown.length > 0) throw errors.unknownDestinations(unknown);
    return [...new Set([...ids, ...byName.map((d) => d.id)])];
  }

  return {
    /**
     * GET discount offers (rtrip_id): the coupons the trip's traveller can still use on the
     * accepted quote, and the one applied to it. A coupon is left out when it is paused,
     * outside its window, used up, at the traveller's own limit, for another destination,
     * below its minimum on this quote's price, gives nothing here, or is the applied one.
     * With no accepted quote yet, every live coupon is listed with why it cannot apply now.
     */
    async listForTrip(user: AuthenticatedUser, tripId: number) {
      await deps.readTrip(user, tripId);
      const facts = await acceptedFacts(tripId);
      const at = now();
      const live = await liveOf(db, tripId);
      // A live coupon is on the accepted quote (decision 0191); shown nowhere else.
      const applied = live && facts && live.quoteId === facts.quoteId ? live : null;
      const rows = await db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.status, "active"),
            sql`${coupons.validFrom} <= ${at}`,
            sql`${coupons.validUntil} >= ${at}`,
            sql`(${coupons.maxRedemptions} is null or ${coupons.redeemed} < ${coupons.maxRedemptions})`,
            facts
              ? sql`(cardinality(${coupons.destinationIds}) = 0 or ${coupons.destinationIds} && ${sql.param(facts.destinationIds)}::integer[])`
              : undefined,
          ),
        )
        .orderBy(asc(coupons.validUntil), asc(coupons.id))
        .limit(100);
      // The traveller's live uses of each coupon, on any trip.
      const traveller = facts?.travellerUserId ?? (user.role === "traveller" ? user.id : null);
      const used = new Map<number, number>();
      if (traveller && rows.length > 0) {
        const counts = await db
          .select({ couponId: couponRedemptions.couponId, n: sql<number>`count(*)::int` })
          .from(couponRedemptions)
          .where(
            and(
              eq(couponRedemptions.userId, traveller),
              ne(couponRedemptions.state, "removed"),
              inArray(
                couponRedemptions.couponId,
                rows.map((c) => c.id),
              ),
            ),
          )
          .groupBy(couponRedemptions.couponId);
        for (const c of counts) used.set(c.couponId, c.n);
      }
      const offers: DiscountOfferView[] = rows
        .filter((c) => c.id !== live?.couponId)
        .filter((c) => (used.get(c.id) ?? 0) < c.perTravellerLimit)
        .filter((c) => !facts || refusalOf(c, facts, at) === null)
        .slice(0, 20)
        .map((c) => ({
          offer_id: c.id,
          offer_type: "Coupon",
          offer_code: c.code,
          title: c.title,
          description: c.description,
          discountText: discountText(c),
          minTripValueText:
            c.minTripValueMinor > 0 ? `On trips of ${inr(c.minTripValueMinor)} or more` : null,
          validUntil: c.validUntil.toISOString(),
          unavailableReason: facts ? null : (refusalOf(c, null, at)?.message ?? null),
        }));
      return {
        offers,
        applied: applied ? await appliedView(applied) : null,
        dropped: facts && !applied ? await droppedFor(tripId, facts.quoteId) : null,
        canApply: !!facts && facts.status === "chosen" && user.role === "traveller",
      };
    },

    /** GET apply offer. The same code again answers the applied offer (a resend). */
    async apply(user: AuthenticatedUser, input: ApplyOfferQuery): Promise<AppliedOfferView> {
      const facts = await ownChosen(user, input.rtrip_id);
      const row = await db.transaction(async (tx) => {
        const live = await liveOf(tx, facts.tripId);
        if (live) {
          const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, live.couponId));
          if (coupon?.code === input.offer_code) return live;
          throw errors.alreadyApplied();
        }
        if (facts.status !== "chosen") throw errors.locked();
        return redeem(tx, user, facts, input);
      });
      return appliedView(row);
    },

    /** GET update offer: replaces the trip's coupon with another in one transaction. */
    async update(user: AuthenticatedUser, input: ApplyOfferQuery): Promise<AppliedOfferView> {
      const facts = await ownChosen(user, input.rtrip_id);
      if (facts.status !== "chosen") throw errors.locked();
      const row = await db.transaction(async (tx) => {
        const live = await liveOf(tx, facts.tripId);
        if (live?.state === "locked") throw errors.locked();
        if (live) await release(tx, live);
        return redeem(tx, user, facts, input);
      });
      return appliedView(row);
    },

    /** GET remove offer (rtrip_id): gives the usage back; refused once on an invoice. */
    async remove(user: AuthenticatedUser, tripId: number): Promise<{ removed: boolean }> {
      if (user.role !== "traveller") throw errors.tripNotFound();
      await deps.readTrip(user, tripId);
      const facts = await acceptedFacts(tripId);
      if (facts && facts.status !== "chosen") throw errors.locked();
      return db.transaction(async (tx) => {
        const live = await liveOf(tx, tripId);
        if (!live || live.userId !== user.id) return { removed: false };
        if (live.state === "locked") throw errors.locked();
        await release(tx, live);
        return { removed: true };
      });
    },

    /** GET applied offer (offer_type 'Coupon', offer_id): the reader's own redemption. */
    async applied(user: AuthenticatedUser, offerId: number): Promise<AppliedOfferView> {
      const [row] = await db
        .select()
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.id, offerId), ne(couponRedemptions.state, "removed")))
        .limit(1);
      if (!row) throw errors.offerNotFound();
      if (!isStaff(user.role) && row.userId !== user.id) throw errors.offerNotFound();
      return appliedView(row);
    },

    /** The trip's live coupon for the invoice, the quote and the payment (no reader check). */
    async appliedToTrip(tripId: number): Promise<AppliedOfferView | null> {
      const live = await liveOf(db, tripId);
      return live ? appliedView(live) : null;
    },

    /**
     * Issuing the invoice of `quoteId`: the coupon the invoice carries is now part of it and can
     * no longer be removed. A coupon applied after the agent priced the invoice (so not on it)
     * is given back: the invoice is what the traveller pays (decision 0191).
     */
    async lockForInvoice(
      tripId: number,
      quoteId: number,
      invoiceCouponCode: string | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const live = await liveOf(tx, tripId);
        if (live?.state !== "applied") return;
        const [coupon] = await tx
          .select({ code: coupons.code })
          .from(coupons)
          .where(eq(coupons.id, live.couponId));
        if (live.quoteId === quoteId && coupon?.code === invoiceCouponCode) {
          await tx
            .update(couponRedemptions)
            .set({ state: "locked" })
            .where(and(eq(couponRedemptions.id, live.id), eq(couponRedemptions.state, "applied")));
        } else {
          await release(tx, live);
        }
      });
    },

    /**
     * The request was cancelled: a coupon not on an invoice is given back, as none of its quotes
     * is accepted any more. One on an issued invoice stays with it. Idempotent. In the
     * cancellation's transaction `tx` (decision 0187).
     */
    async releaseForTrip(tx: Executor, tripId: number): Promise<void> {
      const live = await liveOf(tx, tripId);
      if (live?.state === "applied") await release(tx, live);
    },

    /**
     * Accepting a quote: the trip's coupon moves to it or is dropped, in the acceptance's
     * transaction `tx` (decision 0191).
     */
    /**
     * The terms a coupon is settled against on acceptance: the quote's facts with every
     * destination its trip lies in. Read before the acceptance's transaction opens.
     */
    settlementTerms: withPlaces,
    settleOnAccepted: (tx: Executor, target: SettleTarget) => settle(tx, target),

    /**
     * The traveller declined the chosen quote: its coupon, unless on an invoice, is given back
     * in the decline's transaction `tx` (no quote is accepted, so no quote may show it).
     */
    async releaseForQuote(tx: Executor, quoteId: number): Promise<void> {
      const [row] = await tx
        .select()
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.quoteId, quoteId), eq(couponRedemptions.state, "applied")));
      if (row) await release(tx, row);
    },

    // ---- Staff ------------------------------------------------------------------------------

    async staffList(user: AuthenticatedUser) {
      if (!isStaff(user.role)) throw errors.staffOnly();
      const rows = await db
        .select()
        .from(coupons)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(200);
      const named = new Map(
        (await (deps.destinations?.byIds(rows.flatMap((r) => r.destinationIds)) ?? [])).map((d) => [
          d.id,
          d.name,
        ]),
      );
      return rows.map((c) => ({
        id: c.id,
        destinationNames: c.destinationIds.map((id) => named.get(id) ?? `#${id}`),
        code: c.code,
        title: c.title,
        discountText: discountText(c),
        minTripValueMinor: c.minTripValueMinor,
        validFrom: c.validFrom.toISOString().slice(0, 10),
        validUntil: c.validUntil.toISOString().slice(0, 10),
        destinationIds: c.destinationIds,
        redeemed: c.redeemed,
        maxRedemptions: c.maxRedemptions,
        perTravellerLimit: c.perTravellerLimit,
        status: c.status as "active" | "paused",
      }));
    },

    /**
     * The coupon's destination ids: the ids given and the names (or slugs) typed on the staff
     * form, each checked against the catalogue; an unknown one is refused with its name.
     */
    async create(user: AuthenticatedUser, input: CreateCouponInput): Promise<{ id: number }> {
      if (!isStaff(user.role)) throw errors.staffOnly();
      const [existing] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.code, input.code));
      if (existing) throw errors.codeTaken();
      const destinationIds = await checkedDestinations(input);
      const [row] = await db
        .insert(coupons)
        .values({
          code: input.code,
          title: input.title,
          description: input.description ?? "",
          kind: input.kind,
          percentBps: input.kind === "percent" ? input.value * 100 : 0,
          flatMinor: input.kind === "flat" ? input.value * 100 : 0,
          maxDiscountMinor:
            input.kind === "percent" && input.maxDiscount ? input.maxDiscount * 100 : null,
          minTripValueMinor: input.minTripValue * 100,
          // The window covers whole IST days.
          validFrom: new Date(`${input.validFrom}T00:00:00+05:30`),
          validUntil: new Date(`${input.validUntil}T23:59:59.999+05:30`),
          destinationIds,
          maxRedemptions: input.maxRedemptions ?? null,
          perTravellerLimit: input.perTravellerLimit,
          createdBy: user.id,
        })
        .onConflictDoNothing()
        .returning({ id: coupons.id });
      if (!row) throw errors.codeTaken();
      return row;
    },

    /** Staff pause a coupon (no new redemptions; applied ones stay) or resume it. */
    async setStatus(user: AuthenticatedUser, id: number, status: "active" | "paused") {
      if (!isStaff(user.role)) throw errors.staffOnly();
      const [row] = await db
        .update(coupons)
        .set({ status, updatedAt: now() })
        .where(eq(coupons.id, id))
        .returning({ id: coupons.id });
      if (!row) throw errors.offerNotFound();
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
