import type { z } from "zod";
import {
  type CacheStoreInput,
  type DestinationParserInput,
  type DestinationParserResult,
  type SliderQuestions,
  sliderQuestions,
} from "../../../common/leadbot";
import type { Db } from "../../db";
import { rateLimited } from "../../lib/errors";
import type { Limit, RateLimiter } from "../../lib/rate-limit";
import { memoize } from "../../lib/ttl-cache";
import { placeNames } from "../catalog";
import { type CacheStore, createDbCacheStore } from "./cache-store";
import { compileGazetteer, parseTripText } from "./destination-parser";
import { listingUrlFor, mergeSliderAnswers } from "./trip-draft";

/** The chatbot reports its own failures; a page stuck in a loop must not fill the store. */
export const CACHE_STORE_PER_IP: Limit = { name: "cache-store-ip", max: 30, windowMs: 60_000 };
/** The catalogue's places change when an editor adds one; ten minutes late is fine. */
const GAZETTEER_TTL_MS = 10 * 60_000;

export interface LeadbotDeps {
  db: Db;
  limiter: RateLimiter;
  cacheStore?: CacheStore;
  now?: () => Date;
}

const tooManyReports = (retryAfterSeconds: number) =>
  rateLimited("too_many_requests", retryAfterSeconds);

export function createLeadbotService({
  db,
  limiter,
  cacheStore,
  now = () => new Date(),
}: LeadbotDeps) {
  const store = cacheStore ?? createDbCacheStore(db);
  const gazetteer = memoize(GAZETTEER_TTL_MS, async () => compileGazetteer(await placeNames(db)));

  return {
    /** Spec §7 "destination-parsing service". */
    async parseDestination(
      input: z.output<typeof DestinationParserInput>,
    ): Promise<DestinationParserResult> {
      const places = await gazetteer();
      const parsed = parseTripText(input.user_input, places, {
        now: now(),
        parseNegation: input.parse_negation,
        parseDestination: input.parse_destination,
      });
      const draft = input.rbt_index_question_answer_map
        ? mergeSliderAnswers(parsed, input.rbt_index_question_answer_map, places)
        : parsed;
      return input.can_filter ? { ...draft, listing_url: listingUrlFor(draft) } : draft;
    },

    /** Spec §7 "slider questions". */
    sliderQuestions(includeDestination: boolean): SliderQuestions {
      return sliderQuestions(now(), { includeDestination });
    },

    /** Spec §7 "cache store": a chatbot failure report, throttled per client address. */
    async storeCacheEntry(input: z.output<typeof CacheStoreInput>, meta: { ip: string }) {
      // Checked before counting, so exactly `max` reports a window are taken.
      const state = await limiter.check(CACHE_STORE_PER_IP, meta.ip);
      if (state.limited) throw tooManyReports(state.retryAfterSeconds);
      await limiter.consume(CACHE_STORE_PER_IP, meta.ip);
      await store.put(input.redis_hash_name, input.redis_key, input.value);
    },
  };
}

export type LeadbotService = ReturnType<typeof createLeadbotService>;
