/**
 * Who has which quote's chat open on a connected socket. The Socket.IO server implements it
 * (across processes through the Redis adapter); until it is attached, nobody is viewing.
 */
export interface ChatPresence {
  isViewingChat(userId: string, quoteId: number): Promise<boolean>;
}

export function createLateChatPresence(): ChatPresence & { attach(target: ChatPresence): void } {
  let target: ChatPresence = { isViewingChat: async () => false };
  return {
    isViewingChat: (userId, quoteId) => target.isViewingChat(userId, quoteId),
    attach(next) {
      target = next;
    },
  };
}
