declare module "../../events/domain-events" {
  interface DomainEventMap {
    "voucher.uploaded": {
      voucherId: number;
      quoteId: number;
      tripId: number;
      voucherType: string;
      travellerUserId: string;
      agentId: number;
    };
  }
}

export {};
