import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressDocument, documentEncoding } from "./compress-document";

const html = `<!DOCTYPE html><html><body>${"<p>Kerala backwaters, 6 nights</p>".repeat(200)}</body></html>`;
const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(html)),
      ...headers,
    },
  });

describe("documentEncoding", () => {
  it("prefers brotli, honours q-values and the wildcard", () => {
    expect(documentEncoding("gzip, deflate, br")).toBe("br");
    expect(documentEncoding("gzip")).toBe("gzip");
    expect(documentEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(documentEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(documentEncoding("*")).toBe("br");
    expect(documentEncoding("identity")).toBeNull();
    expect(documentEncoding(undefined)).toBeNull();
  });
});

describe("compressDocument", () => {
  it("compresses a complete page once, with its new length, and varies on Accept-Encoding", async () => {
    const br = await compressDocument(page(), "gzip, deflate, br");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(brotliDecompressSync(bytes).toString()).toBe(html);

    const gz = await compressDocument(page({}, 404), "gzip");
    expect(gz.status).toBe(404);
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
  });

  it("compresses the bytes it is handed, the body unread, unless their length is not the page's", async () => {
    const bytes = new TextEncoder().encode(html);
    const handed = page();
    const br = await compressDocument(handed, "br", bytes);
    expect(handed.bodyUsed).toBe(false);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html);

    const stale = await compressDocument(page(), "br", new TextEncoder().encode("<p>other</p>"));
    expect(brotliDecompressSync(Buffer.from(await stale.arrayBuffer())).toString()).toBe(html);
  });

  it("leaves alone what it must not (or cannot) compress", async () => {
    const plain = await compressDocument(page(), undefined);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(html);
    for (const response of [
      page({ "Cache-Control": "private, no-transform" }),
      page({ "Content-Encoding": "br" }),
      new Response("<p>tiny</p>", {
        headers: { "Content-Type": "text/html", "Content-Length": "11" },
      }),
      // A streamed document (no length) is the compress middleware's.
      new Response(html, { headers: { "Content-Type": "text/html" } }),
    ]) {
      const out = await compressDocument(response, "br");
      expect(out).toBe(response);
    }
  });
});
