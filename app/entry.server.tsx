import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { PAGE_NOT_FOUND_PATH } from "../common/navigation";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page whose main load failed answers 302 to the error page (DESIGN.md §5, spec §8);
  // the error itself was logged by handleError.
  if (routerContext.staticHandlerContext.errors) {
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
  const waitForAll =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.completeDocument;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Sections that finished rendering go out inline with the page, so the HTML is
        // complete without JavaScript; only sections still loading are streamed later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
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

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.logger.warn({ status: error.status, url: request.url }, "page load refused");
    return;
  }
  context.logger.error({ err: error, url: request.url }, "page load failed");
};
