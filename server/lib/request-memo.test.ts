import { describe, expect, it } from "vitest";
import { readOnce, withRequestMemo } from "./request-memo";

describe("readOnce", () => {
  it("reads once per key inside a request's memo, and every time outside one", async () => {
    let reads = 0;
    const read = async () => ++reads;
    await withRequestMemo(async () => {
      expect(await Promise.all([readOnce("a", read), readOnce("a", read)])).toEqual([1, 1]);
      expect(await readOnce("b", read)).toBe(2);
    });
    // Another request has its own memo.
    expect(await withRequestMemo(() => readOnce("a", read))).toBe(3);
    expect(await readOnce("a", read)).toBe(4);
    expect(await readOnce("a", read)).toBe(5);
  });

  it("forgets a failed read, so the next asker reads again", async () => {
    let reads = 0;
    await withRequestMemo(async () => {
      const failing = async () => {
        reads++;
        throw new Error("down");
      };
      await expect(readOnce("x", failing)).rejects.toThrow("down");
      expect(await readOnce("x", async () => ++reads)).toBe(2);
    });
  });
});
