import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { LibraryDay } from "../../../common/quotes";
import type { LibraryDayInput } from "../../../common/quotes-input";
import type { AuthenticatedUser } from "../../../common/roles";
import type { QuotesContext } from "./quote-context";
import * as errors from "./quotes.errors";
import { quoteLibraryDays } from "./quotes.schema";

/** How many days one search lists: enough to choose from, few enough to read. */
export const LIBRARY_PAGE = 20;
/** How many days one agency keeps: a working agency's library, not a dump. */
export const LIBRARY_DAYS_MAX = 2_000;

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

const columns = {
  id: quoteLibraryDays.id,
  title: quoteLibraryDays.title,
  cityId: quoteLibraryDays.cityId,
  cityName: quoteLibraryDays.cityName,
  description: quoteLibraryDays.description,
  activities: quoteLibraryDays.activities,
  transfers: quoteLibraryDays.transfers,
};

/**
 * The agency's day library (decision 0210): days saved from the builder, searched by place
 * (through the catalogue's hierarchy) and words, inserted into any of the agency's quotes.
 * Every call is the agent's own library: the agency comes from the user, never the input.
 */
export function createDayLibrary(ctx: QuotesContext) {
  const { db, deps, access } = ctx;

  return {
    /** Saves a day to the agent's library; a day saved twice (same city, title, text) once. */
    async saveLibraryDay(user: AuthenticatedUser, input: LibraryDayInput): Promise<LibraryDay> {
      const agentId = await access.agencyOf(user, "library");
      const [same] = await db
        .select(columns)
        .from(quoteLibraryDays)
        .where(
          and(
            eq(quoteLibraryDays.agentId, agentId),
            eq(quoteLibraryDays.cityName, input.cityName),
            eq(quoteLibraryDays.title, input.title),
            eq(quoteLibraryDays.description, input.description),
          ),
        )
        .limit(1);
      if (same) return same;
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(quoteLibraryDays)
        .where(eq(quoteLibraryDays.agentId, agentId));
      if (count >= LIBRARY_DAYS_MAX) throw errors.libraryFull(LIBRARY_DAYS_MAX);
      const [saved] = await db
        .insert(quoteLibraryDays)
        .values({
          agentId,
          title: input.title,
          cityId: input.cityId ?? null,
          cityName: input.cityName,
          description: input.description,
          activities: input.activities,
          transfers: input.transfers,
        })
        .returning(columns);
      if (!saved) throw new Error("insert returned no row");
      return saved;
    },

    /**
     * The agent's library days matching `q`, newest first: a place in `q` keeps the days in
     * it or in any place inside it; the other words must each appear in the day's city,
     * title or text.
     */
    async searchLibrary(user: AuthenticatedUser, q: string): Promise<LibraryDay[]> {
      const agentId = await access.agencyOf(user, "library");
      const filters: SQL[] = [eq(quoteLibraryDays.agentId, agentId)];
      let words = q.trim();
      const places = words && deps.placesInText ? await deps.placesInText(words) : null;
      if (places) {
        if (places.cityIds.length === 0) return [];
        filters.push(inArray(quoteLibraryDays.cityId, places.cityIds));
        words = places.rest;
      }
      for (const word of words.split(/\s+/).filter(Boolean).slice(0, 8)) {
        const like = likeWord(word);
        const match = or(
          ilike(quoteLibraryDays.cityName, like),
          ilike(quoteLibraryDays.title, like),
          ilike(quoteLibraryDays.description, like),
        );
        if (match) filters.push(match);
      }
      return db
        .select(columns)
        .from(quoteLibraryDays)
        .where(and(...filters))
        .orderBy(desc(quoteLibraryDays.createdAt), desc(quoteLibraryDays.id))
        .limit(LIBRARY_PAGE);
    },
  };
}
