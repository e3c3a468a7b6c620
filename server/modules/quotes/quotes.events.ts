// What the quotes module and the marketplace workflows tell the rest of the system, after
// commit (server/events/domain-events.ts). Payloads carry ids and the actor; listeners read
// what else they need, so an event stays small and never leaks masked contact details.
declare module "../../events/domain-events" {
  interface DomainEventMap {
    /** A quote version was sent; `firstSend` false means a new version of a sent quote. */
    "quote.sent": {
      tripId: number;
      quoteId: number;
      version: number;
      firstSend: boolean;
      actorUserId: string;
    };
    /** The traveller accepted (chose) the quote. */
    "quote.accepted": { tripId: number; quoteId: number; actorUserId: string };
    /** The traveller declined the quote. */
    "quote.declined": { tripId: number; quoteId: number; actorUserId: string };
    /** The traveller rejected one hotel of the quote's latest sent version. */
    "quote.hotel_rejected": {
      tripId: number;
      quoteId: number;
      hotelName: string;
      actorUserId: string;
    };
    /** The traveller asked the quote's agent for a callback. */
    "quote.callback_requested": { tripId: number; quoteId: number; actorUserId: string };
  }
}

export {};
