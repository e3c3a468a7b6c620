/**
 * The sale pages (browsing spec §2 static pages: /your-dream-holiday-offer, /freedom-sale,
 * /dhamaka-sale, /gold-class). Each lists real discounted packages of the catalogue chosen by
 * its rule, with its validity and terms (decision 0148).
 */
export interface SaleCampaign {
  slug: "your-dream-holiday-offer" | "freedom-sale" | "dhamaka-sale" | "gold-class";
  title: string;
  tagline: string;
  intro: string;
  /** Which discounted packages it lists. */
  rule: {
    destinationType?: "india" | "international";
    category?: string;
    minHotelCategory?: number;
    minDiscountPercent: number;
  };
  validFrom: string;
  validUntil: string;
  terms: string[];
}

const COMMON_TERMS = [
  "Prices are per person on twin sharing for the cheapest month of travel; the quote you receive is for your dates and group.",
  "The discount is the package's own and is already applied to the price shown; it cannot be combined with another sale.",
  "Offers are made by the verified local agents who run the packages; availability of hotels and flights is confirmed in their quote.",
  "Cancellation follows the package terms at /packages_tnc and the agent's quote.",
];

export const SALE_CAMPAIGNS: readonly SaleCampaign[] = [
  {
    slug: "your-dream-holiday-offer",
    title: "Your dream holiday offer",
    tagline: "International holidays at their lowest prices of the season",
    intro:
      "The trip abroad you have been putting off: Bali, Dubai, Thailand, the Maldives and Europe, with the deepest discounts our agents are running on international packages.",
    rule: { destinationType: "international", minDiscountPercent: 5 },
    validFrom: "2026-11-15",
    validUntil: "2026-12-31",
    terms: [
      "Valid for bookings confirmed with the agent between 15 November and 31 December 2026, for travel until 30 June 2027.",
      "Visa, travel insurance and airport taxes are not included unless the package lists them.",
      ...COMMON_TERMS,
    ],
  },
  {
    slug: "freedom-sale",
    title: "Freedom sale",
    tagline: "Discounted holidays across India",
    intro:
      "From the Kerala backwaters to the Ladakh passes: the discounted packages of Indian destinations, one per itinerary, at most four per destination.",
    rule: { destinationType: "india", minDiscountPercent: 5 },
    validFrom: "2026-11-15",
    validUntil: "2027-01-31",
    terms: [
      "Valid for bookings confirmed with the agent between 15 November 2026 and 31 January 2027.",
      "Inner-line and protected-area permits (Ladakh, Sikkim, the North-East) are arranged by the agent at cost.",
      ...COMMON_TERMS,
    ],
  },
  {
    slug: "dhamaka-sale",
    title: "Dhamaka sale",
    tagline: "The biggest discounts on the site, whichever the destination",
    intro:
      "Only packages at 15% off or more, in India and abroad: the steepest price cuts our agents are offering right now.",
    rule: { minDiscountPercent: 15 },
    validFrom: "2026-11-20",
    validUntil: "2026-12-15",
    terms: [
      "Valid for bookings confirmed with the agent between 20 November and 15 December 2026.",
      "Seats at the sale price are limited by the agent's hotel allotments; the quote says when they run out.",
      ...COMMON_TERMS,
    ],
  },
  {
    slug: "gold-class",
    title: "Gold class",
    tagline: "Five-star holidays, discounted",
    intro:
      "Five-star hotels, private transfers and unhurried itineraries: the discounted luxury packages of the catalogue.",
    rule: { minHotelCategory: 5, minDiscountPercent: 1 },
    validFrom: "2026-11-01",
    validUntil: "2027-03-31",
    terms: [
      "Valid for bookings confirmed with the agent between 1 November 2026 and 31 March 2027.",
      "Room upgrades named in a package are subject to the hotel's availability on arrival.",
      ...COMMON_TERMS,
    ],
  },
];

export function findSaleCampaign(slug: string): SaleCampaign | undefined {
  return SALE_CAMPAIGNS.find((c) => c.slug === slug);
}
