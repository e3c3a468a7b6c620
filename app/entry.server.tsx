import { PassThrough, type Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
// React's Bun build: the same renderer, writing strings (see collectDocument; decision 0161).
import { renderToPipeableStream } from "react-dom/server.bun";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  ServerRouter,
} from "react-router";
import { MESSAGES } from "../common/messages";
import { PAGE_NOT_FOUND_PATH } from "../common/navigation";
import { carriesSessionCookie } from "../common/session-cookie";
import { isMalformedBody, logMalformedBody } from "../server/http/malformed-body";
import { statusPageResponse } from "../server/http/status-page";
import {
  asAppError,
  DATABASE_RETRY_AFTER_SECONDS,
  expectedRefusal,
  logFailure,
  retryAfterOf,
} from "../server/lib/errors";
import { MarkupCacheContext } from "./lib/markup-cache";
import { createMarkupRenderer } from "./lib/markup-cache.server";
import { NonceProvider } from "./lib/nonce";
import { InlineStylesheetProvider } from "./lib/stylesheet";
import { inlineStylesheet } from "./lib/stylesheet.server";

export const streamTimeout = 5_000;

// Header menus and footer columns, rendered once per locale and catalogue version (decision 0133).
const markupRenderer = createMarkupRenderer();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page whose main load failed answers 302 to the error page (DESIGN.md §5, spec §8);
  // the error itself was logged by handleError.
  const { errors } = routerContext.staticHandlerContext;
  if (errors) {
    // The database being down is not a missing page: say so, and when to come back.
    if (loadContext.unavailable) {
      return statusPageResponse(503, "Temporarily unavailable", MESSAGES.temporarilyUnavailable, {
        "Retry-After": String(loadContext.unavailable.retryAfterSeconds),
      });
    }
    // The error page itself failing must not redirect to itself.
    if (new URL(request.url).pathname.endsWith(PAGE_NOT_FOUND_PATH)) {
      return new Response(
        '<!doctype html><title>Page not found!</title><h1>Page not found!</h1><p>Double check the link, or please visit <a href="/">HOME</a> to start afresh.</p>',
        {
          status: 404,
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
        },
      );
    }
    return new Response(null, {
      status: 302,
      headers: { Location: PAGE_NOT_FOUND_PATH, "Cache-Control": "no-store" },
    });
  }

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.nonce;
  const userAgent = request.headers.get("user-agent");
  // A page whose loaders deferred nothing is complete a few ticks after its shell (React
  // Router's hydration data resolves through a Suspense boundary of its own): it waits for all
  // of it and goes out as one buffer, compressed in one call (decision 0134). Only a page with
  // deferred sections sends its shell first and streams the rest.
  const waitForAll =
    (userAgent && isBotAgent(userAgent)) ||
    routerContext.isSpaMode ||
    loadContext.completeDocument ||
    !hasDeferredData(routerContext.staticHandlerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const done = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };
    const sendStream = () => {
      const body = new PassThrough({
        final(callback) {
          done();
          callback();
        },
      });
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    };
    const sendComplete = () => {
      pipe(
        collectDocument((html) => {
          done();
          responseHeaders.set("Content-Length", String(html.length));
          loadContext.documentBody = html;
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        }, reject),
      );
    };
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <MarkupCacheContext value={markupRenderer}>
        <NonceProvider nonce={nonce}>
          <InlineStylesheetProvider
            value={
              // Not for a visitor who has signed in on this browser: it holds app.css already (an
              // immutable file), and inlining would compress 82 KB more on each uncached page.
              loadContext.clientDir && !carriesSessionCookie(request.headers.get("cookie"))
                ? inlineStylesheet(loadContext.clientDir)
                : undefined
            }
          >
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </InlineStylesheetProvider>
        </NonceProvider>
      </MarkupCacheContext>,
      {
        nonce,
        // Sections that finished rendering go out inline with the page, so the HTML is
        // complete without JavaScript; only sections still loading are streamed later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (waitForAll) return;
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          sendStream();
        },
        onAllReady() {
          if (!waitForAll) return;
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          sendComplete();
        },
        onShellError: reject,
        onError(error: unknown, info) {
          // A section that throws inside its boundary is replaced by its placeholder and
          // the rest of the page is still sent, so the status stays as it is; we only log.
          if (shellRendered || info?.componentStack) {
            loadContext.logger.error(
              { err: error, componentStack: info?.componentStack },
              "page section failed to render",
            );
          }
        },
      },
    );
  });
}

/**
 * A destination for renderToPipeableStream that keeps what React writes and hands over one
 * Buffer at the end. This is React's Bun build of the same renderer (decision 0161): it writes
 * every piece of the page as a string, where the Node build encodes each of thousands of small
 * pieces into 4 KB byte views as it goes; here they are joined into strings of about 16 K
 * characters, each encoded in one call (DocumentEncoder). React only ever calls write, end, on,
 * flush when present, and destroy on a fatal error, so a whole stream.Writable (its state
 * machine ran for each write) is not needed.
 */
export function collectDocument(
  onDone: (html: Buffer<ArrayBuffer>) => void,
  onError: (error: unknown) => void,
): Writable {
  const encoder = new DocumentEncoder();
  const destination = {
    write(chunk: string) {
      encoder.write(chunk);
      return true;
    },
    end() {
      onDone(encoder.end());
    },
    on() {
      return destination;
    },
    destroy(error?: unknown) {
      encoder.release();
      onError(error);
    },
  };
  return destination as unknown as Writable;
}

// isbot runs one large regular expression over the User-Agent (~0.5% of a page's CPU); the
// agents a server sees repeat, so each answer is kept, up to a bound.
const botAnswers = new Map<string, boolean>();
const BOT_ANSWERS_KEPT = 1000;

export function isBotAgent(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= BOT_ANSWERS_KEPT) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

const textEncoder = new TextEncoder();
// Characters joined before they are encoded: a flat string under V8's large-object size (128 KB,
// so 64 K two-byte characters) is allocated in the young generation. Joining a whole 146 KB page
// first made one large object per page, and its allocation and collection cost more than the
// encoding itself (decision 0176).
const SEGMENT_CHARS = 16_384;
// The buffer pages are encoded into, one page at a time: React writes a complete document and
// ends it in one synchronous flush, so it is free again before the next page starts. A page
// that starts while it is in use gets a buffer of its own.
let shared: Uint8Array | null = new Uint8Array(256 * 1024);
const SHARED_MAX_BYTES = 4 * 1024 * 1024;

// The UTF-8 bytes of big pieces, by the piece: most of a page's characters come in a few big
// strings that are the same string object on every page (stored markup of the header menus,
// the footer and the listing cards, the packed JSON of memoized data, the inline stylesheet),
// so each is encoded once and copied afterwards (decision 0176). The same string object is
// found without comparing its characters. Least recently used first out, within a bound.
const PIECE_MIN_CHARS = 1024;
const PIECES_MAX_BYTES = 16 * 1024 * 1024;
const encodedPieces = new Map<string, Uint8Array>();
let encodedPiecesBytes = 0;

function encodedPiece(piece: string): Uint8Array {
  let bytes = encodedPieces.get(piece);
  if (bytes) {
    encodedPieces.delete(piece);
  } else {
    bytes = textEncoder.encode(piece);
    encodedPiecesBytes += bytes.length;
    for (const [oldest, oldBytes] of encodedPieces) {
      if (encodedPiecesBytes <= PIECES_MAX_BYTES) break;
      encodedPieces.delete(oldest);
      encodedPiecesBytes -= oldBytes.length;
    }
  }
  encodedPieces.set(piece, bytes);
  return bytes;
}

/**
 * The UTF-8 bytes of a document written as many strings, encoded a segment at a time into one
 * buffer (TextEncoder.encodeInto: one pass, where Buffer.from measures the length in a pass of
 * its own) and copied out once at the end; big pieces are copied from their stored bytes.
 */
export class DocumentEncoder {
  #pending = "";
  #bytes: Uint8Array;
  #written = 0;
  #ownsShared: boolean;

  constructor() {
    this.#ownsShared = shared !== null;
    this.#bytes = shared ?? new Uint8Array(256 * 1024);
    shared = null;
  }

  write(chunk: string) {
    if (chunk.length >= PIECE_MIN_CHARS) {
      this.#flush();
      const bytes = encodedPiece(chunk);
      this.#reserve(bytes.length);
      this.#bytes.set(bytes, this.#written);
      this.#written += bytes.length;
      return;
    }
    this.#pending += chunk;
    if (this.#pending.length >= SEGMENT_CHARS) this.#flush();
  }

  end(): Buffer<ArrayBuffer> {
    this.#flush();
    const html = Buffer.from(this.#bytes.subarray(0, this.#written));
    this.release();
    return html;
  }

  /** Gives the shared buffer back, grown if a page needed more, up to a bound. */
  release() {
    if (this.#ownsShared) shared = this.#bytes.length <= SHARED_MAX_BYTES ? this.#bytes : null;
    this.#ownsShared = false;
  }

  #flush() {
    const text = this.#pending;
    if (!text) return;
    this.#pending = "";
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    this.#reserve(text.length * 3);
    this.#written += textEncoder.encodeInto(text, this.#bytes.subarray(this.#written)).written;
  }

  #reserve(bytes: number) {
    if (this.#bytes.length - this.#written >= bytes) return;
    const grown = new Uint8Array(Math.max(this.#bytes.length * 2, this.#written + bytes));
    grown.set(this.#bytes.subarray(0, this.#written));
    this.#bytes = grown;
  }
}

/** Whether a loader or action returned a promise for a section to stream in later. */
export function hasDeferredData({
  loaderData,
  actionData,
}: {
  loaderData: Record<string, unknown>;
  actionData?: Record<string, unknown> | null;
}): boolean {
  const deferred = (data: unknown) =>
    typeof data === "object" &&
    data !== null &&
    Object.values(data).some(
      (value) => typeof (value as PromiseLike<unknown>)?.then === "function",
    );
  return Object.values(loaderData).some(deferred) || Object.values(actionData ?? {}).some(deferred);
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  // A form body the action cannot read is the client's fault: one warn line, and app.ts
  // answers 400.
  if (isMalformedBody(error)) {
    context.malformedBody = true;
    logMalformedBody(context.logger, path);
    return;
  }
  // Refusals (404, 403, a 4xx app error) are expected and logged at info with their code;
  // only what is broken reaches error level.
  const known = asAppError(error);
  if (known?.status === 503) {
    context.unavailable = {
      retryAfterSeconds: retryAfterOf(known) ?? DATABASE_RETRY_AFTER_SECONDS,
    };
  }
  const message = expectedRefusal(error) ? "page load refused" : "page load failed";
  logFailure(context.logger, error, message, { path });
};
