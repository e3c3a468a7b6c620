import { describe, expect, it, vi } from "vitest";
import { pack, unpack } from "./packed";

const listing = {
  title: "Kerala Tour Packages",
  total: 58,
  packages: [
    { id: 1, name: "Backwaters", price: 24_500, label: null, cities: ["Kochi", "Alleppey"] },
    { id: 2, name: "Hills ₹ & <script>", price: 31_000, label: "Sale", cities: [] },
  ],
};

describe("packed loader data", () => {
  it("goes over the wire as one JSON string, the only key React Router's encoder sees", () => {
    const packed = pack(listing);
    expect(Object.keys(packed)).toEqual(["json"]);
    expect(JSON.parse(packed.json)).toEqual(listing);
  });

  it("gives the server back the very object it packed, without parsing", () => {
    const parse = vi.spyOn(JSON, "parse");
    try {
      expect(unpack(pack(listing))).toBe(listing);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it("serializes an object once however often it is packed (memoized data, like the header's)", () => {
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const nav = { listing: [{ label: "Kerala", href: "/tour-packages/kerala" }] };
      const first = pack(nav);
      expect(pack(nav)).toBe(first);
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it("in the browser, parses what arrived once and returns the same object on every render", () => {
    const arrived = { json: pack(listing).json };
    const first = unpack(arrived);
    expect(first).toEqual(listing);
    expect(first).not.toBe(listing);
    expect(unpack(arrived)).toBe(first);
  });

  it("refuses, at compile time, data JSON would change (dates, maps, promises)", () => {
    // @ts-expect-error a Date would arrive as a string
    pack({ at: new Date(0) });
    // @ts-expect-error a deferred section must stay out of the packed part
    pack({ later: Promise.resolve(1) });
    // @ts-expect-error a Map would arrive as {}
    pack({ byId: new Map([[1, "a"]]) });
  });
});
