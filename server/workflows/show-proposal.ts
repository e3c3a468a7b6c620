import { ART_VERSION } from "../../common/artwork";
import { fairPriceOf, hotelClassOf, NIGHTS_TOLERANCE } from "../../common/fair-price";
import { MONTH_NAMES } from "../../common/months";
import type { ProposalExtras } from "../../common/proposal";
import type { QuoteView } from "../../common/quotes";
import type { Db } from "../db";
import type { AgentsService } from "../modules/agents";
import { cityPoints, packagePriceComparables, renderArtwork } from "../modules/catalog";
import { drawMap, type MapPoint, mapLayout } from "../modules/guides";
import { type ProposalPdf, perPersonRupeeMinor, quotePriceComparables } from "../modules/quotes";

// A quote shown as the agency's branded proposal (decisions 0211, 0212): its branding (the
// agents module), the route's map from the catalogue's city coordinates (the guides' d3-geo
// map), and the fair-price hint from catalogue packages and other sent quotes.

export function createShowProposal(deps: {
  db: Db;
  agents: Pick<AgentsService, "branding" | "logo" | "resolve">;
  /** A catalogue hotel's picture subject (the hotels module's door), for the PDF's pictures. */
  hotelPicture?: (
    hotelId: number,
    n: number,
  ) => Promise<Omit<Parameters<typeof renderArtwork>[0], "width" | "height"> | null>;
}) {
  const { db } = deps;

  /**
   * The first catalogue picture of each hotel of the quote as SVG, by hotel key (decision
   * 0228): the same drawing its page shows, at the PDF's size. A typed hotel has none.
   */
  async function hotelPicturesOf(quote: QuoteView): Promise<Record<string, string>> {
    const picture = deps.hotelPicture;
    if (!picture) return {};
    const file = new RegExp(`^/images/v${ART_VERSION}/hotels/(\\d+)-(\\d+)-\\d+x\\d+\\.svg$`);
    const wanted = quote.hotelsDetail.flatMap((stay) =>
      stay.hotelInfos.flatMap((h) => {
        const m = h.hotelImages.map((src) => file.exec(src)).find(Boolean);
        return m ? [{ key: h.hotelKey, id: Number(m[1]), n: Number(m[2]) }] : [];
      }),
    );
    const drawn = await Promise.all(
      wanted.slice(0, 12).map(async (w) => {
        const subject = await picture(w.id, w.n);
        return subject
          ? ([w.key, renderArtwork({ ...subject, width: 480, height: 320 })] as const)
          : null;
      }),
    );
    return Object.fromEntries(drawn.filter((d) => d !== null));
  }

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
    const [route, fairPrice, hotelPictures] = await Promise.all([
      routeOf(quote, branding.accentColor),
      fairPriceFor(quote),
      hotelPicturesOf(quote),
    ]);
    const stored = branding.logoUrl?.split("/").at(-1);
    const logo = stored ? await deps.agents.logo(quote.agent.encodedId, stored) : null;
    return {
      extras: { branding, routeMapSvg: route.svg, routeStops: route.stops, fairPrice },
      logo,
      routeLayout: route.layout,
      hotelPictures,
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
