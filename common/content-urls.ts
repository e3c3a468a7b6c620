// Addresses that people other than Triphive write into a page (an agent's hotel pictures and
// hotel links in a quote) and what a page may do with them (decision 0186). A picture must be
// one the site serves itself, so that opening a quote fetches nothing from anyone else's
// server; a link may leave the site, but only to an http(s) web address, and only through the
// "You are leaving Triphive" page. Browser and server both use these rules: the forms and the
// API refuse what they refuse, and the pages drop what older rows hold.

import { formatCoordinate } from "./format";
import { safeRedirectPath } from "./safe-redirect";

/** Everything the site serves as a picture lives here: generated artwork and public files. */
export const SITE_IMAGE_PREFIX = "/images/";

/** The interstitial in front of every outside link. */
export const LEAVING_PATH = "/leaving";

const URL_MAX = 500;

// Segments of letters, digits, dots, dashes and underscores that never start with a dot (so no
// "." or ".." segments), a picture's extension, nothing else: no query, no escapes, no
// backslash, no second slash in a row, no scheme. Same-origin by construction.
const SITE_IMAGE =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|avif|gif)$/;

/** A picture the site serves itself, e.g. `/images/v1/hotels/12-0-640x360.svg`. */
export function isSiteImagePath(value: string): boolean {
  return value.length <= URL_MAX && SITE_IMAGE.test(value);
}

// Printable ASCII only: URL parsers drop tabs and newlines anywhere and fold look-alike
// characters, which is how "java\tscript:" or "/\t/evil" change meaning after the check.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

// The scheme, exactly two slashes, a host name of dotted labels ending in a letter-only top
// level domain (no IP address, no "localhost", no user name before an "@"), an optional port,
// then the rest. The parser below must agree on the host.
const OUTSIDE_URL =
  /^https?:\/\/((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(?::\d{1,5})?(?:[/?#][^\\]*)?$/i;

export type LinkTarget =
  /** A page of this site: a plain link. */
  | { kind: "site"; path: string }
  /** Somewhere else: shown behind the leaving page, `host` named beside it. */
  | { kind: "outside"; url: string; host: string };

/**
 * Where a link someone typed goes, or null when it may not be a link at all: anything but a
 * same-site path or an http(s) address (`javascript:`, `data:`, `//host`, `/\host`,
 * `https://good.example@evil.example`, raw spaces or control characters).
 */
export function linkTarget(value: string): LinkTarget | null {
  if (value.length === 0 || value.length > URL_MAX || !PRINTABLE_ASCII.test(value)) return null;
  if (value.startsWith("/")) {
    return safeRedirectPath(value, "") === value ? { kind: "site", path: value } : null;
  }
  const match = OUTSIDE_URL.exec(value);
  if (!match) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (host !== match[1]?.toLowerCase() || url.username || url.password) return null;
  return { kind: "outside", url: value, host };
}

/**
 * The leaving page for an outside address; `from` (a same-site path) is where "Stay on
 * Triphive" goes back to.
 */
export function leavingPath(url: string, from?: string): string {
  const query = new URLSearchParams({ to: url });
  if (from) query.set("from", from);
  return `${LEAVING_PATH}?${query.toString()}`;
}

/**
 * A point on OpenStreetMap's own map, for "Open on a map" links (issue 30: coordinates are a
 * map link, not digits on the page). Four decimals place a point within about 11 m.
 */
export function openStreetMapUrl(point: { lat: number; lng: number }, zoom = 15): string {
  const lat = formatCoordinate(point.lat);
  const lng = formatCoordinate(point.lng);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
