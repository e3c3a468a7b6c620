import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  CacheStoreInput,
  DestinationParserInput,
  SLIDER_STEP_TITLES,
  SliderQuestionsQuery,
} from "../../../common/leadbot";
import { FILTER_OPTIONS } from "../../../common/listing-url";
import { DURATION_OPTIONS, TRIP_TYPE_OPTIONS } from "../../../common/trips";
import { ApiErrorSchema, createModuleApi, errorResponses } from "../../http/module-api";
import type { LeadbotService } from "./leadbot.service";

const known = <T extends string>(values: readonly T[]) =>
  values.filter((v) => v !== "nd") as [Exclude<T, "nd">, ...Exclude<T, "nd">[]];

const ParsedPlaceSchema = z.object({
  kind: z.enum(["destination", "city"]),
  slug: z.string(),
  name: z.string(),
  destination_slug: z.string(),
  destination_name: z.string(),
  destination_type: z.enum(["india", "international"]),
  has_packages: z.boolean(),
  match: z.enum(["exact", "alias", "fuzzy"]),
  text: z.string(),
});

const DestinationParserResultSchema = z.object({
  destinations: z.array(ParsedPlaceSchema),
  excluded_destinations: z.array(ParsedPlaceSchema),
  days: z.number().int().nullable(),
  duration: z.enum(known(DURATION_OPTIONS.map((o) => o.value))).nullable(),
  budget_per_person: z.number().int().nullable(),
  budget_range: z.enum(FILTER_OPTIONS.price_ranges.map((r) => r.value)).nullable(),
  month: z.string().nullable(),
  adults: z.number().int().nullable(),
  children: z.number().int().nullable(),
  trip_type: z.enum(known(TRIP_TYPE_OPTIONS.map((o) => o.value))).nullable(),
  leftover: z.string(),
  listing_url: z.string().nullable().optional(),
});

const SliderQuestionsSchema = z.object({
  steps: z.array(
    z.object({
      step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      title: z.enum(SLIDER_STEP_TITLES),
      questions: z.array(
        z.looseObject({
          index: z.string(),
          key: z.string(),
          type: z.enum(["destination", "single_choice", "number", "phone"]),
          title: z.string(),
          required: z.boolean(),
        }),
      ),
    }),
  ),
});

const destinationParserRoute = createRoute({
  method: "post",
  path: "/destination_parser",
  summary: "Read a traveller's free text into a trip draft (lead chatbot)",
  request: {
    body: {
      content: { "application/json": { schema: DestinationParserInput } },
      required: true,
    },
  },
  responses: {
    200: {
      description:
        "The draft; slider answers replace what the text said. `listing_url` only with can_filter.",
      content: { "application/json": { schema: DestinationParserResultSchema } },
    },
    ...errorResponses,
  },
});

const cacheStoreRoute = createRoute({
  method: "post",
  path: "/cache_store",
  summary: "Keep a chatbot failure report under a hash name and key",
  request: {
    body: { content: { "application/json": { schema: CacheStoreInput } }, required: true },
  },
  responses: {
    204: { description: "Stored" },
    ...errorResponses,
    429: {
      description: "Too many reports from this address; see Retry-After",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

const sliderQuestionsRoute = createRoute({
  method: "get",
  path: "/slider_questions",
  summary: "The preferences slider's three steps and their questions",
  request: { query: SliderQuestionsQuery },
  responses: {
    200: {
      description: "Questions keyed by a stable index, with their options",
      content: { "application/json": { schema: SliderQuestionsSchema } },
    },
    ...errorResponses,
  },
});

/** Mounted under /browsing/v1: open to the web client. */
export function createLeadbotApi(leadbot: LeadbotService) {
  return createModuleApi()
    .openapi(destinationParserRoute, async (c) =>
      c.json(await leadbot.parseDestination(c.req.valid("json")), 200),
    )
    .openapi(cacheStoreRoute, async (c) => {
      await leadbot.storeCacheEntry(c.req.valid("json"), { ip: c.var.clientIp });
      return c.body(null, 204);
    })
    .openapi(sliderQuestionsRoute, (c) => {
      const { include_destination_questions } = c.req.valid("query");
      return c.json(leadbot.sliderQuestions(include_destination_questions), 200);
    });
}
