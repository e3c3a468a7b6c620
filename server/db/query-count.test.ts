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
    expect(await mine).toEqual({ result: "done", queries: 3, statements: [] });
    expect((await other).queries).toBe(2);
  });

  it("keeps the statements' text when asked", async () => {
    const { queries, statements } = await countQueries(
      async () => {
        noteQuery("select 1");
        noteQuery("select 2");
      },
      { keep: true },
    );
    expect(queries).toBe(2);
    expect(statements).toEqual(["select 1", "select 2"]);
  });
});
