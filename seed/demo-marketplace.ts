import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { IssueInvoiceInput } from "../common/invoices";
import {
  DeclineQuoteInput,
  HotelStatusInput,
  QuoteDraftInput,
  UpdateQuoteStatsInput,
} from "../common/quotes-input";
import { type AuthenticatedUser, dashboardUrlFor, type Role } from "../common/roles";
import { CreateTripRequestInput } from "../common/trips";
import type { Db } from "../server/db";
import { agents, cities, jobs, requestedTrips, tripLeads, users } from "../server/db/schema";
import { SANDBOX_WEBHOOK_JOB } from "../server/modules/payments/gateways/sandbox";
import type { Services } from "../server/services";
import { encodedIdOf } from "./agents";
import { AGENCIES } from "./data/agencies";

// Embedded mode's demo marketplace (issue 9 §9): the demo traveller's Kerala request already
// holds three quotes from three agencies, each at a different point of the flow, and the demo
// Kerala agent has new leads waiting. Everything goes through the real services and workflows
// (routing, drafts, sends, revisions, hotel answers, a decline), so the demo shows what the
// code does rather than rows written around it. Content is fixed; dates follow the day of the
// first start, as a real request's would.

export const DEMO_TRAVELLER_EMAIL = "traveller@triphive.example";
export const DEMO_KERALA_AGENT_EMAIL = "agent.kerala@triphive.example";

/** The demo request is recognised by its note, so a restart never adds a second one. */
export const DEMO_REQUEST_COMMENT =
  "First trip to Kerala with my parents: slow days, one night on a houseboat, vegetarian food please.";

/** Other travellers whose requests reach the demo Kerala agent's inbox as new leads. */
const LEAD_TRAVELLERS = [
  {
    name: "Priya Raman",
    email: "priya.raman@triphive.example",
    trip: {
      from_loc: "Chennai",
      trip_type: "honeymoon",
      adults: 2,
      children: 0,
      days: 5,
      budget: 45_000,
      comments: "Honeymoon in early monsoon: Munnar and a houseboat, a private cab throughout.",
      phone_no: "9840012345",
      inDays: 60,
    },
  },
  {
    name: "Arjun Mehta",
    email: "arjun.mehta@triphive.example",
    trip: {
      from_loc: "Mumbai",
      trip_type: "friends",
      adults: 4,
      children: 0,
      days: 7,
      budget: 28_000,
      comments: "Four friends, Varkala cliffs and Thekkady treks, budget stays are fine.",
      phone_no: "9820012345",
      inDays: 75,
    },
  },
] as const;

/**
 * Travellers who booked with the demo Kerala agent and paid the deposit: the first still waits
 * for vouchers (payout held, for staff to release on /admin/payouts), the second has its
 * voucher (payout released). The agent's payments page and staff's payouts page start full.
 */
const BOOKING_TRAVELLERS = [
  {
    name: "Lakshmi Iyer",
    email: "lakshmi.iyer@triphive.example",
    voucher: false,
    trip: {
      from_loc: "Hyderabad",
      trip_type: "family",
      adults: 2,
      children: 0,
      days: 4,
      budget: 25_000,
      comments: "A short break with my husband: Alleppey backwaters and a Kochi heritage walk.",
      phone_no: "9848012345",
      inDays: 40,
    },
  },
  {
    name: "Rohan Das",
    email: "rohan.das@triphive.example",
    voucher: true,
    trip: {
      from_loc: "Kolkata",
      trip_type: "honeymoon",
      adults: 2,
      children: 0,
      days: 4,
      budget: 25_000,
      comments: "Our anniversary: a houseboat night and a quiet Kochi stay.",
      phone_no: "9830012345",
      inDays: 50,
    },
  },
] as const;

/** A one-page PDF: the demo hotel voucher. */
export const DEMO_VOUCHER_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n",
);

export const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const POLICY = [
  { daysBefore: 30, refundPercent: 90 },
  { daysBefore: 15, refundPercent: 50 },
  { daysBefore: 3, refundPercent: 10 },
];

interface Hotel {
  name: string;
  city: string;
  rating: number;
  address?: string;
  description?: string;
}

export interface DemoQuote {
  days: { cityName: string; title: string; description: string }[];
  stays: { city: string; nights: number; hotels: Hotel[] }[];
  inclusions: string[];
  exclusions: string[];
  inclusionsText?: string;
  cabsText: string;
  flightsText?: string;
  description: string;
  pricePerAdult: number;
  pricePerChild: number;
  discount: number;
}

/** Backwater Trails Kerala (the demo agent): version 1, later revised. */
const BACKWATER_V1: DemoQuote = {
  description:
    "An unhurried week for three generations: short drives, tea country, spice gardens and one night on the backwaters.",
  days: [
    {
      cityName: "Kochi",
      title: "Arrive in Kochi",
      description:
        "Pickup at Cochin airport. Evening walk past the Chinese fishing nets of Fort Kochi.",
    },
    {
      cityName: "Munnar",
      title: "Drive to Munnar",
      description: "Four hours up the ghats with stops at Cheeyappara falls. Tea estate sunset.",
    },
    {
      cityName: "Munnar",
      title: "Tea gardens and Eravikulam",
      description: "Tea museum in the morning, Eravikulam National Park after lunch.",
    },
    {
      cityName: "Thekkady",
      title: "Spice country",
      description: "Drive to Thekkady, guided spice plantation walk, Kathakali in the evening.",
    },
    {
      cityName: "Alleppey",
      title: "Houseboat on Vembanad",
      description: "Board a private houseboat at noon; lunch and dinner cooked on board.",
    },
    {
      cityName: "Kochi",
      title: "Departure",
      description: "Disembark after breakfast and drive back to Cochin airport.",
    },
  ],
  stays: [
    {
      city: "Kochi",
      nights: 1,
      hotels: [
        {
          name: "Fort Kochi Heritage Bungalow",
          city: "Kochi",
          rating: 4,
          address: "Princess Street, Fort Kochi",
          description: "A restored Dutch-era bungalow a short walk from the sea front.",
        },
      ],
    },
    {
      city: "Munnar",
      nights: 2,
      hotels: [
        {
          name: "Tea Valley Resort",
          city: "Munnar",
          rating: 3,
          address: "Chithirapuram, Munnar",
          description: "Simple cottages on a tea slope, twenty minutes from town.",
        },
        {
          name: "Misty Ridge Retreat",
          city: "Munnar",
          rating: 4,
          address: "Pallivasal, Munnar",
          description: "Valley-view rooms and a heated pool.",
        },
      ],
    },
    {
      city: "Thekkady",
      nights: 1,
      hotels: [
        {
          name: "Spice Village Cottages",
          city: "Thekkady",
          rating: 4,
          address: "Kumily, Thekkady",
          description: "Thatched cottages in a spice garden next to the Periyar reserve.",
        },
      ],
    },
    {
      city: "Alleppey",
      nights: 1,
      hotels: [
        {
          name: "Vembanad Premium Houseboat (2 bedrooms)",
          city: "Alleppey",
          rating: 4,
          description: "Air-conditioned bedrooms, an upper deck and a cook on board.",
        },
      ],
    },
  ],
  inclusions: ["breakfast", "airport_transfers", "sightseeing", "private_cab"],
  exclusions: ["flights", "lunch", "entry_tickets", "personal_expenses"],
  inclusionsText: "All meals on the houseboat.",
  cabsText: "Private Innova Crysta with an English and Hindi speaking driver for all six days.",
  pricePerAdult: 24_500,
  pricePerChild: 12_000,
  discount: 2_000,
};

/** Version 2: the rejected Munnar hotel replaced, dinners added, the price follows. */
const BACKWATER_V2: DemoQuote = {
  ...BACKWATER_V1,
  stays: BACKWATER_V1.stays.map((stay) =>
    stay.city === "Munnar"
      ? {
          ...stay,
          hotels: [
            {
              name: "Cloud Nine Tea Estate Resort",
              city: "Munnar",
              rating: 5,
              address: "Lakshmi Estate, Munnar",
              description:
                "Suites inside a working tea estate, a lift for elders, vegetarian kitchen.",
            },
            ...stay.hotels.slice(1),
          ],
        }
      : stay,
  ),
  inclusions: [...BACKWATER_V1.inclusions, "dinner"],
  pricePerAdult: 27_500,
  pricePerChild: 13_500,
};

/** Nilgiri Blue Holidays: lake stay in Kumarakom instead of the houseboat. */
export const NILGIRI: DemoQuote = {
  description: "Hills first, then two quiet nights on the lake at Kumarakom.",
  days: [
    {
      cityName: "Kochi",
      title: "Arrive in Kochi",
      description: "Airport pickup, Mattancherry palace.",
    },
    { cityName: "Munnar", title: "Up to Munnar", description: "Drive through cardamom hills." },
    {
      cityName: "Munnar",
      title: "Top Station",
      description: "Sunrise at Top Station, Mattupetty dam.",
    },
    { cityName: "Kumarakom", title: "To the lake", description: "Drive down to Kumarakom." },
    {
      cityName: "Kumarakom",
      title: "Bird sanctuary",
      description: "Morning boat to the bird sanctuary.",
    },
    { cityName: "Kochi", title: "Departure", description: "Transfer to Cochin airport." },
  ],
  stays: [
    {
      city: "Kochi",
      nights: 1,
      hotels: [
        { name: "Marine Drive Residency", city: "Kochi", rating: 3, address: "Marine Drive" },
      ],
    },
    {
      city: "Munnar",
      nights: 2,
      hotels: [{ name: "Cardamom Hills Resort", city: "Munnar", rating: 4, address: "Anachal" }],
    },
    {
      city: "Kumarakom",
      nights: 2,
      hotels: [
        {
          name: "Kumarakom Lake Cottages",
          city: "Kumarakom",
          rating: 4,
          address: "Kavanattinkara",
          description: "Cottages on a canal, 25 minutes by road from the lake shore.",
        },
      ],
    },
  ],
  inclusions: ["breakfast", "dinner", "sightseeing", "private_cab"],
  exclusions: ["flights", "entry_tickets", "tips"],
  cabsText: "Private sedan for the whole trip.",
  pricePerAdult: 21_900,
  pricePerChild: 9_500,
  discount: 0,
};

/** Spice Route Journeys: the south coast; the traveller declines it. */
export const SPICE_ROUTE: DemoQuote = {
  description: "Wildlife, backwaters and two beach days in Kovalam.",
  days: [
    { cityName: "Kochi", title: "Arrive in Kochi", description: "Airport pickup and check-in." },
    {
      cityName: "Thekkady",
      title: "Periyar",
      description: "Drive to Thekkady, boat ride on Periyar lake.",
    },
    { cityName: "Alleppey", title: "Backwaters", description: "Shikara ride through the canals." },
    { cityName: "Kovalam", title: "To the coast", description: "Drive to Kovalam." },
    {
      cityName: "Kovalam",
      title: "Beach day",
      description: "Lighthouse beach and Ayurveda massage.",
    },
    { cityName: "Trivandrum", title: "Departure", description: "Transfer to Trivandrum airport." },
  ],
  stays: [
    { city: "Kochi", nights: 1, hotels: [{ name: "Harbour View Inn", city: "Kochi", rating: 3 }] },
    {
      city: "Thekkady",
      nights: 1,
      hotels: [{ name: "Periyar Jungle Lodge", city: "Thekkady", rating: 4 }],
    },
    {
      city: "Alleppey",
      nights: 1,
      hotels: [{ name: "Canal Side Homestay", city: "Alleppey", rating: 3 }],
    },
    {
      city: "Kovalam",
      nights: 2,
      hotels: [{ name: "Lighthouse Cliff Resort", city: "Kovalam", rating: 5 }],
    },
  ],
  inclusions: ["breakfast", "sightseeing", "private_cab", "activities"],
  exclusions: ["flights", "lunch", "entry_tickets"],
  cabsText: "Private SUV; the driver stays with you until the airport drop.",
  pricePerAdult: 34_000,
  pricePerChild: 15_000,
  discount: 3_000,
};

/** The demo agent's short backwaters break (the booked demo trips). */
export const BACKWATER_BREAK: DemoQuote = {
  description: "Three easy days: Fort Kochi on foot, a night on the backwaters, home rested.",
  days: [
    {
      cityName: "Kochi",
      title: "Arrive in Kochi",
      description: "Airport pickup, evening walk past the Chinese fishing nets.",
    },
    {
      cityName: "Alleppey",
      title: "Houseboat on Vembanad",
      description: "Board at noon; lunch and dinner cooked on board.",
    },
    {
      cityName: "Kochi",
      title: "Departure",
      description: "Disembark after breakfast and drive to Cochin airport.",
    },
  ],
  stays: [
    {
      city: "Kochi",
      nights: 1,
      hotels: [{ name: "Fort Kochi Heritage Bungalow", city: "Kochi", rating: 4 }],
    },
    {
      city: "Alleppey",
      nights: 1,
      hotels: [{ name: "Vembanad Premium Houseboat", city: "Alleppey", rating: 4 }],
    },
  ],
  inclusions: ["breakfast", "airport_transfers", "private_cab"],
  exclusions: ["flights", "personal_expenses"],
  cabsText: "Private sedan for the whole trip.",
  pricePerAdult: 14_500,
  pricePerChild: 7_000,
  discount: 0,
};

/** The stable keys of a stored version (QuoteContent) that a revision keeps. */
interface VersionKeys {
  days: { tripDayId: string }[];
  stays: { quoteCityId: string; hotels: { name: string; hotelKey: string }[] }[];
}

/** The catalogue's cities by name, so seeded days and stays carry their city's id. */
export async function cityIdsOf(db: Db): Promise<ReadonlyMap<string, number>> {
  const rows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  return new Map(rows.map((c) => [c.name, c.id]));
}

export function draftOf(
  q: DemoQuote,
  validUntil: string,
  cityIds: ReadonlyMap<string, number>,
  keys?: VersionKeys,
): QuoteDraftInput {
  // Keys of the version being edited are kept, so the traveller's diff follows days and stays.
  return QuoteDraftInput.parse({
    ...q,
    days: q.days.map((d, i) => ({
      ...d,
      cityId: cityIds.get(d.cityName),
      tripDayId: keys?.days[i]?.tripDayId,
    })),
    stays: q.stays.map((s, i) => ({
      ...s,
      cityId: cityIds.get(s.city),
      quoteCityId: keys?.stays[i]?.quoteCityId,
      hotels: s.hotels.map((h) => {
        const same = keys?.stays[i]?.hotels.find((k) => k.name === h.name);
        return { ...h, hotelKey: same?.hotelKey };
      }),
    })),
    validUntil,
    cancellationPolicy: POLICY,
  });
}

export async function userByEmail(db: Db, email: string): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!row) return null;
  const role = (row.role ?? "traveller") as Role;
  return {
    id: row.id,
    sub_account_id: row.subAccountId ?? null,
    first_name: row.firstName ?? "",
    last_name: row.lastName ?? "",
    email: row.email,
    image: row.image ?? null,
    role,
    latest_active_trip: null,
    dashboard_url: dashboardUrlFor(role),
    logged_in: true,
  };
}

/** A demo person nobody signs in as: the password is random and never kept. */
export async function ensureUser(
  services: Services,
  db: Db,
  person: { name: string; email: string; role: Role },
): Promise<AuthenticatedUser> {
  if (!(await services.accounts.emailExists(person.email))) {
    // Nobody signs in to these (their passwords were random): no scrypt hash at first start.
    await services.accounts.createVerifiedUser({ ...person, password: null });
  }
  const user = await userByEmail(db, person.email);
  if (!user) throw new Error(`demo marketplace: ${person.email} was not created`);
  return user;
}

/**
 * The agency's own account, to work its lead: the demo Kerala agent's is a demo account; the
 * other agencies get an unpublished one under the agency's email.
 */
export async function agencyUser(
  services: Services,
  db: Db,
  agentId: number,
): Promise<AuthenticatedUser> {
  const [agency] = await db.select().from(agents).where(eq(agents.id, agentId)).limit(1);
  if (!agency) throw new Error(`demo marketplace: agency ${agentId} is missing`);
  if (agency.userId) {
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, agency.userId))
      .limit(1);
    const user = row && (await userByEmail(db, row.email));
    if (user) return user;
  }
  const user = await ensureUser(services, db, {
    name: agency.contactName,
    email: agency.email,
    role: "agent",
  });
  await db
    .update(agents)
    .set({ userId: user.id })
    .where(and(eq(agents.id, agentId), isNull(agents.userId)));
  return user;
}

export function tripInput(fields: {
  from_loc: string;
  trip_type: string;
  adults: number;
  children: number;
  days: number;
  budget: number;
  comments: string;
  phone_no: string;
  start: Date;
}) {
  const start = isoDay(fields.start);
  return CreateTripRequestInput.parse({
    to_loc: ["Kerala"],
    from_loc: fields.from_loc,
    month: start.slice(0, 7),
    start_date: start,
    durations: ["4-6"],
    trip_days: fields.days,
    trip_type: fields.trip_type,
    adults: fields.adults,
    children: fields.children,
    budget: fields.budget,
    isd_code: "+91",
    phone_no: fields.phone_no,
    comments: fields.comments,
  });
}

export interface DemoMarketplaceSummary {
  tripId: number;
  quotes: number;
  newLeads: number;
  /** Paid bookings of the demo agent: one payout held, one released. */
  bookings: number;
}

/**
 * Builds the demo marketplace once: needs the catalogue, the agencies and the demo accounts
 * linked to them. Returns null when it exists already or the demo traveller does not.
 */
export async function seedDemoMarketplace(
  services: Services,
  db: Db,
  now: () => Date = () => new Date(),
): Promise<DemoMarketplaceSummary | null> {
  const traveller = await userByEmail(db, DEMO_TRAVELLER_EMAIL);
  if (!traveller) return null;
  const [existing] = await db
    .select({ id: requestedTrips.id })
    .from(requestedTrips)
    .where(
      and(
        eq(requestedTrips.userId, traveller.id),
        eq(requestedTrips.comments, DEMO_REQUEST_COMMENT),
      ),
    )
    .limit(1);
  if (existing) return null;

  const today = now();
  const validUntil = isoDay(new Date(today.getTime() + 21 * DAY_MS));
  // Trip creation routes the request to the three best Kerala agencies (route-lead); with no
  // load yet that is the demo agent's agency and the next two.
  const trip = await services.trips.create(
    traveller,
    tripInput({
      from_loc: "Bengaluru",
      trip_type: "family",
      adults: 2,
      children: 1,
      days: 6,
      budget: 30_000,
      comments: DEMO_REQUEST_COMMENT,
      phone_no: "9845012345",
      start: new Date(today.getTime() + 45 * DAY_MS),
    }),
  );
  // What the traveller told the agents beyond the form: the quiz and the flights (decision 0222).
  await services.trips.answerQuiz(traveller, trip.id, {
    answers: [
      { question_id: "occasion", answer: "Family holiday" },
      { question_id: "pace", answer: "Relaxed" },
      { question_id: "food", answer: "Vegetarian" },
      { question_id: "must_see", answer: "One night on a houseboat in Alleppey" },
    ],
  });
  const flightDay = (offset: number, time: string) =>
    `${isoDay(new Date(today.getTime() + offset * DAY_MS))}T${time}`;
  await services.trips.saveFlightDetails(traveller, trip.id, {
    onward: {
      airline: "IndiGo",
      flight_number: "6E 6231",
      from: "BLR",
      to: "COK",
      departs_at: flightDay(45, "07:10"),
      arrives_at: flightDay(45, "08:25"),
    },
    return: {
      airline: "Air India Express",
      flight_number: "IX 1132",
      from: "COK",
      to: "BLR",
      departs_at: flightDay(50, "19:40"),
      arrives_at: flightDay(50, "20:50"),
    },
    pnr: "K7Q2MX",
  });
  const demoAgency = await db
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.encodedId, encodedIdOf(demoAgencyName())))
    .limit(1);
  const routed = await db
    .select({ agentId: tripLeads.agentId })
    .from(tripLeads)
    .where(eq(tripLeads.tripId, trip.id))
    .orderBy(asc(tripLeads.id));
  const agentIds = routed.map((r) => r.agentId);
  const demoAgentId = demoAgency[0]?.id;
  // The demo agent's quote is the one that went back and forth; the others in routing order.
  const ordered = [
    ...agentIds.filter((id) => id === demoAgentId),
    ...agentIds.filter((id) => id !== demoAgentId),
  ];
  const actors: AuthenticatedUser[] = [];
  for (const id of ordered.slice(0, 3)) actors.push(await agencyUser(services, db, id));
  const [revisedBy, rejectedBy, declinedBy] = actors;
  if (!revisedBy || !rejectedBy || !declinedBy) {
    throw new Error(
      `demo marketplace: the Kerala request reached ${agentIds.length} agencies, not 3`,
    );
  }

  async function sendNew(agent: AuthenticatedUser, content: DemoQuote): Promise<number> {
    const editor = await services.quotes.startDraft(agent, trip.id, { from: "blank" });
    await services.quotes.saveDraft(
      agent,
      editor.quoteId,
      draftOf(content, validUntil, await cityIdsOf(db)),
    );
    await services.workflows.sendQuote(agent, editor.quoteId);
    return editor.quoteId;
  }

  // 1. Sent, a hotel rejected by the traveller, answered with version 2.
  const revised = await sendNew(revisedBy, BACKWATER_V1);
  const v1 = await services.quotes.get(traveller, trip.id, revised);
  const munnar = v1.hotelsDetail.find((s) => s.city === "Munnar")?.hotelInfos[0];
  if (!munnar) throw new Error("demo marketplace: no Munnar hotel in the first quote");
  await services.quotes.updateHotelStatus(
    traveller,
    trip.id,
    revised,
    HotelStatusInput.parse({
      hotel_key: munnar.hotelKey,
      status: -1,
      reason: "rating",
      other_reason: "",
    }),
  );
  const draft = await services.quotes.reviseSent(revisedBy, revised);
  await services.quotes.saveDraft(
    revisedBy,
    revised,
    draftOf(BACKWATER_V2, validUntil, await cityIdsOf(db), draft.content),
  );
  await services.workflows.sendQuote(revisedBy, revised);

  // 2. Sent, one hotel rejected with a reason; the agent has yet to answer.
  const rejected = await sendNew(rejectedBy, NILGIRI);
  const lake = (await services.quotes.get(traveller, trip.id, rejected)).hotelsDetail.find(
    (s) => s.city === "Kumarakom",
  )?.hotelInfos[0];
  if (!lake) throw new Error("demo marketplace: no Kumarakom hotel in the second quote");
  await services.quotes.updateHotelStatus(
    traveller,
    trip.id,
    rejected,
    HotelStatusInput.parse({
      hotel_key: lake.hotelKey,
      status: -1,
      reason: "location",
      other_reason: "",
    }),
  );

  // 3. Sent and declined with a reason.
  const declined = await sendNew(declinedBy, SPICE_ROUTE);
  await services.workflows.declineQuote(
    traveller,
    trip.id,
    declined,
    DeclineQuoteInput.parse({
      quote_decline_reason: "price_high",
      quote_other_decline_reason: "Over our budget of ₹30,000 per person.",
    }),
  );
  // The traveller has opened the first two (their agents see "viewed").
  for (const id of [revised, rejected]) {
    await services.quotes.recordView(
      traveller,
      trip.id,
      id,
      UpdateQuoteStatsInput.parse({ source: "quote_list" }),
    );
  }

  // New leads in the demo agent's inbox: other travellers' Kerala requests, routed as usual.
  let newLeads = 0;
  for (const person of LEAD_TRAVELLERS) {
    const user = await ensureUser(services, db, { ...person, role: "traveller" });
    const lead = await services.trips.create(
      user,
      tripInput({ ...person.trip, start: new Date(today.getTime() + person.trip.inDays * DAY_MS) }),
    );
    const reached = await db
      .select({ id: tripLeads.id })
      .from(tripLeads)
      .where(and(eq(tripLeads.tripId, lead.id), eq(tripLeads.agentId, demoAgentId ?? 0)));
    newLeads += reached.length;
  }
  let bookings = 0;
  if (demoAgentId !== undefined) {
    const demoAgent = await agencyUser(services, db, demoAgentId);
    for (const person of BOOKING_TRAVELLERS) {
      if (await seedDemoBooking(services, db, demoAgentId, demoAgent, person, today, validUntil))
        bookings += 1;
    }
  }
  return { tripId: trip.id, quotes: 3, newLeads, bookings };
}

/**
 * One booking of the demo agent's, through the real workflows: a request it holds (asking for
 * more quotes until routing reaches it, as a traveller would), a quote sent and accepted, the
 * invoice issued, the deposit paid on the sandbox gateway and, for one of them, a voucher
 * uploaded (which releases the held payout). False when routing never reached the agency.
 */
async function seedDemoBooking(
  services: Services,
  db: Db,
  agencyId: number,
  agent: AuthenticatedUser,
  person: (typeof BOOKING_TRAVELLERS)[number],
  today: Date,
  validUntil: string,
): Promise<boolean> {
  const traveller = await ensureUser(services, db, { ...person, role: "traveller" });
  const trip = await services.trips.create(
    traveller,
    tripInput({ ...person.trip, start: new Date(today.getTime() + person.trip.inDays * DAY_MS) }),
  );
  const holds = async () =>
    (
      await db
        .select({ id: tripLeads.id })
        .from(tripLeads)
        .where(and(eq(tripLeads.tripId, trip.id), eq(tripLeads.agentId, agencyId)))
    ).length > 0;
  for (let i = 0; i < 2 && !(await holds()); i++)
    await services.workflows.requestMoreQuotes(traveller, trip.id);
  if (!(await holds())) return false;
  const editor = await services.quotes.startDraft(agent, trip.id, { from: "blank" });
  await services.quotes.saveDraft(
    agent,
    editor.quoteId,
    draftOf(BACKWATER_BREAK, validUntil, await cityIdsOf(db)),
  );
  await services.workflows.sendQuote(agent, editor.quoteId);
  await acceptInvoiceAndPay(services, db, {
    traveller,
    agent,
    tripId: trip.id,
    quoteId: editor.quoteId,
  });
  if (person.voucher) {
    // Beside running servers, the payment's confirmation may be a job another process holds:
    // the voucher waits for the booking it needs, as an agent would (decision 0203).
    await whenBooked(() =>
      services.money.uploadVoucher(agent, editor.quoteId, "hotel", {
        name: "vembanad-houseboat-voucher.pdf",
        bytes: DEMO_VOUCHER_PDF,
      }),
    );
  }
  return true;
}

/**
 * A sent quote booked as a traveller and its agent would: accepted, invoiced (the GSTIN on the
 * agency's profile, seed/demo-branding.ts, and the traveller's state), and its first instalment
 * paid on the sandbox gateway.
 */
export async function acceptInvoiceAndPay(
  services: Services,
  db: Db,
  booking: {
    traveller: AuthenticatedUser;
    agent: AuthenticatedUser;
    tripId: number;
    quoteId: number;
  },
): Promise<void> {
  const { traveller, agent, tripId, quoteId } = booking;
  await services.workflows.acceptQuote(traveller, tripId, quoteId);
  const draft = await services.invoices.draft(agent, quoteId);
  await services.money.issueInvoice(
    agent,
    quoteId,
    IssueInvoiceInput.parse({
      confirmTotalMinor: draft.totalMinor,
      travellerState: draft.travellerState,
    }),
  );
  const order = await services.money.payInstalment(traveller, tripId, quoteId, randomUUID());
  await payNow(services, db, order.gatewayOrderId);
}

/**
 * Pays a sandbox order as a tester would and delivers its signed webhooks in this process at
 * once (at first start the server is not listening yet): the same verification and ledger
 * path as over HTTP. The delivered jobs are marked done so the job runner does not resend them.
 * Run by `npm run seed -- --demo` beside running servers, a server's job runner may have taken a
 * webhook already, or be sending it now: every one is delivered here all the same (a second
 * delivery has no effect), so the payment is booked when this returns (decision 0203).
 */
async function payNow(services: Services, db: Db, gatewayOrderId: string): Promise<void> {
  const sandbox = services.payments.sandbox;
  if (!sandbox) throw new Error("demo marketplace: the demo bookings need the sandbox gateway");
  await sandbox.pay(gatewayOrderId, { method: "card", outcome: "success" });
  const pending = await db
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, SANDBOX_WEBHOOK_JOB),
        like(sql`${jobs.payload}->>'rawBody'`, `%${gatewayOrderId}%`),
      ),
    );
  for (const job of pending) {
    const signed = sandbox.sign(String(job.payload.rawBody ?? ""));
    await services.payments.handleWebhook("sandbox", signed.rawBody, new Headers(signed.headers));
  }
  if (pending.length > 0)
    await db
      .update(jobs)
      .set({ doneAt: new Date(), outcome: "done" })
      .where(
        and(
          inArray(
            jobs.id,
            pending.map((j) => j.id),
          ),
          isNull(jobs.doneAt),
        ),
      );
}

/** Runs `step`, again while it answers `voucher_not_booked`, for up to 30 s. */
async function whenBooked<T>(step: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== "voucher_not_booked" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function demoAgencyName(): string {
  const agency = AGENCIES.find((a) => a.demoEmail === DEMO_KERALA_AGENT_EMAIL);
  if (!agency) throw new Error("demo marketplace: no agency for the demo Kerala agent");
  return agency.name;
}

/**
 * Requests across India that show operations a believable pipeline (decision 0213): made
 * `daysAgo`, from a traffic source, then taken through the lead status table as the timers
 * and staff would have (idle → dormant → cold, a staff mark, a traveller back on the site);
 * the newest without a quote, a day old, shows escalated. Created once, with the marketplace.
 */
const PIPELINE_REQUESTS: readonly {
  name: string;
  email: string;
  to: string;
  from: string;
  daysAgo: number;
  source: string;
  moves: ("idle" | "staff_mark_hot" | "traveller_active")[];
}[] = [
  {
    name: "Sneha Kulkarni",
    email: "sneha.kulkarni@triphive.example",
    to: "Goa",
    from: "Pune",
    daysAgo: 1,
    source: "sem",
    moves: [],
  },
  {
    name: "Rahul Verma",
    email: "rahul.verma@triphive.example",
    to: "Rajasthan",
    from: "Delhi",
    daysAgo: 2,
    source: "organic",
    moves: [],
  },
  {
    name: "Meenakshi Iyer",
    email: "meenakshi.iyer@triphive.example",
    to: "Kashmir",
    from: "Chennai",
    daysAgo: 3,
    source: "facebook",
    moves: ["traveller_active"],
  },
  {
    name: "Farhan Qureshi",
    email: "farhan.qureshi@triphive.example",
    to: "Ladakh",
    from: "Lucknow",
    daysAgo: 4,
    source: "referral",
    moves: ["staff_mark_hot"],
  },
  {
    name: "Ananya Bose",
    email: "ananya.bose@triphive.example",
    to: "Sikkim",
    from: "Kolkata",
    daysAgo: 9,
    source: "direct",
    moves: ["idle"],
  },
  {
    name: "Harpreet Gill",
    email: "harpreet.gill@triphive.example",
    to: "Himachal Pradesh",
    from: "Chandigarh",
    daysAgo: 12,
    source: "sem",
    moves: ["idle"],
  },
  {
    name: "Lakshmi Nair",
    email: "lakshmi.nair@triphive.example",
    to: "Andaman and Nicobar",
    from: "Kochi",
    daysAgo: 26,
    source: "organic",
    moves: ["idle", "idle"],
  },
  {
    name: "Vikram Singh",
    email: "vikram.singh@triphive.example",
    to: "Uttarakhand",
    from: "Jaipur",
    daysAgo: 31,
    source: "direct",
    moves: ["idle", "idle"],
  },
];

export async function seedDemoPipeline(
  services: Services,
  db: Db,
  now: () => Date = () => new Date(),
): Promise<number> {
  const ops = await userByEmail(db, "ops@triphive.example");
  let made = 0;
  for (const person of PIPELINE_REQUESTS) {
    if (await services.accounts.emailExists(person.email)) continue;
    const user = await ensureUser(services, db, { ...person, role: "traveller" });
    const start = new Date(now().getTime() + (40 + person.daysAgo) * DAY_MS);
    const trip = await services.trips.create(
      user,
      CreateTripRequestInput.parse({
        ...tripInput({
          from_loc: person.from,
          trip_type: "family",
          adults: 2,
          children: person.daysAgo % 2,
          days: 5,
          budget: 20_000 + person.daysAgo * 1_000,
          comments: "",
          phone_no: `98${String(10_000_000 + person.daysAgo * 7_919).slice(0, 8)}`,
          start,
        }),
        to_loc: [person.to],
      }),
    );
    const madeAt = new Date(now().getTime() - person.daysAgo * DAY_MS);
    await db
      .update(requestedTrips)
      .set({
        createdAt: madeAt,
        travellerActiveAt: madeAt,
        leadStatusChangedAt: madeAt,
        attribution: { traffic_type: person.source },
      })
      .where(eq(requestedTrips.id, trip.id));
    for (const move of person.moves) {
      if (move === "traveller_active") {
        await services.leadStatuses.travellerActive(trip.id, "Opened the request again");
      } else if (move === "staff_mark_hot" && ops) {
        await services.tripDesk.moveLead(ops, trip.id, {
          event: "staff_mark_hot",
          reason: "Traveller confirmed dates on the phone",
        });
      } else if (move === "idle") {
        await services.leadStatuses.systemMove({
          tripId: trip.id,
          event: "idle",
          reason: "No traveller activity",
        });
      }
    }
    made += 1;
  }
  return made;
}
