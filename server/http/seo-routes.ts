import { Hono } from "hono";
import { LISTING_BASES } from "../../common/listing-url";
import { HOLIDAY_THEMES, WEEKEND_SOURCES } from "../../common/weekend-url";
import type { CatalogService, SitemapService } from "../modules/catalog";
import type { AppEnv } from "./context";

const FIXED_PATHS = [
  "/",
  ...LISTING_BASES.map((b) => `/${b}`),
  "/mktc/weekend-getaway-packages",
  ...WEEKEND_SOURCES.map((s) => `/places-near/${s.slug}`),
  ...HOLIDAY_THEMES.map((t) => `/${t.slug}-places`),
  "/aboutus",
  "/team",
  "/contact_us",
  "/career",
  "/tnc",
  "/privacy",
];

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (ch) =>
      ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] as string,
  );

/** /robots.txt and /sitemap.xml, absolute to the origin the request came to. */
export function createSeoRoutes(catalog: CatalogService, sitemaps: SitemapService) {
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      const origin = new URL(c.req.url).origin;
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(
        [
          "User-agent: *",
          "Disallow: /users/",
          "Disallow: /requested_trips/",
          "Disallow: /travellers/",
          "Disallow: /agents/dashboard",
          "Disallow: /admin",
          "Disallow: /comparepackages",
          "Disallow: /dev/",
          `Sitemap: ${origin}/sitemap.xml`,
          "",
        ].join("\n"),
      );
    })
    .get("/sitemap.xml", async (c) => {
      const origin = new URL(c.req.url).origin;
      const [catalogPaths, sitemapPages] = await Promise.all([
        catalog.sitemapPaths(),
        sitemaps.paths(),
      ]);
      const paths = [...FIXED_PATHS, ...catalogPaths, ...sitemapPages];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...paths.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
        "</urlset>",
      ].join("\n");
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(body);
    });
}
