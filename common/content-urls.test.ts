import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSiteImagePath,
  LEAVING_PATH,
  leavingPath,
  linkTarget,
  openStreetMapUrl,
} from "./content-urls";
import { REDIRECT_BYPASS_PAYLOADS } from "./safe-redirect.fixtures";

const SITE = "https://triphive.example";

describe("isSiteImagePath", () => {
  it.each([
    "/images/v1/hotels/12-0-640x360.svg",
    "/images/v1/packages/7-640x360.svg",
    "/images/v1/destinations/kerala-1500x500.svg",
    "/images/v1/agents/backwater-trails-a1b2c3-248x248.svg",
    "/images/not-found/lost-compass.svg",
    "/images/hotels/taj_malabar.v2.jpeg",
    "/images/a.png",
    "/images/a.webp",
  ])("accepts the site's own picture %s", (path) => {
    expect(isSiteImagePath(path)).toBe(true);
  });

  it.each([
    // The probe's tracking pixel, and every way of spelling another host.
    "https://evil.example/pixel.png",
    "http://evil.example/pixel.png",
    "HTTPS://EVIL.EXAMPLE/PIXEL.PNG",
    "//evil.example/pixel.png",
    "///evil.example/pixel.png",
    "/\\evil.example/pixel.png",
    "\\\\evil.example\\pixel.png",
    "\\/evil.example/pixel.png",
    "/images//evil.example/pixel.png",
    "/images/\\evil.example/pixel.png",
    "https://triphive.example/images/v1/hotels/1-0-640x360.svg",
    // Other schemes.
    "javascript:alert(1)//x.png",
    "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
    "data:image/png;base64,iVBORw0KGgo=",
    "blob:https://triphive.example/0b5c",
    // Paths that leave /images/ or smuggle something through it.
    "/images/../requested_trips/1.png",
    "/images/./x.png",
    "/images/.hidden.png",
    "/images/%2e%2e/x.png",
    "/images/%2F%2Fevil.example/x.png",
    "/images/x.png?u=https://evil.example",
    "/images/x.svg#frag",
    "/images/x.png/",
    "/images/ x.png",
    "/images/\tx.png",
    " /images/x.png",
    "/images/x.png\n",
    "/images/ｘ.png",
    // The site's other files are no pictures for a quote.
    "/images/",
    "/images/x.html",
    "/images/x",
    "/favicon.svg",
    "/uploads/trip-documents/1.png",
    "/requested_trips/1/documents/2",
    "",
  ])("refuses %j", (value) => {
    expect(isSiteImagePath(value)).toBe(false);
  });

  it("refuses every redirect bypass payload", () => {
    for (const payload of REDIRECT_BYPASS_PAYLOADS) expect(isSiteImagePath(payload)).toBe(false);
  });

  it("never accepts a value a browser would fetch from anywhere but the site's /images/", () => {
    const alphabet = ["/", "\\", ".", "..", "%2e", "images", "e", ":", "@", "?", "#", " ", "\t"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 10 }), (parts) => {
        const candidate = `${parts.join("")}.png`;
        if (!isSiteImagePath(candidate)) return;
        const url = new URL(candidate, SITE);
        expect(url.origin).toBe(SITE);
        expect(url.pathname.startsWith("/images/")).toBe(true);
        expect(url.pathname).toBe(candidate);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("linkTarget", () => {
  it.each([
    ["https://www.tajhotels.com/en-in/taj/taj-malabar-cochin/", "www.tajhotels.com"],
    ["http://example.com", "example.com"],
    ["HTTPS://Booking.Example/hotel?id=1&lang=en#rooms", "booking.example"],
    ["https://hotel-kochi.example:8443/rooms", "hotel-kochi.example"],
    ["https://hotel.example/@kochi", "hotel.example"],
  ])("sends %s to the outside host %s", (value, host) => {
    expect(linkTarget(value)).toEqual({ kind: "outside", url: value, host });
  });

  it.each([
    "/hotel/taj-malabar-resort-and-spa-cochin",
    "/in-en/packages/kerala-backwaters-5-days",
    "/kerala-tour-packages?month=dec",
  ])("keeps %s a link of the site", (value) => {
    expect(linkTarget(value)).toEqual({ kind: "site", path: value });
  });

  it.each([
    // The probe's phishing link: protocol-relative.
    "//evil.example/phish",
    "///evil.example/phish",
    "/\\evil.example/phish",
    "\\\\evil.example/phish",
    "\\/evil.example",
    "/.//evil.example/phish",
    "/%2F%2Fevil.example",
    // Schemes other than http(s), in any case.
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://evil.example/file",
    "mailto:someone@evil.example",
    "tel:+911234567890",
    // Malformed authorities that parsers repair into another host.
    "https:evil.example",
    "https:/evil.example",
    "https:///evil.example",
    "https:\\\\evil.example",
    "https://good.example@evil.example/",
    "https://user:secret@evil.example/",
    "https://evil.example\\@good.example/",
    "https://evil.example\\phish",
    // Hosts that are no web site of a hotel.
    "https://localhost/admin",
    "http://127.0.0.1/",
    "http://192.168.1.1/",
    "https://[::1]/",
    "https://intranet/",
    "https://evil.example:99999/",
    // Spaces, control and look-alike characters that URL parsers drop or fold.
    "https://evil.example /phish",
    "https://evil\t.example/",
    "java\tscript:alert(1)",
    " //evil.example",
    "https://évil.example/",
    "https://evil。example/",
    "evil.example",
    "www.evil.example",
    "",
    `https://evil.example/${"a".repeat(500)}`,
  ])("refuses %j", (value) => {
    expect(linkTarget(value)).toBeNull();
  });

  it("never calls a redirect bypass payload a page of the site", () => {
    for (const payload of REDIRECT_BYPASS_PAYLOADS) {
      expect(linkTarget(payload)?.kind).not.toBe("site");
    }
  });

  it("names the host a browser would really open", () => {
    const alphabet = ["https://", "http:", "/", "\\", "@", ":", "a.example", "b", ".", "#", "?"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...alphabet), { maxLength: 8 }), (parts) => {
        const target = linkTarget(parts.join(""));
        if (target?.kind === "outside") {
          expect(new URL(target.url).hostname).toBe(target.host);
          expect(["http:", "https:"]).toContain(new URL(target.url).protocol);
        } else if (target?.kind === "site") {
          expect(new URL(target.path, SITE).origin).toBe(SITE);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("leavingPath", () => {
  it("carries the whole address and the way back, each encoded once", () => {
    const to = "https://hotel.example/rooms?from=2026-12-01&to=2026-12-03#deluxe";
    const path = leavingPath(to, "/requested_trips/12/quotes/34?version=2");
    const url = new URL(path, SITE);
    expect(url.pathname).toBe(LEAVING_PATH);
    expect(url.searchParams.get("to")).toBe(to);
    expect(url.searchParams.get("from")).toBe("/requested_trips/12/quotes/34?version=2");
    expect(leavingPath(to)).not.toContain("from=");
  });
});

describe("openStreetMapUrl", () => {
  it("marks the point on OpenStreetMap at four decimals and the zoom asked", () => {
    expect(openStreetMapUrl({ lat: 9.967812, lng: 76.24224 })).toBe(
      "https://www.openstreetmap.org/?mlat=9.9678&mlon=76.2422#map=15/9.9678/76.2422",
    );
    expect(openStreetMapUrl({ lat: -8.5, lng: 115.26 }, 12)).toBe(
      "https://www.openstreetmap.org/?mlat=-8.5000&mlon=115.2600#map=12/-8.5000/115.2600",
    );
  });
});
