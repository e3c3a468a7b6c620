import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import { encode } from "notepack.io";
import { describe, expect, it } from "vitest";
import { droppedMessageLog, guardClusterAdapter, guardSubscriber } from "./redis-adapter";

function guarded() {
  const sub = new EventEmitter() as unknown as Redis;
  const drops: [string, unknown][] = [];
  guardSubscriber(sub, {
    broadcastChannel: "p:socket.io#",
    dropped: (channel, reason) => drops.push([channel, reason]),
  });
  return { sub, drops };
}

describe("guardSubscriber", () => {
  it("drops what a listener throws or rejects, and keeps calling the others", async () => {
    const { sub, drops } = guarded();
    const seen: string[] = [];
    sub.on("messageBuffer", () => {
      throw new Error("4 trailing bytes");
    });
    sub.on("messageBuffer", async () => {
      throw new TypeError("args is not iterable");
    });
    sub.on("messageBuffer", (channel: Buffer) => seen.push(String(channel)));
    expect(sub.emit("messageBuffer", Buffer.from("p:socket.io-request#/#"), Buffer.from("x"))).toBe(
      true,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(["p:socket.io-request#/#"]);
    expect(drops.map(([, reason]) => (reason as Error).message)).toEqual([
      "4 trailing bytes",
      "args is not iterable",
    ]);
  });

  it("hands the adapter only broadcasts of the adapter's shape", () => {
    const { sub, drops } = guarded();
    const got: unknown[] = [];
    sub.on("pmessageBuffer", (_pattern: string, _channel: Buffer, message: Buffer) =>
      got.push(message),
    );
    const channel = Buffer.from("p:socket.io#/#");
    const good = Buffer.from(
      encode(["uid", { type: 2, nsp: "/", data: ["chat:message", {}] }, { rooms: ["r"] }]),
    );
    for (const bad of [
      Buffer.from("hello"),
      Buffer.from(encode([1, 2, 3])),
      Buffer.from(encode(["uid", { type: 99, data: [] }, { rooms: [] }])),
      Buffer.from(encode(["uid", { type: 2, data: "x" }, { rooms: [] }])),
      Buffer.from(encode(["uid", { type: 2 }, { rooms: 5 }])),
    ]) {
      sub.emit("pmessageBuffer", "p:socket.io#/#*", channel, bad);
    }
    sub.emit("pmessageBuffer", "p:socket.io#/#*", channel, good);
    expect(got).toEqual([good]);
    expect(drops).toHaveLength(5);
  });

  it("passes every other event through untouched", () => {
    const { sub, drops } = guarded();
    const errors: Error[] = [];
    sub.on("error", (error: Error) => errors.push(error));
    sub.emit("error", new Error("ECONNREFUSED"));
    expect(errors).toHaveLength(1);
    expect(drops).toHaveLength(0);
  });
});

describe("guardClusterAdapter", () => {
  it("drops what the adapter's handler throws", () => {
    const drops: unknown[] = [];
    const adapter = guardClusterAdapter(
      {
        onMessage(message: { data?: { opts: unknown } }) {
          return message.data?.opts ?? Object.keys(message.data as object);
        },
      },
      "p:socket.io",
      (_channel, reason) => drops.push(reason),
    );
    expect(adapter.onMessage({ data: { opts: 1 } })).toBe(1);
    expect(adapter.onMessage({})).toBeUndefined();
    expect(drops).toHaveLength(1);
  });
});

describe("droppedMessageLog", () => {
  it("logs the first drop, then at most one line a minute with the count", () => {
    const lines: Record<string, unknown>[] = [];
    let now = 0;
    const log = droppedMessageLog(
      { warn: (obj: Record<string, unknown>) => lines.push(obj) } as never,
      () => now,
    );
    for (let i = 0; i < 1_000; i++) log("p:socket.io#/#", new Error("bad"));
    expect(lines).toHaveLength(1);
    now = 59_999;
    log("p:socket.io#/#", "bad");
    expect(lines).toHaveLength(1);
    now = 60_000;
    log("p:socket.io#/#", "x".repeat(1_000));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ droppedSinceLastLog: 1_000, channel: "p:socket.io#/#" });
    expect(String(lines[1]?.reason)).toHaveLength(200);
  });
});
