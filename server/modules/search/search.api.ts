import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  FOOTER_INSPIRATION_LINKS,
  FOOTER_LINKS,
  PACKAGE_LISTING_LINKS,
} from "../../../common/navigation";
import { safeText } from "../../../common/schema-helpers";
import { POPULAR_SEARCHES, SEARCH_QUERY_MAX, searchResultsHref } from "../../../common/search";
import { createModuleApi, errorResponses } from "../../http/module-api";
import type { SearchService } from "./search.service";

const ResultSchema = z.object({
  doc_class: z
    .string()
    .describe("destination, city, place, package; hotel and guide when registered"),
  id: z.string(),
  title: z.string(),
  name: z.string().describe("Same as title"),
  location: z.string(),
  storyHeading: z.string().nullable().describe("Stories (blogs, travelogues) only"),
  href: z.string(),
  link: z.string().describe("Same as href"),
  price: z.number().int().nullable().describe("Starting price per person, whole INR"),
  links: z.array(z.object({ label: z.string(), href: z.string() })),
  image: z.string().nullable().describe("The card's picture, a path on this site"),
});

const QuerySchema = z.object({
  query: safeText({ max: 200 })
    .optional()
    .openapi({ description: `What the visitor typed; first ${SEARCH_QUERY_MAX} characters used` }),
  q: safeText({ max: 200 }).optional().openapi({ description: "Alias of query" }),
});

const suggestRoute = createRoute({
  method: "get",
  path: "/search_suggest",
  summary: "Search suggest: the best few results of every kind while the visitor types",
  request: { query: QuerySchema },
  responses: {
    200: {
      description: "Suggestions, best first (empty under two characters)",
      content: {
        "application/json": {
          schema: z.object({ query: z.string(), suggestions: z.array(ResultSchema) }),
        },
      },
    },
    ...errorResponses,
  },
});

const searchRoute = createRoute({
  method: "get",
  path: "/universal_search",
  summary: "Universal search across destinations, cities, places, packages (and registered kinds)",
  request: { query: QuerySchema },
  responses: {
    200: {
      description: "Results grouped by kind; didYouMean when nothing matched",
      content: {
        "application/json": {
          schema: z.object({
            query: z.string(),
            normalized: z.string(),
            total: z.number().int().describe("How many results are listed (top and groups)"),
            didYouMean: z.string().nullable(),
            top: z.array(ResultSchema).describe("The best matches of any kind, best first"),
            groups: z.array(
              z.object({
                doc_class: z.string(),
                label: z.string(),
                results: z.array(ResultSchema),
              }),
            ),
          }),
        },
      },
    },
    ...errorResponses,
  },
});

const LinkSchema = z.object({ label: z.string(), href: z.string() });

const popularRoute = createRoute({
  method: "get",
  path: "/popular_searches",
  summary: "The static popular searches (§7), each with its results page",
  responses: {
    200: {
      description: "Popular searches",
      content: {
        "application/json": {
          schema: z.object({
            popular_searches: z.array(
              z.object({ label: z.string(), q: z.string(), href: z.string() }),
            ),
          }),
        },
      },
    },
  },
});

const footerRoute = createRoute({
  method: "get",
  path: "/footer_links",
  summary: "Footer links (§7): company, holiday packages, travel inspiration",
  responses: {
    200: {
      description: "Footer columns",
      content: {
        "application/json": {
          schema: z.object({
            columns: z.array(z.object({ title: z.string(), links: z.array(LinkSchema) })),
          }),
        },
      },
    },
  },
});

/** Mounted under /browsing/v1. */
export function createSearchApi(search: SearchService) {
  return createModuleApi()
    .openapi(suggestRoute, async (c) => {
      const { query, q } = c.req.valid("query");
      const text = (query ?? q ?? "").trim().slice(0, SEARCH_QUERY_MAX);
      c.header("Cache-Control", "public, max-age=300");
      return c.json({ query: text, suggestions: await search.suggest(text) }, 200);
    })
    .openapi(searchRoute, async (c) => {
      const { query, q } = c.req.valid("query");
      const text = (query ?? q ?? "").trim().slice(0, SEARCH_QUERY_MAX);
      c.header("Cache-Control", "public, max-age=300");
      return c.json(await search.search(text), 200);
    })
    .openapi(popularRoute, (c) =>
      c.json(
        {
          popular_searches: POPULAR_SEARCHES.map((p) => ({ ...p, href: searchResultsHref(p.q) })),
        },
        200,
      ),
    )
    .openapi(footerRoute, (c) =>
      c.json(
        {
          columns: [
            { title: "Company", links: [...FOOTER_LINKS] },
            { title: "Holiday packages", links: [...PACKAGE_LISTING_LINKS] },
            { title: "Travel inspiration", links: [...FOOTER_INSPIRATION_LINKS] },
          ],
        },
        200,
      ),
    );
}
