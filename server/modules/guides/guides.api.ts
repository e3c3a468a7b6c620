import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { destinationImageUrl } from "../../../common/artwork";
import { buildGuideUrl, guidePath, guideRedirect } from "../../../common/guide-url";
import { DEFAULT_LOCALE } from "../../../common/locale";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { componentsFor, type GuidesService } from "./guides.service";

// Spec §7 "guide endpoints" (city block, places to visit, things to do, map, banner, how to
// reach, best time, essential info, entry fees/timings/tips, FAQs, testimonials, footer links,
// hotel links, meta_information, about destination, destination by duration), per destination.
// The pages call the same service methods (app/routes/guide.server.ts).

const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);
const Flag = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true");
const SlugList = z
  .union([Slug, z.array(Slug)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
  .pipe(z.array(Slug).max(20));

const Params = z.object({
  destination: Slug.openapi({ param: { name: "destination", in: "path" }, example: "goa" }),
});
const ScopeQuery = z.object({
  city: Slug.optional().describe("A city of the destination"),
  lookup_parent: Flag.describe("Read a city slug as that city of its destination"),
  main_api: Flag.describe("Accepted for compatibility; every call here is a main call"),
});
const ListQuery = ScopeQuery.extend({
  "filter_categories[]": SlugList.describe("Category setUrls"),
  "filtered_cities[]": SlugList.describe("City slugs"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

const Category = z.object({ setUrl: z.string(), label: z.string() });
const CityRef = z.object({ slug: z.string(), name: z.string() });
const Facet = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
const Place = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.string(),
  category: Category,
  city: CityRef,
  lat: z.number(),
  lng: z.number(),
  approximate: z.boolean().describe("Only the city's coordinates are known"),
  timings: z.string(),
  entryFee: z.string(),
  visitMinutes: z.number().int(),
  description: z.string(),
});
const Thing = z.object({
  slug: z.string(),
  name: z.string(),
  category: Category,
  city: CityRef,
  place: CityRef.nullable(),
  lat: z.number(),
  lng: z.number(),
  duration: z.string(),
  description: z.string(),
});
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.literal(10),
    pageCount: z.number().int(),
    categories: z.array(Facet),
    cities: z.array(Facet),
    url: z.string().describe("The page URL of this list"),
  });
const Hub = z.object({
  code: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  distanceKm: z.number().int().describe("Straight-line kilometres"),
});
const Component = z.object({ name: z.string(), csr: z.boolean() });
const MetaInfo = z.object({
  destination: z.string().describe("The destination's name"),
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
});
const Link = z.object({ label: z.string(), href: z.string() });

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
  404: { description: "No such destination or city" },
  ...errorResponses,
});

const get = <Q extends z.ZodObject, R extends z.ZodType>(
  path: string,
  summary: string,
  query: Q,
  schema: R,
) =>
  createRoute({
    method: "get",
    path: `/guides/{destination}${path}`,
    summary,
    request: { params: Params, query },
    responses: json(schema, summary),
  });

const routes = {
  cityBlock: get(
    "/city_block",
    "City block: the guide home's layout (meta_info, components) and its first sections",
    ScopeQuery,
    z.object({
      meta_info: MetaInfo,
      components: z.array(Component),
      about_destination: z.object({
        name: z.string(),
        tagline: z.string(),
        description: z.string(),
        parent: CityRef.nullable(),
      }),
      cities: z.array(CityRef),
      places: z.array(Place),
      things: z.array(Thing),
    }),
  ),
  places: get("/places_to_visit", "Places to visit, 10 a page", ListQuery, listOf(Place)),
  things: get("/things_to_do", "Things to do, 10 a page", ListQuery, listOf(Thing)),
  placesUrl: get(
    "/places_to_visit_url",
    "The page URL for a places or things search, after the one-category experience redirect",
    ListQuery.extend({ places_to_visit: Flag.describe("true: places; false: things to do") }),
    z.object({ url: z.string() }),
  ),
  map: get(
    "/map",
    "Map information: the points drawn and the server-drawn SVG",
    ScopeQuery,
    z.object({
      points: z.array(
        z.object({
          lat: z.number(),
          lng: z.number(),
          label: z.string(),
          kind: z.string(),
          n: z.number().int().optional(),
        }),
      ),
      svg_url: z.string(),
    }),
  ),
  banner: get(
    "/banner",
    "Banner",
    ScopeQuery,
    z.object({ title: z.string(), tagline: z.string(), image_url: z.string() }),
  ),
  howToReach: get(
    "/how_to_reach",
    "How to reach by air, rail and road with the nearest airports and stations",
    ScopeQuery.extend({
      from: Slug.optional().describe("Origin city, e.g. delhi (the from-template variant)"),
    }),
    z.object({
      variant: z.enum(["plain", "template", "from_template"]),
      from: z
        .object({ slug: z.string(), name: z.string(), lat: z.number(), lng: z.number() })
        .nullable(),
      to: z.string().describe("Where distances are measured to: the city, or the main city"),
      distanceKm: z.number().int().nullable(),
      modes: z.array(
        z.object({
          mode: z.enum(["air", "rail", "road"]),
          summary: z.string(),
          hubs: z.array(Hub),
        }),
      ),
      origins: z.array(CityRef),
    }),
  ),
  bestTime: get(
    "/best_time",
    "Best time to visit, month by month, with the lowest package price of each month",
    ScopeQuery,
    z.object({
      summary: z.string(),
      months: z.array(
        z.object({
          month: z.number().int(),
          name: z.string(),
          priceMinor: z.number().int().nullable().describe("INR paise"),
          best: z.boolean(),
          cheapest: z.boolean(),
        }),
      ),
    }),
  ),
  essentialInfo: get(
    "/essential_info",
    "Essential information",
    ScopeQuery,
    z.object({
      bestTime: z.string(),
      idealDuration: z.string(),
      currency: z.string(),
      nearestAirport: Hub.nullable(),
      nearestStation: Hub.nullable(),
      placesCount: z.number().int(),
      thingsCount: z.number().int(),
      cities: z.array(CityRef),
    }),
  ),
  timings: get(
    "/timings",
    "Entry fees and timings of every place",
    ScopeQuery,
    z.object({
      timings: z.array(
        z.object({
          slug: z.string(),
          name: z.string(),
          city: CityRef,
          timings: z.string(),
          entryFee: z.string(),
          visitMinutes: z.number().int(),
        }),
      ),
    }),
  ),
  tips: get(
    "/tips",
    "Travel tips",
    ScopeQuery,
    z.object({ tips: z.array(z.object({ title: z.string(), text: z.string() })) }),
  ),
  faqs: get(
    "/faqs",
    "FAQs",
    ScopeQuery,
    z.object({ faqs: z.array(z.object({ question: z.string(), answer: z.string() })) }),
  ),
  testimonials: get(
    "/testimonials",
    "Traveller stories: reviews of the destination's packages",
    ScopeQuery,
    z.object({
      testimonials: z.array(
        z.object({
          author: z.string(),
          city: z.string(),
          rating: z.number(),
          title: z.string(),
          body: z.string(),
          travelledOn: z.string(),
          package: CityRef,
        }),
      ),
    }),
  ),
  footerLinks: get(
    "/footer_links",
    "Footer links: the guide's pages and its cities",
    ScopeQuery,
    z.object({ links: z.array(Link) }),
  ),
  hotelLinks: get(
    "/hotel_links",
    "Hotel links for the destination and its cities",
    ScopeQuery,
    z.object({ links: z.array(Link) }),
  ),
  meta: get("/meta_information", "Meta information", ScopeQuery, MetaInfo),
  about: get(
    "/about_destination",
    "About the destination",
    ScopeQuery.extend({ about_destination: Flag }),
    z.object({
      name: z.string(),
      tagline: z.string(),
      description: z.string(),
      parent: CityRef.nullable(),
      packages: z.object({
        count: z.number().int(),
        fromPriceMinor: z.number().int().nullable(),
        href: z.string(),
      }),
    }),
  ),
};

const byDuration = createRoute({
  method: "get",
  path: "/guides/destinations_by_duration",
  summary: "Destination by duration: destinations grouped by the days they need",
  request: { query: z.object({ main_api: Flag }) },
  responses: json(
    z.object({
      durations: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          destinations: z.array(
            z.object({
              slug: z.string(),
              name: z.string(),
              idealDays: z.object({ min: z.number().int(), max: z.number().int() }),
              href: z.string(),
            }),
          ),
        }),
      ),
    }),
    "Durations",
  ),
});

export function metaInformation(guides: GuidesService, destination: string, city: string | null) {
  const s = guides.scope(destination, city);
  const { placesCount, thingsCount } = guides.highlights(destination, city);
  return {
    destination: s.guide.name,
    title: `${s.title} Tourism: ${placesCount} places to visit and ${thingsCount} things to do`,
    description:
      `${s.name} travel guide: places to visit with timings and entry fees, things to do, how to reach, the best time to visit and travel tips.`.slice(
        0,
        300,
      ),
    canonical: guidePath(destination, city),
  };
}

export function createGuidesApi(guides: GuidesService) {
  const where = (destination: string, q: { city?: string; lookup_parent: boolean }) =>
    guides.resolve(destination, q.city ?? null, q.lookup_parent);

  const listOf = (kind: "ptv" | "ttd", destination: string, q: z.infer<typeof ListQuery>) => {
    const at = where(destination, q);
    const query = {
      ...at,
      list: kind,
      categories: q["filter_categories[]"],
      cities: q["filtered_cities[]"],
      page: q.page,
    };
    const route = {
      locale: DEFAULT_LOCALE,
      destination: at.destination,
      city: at.city,
      view: {
        kind: "list" as const,
        list: kind,
        scheme: null,
        tab: null,
        categories: [...query.categories].sort(),
        cities: [...query.cities].sort(),
        page: q.page,
      },
    };
    return { query, url: guideRedirect(route) ?? buildGuideUrl(route) };
  };

  // Registered one by one (not chained): the chained type of 18 routes is too large for tsc.
  const api = createModuleApi();
  api.openapi(byDuration, (c) => c.json({ durations: guides.destinationsByDuration() }, 200));
  api.openapi(routes.cityBlock, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    const s = guides.scope(at.destination, at.city);
    const top = guides.highlights(at.destination, at.city);
    return c.json(
      {
        meta_info: metaInformation(guides, at.destination, at.city),
        components: componentsFor("home"),
        about_destination: {
          name: s.name,
          tagline: s.guide.tagline,
          description: s.city?.description ?? s.guide.description,
          parent: s.city ? { slug: s.guide.slug, name: s.guide.name } : null,
        },
        cities: s.guide.cities.map((x) => ({ slug: x.slug, name: x.name })),
        places: top.places,
        things: top.things,
      },
      200,
    );
  });
  api.openapi(routes.places, (c) => {
    const { query, url } = listOf("ptv", c.req.valid("param").destination, c.req.valid("query"));
    return c.json({ ...guides.places(query), pageSize: 10 as const, url }, 200);
  });
  api.openapi(routes.things, (c) => {
    const { query, url } = listOf("ttd", c.req.valid("param").destination, c.req.valid("query"));
    return c.json({ ...guides.things(query), pageSize: 10 as const, url }, 200);
  });
  api.openapi(routes.placesUrl, (c) => {
    const q = c.req.valid("query");
    const kind = q.places_to_visit || c.req.query("places_to_visit") === undefined ? "ptv" : "ttd";
    const { url } = listOf(kind, c.req.valid("param").destination, q);
    return c.json({ url }, 200);
  });
  api.openapi(routes.map, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    const qs = at.city ? `?city=${at.city}` : "";
    return c.json(
      {
        points: guides.mapPoints(at.destination, at.city),
        svg_url: `/browsing/v1/guides/${at.destination}/map.svg${qs}`,
      },
      200,
    );
  });
  api.openapi(routes.banner, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    const s = guides.scope(at.destination, at.city);
    return c.json(
      {
        title: `${s.title} Tourism`,
        tagline: s.guide.tagline,
        image_url: destinationImageUrl(at.destination, "banner"),
      },
      200,
    );
  });
  api.openapi(routes.howToReach, (c) => {
    const q = c.req.valid("query");
    const at = where(c.req.valid("param").destination, q);
    const reach = guides.howToReach(at.destination, at.city, q.from ?? null);
    const variant = q.from ? "from_template" : at.city ? "template" : "plain";
    return c.json({ variant, ...reach } as const, 200);
  });
  api.openapi(routes.bestTime, async (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json(await guides.bestTime(at.destination), 200);
  });
  api.openapi(routes.essentialInfo, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json(guides.essentialInfo(at.destination, at.city), 200);
  });
  api.openapi(routes.timings, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json({ timings: guides.timingsAndFees(at.destination, at.city) }, 200);
  });
  api.openapi(routes.tips, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json({ tips: guides.tips(at.destination, at.city) }, 200);
  });
  api.openapi(routes.faqs, async (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json({ faqs: await guides.faqs(at.destination, at.city) }, 200);
  });
  api.openapi(routes.testimonials, async (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    const facts = await guides.catalogue(at.destination);
    return c.json({ testimonials: facts?.stories ?? [] }, 200);
  });
  api.openapi(routes.footerLinks, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json({ links: guideLinks(guides, at.destination) }, 200);
  });
  api.openapi(routes.hotelLinks, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json({ links: hotelLinks(guides, at.destination) }, 200);
  });
  api.openapi(routes.meta, (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    return c.json(metaInformation(guides, at.destination, at.city), 200);
  });
  api.openapi(routes.about, async (c) => {
    const at = where(c.req.valid("param").destination, c.req.valid("query"));
    const s = guides.scope(at.destination, at.city);
    const facts = await guides.catalogue(at.destination);
    return c.json(
      {
        name: s.name,
        tagline: s.guide.tagline,
        description: s.city?.description ?? s.guide.description,
        parent: s.city ? { slug: s.guide.slug, name: s.guide.name } : null,
        packages: {
          count: facts?.packagesCount ?? 0,
          fromPriceMinor: facts?.fromPriceMinor ?? null,
          href: `/tour-packages/${at.destination}`,
        },
      },
      200,
    );
  });
  api.get("/guides/:destination/map.svg", (c) => {
    const destination = Slug.safeParse(c.req.param("destination"));
    const city = Slug.optional().safeParse(c.req.query("city"));
    const from = Slug.optional().safeParse(c.req.query("from"));
    const reach = c.req.query("reach") === "true";
    if (!destination.success || !city.success || !from.success)
      return c.json({ errors: [{ code: "invalid_input", message: "Invalid map" }] }, 400);
    const at = guides.resolve(destination.data, city.data ?? null, false);
    const size = c.req.query("size") === "narrow" ? "narrow" : "wide";
    let svg: string;
    if (c.req.query("list") === "ptv") {
      // One page of places, numbered as the page numbers them.
      const filters = ListQuery.safeParse({
        "filter_categories[]": c.req.queries("filter_categories[]"),
        "filtered_cities[]": c.req.queries("filtered_cities[]"),
        page: c.req.query("page"),
      });
      if (!filters.success)
        return c.json({ errors: [{ code: "invalid_input", message: "Invalid map" }] }, 400);
      svg = guides.listMapSvg(
        {
          ...at,
          list: "ptv",
          categories: [...filters.data["filter_categories[]"]].sort(),
          cities: [...filters.data["filtered_cities[]"]].sort(),
          page: filters.data.page,
        },
        size,
      );
    } else {
      svg = reach
        ? guides.reachMapSvg(at.destination, at.city, size)
        : guides.mapSvg(at.destination, at.city, from.data ?? null, size);
    }
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(svg);
  });
  return api;
}

/** Every page of a guide and its cities' guides. */
export function guideLinks(guides: GuidesService, destination: string) {
  const s = guides.scope(destination);
  return [
    { label: `${s.guide.name} Tourism`, href: guidePath(destination) },
    {
      label: `Places to visit in ${s.guide.name}`,
      href: guidePath(destination, null, "places-to-visit"),
    },
    {
      label: `Things to do in ${s.guide.name}`,
      href: guidePath(destination, null, "things-to-do"),
    },
    { label: `How to reach ${s.guide.name}`, href: guidePath(destination, null, "how-to-reach") },
    {
      label: `Best time to visit ${s.guide.name}`,
      href: guidePath(destination, null, "best-time-to-visit"),
    },
    {
      label: `${s.guide.name} travel tips`,
      href: guidePath(destination, null, "travel-guide-tips"),
    },
    ...s.guide.cities.map((c) => ({
      label: `${c.name} Tourism`,
      href: guidePath(destination, c.slug),
    })),
  ];
}

/** Hotel listings of a destination and its cities (the hotels module serves /hotels/{place}). */
export function hotelLinks(guides: GuidesService, destination: string) {
  const s = guides.scope(destination);
  return [
    { label: `Hotels in ${s.guide.name}`, href: `/hotels/${destination}` },
    ...s.guide.cities.map((c) => ({ label: `Hotels in ${c.name}`, href: `/hotels/${c.slug}` })),
  ];
}
