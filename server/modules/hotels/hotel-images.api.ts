import { createHash } from "node:crypto";
import { Hono } from "hono";
import { ART_VERSION, imageSizeOf } from "../../../common/artwork";
import type { AppEnv } from "../../http/context";
import { renderArtwork } from "../catalog";
import type { HotelsService } from "./hotels.service";

// GET /images/v{ART_VERSION}/hotels/{id}-{n}-{w}x{h}.svg: picture n of a hotel's gallery, drawn
// like the packages' artwork (a scene of one of the city's landmarks in the destination's
// palette). Immutable under its URL; only the sizes of common/artwork.ts exist.

const FILE = /^([1-9]\d{0,9})-(\d{1,2})-(\d{1,5})x(\d{1,5})\.svg$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

export function createHotelImagesApi(hotels: Pick<HotelsService, "pictureSubject">) {
  const app = new Hono<AppEnv>();
  app.get(`/v${ART_VERSION}/hotels/:file`, async (c) => {
    const m = FILE.exec(c.req.param("file"));
    const size = m ? imageSizeOf(Number(m[3]), Number(m[4])) : null;
    const subject = m && size ? await hotels.pictureSubject(Number(m[1]), Number(m[2])) : null;
    if (!m || !subject) {
      c.header("Cache-Control", "no-store");
      return c.text("No such image.", 404);
    }
    const svg = renderArtwork({ ...subject, width: Number(m[3]), height: Number(m[4]) });
    const etag = `"${createHash("sha1").update(svg).digest("base64url").slice(0, 22)}"`;
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", etag);
    if (c.req.header("If-None-Match")?.includes(etag)) return c.body(null, 304);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(svg);
  });
  return app;
}
