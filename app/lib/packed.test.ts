import { afterEach, describe, expect, it, vi } from "vitest";
import { PACKED_ID_PREFIX, type Packed, pack, packedScriptsOf, unpack } from "./packed";

const listing = {
  title: "Kerala Tour Packages",
  total: 58,
  packages: [
    { id: 1, name: "Backwaters", price: 24_500, label: null, cities: ["Kochi", "Alleppey"] },
    { id: 2, name: "Hills ₹ & </script><!--", price: 31_000, label: "Sale", cities: [] },
  ],
};
const DOCUMENT = { dataRequest: false };
const DATA_REQUEST = { dataRequest: true };

/** The packed value as the browser decodes it from React Router's data: a new object. */
const arrived = <T>(packed: Packed<T>): Packed<T> => ({ ...packed });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("packed loader data in a client navigation's data request", () => {
  it("goes over the wire as one JSON string, the only key React Router's encoder sees", () => {
    const packed = pack(listing, DATA_REQUEST);
    expect(Object.keys(packed)).toEqual(["json"]);
    expect("json" in packed && JSON.parse(packed.json)).toEqual(listing);
  });

  it("in the browser, is parsed once and the same object is returned on every render", () => {
    const parse = vi.spyOn(JSON, "parse");
    const packed = arrived(pack(listing, DATA_REQUEST));
    const first = unpack(packed);
    expect(first).toEqual(listing);
    expect(first).not.toBe(listing);
    expect(unpack(packed)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

describe("packed loader data in a document", () => {
  it("carries only a reference; the JSON goes in a data script that nothing in it can close", () => {
    const packed = pack(listing, DOCUMENT);
    expect(Object.keys(packed)).toEqual(["ref"]);
    const [script, ...others] = packedScriptsOf({ kind: "listing", listing: packed });
    expect(others).toEqual([]);
    expect(script?.id).toBe("ref" in packed && packed.ref);
    expect(script?.id.startsWith(PACKED_ID_PREFIX)).toBe(true);
    expect(script?.json).not.toContain("<");
    expect(JSON.parse(script?.json ?? "")).toEqual(listing);
  });

  it("in the browser, is read from its script once, and says so when the script is missing", () => {
    const json = packedScriptsOf({ listing: pack(listing, DOCUMENT) })[0]?.json;
    const packed = arrived(pack(listing, DOCUMENT));
    const getElementById = vi.fn((id: string) =>
      "ref" in packed && id === packed.ref ? { textContent: json } : null,
    );
    vi.stubGlobal("document", { getElementById });
    const first = unpack(packed);
    expect(first).toEqual(listing);
    expect(unpack(packed)).toBe(first);
    expect(getElementById).toHaveBeenCalledTimes(1);
    expect(() => unpack({ ref: `${PACKED_ID_PREFIX}0` })).toThrow(
      `packed data ${PACKED_ID_PREFIX}0 is not in the document`,
    );
  });

  it("finds only packed references among a route's data", () => {
    const packed = pack({ menus: [] }, DOCUMENT);
    expect(
      packedScriptsOf({ user: null, kind: "home", other: { ref: "main" }, home: packed }).map(
        (s) => s.id,
      ),
    ).toEqual(["ref" in packed ? packed.ref : ""]);
    expect(packedScriptsOf(undefined)).toEqual([]);
    expect(packedScriptsOf(null)).toEqual([]);
  });
});

describe("packing", () => {
  it("gives the server back the very object it packed, without parsing", () => {
    const parse = vi.spyOn(JSON, "parse");
    expect(unpack(pack(listing, DOCUMENT))).toBe(listing);
    expect(unpack(pack(listing, DATA_REQUEST))).toBe(listing);
    expect(parse).not.toHaveBeenCalled();
  });

  it("serializes an object once per kind of response however often it is packed", () => {
    const stringify = vi.spyOn(JSON, "stringify");
    const nav = { listing: [{ label: "Kerala", href: "/tour-packages/kerala" }] };
    const first = pack(nav, DOCUMENT);
    expect(pack(nav, DOCUMENT)).toBe(first);
    expect(pack(nav, {})).toBe(first);
    const data = pack(nav, DATA_REQUEST);
    expect(pack(nav, DATA_REQUEST)).toBe(data);
    expect(stringify).toHaveBeenCalledTimes(2);
  });

  it("refuses, at compile time, data JSON would change (dates, maps, promises)", () => {
    // @ts-expect-error a Date would arrive as a string
    pack({ at: new Date(0) }, DOCUMENT);
    // @ts-expect-error a deferred section must stay out of the packed part
    pack({ later: Promise.resolve(1) }, DOCUMENT);
    // @ts-expect-error a Map would arrive as {}
    pack({ byId: new Map([[1, "a"]]) }, DOCUMENT);
  });
});
