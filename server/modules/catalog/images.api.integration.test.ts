import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ART_VERSION, IMAGE_SIZES } from "../../../common/artwork";
import type { createApp } from "../../app";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createTestServices } from "../../testing/test-services";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let packageId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  const { services } = createTestServices(database.db);
  app = createTestApp(database, services);
  const [first] = await services.packages.cards([1], null);
  packageId = first?.id ?? 1;
});
afterAll(async () => {
  await database?.close();
});

const v = `v${ART_VERSION}`;

describe("GET /images/…: generated artwork as image files", () => {
  it("serves every size a page uses, for packages and destinations", async () => {
    for (const { width, height } of Object.values(IMAGE_SIZES)) {
      for (const path of [
        `/images/${v}/packages/${packageId}-${width}x${height}.svg`,
        `/images/${v}/destinations/kerala-${width}x${height}.svg`,
      ]) {
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
        const svg = await res.text();
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toContain(`width="${width}" height="${height}"`);
        expect(svg).not.toMatch(/<script|on\w+=/i);
      }
    }
  });

  it("may be cached for a year, and says so", async () => {
    const res = await app.request(`/images/${v}/packages/${packageId}-640x360.svg`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  });

  it("draws the same picture every time", async () => {
    const path = `/images/${v}/destinations/goa-640x360.svg`;
    const [a, b] = await Promise.all([app.request(path), app.request(path)]);
    expect(await a.text()).toBe(await b.text());
    expect(a.headers.get("etag")).toBe(b.headers.get("etag"));
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const path = `/images/${v}/packages/${packageId}-248x248.svg`;
    const etag = (await app.request(path)).headers.get("etag") ?? "";
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await app.request(path, { headers: { "If-None-Match": tag } });
      expect(res.status, tag).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("cache-control")).toContain("immutable");
    }
    const stale = await app.request(path, { headers: { "If-None-Match": '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it("is gzipped for clients that accept it", async () => {
    const path = `/images/${v}/destinations/kerala-1500x500.svg`;
    const plain = await (await app.request(path)).text();
    const res = await app.request(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(plain));
    expect(gunzipSync(body).toString()).toBe(plain);
  });

  it("answers 404 for sizes, ids, slugs and versions that do not exist", async () => {
    for (const path of [
      `/images/${v}/packages/${packageId}-640x361.svg`,
      `/images/${v}/packages/${packageId}-100x100.svg`,
      `/images/${v}/packages/${packageId}-640x360.png`,
      `/images/${v}/packages/${packageId}.svg`,
      `/images/${v}/packages/999999-640x360.svg`,
      `/images/${v}/packages/0-640x360.svg`,
      `/images/${v}/packages/0${packageId}-640x360.svg`,
      `/images/${v}/packages/99999999999-640x360.svg`,
      `/images/${v}/packages/-1-640x360.svg`,
      `/images/${v}/packages/abc-640x360.svg`,
      `/images/${v}/destinations/atlantis-640x360.svg`,
      `/images/${v}/destinations/Kerala-640x360.svg`,
      `/images/${v}/destinations/ker%27ala-640x360.svg`,
      `/images/${v}/hotels/1-640x360.svg`,
      `/images/v${ART_VERSION + 1}/packages/${packageId}-640x360.svg`,
      `/images/v0/destinations/kerala-640x360.svg`,
      `/images/${v}/packages`,
      "/images/anything/else/here.svg",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});
