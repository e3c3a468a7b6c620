import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { createListingApi, type ListingApiDeps } from "./listing.api";

const NavLinkSchema = z.object({ label: z.string(), href: z.string() });
const NavGroupSchema = z.object({ region: z.string(), links: z.array(NavLinkSchema) });

export const TopNavigationQuery = z.object({
  platform: z.coerce.number().int().optional(),
  type: z.enum(["listing", "weekend", "destination", "category"]).optional(),
});

const TopNavigationSchema = z.object({
  listing: z.array(NavLinkSchema).optional(),
  weekend: z.array(NavLinkSchema).optional(),
  category: z.array(NavLinkSchema).optional(),
  destination: z
    .object({ india: z.array(NavGroupSchema), international: z.array(NavGroupSchema) })
    .optional(),
});

const topNavigationRoute = createRoute({
  method: "get",
  path: "/top_navigation",
  summary: "Top navigation: package listings, weekend getaways, destinations, categories",
  request: { query: TopNavigationQuery },
  responses: {
    200: {
      description: "Navigation entries; one kind when `type` is given",
      content: { "application/json": { schema: TopNavigationSchema } },
    },
    ...errorResponses,
  },
});

const searchListRoute = createRoute({
  method: "get",
  path: "/destinations/search_list",
  summary: "Destination search list with the built-in default list",
  responses: {
    200: {
      description: "Searchable destinations",
      content: {
        "application/json": {
          schema: z.object({
            defaultDestinations: z.array(z.string()),
            searchableDestinations: z.array(
              z.object({ value: z.string(), label: z.string(), hasPackage: z.boolean() }),
            ),
          }),
        },
      },
    },
  },
});

/** Mounted under /browsing/v1: navigation, destinations and the package listing endpoints. */
export function createCatalogApi(deps: ListingApiDeps) {
  const { catalog } = deps;
  return createModuleApi()
    .route("/", createListingApi(deps))
    .openapi(topNavigationRoute, async (c) => {
      const { type } = c.req.valid("query");
      const nav = await catalog.topNavigation();
      return c.json(type ? { [type]: nav[type] } : nav, 200);
    })
    .openapi(searchListRoute, async (c) => c.json(await catalog.destinationSearchList(), 200));
}
