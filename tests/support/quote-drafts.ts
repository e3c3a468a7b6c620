// Quote drafts shared by the browser journeys (tests/e2e) and the scale test (tests/scale):
// plain data, so either runner may import it.

/**
 * Three days on the backwaters: Fort Kochi, two nights at Punnamada Lake Resort, home from
 * Kochi; 80% back 30 days before travel, at `pricePerAdult` an adult.
 */
export function punnamadaDraft(pricePerAdult: number): Record<string, unknown> {
  return {
    days: [
      { cityName: "Kochi", title: "Fort Kochi on foot" },
      { cityName: "Alleppey", title: "Houseboat on Vembanad" },
      { cityName: "Kochi", title: "Fly home" },
    ],
    stays: [
      {
        city: "Alleppey",
        nights: 2,
        hotels: [{ name: "Punnamada Lake Resort", city: "Alleppey", rating: 4 }],
      },
    ],
    inclusions: ["breakfast", "private_cab"],
    exclusions: ["flights"],
    pricePerAdult,
    validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    cancellationPolicy: [{ daysBefore: 30, refundPercent: 80 }],
  };
}
