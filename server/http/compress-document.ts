import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Brotli quality of rendered (uncached) documents (decisions 0134, 0161): at 1 the listing's
 * 139 KB take half the CPU of quality 3 (0.36 against 0.73 ms) and come out 12% larger (21.9
 * against 19.5 KB), still smaller than gzip -1 and cheaper. These pages are rendered per
 * request, so per-request CPU is what to save; the page cache compresses its stored entries
 * once, at its own (higher) quality.
 */
export const DOCUMENT_BROTLI_QUALITY = 1;
const MIN_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** br or gzip, as Accept-Encoding allows (q-values honoured; br preferred at equal q). */
export function documentEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = of("br");
  const gz = of("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : null;
}

/**
 * Compresses a complete HTML document (one with a Content-Length, as entry.server.tsx sends
 * whatever rendered in one go) in a single synchronous call: zlib's asynchronous API (a stream,
 * the thread pool, 16 KB output chunks) costs 2-2.5 times the CPU for a page of 50-140 KB, and
 * the 0.2-0.7 ms it holds the event loop are less than the render before it. Streamed documents and
 * everything else are left to the compress middleware, which sees Content-Encoding and skips.
 */
export async function compressDocument(
  response: Response,
  acceptEncoding: string | undefined,
  /** The body's bytes when the caller has them (entry.server.tsx's one buffer): not read back. */
  documentBody?: Uint8Array,
): Promise<Response> {
  const { headers } = response;
  const length = Number(headers.get("Content-Length") ?? Number.NaN);
  if (
    !(length >= MIN_BYTES) ||
    response.status === 206 ||
    headers.has("Content-Encoding") ||
    !headers.get("Content-Type")?.startsWith("text/html") ||
    NO_TRANSFORM.test(headers.get("Cache-Control") ?? "")
  ) {
    return response;
  }
  const vary = headers.get("Vary");
  if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  const encoding = documentEncoding(acceptEncoding);
  if (!encoding) return response;
  const body =
    documentBody?.length === length ? documentBody : new Uint8Array(await response.arrayBuffer());
  const compressed =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: DOCUMENT_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body);
  const out = new Headers(headers);
  out.set("Content-Encoding", encoding);
  out.set("Content-Length", String(compressed.length));
  const etag = out.get("ETag");
  if (etag && !etag.startsWith("W/")) out.set("ETag", `W/${etag}`);
  return new Response(compressed, { status: response.status, headers: out });
}
