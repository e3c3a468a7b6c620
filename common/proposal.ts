import type { AgencyBranding } from "./branding";
import type { FairPriceHint } from "./fair-price";

/** What a traveller's quote page adds to the quote as a branded proposal (decisions 0211, 0212). */
export interface ProposalExtras {
  branding: AgencyBranding;
  /** The route's map as an SVG document drawn on the server; null without two known places. */
  routeMapSvg: string | null;
  /** The cities on the map, in route order, for its caption. */
  routeStops: string[];
  fairPrice: FairPriceHint | null;
}
