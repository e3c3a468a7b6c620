import { fairPriceOf, hotelClassOf, NIGHTS_TOLERANCE } from "../../common/fair-price";
import { MONTH_NAMES } from "../../common/months";
import type { ProposalExtras } from "../../common/proposal";
import type { QuoteView } from "../../common/quotes";
import type { Db } from "../db";
import type { AgentsService } from "../modules/agents";
import { cityPoints, packagePriceComparables } from "../modules/catalog";
import { drawMap, type MapPoint, mapLayout } from "../modules/guides";
import { type ProposalPdf, perPersonRupeeMinor, quotePriceComparables } from "../modules/quotes";

// A quote shown as the agency's branded proposal (decisions 0211, 0212): its branding (the
// agents module), the route's map from the catalogue's city coordinates (the guides' d3-geo
// map), and the fair-price hint from catalogue packages and other sent quotes.

export function createShowProposal(deps: {
  db: Db;
  agents: Pick<AgentsService, "branding" | "logo" | "resolve">;
}) {
  const { db } = deps;

  async function routeOf(quote: QuoteView, color: string) {
    const days = quote.itinerary.daysInformation;
    const known = await cityPoints(db, {
      ids: days.flatMap((d) => (d.cityId ? [d.cityId] : [])),
      names: days.map((d) => d.cityName),
    });
    const stops: MapPoint[] = [];
    for (const day of days) {
      const city =
        known.find((c) => c.id === day.cityId) ??
        known.find((c) => c.name.toLowerCase() === day.cityName.trim().toLowerCase());
      if (city && stops.at(-1)?.label !== city.name) {
        stops.push({ lat: city.lat, lng: city.lng, label: city.name, kind: "city" });
      }
    }
    if (stops.length < 2) return { svg: null, layout: null, stops: stops.map((s) => s.label) };
    const title = `Route: ${stops.map((s) => s.label).join(" to ")}`;
    const options = { title, route: color, width: 800, height: 480 };
    return {
      svg: drawMap(stops, options),
      layout: mapLayout(stops, options),
      stops: stops.map((s) => s.label),
    };
  }

  async function fairPriceFor(quote: QuoteView) {
    const start = quote.itinerary.daysInformation[0]?.dateOfItinerary;
    if (!start) return null;
    const month = Number(start.slice(5, 7));
    const hotelClass = hotelClassOf(
      quote.hotelsDetail.flatMap((s) => {
        const proposed = s.hotelInfos.find((h) => !h.isAlternative);
        return proposed ? [proposed.rating] : [];
      }),
    );
    const q = { nights: quote.nights, tolerance: NIGHTS_TOLERANCE, month, hotelClass };
    const [packages, quotes] = await Promise.all([
      packagePriceComparables(db, {
        ...q,
        destinationIds: quote.destinationsList.map((d) => d.id),
        hotelCategory: hotelClass,
      }),
      quotePriceComparables(db, {
        ...q,
        excludeQuoteId: quote.id,
        places: quote.destinationsList.map((d) => d.name),
      }),
    ]);
    return fairPriceOf(
      perPersonRupeeMinor(quote.pricing),
      [
        ...packages.map((perPersonMinor) => ({ source: "package" as const, perPersonMinor })),
        ...quotes.map((perPersonMinor) => ({ source: "quote" as const, perPersonMinor })),
      ],
      {
        place: quote.destinationsList.map((d) => d.name).join(", "),
        nights: quote.nights,
        month: MONTH_NAMES[month - 1] ?? "",
        hotelClass,
      },
    );
  }

  async function pdfExtras(quote: QuoteView): Promise<ProposalPdf> {
    const branding = await deps.agents.branding(quote.agent.id);
    const [route, fairPrice] = await Promise.all([
      routeOf(quote, branding.accentColor),
      fairPriceFor(quote),
    ]);
    const stored = branding.logoUrl?.split("/").at(-1);
    const logo = stored ? await deps.agents.logo(quote.agent.encodedId, stored) : null;
    return {
      extras: { branding, routeMapSvg: route.svg, routeStops: route.stops, fairPrice },
      logo,
      routeLayout: route.layout,
    };
  }

  return {
    pdfExtras,
    /** The page's extras: branding, the route map's SVG and the hint. */
    async proposalOf(quote: QuoteView): Promise<ProposalExtras> {
      const branding = await deps.agents.branding(quote.agent.id);
      const [route, fairPrice] = await Promise.all([
        routeOf(quote, branding.accentColor),
        fairPriceFor(quote),
      ]);
      return { branding, routeMapSvg: route.svg, routeStops: route.stops, fairPrice };
    },
  };
}

export type ShowProposal = ReturnType<typeof createShowProposal>;
