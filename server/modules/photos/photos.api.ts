import { type Context, Hono } from "hono";
import type { PhotoFormat } from "../../../common/photos";
import type { AppEnv } from "../../http/context";
import { untilAborted } from "../../storage/download-response";
import type { PhotosService } from "./photos.service";

// GET /photos/{hash}-{w}.{fmt}: one variant of an uploaded photo. A hash names one content for
// ever, so the answer is cached for a year as immutable (decision 0219).

const IMMUTABLE = "public, max-age=31536000, immutable";
const FILE = /^([a-f0-9]{32})-([1-9][0-9]{1,4})\.(avif|webp|jpg)$/;

export function createPhotosApi(photos: PhotosService) {
  const app = new Hono<AppEnv>();
  const notFound = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-store");
    return c.text("No such photo.", 404);
  };
  app.get("/:file", async (c) => {
    const match = FILE.exec(c.req.param("file"));
    if (!match) return notFound(c);
    const [, hash, w, format] = match as unknown as [string, string, string, PhotoFormat];
    const etag = `"${hash}-${w}-${format}"`;
    const known = c.req.header("If-None-Match");
    const variant = await photos.variant(hash, Number(w), format);
    if (!variant) return notFound(c);
    if (known?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      await variant.body.cancel().catch(() => {});
      c.header("Cache-Control", IMMUTABLE);
      c.header("ETag", etag);
      return c.body(null, 304);
    }
    return new Response(untilAborted(variant.body, c.req.raw.signal), {
      headers: {
        "Content-Type": variant.contentType,
        "Content-Length": String(variant.size),
        "Cache-Control": IMMUTABLE,
        ETag: etag,
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
  app.all("*", notFound);
  return app;
}
