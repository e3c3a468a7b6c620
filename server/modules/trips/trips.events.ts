// What happens to a trip request, told after commit (server/events/domain-events.ts).
declare module "../../events/domain-events" {
  interface DomainEventMap {
    "trip.cancelled": { tripId: number; actorUserId: string };
    "trip.reactivated": { tripId: number; actorUserId: string };
  }
}

export {};
