// The chat module's domain events (server/events/domain-events.ts, by declaration merging).
// Notifications listen to chat.message.created: "new message" when the recipient is not
// looking at that chat (services.chatPresence.isViewingChat), and the unread-mail digest.

declare module "../../events/domain-events" {
  interface DomainEventMap {
    "chat.message.created": {
      messageId: number;
      quoteId: number;
      tripId: number;
      senderUserId: string;
      recipientUserId: string;
      /** The first 140 characters, contact details masked as the recipient reads them. */
      preview: string;
    };
  }
}

export {};
