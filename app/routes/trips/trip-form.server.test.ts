import { describe, expect, it } from "vitest";
import type { LoadContext } from "../../../server/http/load-context";
import { prefillFromQuery } from "./trip-form.server";

const NOW = new Date("2026-11-21T10:00:00Z");

/** Just what prefilling reads: the destination list and package references. */
const context = {
  services: {
    catalog: {
      destinationSearchList: async () => ({
        searchableDestinations: [{ value: "kerala", label: "Kerala", hasPackage: true }],
        defaultDestinations: ["Kerala"],
      }),
    },
    packages: { ref: async () => null },
  },
  logger: { warn: () => {} },
} as unknown as LoadContext;

const prefill = (query: string) => prefillFromQuery(context, new URLSearchParams(query), NOW);

describe("prefillFromQuery, the chatbot's keys", () => {
  it("takes children, a budget per person and a duration bucket", async () => {
    const { defaults } = await prefill(
      "destination=kerala&adults=2&children=1&budget=60000&duration=7-9&trip_origin_product=chatbot",
    );
    expect(defaults).toMatchObject({
      to_loc: ["Kerala"],
      adults: "2",
      children: "1",
      budget: "60000",
      durations: ["7-9"],
      trip_origin_product: "chatbot",
    });
  });

  it("lets a day count decide the duration, and drops values out of range", async () => {
    const { defaults } = await prefill("days=5&duration=10-12&children=11&budget=999");
    expect(defaults.durations).toEqual(["4-6"]);
    expect(defaults.trip_days).toBe("5");
    expect(defaults).not.toHaveProperty("children");
    expect(defaults).not.toHaveProperty("budget");
    const other = await prefill("duration=forever&children=-1&budget=lots");
    expect(other.defaults).not.toHaveProperty("durations");
    expect(other.defaults).not.toHaveProperty("children");
    expect(other.defaults).not.toHaveProperty("budget");
  });
});
