import { BlockList, isIP, isIPv4 } from "node:net";

/**
 * Which peers may tell us who the client is (decision 0197). Off: the TCP peer is the client.
 * Hops: the peer and the next `hops - 1` addresses of the forwarding header are our proxies.
 * Ranges: any address inside one of them is our proxy, however many hops.
 */
export type TrustProxy =
  | { kind: "off" }
  | { kind: "hops"; hops: number }
  | { kind: "ranges"; ranges: TrustedRange[] };

export interface TrustedRange {
  address: string;
  prefix: number;
  family: "ipv4" | "ipv6";
}

/** The header our proxies write: nginx and most load balancers X-Forwarded-For; some RFC 7239. */
export type ForwardingHeader = "x-forwarded-for" | "forwarded";

/** Named ranges, as Express's `trust proxy` spells them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const MAX_HOPS = 10;

export class TrustProxyError extends Error {
  override name = "TrustProxyError";
}

/**
 * TRUST_PROXY as written: empty or `0` (off), a hop count (`1`), or a comma list of addresses,
 * CIDRs and the names loopback, linklocal, uniquelocal. `true` is refused: trusting every peer
 * lets any client name its own address.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? "").trim().toLowerCase();
  if (value === "" || value === "0" || value === "false" || value === "off") return { kind: "off" };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new TrustProxyError(`at most ${MAX_HOPS} hops, got ${hops}`);
    return { kind: "hops", hops };
  }
  if (value === "true" || value === "*") {
    throw new TrustProxyError(
      "trusting every peer lets any client choose its address: name the proxies' addresses or a hop count",
    );
  }
  const ranges: TrustedRange[] = [];
  for (const item of value.split(",").map((s) => s.trim())) {
    if (item === "") continue;
    const named = NAMED_RANGES[item];
    for (const range of named ?? [item]) ranges.push(parseRange(range));
  }
  if (ranges.length === 0) throw new TrustProxyError("name at least one address or range");
  return { kind: "ranges", ranges };
}

function parseRange(text: string): TrustedRange {
  const [rawAddress, rawPrefix, extra] = text.split("/");
  const address = unmapped(rawAddress ?? "");
  const version = isIP(address);
  if (extra !== undefined || version === 0) {
    throw new TrustProxyError(`not an address or CIDR: ${JSON.stringify(text)}`);
  }
  const max = version === 4 ? 32 : 128;
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (!/^\d{1,3}$/.test(rawPrefix ?? String(max)) || prefix > max) {
    throw new TrustProxyError(`bad prefix length in ${JSON.stringify(text)}`);
  }
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is 192.0.2.1. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * One hop of a forwarding header as an address, or null when it is none: `192.0.2.1`,
 * `192.0.2.1:4711`, `2001:db8::1`, `[2001:db8::1]:4711`, `::ffff:192.0.2.1`; Forwarded's
 * `unknown` and obfuscated `_names` are not addresses.
 */
export function addressOf(hop: string): string | null {
  let text = hop.trim();
  if (text.startsWith("[")) {
    const end = text.indexOf("]");
    const rest = text.slice(end + 1);
    if (end < 0 || (rest !== "" && !/^:\d{1,5}$/.test(rest))) return null;
    text = text.slice(1, end);
  } else if (/^[\d.]+:\d{1,5}$/.test(text)) {
    text = text.slice(0, text.lastIndexOf(":"));
  }
  // Zone ids (fe80::1%eth0) name an interface of the sender, not a client.
  if (text.includes("%")) return null;
  text = unmapped(text.toLowerCase());
  return isIP(text) === 0 ? null : text;
}

/** The hops of X-Forwarded-For, nearest last, each an address or null. */
export function xForwardedForHops(header: string): (string | null)[] {
  return header.split(",").map(addressOf);
}

/**
 * The `for=` of each element of an RFC 7239 Forwarded header, nearest last: an address, or
 * null for an element without one or that does not parse.
 */
export function forwardedHops(header: string): (string | null)[] {
  return splitOutsideQuotes(header, ",").map((element) => {
    let found: string | null = null;
    for (const pair of splitOutsideQuotes(element, ";")) {
      const eq = pair.indexOf("=");
      if (eq < 0) return null;
      const name = pair.slice(0, eq).trim().toLowerCase();
      const value = unquoted(pair.slice(eq + 1).trim());
      if (value === null) return null;
      if (name === "for") found = addressOf(value);
    }
    return found;
  });
}

function unquoted(value: string): string | null {
  if (!value.startsWith('"')) return /^[!#$%&'*+.^_`|~0-9A-Za-z:[\]-]+$/.test(value) ? value : null;
  if (value.length < 2 || !value.endsWith('"')) return null;
  return value.slice(1, -1).replace(/\\(.)/g, "$1");
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === "\\") {
      current += char + (text[i + 1] ?? "");
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/**
 * Answers the client's address for a request from `peer` carrying these headers: the walk
 * goes from the peer back through the forwarding header, right to left, while the address in
 * hand is a trusted proxy; the first address that is not one is the client. A hop that is not
 * an address stops the walk at the proxy that wrote it. Nothing is trusted: the peer.
 */
export function createClientAddress(
  trust: TrustProxy,
  header: ForwardingHeader = "x-forwarded-for",
): (peer: string, headerValue: (name: ForwardingHeader) => string | undefined) => string {
  if (trust.kind === "off") return (peer) => unmapped(peer);
  const isTrusted = trustCheck(trust);
  const hopsOf = header === "forwarded" ? forwardedHops : xForwardedForHops;
  return (peer, headerValue) => {
    let client = unmapped(peer);
    const value = headerValue(header);
    if (value === undefined) return client;
    const hops = hopsOf(value);
    for (let i = 0; isTrusted(client, i) && i < hops.length; i++) {
      const next = hops[hops.length - 1 - i];
      if (next === null || next === undefined) break;
      client = next;
    }
    return client;
  };
}

function trustCheck(
  trust: Exclude<TrustProxy, { kind: "off" }>,
): (address: string, hop: number) => boolean {
  if (trust.kind === "hops") return (_address, hop) => hop < trust.hops;
  const list = new BlockList();
  for (const range of trust.ranges) list.addSubnet(range.address, range.prefix, range.family);
  return (address) => {
    const family = isIPv4(address) ? "ipv4" : isIP(address) === 6 ? "ipv6" : null;
    return family !== null && list.check(address, family);
  };
}
