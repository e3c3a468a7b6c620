// The operations module's events, added to the domain event map by declaration merging and
// recorded in the transaction that writes the note (the outbox, decision 0184).
declare module "../../events/domain-events" {
  interface DomainEventMap {
    /** A staff note on a request named other staff with @: each is notified. */
    "staff.note_mentioned": {
      tripId: number;
      noteId: number;
      authorUserId: string;
      authorName: string;
      mentionedUserIds: string[];
    };
  }
}

export {};
