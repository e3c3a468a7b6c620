import { describe, expect, it } from "vitest";
import { countQueries, noteQuery } from "./query-count";

describe("countQueries", () => {
  it("counts the statements of its own work across awaits, and no one else's", async () => {
    const other = countQueries(async () => {
      noteQuery();
      await new Promise((resolve) => setTimeout(resolve, 5));
      noteQuery();
    });
    const mine = countQueries(async () => {
      noteQuery();
      await Promise.resolve();
      noteQuery();
      noteQuery();
      return "done";
    });
    noteQuery(); // outside any counted work: dropped
    expect(await mine).toEqual({ result: "done", queries: 3 });
    expect((await other).queries).toBe(2);
  });
});
