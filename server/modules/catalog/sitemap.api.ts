import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { isSlug } from "../../../common/listing-url";
import { SITEMAP_LIMIT } from "../../../common/sitemap-url";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { errorBody } from "../../lib/errors";
import type { SitemapService } from "./sitemap.service";

/** Spec §7 "sitemap data": destination_slug; limit 400. */
export const SitemapDataQuery = z.object({
  destination_slug: z.string().refine(isSlug, { error: "Not a destination slug" }),
  limit: z.coerce.number().int().min(1).max(SITEMAP_LIMIT).default(SITEMAP_LIMIT),
});

const LinkSchema = z.object({ href: z.string(), title: z.string(), count: z.number().int() });

const sitemapDataRoute = createRoute({
  method: "get",
  path: "/sitemap_data",
  summary: "A destination's listings and most popular packages, for its sitemap page",
  request: { query: SitemapDataQuery },
  responses: {
    200: {
      description: "Links into the destination's listings and packages",
      content: {
        "application/json": {
          schema: z.object({
            destination: z.object({ slug: z.string(), name: z.string(), type: z.string() }),
            listings: z.array(LinkSchema),
            durations: z.array(LinkSchema),
            packages: z.array(
              z.object({
                slug: z.string(),
                name: z.string(),
                days: z.number().int(),
                nights: z.number().int(),
                destination: z.string(),
              }),
            ),
            total: z.number().int(),
          }),
        },
      },
    },
    404: {
      description: "No packages are sold for the destination",
      content: {
        "application/json": { schema: errorResponses[400].content["application/json"].schema },
      },
    },
    ...errorResponses,
  },
});

export function createSitemapApi(sitemaps: SitemapService) {
  return createModuleApi().openapi(sitemapDataRoute, async (c) => {
    const { destination_slug, limit } = c.req.valid("query");
    const data = await sitemaps.destination(destination_slug);
    if (!data) return c.json(errorBody("destination_not_found", "No such destination."), 404);
    return c.json({ ...data, packages: data.packages.slice(0, limit) }, 200);
  });
}
