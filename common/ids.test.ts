import { describe, expect, it } from "vitest";
import { IdParams, parseRowId, ROW_ID_MAX, rowIdList } from "./ids";
import { CreateTripRequestInput, TripDocumentParams } from "./trips";

describe("parseRowId", () => {
  it("takes plain digits and integers within a serial column", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId(String(ROW_ID_MAX))).toBe(ROW_ID_MAX);
    expect(parseRowId(42)).toBe(42);
  });

  it("refuses what is no id: out of range, signs, exponents, hex, blanks, other types", () => {
    for (const value of [
      "0",
      "-1",
      "2147483648",
      "99999999999",
      "1e3",
      "0x10",
      "012",
      " 7",
      "7 ",
      "1.5",
      "",
      "abc",
      "1\u0000",
      0,
      1.5,
      ROW_ID_MAX + 1,
      Number.NaN,
      null,
      undefined,
      true,
      [],
      {},
    ]) {
      expect(parseRowId(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe("id schemas", () => {
  it("bound path ids, document ids and body ids alike", () => {
    expect(IdParams.safeParse({ id: "99999999999" }).success).toBe(false);
    expect(TripDocumentParams.safeParse({ id: "1", documentId: "99999999999" }).success).toBe(
      false,
    );
    expect(TripDocumentParams.parse({ id: "1", documentId: "2" })).toEqual({
      id: 1,
      documentId: 2,
    });
    const trip = { to_loc: ["Kerala"], month: "nd", durations: ["4-6"], phone_no: "9812345678" };
    const huge = CreateTripRequestInput.safeParse({ ...trip, package_id: 99999999999 });
    expect(huge.error?.issues.map((i) => i.path.join("."))).toEqual(["package_id"]);
    expect(CreateTripRequestInput.parse({ ...trip, package_id: "12" }).package_id).toBe(12);
  });

  it("read id lists once each, in order, up to a maximum", () => {
    expect(rowIdList(3).parse("12,7,12,30")).toEqual([12, 7, 30]);
    expect(rowIdList(3).safeParse("1,2,3,4").success).toBe(false);
    expect(rowIdList(3).safeParse("1,99999999999").success).toBe(false);
    expect(rowIdList(3).safeParse("").success).toBe(false);
  });
});
