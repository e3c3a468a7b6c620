import type { BuilderHotelOption, BuilderHotelQuery } from "../../../common/builder-hotels";
import type { ProposalExtras } from "../../../common/proposal";
import type { CancellationRule, QuotePricing, QuoteStatus } from "../../../common/quotes";
import type { TripStatus } from "../../../common/trips";
import type { Db, Executor } from "../../db";
import type { DomainEvents } from "../../events/domain-events";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limit";
import type { MapLayout } from "../guides";
import type { AgentDirectory, LeadsService } from "../leads";
import type { quotes, quoteVersions } from "./quotes.schema";
export interface QuotesDeps {
  db: Db;
  logger: Logger;
  agents: AgentDirectory;
  /** The leads module: routing, lead states and inbox stages. */
  leads: LeadsService;
  /** Counts an agent's new quotes, versions and sends against LIMITS (decision 0192). */
  limiter: RateLimiter;
  now?: () => Date;
  /**
   * The destinations a trip names (to_loc), in id order: the catalogue's lookup, kept in
   * memory (services.ts binds it).
   */
  destinationsNamed: (
    names: readonly string[],
  ) => Promise<{ id: number; name: string; type: "india" | "international" }[]>;
  /**
   * The outbox (decision 0184): sends, acceptances, declines, hotel rejections and callback
   * requests are recorded in the transaction of their change.
   */
  events?: Pick<DomainEvents, "record" | "deliver">;
  /**
   * The hotels module's pick for a city stay (decision 0209): a draft started from a package
   * gets a catalogue hotel of the package's class per city. Without it, the names stay blank.
   */
  pickHotel?: (query: BuilderHotelQuery) => Promise<BuilderHotelOption | null>;
  /**
   * The catalogue's places a text names (decision 0210): the cities inside them, at any depth
   * ("kerala" holds Munnar and Alleppey), and the words left once the places are taken out.
   * Without it, the day library's search reads words only.
   */
  placesInText?: (text: string) => Promise<{ cityIds: number[]; rest: string } | null>;
  /**
   * The catalogue cities of a trip's names (decision 0227): "Munnar", "Alleppey" are two; a
   * state names the cities in it. The builder's city picker; a blank quote spreads its days
   * over them. Without it, a blank quote's days are all in the first destination.
   */
  tripCities?: (names: readonly string[]) => Promise<{ cityId: number; name: string }[]>;
}

/**
 * Unread chat messages per quote for a reader: the chat module's, handed in by the page that
 * lists quotes (server/workflows/quote-pages.ts), since chat itself reads quotes.
 */
export type UnreadMessages = (userId: string, quoteIds: number[]) => Promise<Map<number, number>>;

/** What the money modules read of a sent quote and its trip (issue 11). */
export interface QuoteMoneyFacts {
  quoteId: number;
  tripId: number;
  agentId: number;
  travellerUserId: string;
  status: QuoteStatus;
  tripStatus: TripStatus;
  invoiceId: number | null;
  version: number;
  pricing: QuotePricing;
  cancellationPolicy: CancellationRule[];
  startDate: string | null;
  /** Where the traveller starts (requested_trips.from_loc): the invoice's suggested state. */
  fromLoc: string;
  destinationIds: number[];
  destinationNames: string[];
  international: boolean;
  days: number;
  nights: number;
  travellers: { adults: number; children: number };
  /** What the package is, for invoice line items. */
  title: string;
  traveller: { name: string; email: string; phone: string };
  agency: { name: string; email: string; phone: string; encodedId: string };
}

/** Who the reader is in a quote's chat (chat module): the two parties write, staff read. */
export interface ChatAccess {
  quoteId: number;
  tripId: number;
  party: "traveller" | "agent" | "staff";
  /** The traveller accepted this quote (chosen or beyond): contact details show. */
  unmasked: boolean;
  /** The two parties: the trip's traveller and the quote's agency (its user: agents module). */
  travellerUserId: string;
  agencyId: number;
}

export type { TripRow } from "../trips";
export type QuoteRow = typeof quotes.$inferSelect;
export type VersionRow = typeof quoteVersions.$inferSelect;
export type { QuoteEditor } from "../../../common/quotes";

/**
 * What a workflow adds to a traveller's decision (accept, decline): `alongside` runs inside the
 * decision's transaction, after the status changes, so another module's step commits with it or
 * not at all (the trip's coupon follows the accepted quote, decision 0191).
 */
export interface DecisionOptions {
  alongside?: (
    tx: Executor,
    decision: { quoteId: number; tripId: number; from: QuoteStatus },
  ) => Promise<void>;
}

/** What the proposal PDF adds to a quote: the agency's branding, logo, route and hint. */
export interface ProposalPdf {
  extras: ProposalExtras;
  logo: { bytes: Uint8Array; type: string } | null;
  routeLayout: MapLayout | null;
  /** The first picture of each catalogue hotel, as its artwork's SVG, by hotel key (0228). */
  hotelPictures: Record<string, string>;
}
