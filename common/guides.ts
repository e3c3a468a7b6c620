import { plural } from "./format";
// Destination guides (browsing spec §2 "Destination guides", §9): the categories places and
// things to do are filtered by, the page size, and the shapes pages and the API share.

/** Places and things lists show 10 per page (spec §9). */
export const GUIDE_PAGE_SIZE = 10;

export interface GuideCategory {
  /** The setUrl used in /experience/{setUrl} and in filter_categories[]. */
  setUrl: string;
  label: string;
}

export const PLACE_CATEGORIES = [
  { setUrl: "beaches-and-islands", label: "Beaches & Islands" },
  { setUrl: "forts-and-palaces", label: "Forts & Palaces" },
  { setUrl: "religious-sites", label: "Temples, Churches & Monasteries" },
  { setUrl: "heritage-and-landmarks", label: "Heritage & Landmarks" },
  { setUrl: "nature", label: "Lakes, Falls & Nature" },
  { setUrl: "wildlife", label: "Wildlife & National Parks" },
  { setUrl: "viewpoints-and-treks", label: "Viewpoints & Treks" },
  { setUrl: "markets-and-streets", label: "Markets & Streets" },
] as const satisfies readonly GuideCategory[];

export const THING_CATEGORIES = [
  { setUrl: "water-activities", label: "Water Activities" },
  { setUrl: "heritage-walks", label: "Heritage Walks" },
  { setUrl: "spiritual", label: "Spiritual Experiences" },
  { setUrl: "culture", label: "Art, Culture & Museums" },
  { setUrl: "sightseeing", label: "Sightseeing" },
  { setUrl: "nature", label: "Nature Walks" },
  { setUrl: "wildlife-safaris", label: "Wildlife Safaris" },
  { setUrl: "adventure", label: "Adventure" },
  { setUrl: "shopping-and-food", label: "Shopping & Food" },
] as const satisfies readonly GuideCategory[];

export type PlaceCategory = (typeof PLACE_CATEGORIES)[number]["setUrl"];
export type ThingCategory = (typeof THING_CATEGORIES)[number]["setUrl"];

/** ptv: places to visit, ttd: things to do (the `t` of the experience redirect). */
export type GuideListKind = "ptv" | "ttd";

export function categoriesOf(kind: GuideListKind): readonly GuideCategory[] {
  return kind === "ptv" ? PLACE_CATEGORIES : THING_CATEGORIES;
}

export function categoryLabel(kind: GuideListKind, setUrl: string): string | null {
  return categoriesOf(kind).find((c) => c.setUrl === setUrl)?.label ?? null;
}

/** A sight on a guide: real coordinates, hours, fee and a description of its own. */
export interface GuidePlace {
  slug: string;
  name: string;
  kind: string;
  category: GuideCategory;
  city: { slug: string; name: string };
  lat: number;
  lng: number;
  /** True when only the city's coordinates are known for it. */
  approximate: boolean;
  timings: string;
  entryFee: string;
  visitMinutes: number;
  description: string;
}

/** Something to do on a guide, usually at one of its places. */
export interface GuideThing {
  slug: string;
  name: string;
  category: GuideCategory;
  city: { slug: string; name: string };
  /** The place it happens at, when it is one of the guide's places. */
  place: { slug: string; name: string } | null;
  lat: number;
  lng: number;
  duration: string;
  description: string;
}

export interface GuideFacet {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface GuideList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  categories: GuideFacet[];
  cities: GuideFacet[];
}

export interface HubDistance {
  code: string;
  name: string;
  lat: number;
  lng: number;
  /** Straight-line kilometres, rounded. */
  distanceKm: number;
}

/** Spec §2: each layout component has a name and whether it renders in the browser only. */
export interface GuideComponent {
  name: string;
  csr: boolean;
}

export function formatVisitLength(minutes: number): string {
  if (minutes >= 1440) return `${Math.round(minutes / 1440)} day${minutes >= 2880 ? "s" : ""}`;
  if (minutes >= 60) {
    const hours = minutes / 60;
    const rounded = Math.round(hours * 2) / 2;
    return `${plural(rounded, "hour")}`;
  }
  return `${minutes} minutes`;
}
