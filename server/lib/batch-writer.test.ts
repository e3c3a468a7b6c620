import { afterEach, describe, expect, it, vi } from "vitest";
import { createBatchWriter } from "./batch-writer";

afterEach(() => {
  vi.useRealTimers();
});

describe("createBatchWriter", () => {
  it("writes nothing on push, then one batch after flushMs", async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const writer = createBatchWriter<number>({
      write: async (rows) => {
        batches.push(rows);
      },
      flushMs: 500,
      maxRows: 10,
    });
    writer.push(1);
    writer.push(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(499);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
    expect(writer.stats().queued).toBe(0);
  });

  it("writes as soon as maxRows are waiting, in batches of at most maxRows", async () => {
    const batches: number[][] = [];
    const writer = createBatchWriter<number>({
      write: async (rows) => {
        batches.push(rows);
      },
      flushMs: 60_000,
      maxRows: 3,
    });
    for (let i = 1; i <= 7; i++) writer.push(i);
    await writer.flush();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it("flush() writes what is queued (shutdown) and resolves once it is written", async () => {
    let written: number[] = [];
    const writer = createBatchWriter<number>({
      write: async (rows) => {
        await new Promise((r) => setTimeout(r, 5));
        written = written.concat(rows);
      },
      flushMs: 60_000,
    });
    writer.push(1);
    writer.push(2);
    await writer.flush();
    expect(written).toEqual([1, 2]);
    await writer.flush();
    expect(written).toEqual([1, 2]);
  });

  it("drops a failed batch with a report and carries on; bounds the queue", async () => {
    const errors: number[] = [];
    let fail = true;
    const written: number[] = [];
    const writer = createBatchWriter<number>({
      write: async (rows) => {
        if (fail) throw new Error("database down");
        written.push(...rows);
      },
      onError: (_error, dropped) => errors.push(dropped),
      maxQueued: 2,
    });
    writer.push(1);
    writer.push(2);
    writer.push(3);
    expect(writer.stats()).toEqual({ queued: 2, dropped: 1 });
    await writer.flush();
    expect(errors).toEqual([2]);
    fail = false;
    writer.push(4);
    await writer.flush();
    expect(written).toEqual([4]);
  });
});
