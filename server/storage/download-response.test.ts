import { describe, expect, it } from "vitest";
import { downloadResponse, untilAborted } from "./download-response";

/** A source that serves `chunks` one read at a time, then waits; records its cancel. */
function source(chunks: string[], { stallAfter = Number.POSITIVE_INFINITY } = {}) {
  const cancelled: unknown[] = [];
  let served = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (served >= stallAfter) return new Promise<void>(() => {});
        const next = chunks[served++];
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
      cancel(reason) {
        cancelled.push(reason);
      },
    },
    { highWaterMark: 0 },
  );
  return { body, cancelled };
}

describe("downloadResponse", () => {
  it("answers an attachment with its length, sniffed type and a clean name, never cached", async () => {
    const { body } = source(["%PDF-", "1.7"]);
    const res = downloadResponse(
      { name: "pass\u202Eport.pdf", contentType: "application/pdf", size: 8, body },
      new AbortController().signal,
    );
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe("8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toBe("%PDF-1.7");
  });
});

describe("untilAborted", () => {
  it("cancels the source when the client leaves while a read is pending", async () => {
    const { body, cancelled } = source(["first"], { stallAfter: 1 });
    const client = new AbortController();
    const reader = untilAborted(body, client.signal).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("first");
    // The HTTP adapter's next read waits on the storage; the client goes.
    const pending = reader.read();
    client.abort("Client connection prematurely closed.");
    await expect(pending).resolves.toMatchObject({ done: true });
    expect(cancelled).toEqual(["Client connection prematurely closed."]);
  });

  it("cancels the source of a request already aborted, before anyone reads", async () => {
    const { body, cancelled } = source(["never"]);
    const client = new AbortController();
    client.abort("gone");
    untilAborted(body, client.signal);
    await Promise.resolve();
    expect(cancelled).toEqual(["gone"]);
  });

  it("passes a cancel from the reader on, and a finished body ignores a later abort", async () => {
    const first = source(["a", "b"]);
    const reader = untilAborted(first.body, new AbortController().signal).getReader();
    await reader.cancel("stop");
    expect(first.cancelled).toEqual(["stop"]);

    const second = source(["a", "b"]);
    const client = new AbortController();
    expect(await new Response(untilAborted(second.body, client.signal)).text()).toBe("ab");
    client.abort("late");
    expect(second.cancelled).toEqual([]);
  });
});
