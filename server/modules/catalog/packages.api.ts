import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { currencyForCountry } from "../../../common/locale";
import { convertMoney, formatMoney } from "../../../common/money";
import { PackageCardsQuery, packageCardIds } from "../../../common/package-cards-query";
import { createModuleApi, errorResponses } from "../../http/module-api";
import type { CatalogService } from "./catalog.service";
import type { PackageService } from "./package.service";

const FeatureSchema = z.object({ name: z.string(), kind: z.string(), city: z.string() });

const PackageCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  familyKey: z.string(),
  name: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  destination: z.object({ slug: z.string(), name: z.string() }),
  feature: FeatureSchema.nullable(),
  cities: z.array(z.object({ name: z.string(), days: z.number().int() })),
  price: z.string().describe("Start price for the month, formatted in the country's currency"),
  discountedPrice: z.string(),
  discountPercent: z.number().int(),
  isFromPrice: z
    .boolean()
    .describe("The price is the cheapest month's ('from'): no month, or none for that month"),
  hotelCategory: z.number().int(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  labels: z.array(z.string()),
  inclusions: z.array(z.string()),
});

const cardsRoute = createRoute({
  method: "get",
  path: "/packages/cards",
  summary: "Package cards by id, e.g. for the recently viewed packages a browser remembers",
  request: { query: PackageCardsQuery },
  responses: {
    200: {
      description: "Cards in the order of `ids`; unknown ids are left out",
      content: {
        "application/json": { schema: z.object({ packages: z.array(PackageCardSchema) }) },
      },
    },
    ...errorResponses,
  },
});

export function createPackagesApi(services: { packages: PackageService; catalog: CatalogService }) {
  return createModuleApi().openapi(cardsRoute, async (c) => {
    const query = c.req.valid("query");
    const [cards, rates] = await Promise.all([
      services.packages.cards(packageCardIds(query), query.month ?? null),
      services.catalog.exchangeRates(),
    ]);
    const currency = currencyForCountry(query.country_code ?? "in");
    const show = (amountMinor: number) =>
      formatMoney(convertMoney({ amountMinor, currency: "INR" }, currency, rates));
    return c.json(
      {
        packages: cards.map(({ priceMinor, discountedPriceMinor, ...card }) => ({
          ...card,
          price: show(priceMinor),
          discountedPrice: show(discountedPriceMinor),
        })),
      },
      200,
    );
  });
}
