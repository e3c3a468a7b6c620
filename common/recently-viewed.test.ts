import { describe, expect, it } from "vitest";
import {
  type PackageVisit,
  parseVisits,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_MAX_AGE_MS,
  recentPackageIds,
  recordVisit,
  serializeVisits,
  visitedDestinations,
} from "./recently-viewed";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 15, 12);
const visit = (id: number, at: number, destination = "kerala"): PackageVisit => ({
  id,
  destination,
  at,
});

describe("recordVisit", () => {
  it("puts the newest visit first", () => {
    let list: PackageVisit[] = [];
    list = recordVisit(list, visit(1, NOW - 2000));
    list = recordVisit(list, visit(2, NOW - 1000));
    list = recordVisit(list, visit(3, NOW));
    expect(list.map((v) => v.id)).toEqual([3, 2, 1]);
  });

  it("keeps a package once, moving it to the front when viewed again", () => {
    let list = [visit(2, NOW - 1000), visit(1, NOW - 2000)];
    list = recordVisit(list, visit(1, NOW));
    expect(list).toEqual([visit(1, NOW), visit(2, NOW - 1000)]);
  });

  it("keeps the 10 most recent entries", () => {
    let list: PackageVisit[] = [];
    for (let id = 1; id <= 14; id++) list = recordVisit(list, visit(id, NOW - (14 - id) * 1000));
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list.map((v) => v.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it("drops entries older than 30 days", () => {
    const list = recordVisit(
      [
        visit(1, NOW - 31 * DAY),
        visit(2, NOW - 29 * DAY),
        visit(3, NOW - RECENTLY_VIEWED_MAX_AGE_MS),
      ],
      visit(4, NOW),
    );
    expect(list.map((v) => v.id)).toEqual([4, 2, 3]);
  });
});

describe("recentPackageIds", () => {
  const list = [visit(3, NOW - 1000), visit(2, NOW - 2000), visit(1, NOW - 40 * DAY)];

  it("lists fresh visits newest first, leaving out the open package", () => {
    expect(recentPackageIds(list, NOW)).toEqual([3, 2]);
    expect(recentPackageIds(list, NOW, 3)).toEqual([2]);
  });

  it("lets entries expire as time passes without a new visit", () => {
    expect(recentPackageIds(list, NOW + 30 * DAY - 1500)).toEqual([3]);
    expect(recentPackageIds(list, NOW + 31 * DAY)).toEqual([]);
  });
});

describe("visitedDestinations", () => {
  it("names each visited destination once, most recent first", () => {
    const list = [
      visit(4, NOW - 1000, "goa"),
      visit(3, NOW - 2000, "kerala"),
      visit(2, NOW - 3000, "goa"),
      visit(1, NOW - 60 * DAY, "bali"),
    ];
    expect(visitedDestinations(list, NOW)).toEqual(["goa", "kerala"]);
  });
});

describe("parseVisits / serializeVisits", () => {
  it("round-trips a list", () => {
    const list = [visit(2, NOW, "goa"), visit(1, NOW - 5)];
    expect(parseVisits(serializeVisits(list))).toEqual(list);
  });

  it("reads missing or unreadable storage as empty", () => {
    for (const raw of [null, undefined, "", "not json", "{}", '"x"', "42"]) {
      expect(parseVisits(raw)).toEqual([]);
    }
  });

  it("keeps the readable entries of a damaged list", () => {
    const raw = JSON.stringify([
      { id: 1, destination: "goa", at: NOW },
      { id: "2", destination: "goa", at: NOW },
      { id: -3, destination: "goa", at: NOW },
      { id: 4, at: NOW },
      null,
    ]);
    expect(parseVisits(raw)).toEqual([visit(1, NOW, "goa")]);
  });
});
