import { describe, expect, it } from "vitest";
import { PackageCardsQuery, packageCardIds } from "./package-cards-query";

describe("PackageCardsQuery", () => {
  it("reads up to 10 ids, keeping the first mention of each", () => {
    const query = PackageCardsQuery.parse({ ids: "12,7,12,30", month: "6" });
    expect(packageCardIds(query)).toEqual([12, 7, 30]);
    expect(query.month).toBe(6);
  });

  it("gives one message for a malformed list", () => {
    const result = PackageCardsQuery.safeParse({ ids: "1,abc" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Give 1 to 10 package ids, separated by commas.",
    ]);
  });

  it("refuses ids beyond the database's integer range", () => {
    const result = PackageCardsQuery.safeParse({ ids: "1,2147483648" });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["A package id is too large."]);
    expect(PackageCardsQuery.safeParse({ ids: "2147483647" }).success).toBe(true);
  });

  it("refuses more than 10 ids", () => {
    const ids = Array.from({ length: 11 }, (_, i) => i + 1).join(",");
    expect(PackageCardsQuery.safeParse({ ids }).success).toBe(false);
  });
});
