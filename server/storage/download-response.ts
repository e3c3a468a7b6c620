import { displayFileName } from "./display-name";
import type { StoredFile } from "./file-storage";

/** A stored file on its way to a party allowed to read it, under its display name. */
export interface FileDownload extends StoredFile {
  name: string;
  contentType: string;
}

/**
 * Served as an attachment, never rendered inline, with its sniffed type (decision 0021). The
 * body streams from the storage to the client, so a download holds a chunk, not the file, in
 * memory; `signal` is the request's, and lets go of the file when the client leaves (decision
 * 0196).
 */
export function downloadResponse(file: FileDownload, signal: AbortSignal): Response {
  // Names stored before display names were cleaned may still hold bidi controls.
  const name = displayFileName(file.name, file.contentType.split("/")[1] ?? "bin");
  return new Response(untilAborted(file.body, signal), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${name.replace(/[^\w.\- ]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The body, cancelled at its source when the request is aborted. @hono/node-server reads the
 * first chunk before it listens for the client leaving: a client gone in that moment left the
 * body unread and uncancelled, holding an S3 connection for good (40 of 40 aborted downloads
 * did, before this). The request's signal is aborted on that close whenever it was asked for.
 */
export function untilAborted(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const onAbort = () => {
    reader.cancel(signal.reason).catch(() => {});
  };
  const settle = () => signal.removeEventListener("abort", onAbort);
  if (signal.aborted) onAbort();
  else signal.addEventListener("abort", onAbort, { once: true });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            settle();
            controller.close();
          } else {
            controller.enqueue(value);
          }
        } catch (error) {
          settle();
          controller.error(error);
        }
      },
      async cancel(reason) {
        settle();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
