import { describe, expect, it, vi } from "vitest";
import { createDomainEvents } from "./domain-events";

declare module "./domain-events" {
  interface DomainEventMap {
    "test.happened": { id: number };
  }
}

describe("domain events", () => {
  it("calls every listener with the payload and stops after unsubscribe", async () => {
    const events = createDomainEvents({ error: vi.fn() });
    const seen: number[] = [];
    const off = events.subscribe("test.happened", ({ id }) => {
      seen.push(id);
    });
    await events.publish("test.happened", { id: 1 });
    off();
    await events.publish("test.happened", { id: 2 });
    expect(seen).toEqual([1]);
  });

  it("logs a failing listener without failing the publisher or the other listeners", async () => {
    const error = vi.fn();
    const events = createDomainEvents({ error });
    const seen: number[] = [];
    events.subscribe("test.happened", () => {
      throw new Error("boom");
    });
    events.subscribe("test.happened", ({ id }) => {
      seen.push(id);
    });
    await expect(events.publish("test.happened", { id: 3 })).resolves.toBeUndefined();
    expect(seen).toEqual([3]);
    expect(error).toHaveBeenCalledOnce();
  });
});
