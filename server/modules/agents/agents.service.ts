import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  AGENT_TESTIMONIALS_PAGE_SIZE,
  type AgentDestinationReview,
  type AgentProfileView,
  type AgentTestimonialsPage,
  type AgentTestimonialView,
  ALL_DESTINATIONS,
  agentPictureUrl,
  agentProfilePath,
} from "../../../common/agents";
import type { ArtMotif } from "../../../common/artwork";
import type { AgentCard } from "../../../common/quotes";
import type { ReviewText } from "../../../common/reviews";
import type { Db } from "../../db";
import { readOnce } from "../../lib/request-memo";
import type { FileStorage } from "../../storage/file-storage";
import { type DestinationRef, destinationIdBySlug, destinationRefOf } from "../catalog";
import { createAgencyAdmin } from "./agency-admin";
import { createAgencyBranding } from "./agency-branding";
import * as errors from "./agents.errors";
import { agentDestinations, agents, agentTestimonials } from "./agents.schema";

export interface AgentsDeps {
  db: Db;
  /** Where agency logos live (decision 0211). */
  storage?: FileStorage;
  now?: () => Date;
}

/** What a testimonial left through the site carries (server/workflows/leave-agent-feedback.ts). */
export interface NewTestimonial extends ReviewText {
  agentId: number;
  tripId: number;
  authorUserId: string;
  /** The trip's destinations as the traveller named them (requested_trips.to_loc). */
  destinationNames: string[];
}

export interface RoutingCandidate {
  agentId: number;
  ratingTenths: number;
  responseMinutes: number;
  verified: boolean;
  /** Which of the asked destinations this agent serves. */
  destinationIds: number[];
}

export interface AgentPictureSubject {
  seed: string;
  initials: string;
  palette: readonly string[];
  motif: ArtMotif;
}

type AgentRow = typeof agents.$inferSelect;

/** The columns an agent card shows (not the profile's about, contact name or palette). */
const CARD_COLUMNS = {
  id: agents.id,
  encodedId: agents.encodedId,
  companyName: agents.companyName,
  email: agents.email,
  mobile: agents.mobile,
  languages: agents.languages,
  foundedYear: agents.foundedYear,
  verificationStatus: agents.verificationStatus,
  responseMinutes: agents.responseMinutes,
  ratingTenths: agents.ratingTenths,
  convertedTrips: agents.convertedTrips,
  reviewsCount: agents.reviewsCount,
};
type CardRow = Pick<AgentRow, keyof typeof CARD_COLUMNS>;

/**
 * An agency's served destinations, home first, as one JSON column of its row. The outer
 * table is named in full: Drizzle writes a column of a one-table select unqualified, which
 * inside this subquery would mean the destination's id.
 */
const SERVED = sql<DestinationRef[]>`coalesce((
  select json_agg(json_build_object('id', d.id, 'name', d.name, 'slug', d.slug) order by ad.position)
  from agent_destinations ad join destinations d on d.id = ad.destination_id
  where ad.agent_id = "agents"."id"), '[]'::json)`;

/** How long a card row is shown without reading it again, and how many are kept. */
const CARD_ROW_TTL_MS = 30_000;
const CARD_ROWS_KEPT = 2_000;

/** A card's row as read, its served destinations with it. */
type ServedCardRow = CardRow & { served: DestinationRef[] };

/** "ravi@backwatertrails.example" → "r***@…": enough to recognise, not to write to. */
export function maskEmail(email: string): string {
  return `${email.slice(0, 1)}***@…`;
}

/** "+91 98470 12345" → "+91 98•••••345": the country and a hint, never the number. */
export function maskMobile(mobile: string): string {
  const match = /^(\+\d{1,4})\s*(.*)$/.exec(mobile.trim());
  const code = match?.[1] ?? "";
  const digits = (match?.[2] ?? mobile).replace(/\D/g, "");
  if (digits.length < 6) return `${code} ${"•".repeat(digits.length)}`.trim();
  return `${code} ${digits.slice(0, 2)}${"•".repeat(digits.length - 5)}${digits.slice(-3)}`.trim();
}

/** Up to two letters from the company's main words: "Backwater Trails Kerala" → "BT". */
export function initialsOf(companyName: string): string {
  const words = companyName
    .replace(/&/g, " ")
    .split(/[\s.-]+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !/^(and|of|the|co)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

const NAME_MATCH = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createAgentsService(deps: AgentsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // Card rows by agent id: the quote pages show a card per quote on every view (issue 14).
  // Kept CARD_ROW_TTL_MS; a review or a conversion written here drops its agent's row at once,
  // a catalogue change (any process) drops them all, other changes made by another process
  // show within the TTL.
  const cardRows = new Map<number, { row: ServedCardRow; expires: number }>();

  async function servedBy(agentIds: number[]): Promise<Map<number, DestinationRef[]>> {
    const out = new Map<number, DestinationRef[]>();
    if (!agentIds.length) return out;
    const rows = await db
      .select({
        agentId: agentDestinations.agentId,
        destination: destinationRefOf(agentDestinations.destinationId),
      })
      .from(agentDestinations)
      .where(inArray(agentDestinations.agentId, agentIds))
      .orderBy(agentDestinations.agentId, asc(agentDestinations.position));
    for (const { agentId, destination } of rows) {
      const list = out.get(agentId) ?? [];
      list.push(destination);
      out.set(agentId, list);
    }
    return out;
  }

  function toCard(
    row: CardRow,
    served: DestinationRef[],
    unmasked: boolean,
    tripId?: number,
  ): AgentCard {
    return {
      id: row.id,
      encodedId: row.encodedId,
      companyName: row.companyName,
      profilePicture: agentPictureUrl(row.encodedId),
      displayRating: row.ratingTenths / 10,
      agentsConvertedTrips: row.convertedTrips,
      reviewsCount: row.reviewsCount,
      testimonialUrl: agentProfilePath(row.encodedId, tripId),
      email: unmasked ? row.email : maskEmail(row.email),
      mobileNumber: unmasked ? row.mobile : maskMobile(row.mobile),
      verified: row.verificationStatus === "verified",
      yearsInBusiness: Math.max(1, now().getUTCFullYear() - row.foundedYear),
      responseTimeHours: Math.round((row.responseMinutes / 60) * 100) / 100,
      languages: row.languages,
      destinations: served,
    };
  }

  async function rowOf(ref: number | string): Promise<AgentRow> {
    const [row] = await db
      .select()
      .from(agents)
      .where(typeof ref === "number" ? eq(agents.id, ref) : eq(agents.encodedId, ref))
      .limit(1);
    if (!row) throw errors.agentNotFound();
    return row;
  }

  async function rowByCompanyName(name: string): Promise<AgentRow> {
    const [row] = await db.select().from(agents).where(eq(agents.companyName, name)).limit(1);
    if (!row) throw errors.agentNotFound();
    return row;
  }

  const pick = (row: AgentRow) => ({
    id: row.id,
    encodedId: row.encodedId,
    companyName: row.companyName,
  });

  async function testimonialsPage(
    agentId: number,
    destinationId: number | null,
    page: number,
    pageSize: number,
  ): Promise<AgentTestimonialsPage> {
    const where =
      destinationId === null
        ? eq(agentTestimonials.agentId, agentId)
        : and(
            eq(agentTestimonials.agentId, agentId),
            eq(agentTestimonials.destinationId, destinationId),
          );
    const [totalRow] = await db.select({ n: count() }).from(agentTestimonials).where(where);
    const rows = await db
      .select({
        id: agentTestimonials.id,
        author: agentTestimonials.author,
        city: agentTestimonials.city,
        rating: agentTestimonials.rating,
        title: agentTestimonials.title,
        body: agentTestimonials.body,
        travelledOn: agentTestimonials.travelledOn,
        tripId: agentTestimonials.tripId,
        destination: destinationRefOf(agentTestimonials.destinationId),
      })
      .from(agentTestimonials)
      .where(where)
      .orderBy(desc(agentTestimonials.travelledOn), desc(agentTestimonials.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      items: rows.map(
        (r): AgentTestimonialView => ({
          id: r.id,
          author: r.author,
          city: r.city,
          rating: r.rating,
          title: r.title,
          body: r.body,
          travelledOn: r.travelledOn,
          destination: r.destination,
          verifiedTrip: r.tripId !== null,
        }),
      ),
      total: totalRow?.n ?? 0,
      page,
      pageSize,
    };
  }

  const service = {
    ...createAgencyBranding({ db, storage: deps.storage }),
    /** Admin's side: approve, suspend, reinstate, commission (decision 0230). */
    admin: createAgencyAdmin({ db, now: deps.now, onChange: (id) => cardRows.delete(id) }),
    /** The agency a signed-in agent works for, if any. */
    /** The user who works an agency (the chat's agent party), or null. */
    /** Every agency by name: the pipeline board's agent filter. */
    async names(): Promise<{ id: number; companyName: string }[]> {
      return db
        .select({ id: agents.id, companyName: agents.companyName })
        .from(agents)
        .orderBy(agents.companyName);
    },

    async userIdOf(agencyId: number): Promise<string | null> {
      const [row] = await db
        .select({ userId: agents.userId })
        .from(agents)
        .where(eq(agents.id, agencyId))
        .limit(1);
      return row?.userId ?? null;
    },

    async byUserId(
      userId: string,
    ): Promise<{ id: number; encodedId: string; companyName: string } | null> {
      // Every module that checks an agent's access asks: once per page (request-memo.ts).
      return readOnce(`agents.byUserId:${userId}`, async () => {
        const [row] = await db
          .select({ id: agents.id, encodedId: agents.encodedId, companyName: agents.companyName })
          .from(agents)
          .where(eq(agents.userId, userId))
          .limit(1);
        return row ?? null;
      });
    },

    /**
     * Agent cards by id. Email and mobile stay masked unless the caller (the quotes module,
     * which knows who accepted whose quote) names the agent in `unmaskedFor`. Unknown ids are
     * absent from the map.
     */
    async cards(
      ids: number[],
      opts: { unmaskedFor?: Set<number>; tripId?: number } = {},
    ): Promise<Map<number, AgentCard>> {
      const unique = [...new Set(ids)];
      const out = new Map<number, AgentCard>();
      if (!unique.length) return out;
      const t = now().getTime();
      const rows: ServedCardRow[] = [];
      const missing: number[] = [];
      for (const id of unique) {
        const kept = cardRows.get(id);
        if (kept && kept.expires > t) rows.push(kept.row);
        else missing.push(id);
      }
      if (missing.length) {
        // One read for all that are missing: compare shows three cards.
        const read = await db
          .select({ ...CARD_COLUMNS, served: SERVED })
          .from(agents)
          .where(inArray(agents.id, missing));
        for (const row of read) {
          cardRows.delete(row.id);
          cardRows.set(row.id, { row, expires: t + CARD_ROW_TTL_MS });
          rows.push(row);
        }
        for (const oldest of cardRows.keys()) {
          if (cardRows.size <= CARD_ROWS_KEPT) break;
          cardRows.delete(oldest);
        }
      }
      for (const { served, ...row } of rows) {
        out.set(row.id, toCard(row, served, opts.unmaskedFor?.has(row.id) ?? false, opts.tripId));
      }
      return out;
    },

    /**
     * Verified agencies, not suspended, that sell a destination, best rated first: "agents who know Kerala" on
     * package and destination pages, linking their public profiles (decision 0218). Contact
     * details stay masked, as on every public card.
     */
    async knowing(destinationSlug: string, limit = 4): Promise<AgentCard[]> {
      const rows = await db
        .select({ id: agents.id })
        .from(agentDestinations)
        .innerJoin(agents, eq(agents.id, agentDestinations.agentId))
        .where(
          and(
            eq(agentDestinations.destinationId, destinationIdBySlug(destinationSlug)),
            eq(agents.verificationStatus, "verified"),
            // A suspended agency takes no request: travellers are not sent to it (0239).
            isNull(agents.suspendedAt),
          ),
        )
        .orderBy(desc(agents.ratingTenths), desc(agents.reviewsCount), asc(agents.id))
        .limit(Math.min(Math.max(1, limit), 12));
      const cards = await service.cards(rows.map((r) => r.id));
      return rows.map((r) => cards.get(r.id)).filter((c): c is AgentCard => c !== undefined);
    },

    /** The numeric id behind an id or encoded id; agent_not_found when there is none. */
    async resolve(ref: number | string): Promise<{ id: number; encodedId: string }> {
      const row = await rowOf(ref);
      return { id: row.id, encodedId: row.encodedId };
    },

    /**
     * The public profile: the card (contact masked), the destination filter with counts and
     * one page of testimonials. `destination` is a served destination's slug or 'All'.
     */
    async profile(
      encodedId: string,
      opts: { destination?: string; page: number; tripId?: number },
    ): Promise<AgentProfileView> {
      const row = await rowOf(encodedId);
      if (row.suspendedAt) throw errors.agencyNotTakingRequests(row.companyName);
      const served = (await servedBy([row.id])).get(row.id) ?? [];
      const counts = await db
        .select({ destinationId: agentTestimonials.destinationId, n: count() })
        .from(agentTestimonials)
        .where(eq(agentTestimonials.agentId, row.id))
        .groupBy(agentTestimonials.destinationId);
      const countOf = new Map(counts.map((c) => [c.destinationId, c.n]));
      const all: AgentDestinationReview = {
        id: null,
        name: ALL_DESTINATIONS,
        slug: null,
        reviewsCount: counts.reduce((sum, c) => sum + c.n, 0),
      };
      const destinationReviews = [
        all,
        ...served.map((d) => ({ ...d, reviewsCount: countOf.get(d.id) ?? 0 })),
      ];
      const wanted = opts.destination ?? ALL_DESTINATIONS;
      const selected =
        wanted === ALL_DESTINATIONS ? all : destinationReviews.find((d) => d.slug === wanted);
      if (!selected) throw errors.destinationNotServed();
      return {
        agent: toCard(row, served, false, opts.tripId),
        about: row.about,
        baseCity: row.baseCity,
        contactName: row.contactName,
        destinationReviews,
        selected,
        testimonials: await testimonialsPage(
          row.id,
          selected.id,
          opts.page,
          AGENT_TESTIMONIALS_PAGE_SIZE,
        ),
      };
    },

    /** GET /bookings/v1/testimonials: one page, newest trip first, with the total. */
    async testimonials(
      agentRef: number | string,
      opts: { destinationId: number | null; page: number; perPage?: number },
    ): Promise<AgentTestimonialsPage> {
      const row = await rowOf(agentRef);
      const size = Math.min(
        opts.perPage ?? AGENT_TESTIMONIALS_PAGE_SIZE,
        AGENT_TESTIMONIALS_PAGE_SIZE,
      );
      return testimonialsPage(row.id, opts.destinationId, opts.page, size);
    },

    /** Agencies that serve any of these destinations, for lead routing (quotes module). */
    async routingCandidates(destinationIds: number[]): Promise<RoutingCandidate[]> {
      if (!destinationIds.length) return [];
      const rows = await db
        .select({
          agentId: agents.id,
          ratingTenths: agents.ratingTenths,
          responseMinutes: agents.responseMinutes,
          verificationStatus: agents.verificationStatus,
          destinationIds: sql<
            number[]
          >`array_agg(${agentDestinations.destinationId} order by ${agentDestinations.destinationId})`,
        })
        .from(agentDestinations)
        .innerJoin(agents, eq(agents.id, agentDestinations.agentId))
        // A suspended agency gets no new lead (decision 0230).
        .where(
          and(inArray(agentDestinations.destinationId, destinationIds), isNull(agents.suspendedAt)),
        )
        .groupBy(agents.id)
        .orderBy(agents.id);
      return rows.map(({ verificationStatus, ...r }) => ({
        ...r,
        destinationIds: r.destinationIds.map(Number),
        verified: verificationStatus === "verified",
      }));
    },

    /** Whether this trip's traveller has already reviewed this agent. */
    async hasTestimonialFor(tripId: number, agentId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agentTestimonials.id })
        .from(agentTestimonials)
        .where(and(eq(agentTestimonials.tripId, tripId), eq(agentTestimonials.agentId, agentId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Files a traveller's review under the trip's destination that the agent serves (the
     * agent's home destination when the trip names none of them) and keeps the agent's
     * review count and rating in step. Once per trip and agent. Who may write it is the
     * workflow's question (leave-agent-feedback), not this module's.
     */
    async addTestimonial(input: NewTestimonial): Promise<AgentTestimonialView> {
      const served = (await servedBy([input.agentId])).get(input.agentId) ?? [];
      const destination =
        served.find((d) => input.destinationNames.some((n) => NAME_MATCH(n, d.name))) ??
        served.find((d) => input.destinationNames.some((n) => NAME_MATCH(n, d.slug))) ??
        served[0];
      if (!destination) throw errors.agentNotFound();
      const view = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(agentTestimonials)
          .values({
            agentId: input.agentId,
            destinationId: destination.id,
            tripId: input.tripId,
            authorUserId: input.authorUserId,
            author: input.author,
            city: input.city,
            rating: input.rating,
            title: input.title,
            body: input.body,
            travelledOn: input.travelledOn,
          })
          .onConflictDoNothing()
          .returning({ id: agentTestimonials.id });
        if (!inserted) throw errors.feedbackAlreadyGiven();
        await tx
          .update(agents)
          .set({
            reviewsCount: sql`${agents.reviewsCount} + 1`,
            ratingTenths: sql`(select round(avg(${agentTestimonials.rating}) * 10)::smallint from ${agentTestimonials} where ${agentTestimonials.agentId} = ${input.agentId})`,
          })
          .where(eq(agents.id, input.agentId));
        return {
          id: inserted.id,
          author: input.author,
          city: input.city,
          rating: input.rating,
          title: input.title,
          body: input.body,
          travelledOn: input.travelledOn,
          destination,
          verifiedTrip: true,
        };
      });
      // After the commit: a card read meanwhile could keep the old rating otherwise.
      cardRows.delete(input.agentId);
      return view;
    },

    /** An agency by id, encoded id or exact company name, with the account working it. */
    async findAgency(ref: number | string): Promise<{
      id: number;
      encodedId: string;
      companyName: string;
      userId: string | null;
    }> {
      const row = await rowOf(ref).catch(async (error: unknown) => {
        if (typeof ref !== "string") throw error;
        return rowByCompanyName(ref);
      });
      return { ...pick(row), userId: row.userId };
    },

    /** Makes `userId` the account that works an agency; refused when another already does. */
    async linkUser(agencyId: number, userId: string): Promise<void> {
      const linked = await db
        .update(agents)
        .set({ userId })
        .where(and(eq(agents.id, agencyId), isNull(agents.userId)))
        .returning({ id: agents.id });
      if (!linked.length) throw errors.agencyTaken();
      cardRows.delete(agencyId);
    },

    /** Drops every kept card row: a catalogue change (names, destinations), decision 0199. */
    forgetCards(): void {
      cardRows.clear();
    },

    /** A trip converted with this agent (the quotes module calls it at conversion). */
    async recordConversion(agentId: number): Promise<void> {
      await db
        .update(agents)
        .set({ convertedTrips: sql`${agents.convertedTrips} + 1` })
        .where(eq(agents.id, agentId));
      cardRows.delete(agentId);
    },

    /** What the profile picture at /images/v…/agents/{encodedId}-…svg draws. */
    async pictureSubject(encodedId: string): Promise<AgentPictureSubject | null> {
      const [row] = await db
        .select({
          companyName: agents.companyName,
          palette: agents.palette,
          artMotif: agents.artMotif,
        })
        .from(agents)
        .where(eq(agents.encodedId, encodedId))
        .limit(1);
      if (!row) return null;
      return {
        seed: encodedId,
        initials: initialsOf(row.companyName),
        palette: row.palette,
        motif: row.artMotif as ArtMotif,
      };
    },
  };
  return service;
}

export type AgentsService = ReturnType<typeof createAgentsService>;
