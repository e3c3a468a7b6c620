import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { ART_VERSION, imageSizeOf } from "../../../common/artwork";
import { rowId } from "../../../common/ids";
import type { AppEnv } from "../../http/context";
import { renderArtwork } from "./artwork";
import type { CatalogService } from "./catalog.service";
import type { PackageService, PictureSubject } from "./package.service";

// GET /images/v{ART_VERSION}/packages/{id}-{w}x{h}.svg and /images/v…/destinations/{slug}-{w}x{h}.svg:
// the generated artwork as image files. Only the sizes of common/artwork.ts exist; anything
// else is 404. A picture never changes under its URL (the version is part of it), so it is
// cached for a year; the ETag lets a revalidating cache skip the body all the same.

const IMMUTABLE = "public, max-age=31536000, immutable";
const FILE = /^(.+)-(\d{1,5})x(\d{1,5})\.svg$/;
const PackageId = rowId();
const DestinationSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

export function createImagesApi(services: { packages: PackageService; catalog: CatalogService }) {
  const app = new Hono<AppEnv>();
  const notFound = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-store");
    return c.text("No such image.", 404);
  };

  app.get("/:version/:collection/:file", async (c) => {
    const { version, collection, file } = c.req.param();
    const match = FILE.exec(file);
    if (version !== `v${ART_VERSION}` || !match) return notFound(c);
    const [, key, w, h] = match as unknown as [string, string, string, string];
    const width = Number(w);
    const height = Number(h);
    if (!imageSizeOf(width, height)) return notFound(c);

    let subject: PictureSubject | null = null;
    if (collection === "packages") {
      const id = PackageId.safeParse(key);
      // The id must be spelled canonically ("12", not "012"): one picture, one URL.
      if (id.success && String(id.data) === key)
        subject = await services.packages.pictureSubject(id.data);
    } else if (collection === "destinations") {
      const slug = DestinationSlug.safeParse(key);
      if (slug.success) subject = await services.catalog.pictureSubject(slug.data);
    }
    if (!subject) return notFound(c);

    const svg = renderArtwork({ ...subject, width, height });
    const etag = `"${createHash("sha1").update(svg).digest("base64url").slice(0, 22)}"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    const known = c.req.header("If-None-Match");
    if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      return c.body(null, 304);
    }
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(svg);
  });
  // Nothing else lives under /images: no falling through to the page routes.
  app.all("*", notFound);

  return app;
}
