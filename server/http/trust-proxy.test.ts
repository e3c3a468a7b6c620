import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressOf,
  createClientAddress,
  type ForwardingHeader,
  forwardedHops,
  parseTrustProxy,
  xForwardedForHops,
} from "./trust-proxy";

describe("parseTrustProxy", () => {
  it.each([
    [undefined, { kind: "off" }],
    ["", { kind: "off" }],
    ["0", { kind: "off" }],
    [" off ", { kind: "off" }],
    ["1", { kind: "hops", hops: 1 }],
    ["3", { kind: "hops", hops: 3 }],
  ])("%j is %j", (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected);
  });

  it("reads addresses, CIDRs and names, IPv4 and IPv6", () => {
    expect(parseTrustProxy("127.0.0.1/32, 10.0.0.0/8,2001:db8::/32,192.0.2.7")).toEqual({
      kind: "ranges",
      ranges: [
        { address: "127.0.0.1", prefix: 32, family: "ipv4" },
        { address: "10.0.0.0", prefix: 8, family: "ipv4" },
        { address: "2001:db8::", prefix: 32, family: "ipv6" },
        { address: "192.0.2.7", prefix: 32, family: "ipv4" },
      ],
    });
    expect(parseTrustProxy("loopback")).toEqual({
      kind: "ranges",
      ranges: [
        { address: "127.0.0.0", prefix: 8, family: "ipv4" },
        { address: "::1", prefix: 128, family: "ipv6" },
      ],
    });
    expect(parseTrustProxy("LOOPBACK,uniquelocal")).toMatchObject({ kind: "ranges" });
  });

  it.each([
    ["true", /every peer/],
    ["*", /every peer/],
    ["11", /at most 10 hops/],
    ["10.0.0.0/33", /bad prefix/],
    ["10.0.0.0/", /bad prefix/],
    ["10.0.0.0/8/1", /not an address/],
    ["::1/129", /bad prefix/],
    ["nginx.internal", /not an address/],
    ["10.0.0", /not an address/],
    [",", /at least one/],
    ["-1", /not an address/],
  ])("refuses %j", (text, message) => {
    expect(() => parseTrustProxy(text)).toThrow(message);
  });
});

describe("addressOf (one hop)", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["  192.0.2.1 ", "192.0.2.1"],
    ["192.0.2.1:4711", "192.0.2.1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:4711", "2001:db8::1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["[::ffff:192.0.2.1]:80", "192.0.2.1"],
    ["::1", "::1"],
    ["", null],
    ["unknown", null],
    ["_hidden", null],
    ["192.0.2.256", null],
    ["192.0.2.1:", null],
    ["192.0.2.1:123456", null],
    ["[2001:db8::1", null],
    ["[2001:db8::1]x", null],
    ["[192.0.2.1]:80:80", null],
    ["fe80::1%eth0", null],
    ["<script>", null],
  ])("%j → %j", (hop, expected) => {
    expect(addressOf(hop)).toBe(expected);
  });
});

describe("forwarding headers, nearest hop last", () => {
  it("splits X-Forwarded-For", () => {
    expect(xForwardedForHops("203.0.113.9, 10.0.0.2,bogus")).toEqual([
      "203.0.113.9",
      "10.0.0.2",
      null,
    ]);
  });

  it.each([
    ["for=192.0.2.60;proto=http;by=203.0.113.43", ["192.0.2.60"]],
    ['for="_gazonk"', [null]],
    ['For="[2001:db8:cafe::17]:4711"', ["2001:db8:cafe::17"]],
    ["for=192.0.2.43, for=198.51.100.17", ["192.0.2.43", "198.51.100.17"]],
    ['for=192.0.2.43;host="a,b", for=198.51.100.17', ["192.0.2.43", "198.51.100.17"]],
    ['for="192.0.2.43:80";proto=https', ["192.0.2.43"]],
    ["for=unknown", [null]],
    ["proto=https", [null]],
    ["for", [null]],
    ['for="unterminated', [null]],
    ["for=a b", [null]],
    ["", [null]],
  ])("Forwarded: %s", (header, expected) => {
    expect(forwardedHops(header)).toEqual(expected);
  });
});

function resolve(
  trust: string,
  peer: string,
  headers: Partial<Record<ForwardingHeader, string>>,
  header: ForwardingHeader = "x-forwarded-for",
) {
  return createClientAddress(parseTrustProxy(trust), header)(peer, (name) => headers[name]);
}

describe("createClientAddress", () => {
  it.each([
    // trust, peer, X-Forwarded-For, client
    ["", "203.0.113.5", "198.51.100.1", "203.0.113.5"],
    ["", "::ffff:203.0.113.5", undefined, "203.0.113.5"],
    ["1", "10.0.0.2", "198.51.100.1", "198.51.100.1"],
    ["1", "10.0.0.2", "6.6.6.6, 198.51.100.1", "198.51.100.1"],
    ["2", "10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3", "198.51.100.1"],
    ["2", "10.0.0.2", "198.51.100.1", "198.51.100.1"],
    ["1", "10.0.0.2", undefined, "10.0.0.2"],
    ["loopback", "127.0.0.1", "198.51.100.1", "198.51.100.1"],
    ["loopback", "::ffff:127.0.0.1", "198.51.100.1", "198.51.100.1"],
    ["loopback", "::1", "2001:db8::7", "2001:db8::7"],
    // A forged header from a peer that is not ours is not read.
    ["loopback", "203.0.113.5", "198.51.100.1", "203.0.113.5"],
    ["10.0.0.0/8", "10.1.2.3", "6.6.6.6, 198.51.100.1, 10.0.0.9", "198.51.100.1"],
    ["10.0.0.0/8", "10.1.2.3", "10.0.0.8, 10.0.0.9", "10.0.0.8"],
    ["10.0.0.0/8", "10.1.2.3", "198.51.100.1:5555", "198.51.100.1"],
    // A hop that is not an address stops at the proxy that wrote it.
    ["10.0.0.0/8", "10.1.2.3", "198.51.100.1, garbage", "10.1.2.3"],
    ["10.0.0.0/8", "10.1.2.3", "", "10.1.2.3"],
    ["127.0.0.1", "127.0.0.2", "198.51.100.1", "127.0.0.2"],
  ])("trust %j, peer %s, X-Forwarded-For %j → %s", (trust, peer, xff, client) => {
    expect(resolve(trust, peer, { "x-forwarded-for": xff })).toBe(client);
  });

  it("reads only the header its proxies write", () => {
    const headers = {
      "x-forwarded-for": "198.51.100.1",
      forwarded: 'for="[2001:db8::5]:1234", for=192.0.2.9',
    };
    expect(resolve("loopback", "127.0.0.1", headers)).toBe("198.51.100.1");
    expect(resolve("loopback", "127.0.0.1", headers, "forwarded")).toBe("192.0.2.9");
    expect(resolve("2", "127.0.0.1", headers, "forwarded")).toBe("2001:db8::5");
    expect(resolve("loopback", "127.0.0.1", { forwarded: "for=unknown" }, "forwarded")).toBe(
      "127.0.0.1",
    );
  });

  it("never answers an address the client wrote unless every hop after it is trusted", () => {
    // Whatever a client sends through one trusted proxy, the proxy's own view of the client
    // (the last hop) wins.
    fc.assert(
      fc.property(fc.string(), fc.ipV4(), (forged, real) => {
        const header = `${forged}, ${real}`;
        expect(resolve("1", "10.0.0.2", { "x-forwarded-for": header })).toBe(real);
        // With ranges, the same whenever the client's address is not one of our proxies'.
        if (!real.startsWith("10.")) {
          expect(resolve("10.0.0.0/8", "10.0.0.2", { "x-forwarded-for": header })).toBe(real);
        }
      }),
    );
  });
});
