import { bookingLabel } from "../../../common/booking-state";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";
import type {
  EmailCategory,
  NotificationCategory,
  NotificationExtraInfo,
  NotificationUserInfo,
} from "../../../common/notifications";
import { formatAmount } from "../../../common/quote-amounts";
import type { DomainEventMap, DomainEventName } from "../../events/domain-events";
// The events these modules declare (by declaration merging) are read through their doors.
import type {} from "../chat";
import type {} from "../invoices";
import type {} from "../operations";
import type {} from "../vouchers";
import type { AgencyFacts, NotificationDirectory, TripFacts } from "./notification-directory";

/**
 * What one domain event becomes: zero or more notifications, each for one user, some also
 * mailed. The table below is the whole list of producers; a new one (invoice, payment,
 * voucher) is one entry: its event name and a function from the payload to drafts.
 */
export interface NotificationDraft {
  userId: string;
  /** Who caused it; a notification is never written for its own actor. */
  actorUserId: string | null;
  message: string;
  category: NotificationCategory;
  subCategory: string;
  type: "Quote" | "RequestedTrip" | "Lead" | "Comment";
  extraInfo: NotificationExtraInfo;
  mail?:
    | {
        kind: "now";
        category: EmailCategory;
        subject: string;
        lines: string[];
        cta: string;
        /**
         * A receipt of the traveller's own money (payment, refund, booking): sent even to
         * someone who turned the category's mails off, as every shop sends a receipt.
         */
        transactional?: boolean;
      }
    /** Mailed once per quote if still unread after CHAT_DIGEST_DELAY_MS (a durable job). */
    | { kind: "chat_digest"; quoteId: number; tripId: number };
  /** A burst of these tells as one notification (decision 0192). */
  group?: NotificationGroup;
}

/**
 * What a burst of drafts shares. While the recipient has an unread notification with the same
 * key, younger than NOTIFICATION_GROUP_WINDOW_MS, a draft updates it (and is not mailed)
 * instead of adding one; `folded` words it for the number of events it then tells of.
 */
export interface NotificationGroup {
  key: string;
  folded(count: number): { message: string; extraInfo: NotificationExtraInfo };
}

export interface ProducerContext {
  directory: NotificationDirectory;
  /** Is the user looking at this quote's chat right now (the realtime module knows)? */
  isViewingChat(userId: string, quoteId: number): Promise<boolean>;
}

export type Producer<K extends DomainEventName> = (
  payload: DomainEventMap[K],
  ctx: ProducerContext,
) => Promise<NotificationDraft[]>;

export type ProducerTable = { [K in DomainEventName]?: Producer<K> };

// ---- URLs and wording ---------------------------------------------------------------------------

export const travellerQuoteUrl = (tripId: number, quoteId: number) =>
  `/requested_trips/${tripId}/quotes/${quoteId}`;
export const travellerTripUrl = (tripId: number) => `/requested_trips/${tripId}`;
export const agentLeadUrl = (tripId: number) => `/agents/dashboard/leads/${tripId}`;
export const agentPaymentsUrl = "/agents/dashboard/payments";

function places(toLoc: readonly string[]): string {
  if (toLoc.length === 0) return "your trip";
  if (toLoc.length === 1) return toLoc[0] ?? "";
  return `${toLoc.slice(0, -1).join(", ")} and ${toLoc.at(-1)}`;
}

/**
 * The traveller's notification of new quotes from one agency on one trip: "sent you a quote"
 * for one, "sent 3 new quotes for your trip to Kerala" for a burst folded into one.
 */
export function newQuotesMessage(agency: string, toLoc: readonly string[], count: number) {
  if (count <= 1) return `${agency} sent you a quote for ${places(toLoc)}`;
  const trip = toLoc.length === 0 ? "your trip" : `your trip to ${places(toLoc)}`;
  return `${agency} sent ${count} new quotes for ${trip}`;
}

/** A new version of a sent quote; a burst of them names only the latest, the one to read. */
export function newVersionMessage(agency: string, toLoc: readonly string[], version: number) {
  return `${agency} sent a new version (v${version}) of their quote for ${places(toLoc)}`;
}

function extra(
  trip: TripFacts,
  url: string,
  more: Partial<NotificationExtraInfo> = {},
): NotificationExtraInfo {
  return {
    url,
    tripId: trip.tripId,
    quoteId: null,
    tripStatus: trip.status,
    toLoc: trip.toLoc,
    funnelStage: null,
    userInfo: null,
    ...more,
  };
}

const agencyInfo = (a: AgencyFacts): NotificationUserInfo => ({
  firstName: a.companyName,
  emailId: null,
  pic: a.pic,
});
const travellerInfo = (t: TripFacts): NotificationUserInfo => ({
  firstName: t.travellerFirstName || "The traveller",
  emailId: null,
  pic: null,
});
const travellerName = (t: TripFacts) => t.travellerFirstName || "The traveller";

/** The trip, the quote and its agency, or null when any is gone. */
async function quoteContext(ctx: ProducerContext, tripId: number, quoteId: number) {
  const [trip, quote] = await Promise.all([
    ctx.directory.trip(tripId),
    ctx.directory.quote(quoteId),
  ]);
  if (!trip || !quote || quote.tripId !== trip.tripId) return null;
  const agency = await ctx.directory.agency(quote.agentId);
  if (!agency) return null;
  return { trip, quote, agency };
}

/** A notification for the agency's account about the traveller's action on its quote. */
async function toAgency(
  ctx: ProducerContext,
  p: { tripId: number; quoteId: number; actorUserId: string },
  build: (names: { traveller: string; places: string }) => {
    message: string;
    subCategory: string;
    mail?: NotificationDraft["mail"];
  },
): Promise<NotificationDraft[]> {
  const found = await quoteContext(ctx, p.tripId, p.quoteId);
  if (!found?.agency.userId) return [];
  const { trip, quote, agency } = found;
  const built = build({ traveller: travellerName(trip), places: places(trip.toLoc) });
  return [
    {
      userId: agency.userId as string,
      actorUserId: p.actorUserId,
      message: built.message,
      category: "quotes",
      subCategory: built.subCategory,
      type: "Quote",
      extraInfo: extra(trip, `${agentLeadUrl(trip.tripId)}#quote-${quote.quoteId}`, {
        quoteId: quote.quoteId,
        funnelStage: await ctx.directory.leadStage(trip.tripId, agency.agentId),
        userInfo: travellerInfo(trip),
      }),
      mail: built.mail,
    },
  ];
}

/** Every agency with a live lead on the trip, about the traveller's change to the request. */
async function toAgenciesOnTrip(
  ctx: ProducerContext,
  p: { tripId: number; actorUserId: string },
  subCategory: string,
  message: (traveller: string, where: string) => string,
): Promise<NotificationDraft[]> {
  const trip = await ctx.directory.trip(p.tripId);
  if (!trip) return [];
  const drafts: NotificationDraft[] = [];
  for (const agentId of await ctx.directory.agenciesOnTrip(trip.tripId)) {
    const agency = await ctx.directory.agency(agentId);
    if (!agency?.userId) continue;
    drafts.push({
      userId: agency.userId,
      actorUserId: p.actorUserId,
      message: message(travellerName(trip), places(trip.toLoc)),
      category: "trips",
      subCategory,
      type: "RequestedTrip",
      extraInfo: extra(trip, agentLeadUrl(trip.tripId), {
        funnelStage: await ctx.directory.leadStage(trip.tripId, agentId),
        userInfo: travellerInfo(trip),
      }),
    });
  }
  return drafts;
}

/** A notification for the traveller about what the agency did on its quote (money steps). */
async function toTraveller(
  ctx: ProducerContext,
  p: { tripId: number; quoteId: number },
  subCategory: string,
  message: (agency: string, where: string) => string,
): Promise<NotificationDraft[]> {
  const found = await quoteContext(ctx, p.tripId, p.quoteId);
  if (!found) return [];
  const { trip, quote, agency } = found;
  return [
    {
      userId: trip.travellerUserId,
      actorUserId: agency.userId ?? null,
      message: message(agency.companyName, places(trip.toLoc)),
      category: "quotes",
      subCategory,
      type: "Quote",
      extraInfo: extra(trip, travellerQuoteUrl(trip.tripId, quote.quoteId), {
        quoteId: quote.quoteId,
        userInfo: agencyInfo(agency),
      }),
    },
  ];
}

/** Amounts as the quote pages print them (common/quote-amounts.ts, decision 0193). */
const rupees = (amountMinor: number, currency: string) => formatAmount(amountMinor, currency);

/** The booking's state after a payment, in the reader's words (common/booking-state.ts). */
const paidState = (allPaid: boolean, audience: "traveller" | "agent") =>
  bookingLabel(allPaid ? "fully_paid" : "deposit_paid", audience);

/**
 * The traveller's confirmation of what happened to their money or booking: in the bell and,
 * as a receipt, by mail (decision 0184). No actor: the traveller's own payment tells them too.
 */
async function confirmToTraveller(
  ctx: ProducerContext,
  p: { tripId: number; quoteId: number },
  build: (names: { agency: string; places: string }) => {
    subCategory: string;
    message: string;
    subject: string;
    lines: string[];
    cta: string;
  },
): Promise<NotificationDraft[]> {
  const found = await quoteContext(ctx, p.tripId, p.quoteId);
  if (!found) return [];
  const { trip, quote, agency } = found;
  const built = build({ agency: agency.companyName, places: places(trip.toLoc) });
  return [
    {
      userId: trip.travellerUserId,
      actorUserId: null,
      message: built.message,
      category: "quotes",
      subCategory: built.subCategory,
      type: "Quote",
      extraInfo: extra(trip, travellerQuoteUrl(trip.tripId, quote.quoteId), {
        quoteId: quote.quoteId,
        userInfo: agencyInfo(agency),
      }),
      mail: {
        kind: "now",
        category: "quotes",
        subject: built.subject,
        lines: built.lines,
        cta: built.cta,
        transactional: true,
      },
    },
  ];
}

// ---- The producers --------------------------------------------------------------------------------

export const PRODUCERS: ProducerTable = {
  // A burst folds (decision 0192): new quotes per trip and agency, new versions per quote.
  "quote.sent": async (p, ctx) => {
    const found = await quoteContext(ctx, p.tripId, p.quoteId);
    if (!found) return [];
    const { trip, quote, agency } = found;
    const where = places(trip.toLoc);
    const first = p.firstSend;
    const extraInfo = extra(trip, travellerQuoteUrl(trip.tripId, quote.quoteId), {
      quoteId: quote.quoteId,
      userInfo: agencyInfo(agency),
    });
    return [
      {
        userId: trip.travellerUserId,
        actorUserId: p.actorUserId,
        message: first
          ? newQuotesMessage(agency.companyName, trip.toLoc, 1)
          : newVersionMessage(agency.companyName, trip.toLoc, p.version),
        category: "quotes",
        subCategory: first ? "new_quote" : "new_quote_version",
        type: "Quote",
        extraInfo,
        group: first
          ? {
              key: `new_quote:trip:${trip.tripId}:agency:${agency.agentId}`,
              // Several quotes: the link goes to the trip, where they are listed side by side.
              folded: (count) => ({
                message: newQuotesMessage(agency.companyName, trip.toLoc, count),
                extraInfo: { ...extraInfo, url: travellerTripUrl(trip.tripId), quoteId: null },
              }),
            }
          : {
              key: `new_quote_version:quote:${quote.quoteId}`,
              folded: () => ({
                message: newVersionMessage(agency.companyName, trip.toLoc, p.version),
                extraInfo,
              }),
            },
        mail: first
          ? {
              kind: "now",
              category: "quotes",
              subject: `New quote for your ${where} trip`,
              lines: [
                `${agency.companyName} has sent you a quote for your trip to ${where}.`,
                "Compare it with the other quotes, chat with the agent and accept the one you like.",
              ],
              cta: "See the quote",
            }
          : undefined,
      },
    ];
  },

  "quote.accepted": (p, ctx) =>
    toAgency(ctx, p, ({ traveller, places: where }) => ({
      message: `${traveller} accepted your quote for ${where}`,
      subCategory: "quote_accepted",
      mail: {
        kind: "now",
        category: "quotes",
        subject: `${traveller} accepted your quote for ${where}`,
        lines: [
          `${traveller} accepted your quote for the trip to ${where}.`,
          "Their contact details are now visible on the lead; send the invoice when you are ready.",
        ],
        cta: "Open the lead",
      },
    })),

  "quote.declined": (p, ctx) =>
    toAgency(ctx, p, ({ traveller, places: where }) => ({
      message: `${traveller} declined your quote for ${where}`,
      subCategory: "quote_declined",
    })),

  "quote.hotel_rejected": (p, ctx) =>
    toAgency(ctx, p, ({ traveller, places: where }) => ({
      message: `${traveller} rejected ${p.hotelName} in your quote for ${where}`,
      subCategory: "hotel_rejected",
    })),

  "quote.callback_requested": (p, ctx) =>
    toAgency(ctx, p, ({ traveller, places: where }) => ({
      message: `${traveller} asked for a callback about your quote for ${where}`,
      subCategory: "callback_requested",
    })),

  "lead.routed": async (p, ctx) => {
    const [trip, agency] = await Promise.all([
      ctx.directory.trip(p.tripId),
      ctx.directory.agency(p.agentId),
    ]);
    if (!trip || !agency?.userId) return [];
    return [
      {
        userId: agency.userId,
        actorUserId: null,
        message: `New lead: ${travellerName(trip)} is planning a trip to ${places(trip.toLoc)}`,
        category: "leads",
        subCategory: "lead_routed",
        type: "Lead",
        extraInfo: extra(trip, agentLeadUrl(trip.tripId), {
          funnelStage: await ctx.directory.leadStage(trip.tripId, agency.agentId),
          userInfo: travellerInfo(trip),
        }),
      },
    ];
  },

  "lead.lost": async (p, ctx) => {
    const [trip, agency] = await Promise.all([
      ctx.directory.trip(p.tripId),
      ctx.directory.agency(p.agentId),
    ]);
    if (!trip || !agency?.userId) return [];
    return [
      {
        userId: agency.userId,
        actorUserId: null,
        message:
          p.cause === "reassigned"
            ? `Lead reassigned: operations moved ${travellerName(trip)}'s trip to ${places(trip.toLoc)} to another agency`
            : `Lead lost: no quote was sent in time for ${travellerName(trip)}'s trip to ${places(trip.toLoc)}`,
        category: "leads",
        subCategory: "lead_lost",
        type: "Lead",
        extraInfo: extra(trip, agentLeadUrl(trip.tripId), {
          funnelStage: await ctx.directory.leadStage(trip.tripId, agency.agentId),
          userInfo: travellerInfo(trip),
        }),
      },
    ];
  },

  "staff.note_mentioned": async (p, ctx) => {
    const trip = await ctx.directory.trip(p.tripId);
    if (!trip) return [];
    return p.mentionedUserIds.map((userId) => ({
      userId,
      actorUserId: p.authorUserId,
      message: `${p.authorName} mentioned you in a note on request #${p.tripId} (${places(trip.toLoc)})`,
      category: "trips" as const,
      subCategory: "staff_mention",
      type: "RequestedTrip" as const,
      extraInfo: extra(trip, `/admin/trips/${p.tripId}`),
    }));
  },

  "trip.cancelled": async (p, ctx) => {
    const drafts = await toAgenciesOnTrip(
      ctx,
      p,
      "trip_cancelled",
      (traveller, where) => `${traveller} cancelled the request for ${where}`,
    );
    // Staff may cancel on the traveller's behalf: then the traveller is told too.
    const trip = await ctx.directory.trip(p.tripId);
    if (trip && trip.travellerUserId !== p.actorUserId) {
      drafts.push({
        userId: trip.travellerUserId,
        actorUserId: p.actorUserId,
        message: `Your request for ${places(trip.toLoc)} was cancelled`,
        category: "trips",
        subCategory: "trip_cancelled",
        type: "RequestedTrip",
        extraInfo: extra(trip, travellerTripUrl(trip.tripId)),
      });
    }
    return drafts;
  },

  "trip.reactivated": async (p, ctx) => {
    const drafts = await toAgenciesOnTrip(
      ctx,
      p,
      "trip_reactivated",
      (traveller, where) => `${traveller} reactivated the request for ${where}`,
    );
    const trip = await ctx.directory.trip(p.tripId);
    if (trip && trip.travellerUserId !== p.actorUserId) {
      drafts.push({
        userId: trip.travellerUserId,
        actorUserId: p.actorUserId,
        message: `Your request for ${places(trip.toLoc)} is active again`,
        category: "trips",
        subCategory: "trip_reactivated",
        type: "RequestedTrip",
        extraInfo: extra(trip, travellerTripUrl(trip.tripId)),
      });
    }
    return drafts;
  },

  "chat.message.created": async (p, ctx) => {
    if (p.recipientUserId === p.senderUserId) return [];
    // Someone reading this very chat sees the message arrive: no notification, no mail.
    if (await ctx.isViewingChat(p.recipientUserId, p.quoteId)) return [];
    const found = await quoteContext(ctx, p.tripId, p.quoteId);
    if (!found) return [];
    const { trip, quote, agency } = found;
    const fromAgent = agency.userId === p.senderUserId;
    const toTraveller = p.recipientUserId === trip.travellerUserId;
    const sender = fromAgent ? agency.companyName : travellerName(trip);
    const preview = p.preview.length > 80 ? `${p.preview.slice(0, 79)}…` : p.preview;
    const url = toTraveller
      ? `${travellerQuoteUrl(trip.tripId, quote.quoteId)}#chat-${quote.quoteId}`
      : `${agentLeadUrl(trip.tripId)}#chat-${quote.quoteId}`;
    return [
      {
        userId: p.recipientUserId,
        actorUserId: p.senderUserId,
        message: `New message from ${sender}: “${preview}”`,
        category: "messages",
        subCategory: "new_message",
        type: "Comment",
        extraInfo: extra(trip, url, {
          quoteId: quote.quoteId,
          funnelStage: toTraveller
            ? null
            : await ctx.directory.leadStage(trip.tripId, agency.agentId),
          userInfo: fromAgent ? agencyInfo(agency) : travellerInfo(trip),
        }),
        mail: { kind: "chat_digest", quoteId: quote.quoteId, tripId: trip.tripId },
      },
    ];
  },

  // Money on a quote (issue 11): the invoice, each payment, the vouchers.
  "invoice.issued": (p, ctx) =>
    toTraveller(
      ctx,
      p,
      "invoice_issued",
      (agency, where) =>
        `${agency} issued invoice ${p.number} for ${where}: ${rupees(p.totalMinor, p.currency)}`,
    ),

  "quote.payment_captured": async (p, ctx) => [
    ...(await toAgency(
      ctx,
      { ...p, actorUserId: p.travellerUserId },
      ({ traveller, places: where }) => ({
        message: `${traveller} paid ${rupees(p.amountMinor, p.currency)} for ${where}: ${paidState(p.allPaid, "agent")}`,
        subCategory: "payment_received",
      }),
    )),
    ...(await confirmToTraveller(ctx, p, ({ agency, places: where }) => ({
      subCategory: "payment_confirmed",
      message: `We received your payment of ${rupees(p.amountMinor, p.currency)} for ${where}: ${paidState(p.allPaid, "traveller")}`,
      subject: `Payment received: ${rupees(p.amountMinor, p.currency)} for ${where}`,
      lines: [
        `We received your payment of ${rupees(p.amountMinor, p.currency)} for your trip to ${where} with ${agency} (payment ${p.orderId}). Your booking: ${paidState(p.allPaid, "traveller")}.`,
        p.allPaid
          ? "Everything is paid. Your agent will upload your vouchers."
          : "Your booking page shows what is left to pay and when.",
      ],
      cta: "See your booking",
    }))),
  ],

  "quote.payment_failed": (p, ctx) =>
    confirmToTraveller(ctx, p, ({ places: where }) => ({
      subCategory: "payment_failed",
      message: `Your payment of ${rupees(p.amountMinor, p.currency)} for ${where} did not go through`,
      subject: `Your payment for ${where} did not go through`,
      lines: [
        `Your payment of ${rupees(p.amountMinor, p.currency)} for your trip to ${where} did not go through: ${p.failureReason}`,
        "No money was taken for it. You can try again from your booking page.",
      ],
      cta: "Try again",
    })),

  "quote.refund_processed": (p, ctx) =>
    confirmToTraveller(ctx, p, ({ places: where }) => ({
      subCategory: "refund_processed",
      message: `Your refund of ${rupees(p.amountMinor, p.currency)} for ${where} is on its way to you`,
      subject: `Refund of ${rupees(p.amountMinor, p.currency)} for ${where}`,
      lines: [
        `We refunded ${rupees(p.amountMinor, p.currency)} for your trip to ${where} (refund ${p.refundId}).`,
        "Banks usually show it within 5 to 7 working days, on the account or card you paid with.",
      ],
      cta: "See your booking",
    })),

  "quote.booked": (p, ctx) =>
    confirmToTraveller(ctx, p, ({ agency, places: where }) => ({
      subCategory: "booking_confirmed",
      message: `Your trip to ${where} with ${agency} is booked`,
      subject: `Booked: your trip to ${where}`,
      lines: [
        `Your trip to ${where} with ${agency} is booked.`,
        "Your agent will upload your vouchers; you can chat with them from your booking page.",
      ],
      cta: "See your booking",
    })),

  "booking.cancelled": async (p, ctx) => [
    ...(await toAgency(
      ctx,
      { ...p, actorUserId: p.travellerUserId },
      ({ traveller, places: where }) => ({
        message: `${traveller} cancelled the booking for ${where}; ${rupees(p.refundMinor, p.currency)} is refunded by the cancellation schedule`,
        subCategory: "booking_cancelled",
      }),
    )),
    ...(await confirmToTraveller(ctx, p, ({ places: where }) => ({
      subCategory: "booking_cancelled",
      message:
        p.refundMinor > 0
          ? `Your booking for ${where} is cancelled; ${rupees(p.refundMinor, p.currency)} is being refunded`
          : `Your booking for ${where} is cancelled`,
      subject: `Cancelled: your booking for ${where}`,
      lines: [
        `Your booking for ${where} is cancelled.`,
        p.refundMinor > 0
          ? `${rupees(p.refundMinor, p.currency)} is refunded by the cancellation schedule; we will write again when it reaches you.`
          : "Nothing is refunded under the cancellation schedule.",
      ],
      cta: "See your request",
    }))),
  ],

  // The agency is told its held share was released (decision 0102): by staff, with their
  // reason, or by its own vouchers. It links to the agency's payments page.
  "payout.released": async (p, ctx) => {
    const found = await quoteContext(ctx, p.tripId, p.quoteId);
    if (!found?.agency.userId) return [];
    const { trip, quote, agency } = found;
    const amount = formatMoney({
      amountMinor: p.releasedMinor,
      currency: p.currency as CurrencyCode,
    });
    const trip_ = `${travellerName(trip)}'s trip to ${places(trip.toLoc)}`;
    return [
      {
        userId: agency.userId as string,
        actorUserId: p.actorUserId,
        message:
          p.by === "staff"
            ? `Triphive released your payout of ${amount} for ${trip_}: ${p.reason}`
            : `Your payout of ${amount} for ${trip_} is released: ${p.reason}`,
        category: "quotes",
        subCategory: "payout_released",
        type: "Quote",
        extraInfo: extra(trip, agentPaymentsUrl, {
          quoteId: quote.quoteId,
          funnelStage: await ctx.directory.leadStage(trip.tripId, agency.agentId),
          userInfo: travellerInfo(trip),
        }),
      },
    ];
  },

  "voucher.uploaded": (p, ctx) =>
    toTraveller(
      ctx,
      p,
      "voucher_uploaded",
      (agency, where) => `${agency} uploaded your ${p.voucherType} voucher for ${where}`,
    ),
};
