// The browser remembers the packages a visitor opened, for "Recently viewed" on package detail
// (spec: "Visited destinations keep 10 entries for 30 days"). Each entry is a package with its
// destination, so the same list answers which destinations were visited. It lives in
// localStorage, never in a cookie: pages stay the same for everyone and so stay cacheable.
// Pure functions over the list; the caller supplies the clock and the storage.

export const RECENTLY_VIEWED_LIMIT = 10;
export const RECENTLY_VIEWED_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const RECENTLY_VIEWED_STORAGE_KEY = "triphive.recently_viewed";

export interface PackageVisit {
  /** Package id. */
  id: number;
  /** Destination slug. */
  destination: string;
  /** When it was viewed, ms since the epoch. */
  at: number;
}

// Checked by hand rather than with zod: this runs on every page's first load, and zod would add
// ~25 KiB gzip to it (DESIGN.md §6 listing JS budget).
function asVisit(entry: unknown): PackageVisit | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, destination, at } = entry as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) return null;
  if (typeof destination !== "string" || destination.length < 1 || destination.length > 80) {
    return null;
  }
  if (typeof at !== "number" || !Number.isFinite(at)) return null;
  return { id, destination, at };
}

const isFresh = (visit: PackageVisit, now: number) => now - visit.at <= RECENTLY_VIEWED_MAX_AGE_MS;

/** Visits not older than 30 days, most recent first. */
export function freshVisits(visits: readonly PackageVisit[], now: number): PackageVisit[] {
  return visits.filter((v) => isFresh(v, now)).sort((a, b) => b.at - a.at);
}

/**
 * The list after viewing a package: it moves to the front (a package appears once), expired
 * entries go, and only the 10 most recent stay.
 */
export function recordVisit(visits: readonly PackageVisit[], visit: PackageVisit): PackageVisit[] {
  return [visit, ...freshVisits(visits, visit.at).filter((v) => v.id !== visit.id)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
}

/** Ids of recently viewed packages, most recent first, leaving out `except` (the open one). */
export function recentPackageIds(
  visits: readonly PackageVisit[],
  now: number,
  except?: number,
): number[] {
  return freshVisits(visits, now)
    .map((v) => v.id)
    .filter((id) => id !== except);
}

/** Destinations of the recently viewed packages, most recent first, each once. */
export function visitedDestinations(visits: readonly PackageVisit[], now: number): string[] {
  return [...new Set(freshVisits(visits, now).map((v) => v.destination))];
}

/** The stored list; anything unreadable (old format, edited by hand) counts as empty. */
export function parseVisits(raw: string | null | undefined): PackageVisit[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Keep the readable entries of a partly damaged list.
    return parsed.flatMap((entry) => {
      const visit = asVisit(entry);
      return visit ? [visit] : [];
    });
  } catch {
    return [];
  }
}

export function serializeVisits(visits: readonly PackageVisit[]): string {
  return JSON.stringify(visits.map(({ id, destination, at }) => ({ id, destination, at })));
}
