// ---- chat.message.created: DECLARED HERE UNTIL THE REALTIME BRANCH LANDS ----------------------
// The chat/realtime work (branch `realtime`) publishes this event from the chat module after a
// message is stored; it owns the declaration. This block only makes the notifications module
// compile without it: at merge, keep ONE declaration (the chat module's) with this exact name
// and shape and delete this block.
declare module "../../events/domain-events" {
  interface DomainEventMap {
    "chat.message.created": {
      messageId: number;
      quoteId: number;
      tripId: number;
      senderUserId: string;
      recipientUserId: string;
      preview: string;
    };
  }
}

// ---- end of the block to reconcile ------------------------------------------------------------

export {};
