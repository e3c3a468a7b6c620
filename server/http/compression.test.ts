import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression";

const page = "<p>Houseboats on the backwaters of Alleppey</p>".repeat(100);

function app() {
  const a = new Hono();
  a.use(compression());
  a.get("/page", (c) => c.html(page));
  a.get("/stored", (c) => {
    c.header("Content-Encoding", "br");
    return c.body(new Uint8Array([1, 2, 3]));
  });
  a.get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }));
  return a;
}

describe("compression", () => {
  it("uses brotli for clients that take it, gzip otherwise, identity for the rest", async () => {
    const br = await app().request("/page", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gz = await app().request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    const plain = await app().request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("leaves already encoded and incompressible answers alone", async () => {
    const headers = { "accept-encoding": "gzip, br" };
    const stored = await app().request("/stored", { headers });
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await app().request("/png", { headers })).headers.get("content-encoding")).toBeNull();
  });
});
