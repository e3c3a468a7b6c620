import { describe, expect, it } from "vitest";
import type { NotificationDirectory } from "./notification-directory";
import {
  newQuotesMessage,
  newVersionMessage,
  PRODUCERS,
  type ProducerContext,
} from "./notification-producers";

describe("the wording of a burst (decision 0192)", () => {
  it("says one quote as before, and a burst with its number and the trip", () => {
    expect(newQuotesMessage("Backwater Trails", ["Kerala"], 1)).toBe(
      "Backwater Trails sent you a quote for Kerala",
    );
    expect(newQuotesMessage("Backwater Trails", ["Kerala"], 3)).toBe(
      "Backwater Trails sent 3 new quotes for your trip to Kerala",
    );
    expect(newQuotesMessage("Backwater Trails", ["Kerala", "Goa", "Coorg"], 5)).toBe(
      "Backwater Trails sent 5 new quotes for your trip to Kerala, Goa and Coorg",
    );
  });

  it("never says 'your trip to your trip' for a request without destinations", () => {
    expect(newQuotesMessage("Backwater Trails", [], 1)).toBe(
      "Backwater Trails sent you a quote for your trip",
    );
    expect(newQuotesMessage("Backwater Trails", [], 2)).toBe(
      "Backwater Trails sent 2 new quotes for your trip",
    );
  });

  it("names the version a burst of versions ends on", () => {
    expect(newVersionMessage("Backwater Trails", ["Kerala"], 4)).toBe(
      "Backwater Trails sent a new version (v4) of their quote for Kerala",
    );
    expect(newVersionMessage("Spice Route", ["Kerala", "Goa"], 2)).toBe(
      "Spice Route sent a new version (v2) of their quote for Kerala and Goa",
    );
  });
});

describe("quote.sent's groups", () => {
  // quote.sent reads only these three of the directory.
  const directory: Pick<NotificationDirectory, "trip" | "quote" | "agency"> = {
    trip: async (tripId) => ({
      tripId,
      travellerUserId: "traveller-1",
      travellerFirstName: "Asha",
      status: "Active",
      toLoc: ["Kerala"],
    }),
    quote: async (quoteId) => ({ quoteId, tripId: 7, agentId: 3, status: "active" }),
    agency: async (agentId) => ({
      agentId,
      userId: "agency-user-3",
      companyName: "Backwater Trails",
      pic: "/agents/3.svg",
    }),
  };
  const ctx: ProducerContext = {
    isViewingChat: async () => false,
    directory: directory as NotificationDirectory,
  };
  const sent = PRODUCERS["quote.sent"];
  if (!sent) throw new Error("quote.sent has no producer");

  it("groups new quotes by trip and agency; a burst links to the trip, not one quote", async () => {
    const [draft] = await sent(
      { tripId: 7, quoteId: 11, version: 1, firstSend: true, actorUserId: "agency-user-3" },
      ctx,
    );
    expect(draft?.group?.key).toBe("new_quote:trip:7:agency:3");
    expect(draft?.extraInfo).toMatchObject({ url: "/requested_trips/7/quotes/11", quoteId: 11 });
    expect(draft?.group?.folded(5)).toMatchObject({
      message: "Backwater Trails sent 5 new quotes for your trip to Kerala",
      extraInfo: { url: "/requested_trips/7", quoteId: null, tripId: 7 },
    });
  });

  it("groups new versions by quote, each fold naming its own version", async () => {
    const [draft] = await sent(
      { tripId: 7, quoteId: 11, version: 4, firstSend: false, actorUserId: "agency-user-3" },
      ctx,
    );
    expect(draft?.group?.key).toBe("new_quote_version:quote:11");
    expect(draft?.message).toBe(
      "Backwater Trails sent a new version (v4) of their quote for Kerala",
    );
    expect(draft?.group?.folded(3)).toMatchObject({
      message: "Backwater Trails sent a new version (v4) of their quote for Kerala",
      extraInfo: { url: "/requested_trips/7/quotes/11", quoteId: 11 },
    });
    expect(draft?.mail).toBeUndefined();
  });
});
