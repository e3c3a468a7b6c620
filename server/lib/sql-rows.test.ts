import { describe, expect, it } from "vitest";
import { z } from "zod";
import { int8, rowsOf } from "./sql-rows";

describe("rowsOf", () => {
  const row = z.object({ id: z.number(), price: int8 });

  it("parses every row, keys in the schema's order, unknown columns dropped", () => {
    const rows = rowsOf(
      {
        rows: [
          { price: "12", id: 1, extra: true },
          { id: 2, price: 3 },
        ],
      },
      row,
    );
    expect(rows).toEqual([
      { id: 1, price: "12" },
      { id: 2, price: 3 },
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual(["id", "price"]);
  });

  it("throws when a column is missing or of another type", () => {
    expect(() => rowsOf({ rows: [{ id: "1", price: 1 }] }, row)).toThrow();
    expect(() => rowsOf({ rows: [{ id: 1 }] }, row)).toThrow();
  });

  it("reads an empty result", () => {
    expect(rowsOf({ rows: [] }, row)).toEqual([]);
  });
});
