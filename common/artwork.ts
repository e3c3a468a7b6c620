// Package and destination pictures are generated artwork served as image files (see
// server/modules/catalog/artwork.ts). This module names them: the sizes that exist, their URLs
// and the alt text that says what each picture shows. Browser and server both use it.

/**
 * Part of every image URL. Bump it whenever the drawing changes: the files are cached as
 * immutable for a year, so changed art needs new URLs.
 */
export const ART_VERSION = 1;

/** The only sizes served: listing cards, compact cards and thumbnails, page banners. */
export const IMAGE_SIZES = {
  card: { width: 640, height: 360 },
  small: { width: 248, height: 248 },
  banner: { width: 1500, height: 500 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

/** The sight a picture shows: a landmark of one of the package's (or destination's) cities. */
export interface ArtFeature {
  name: string;
  /** A landmark kind from the seed: beach, backwaters, temple, viewpoint … */
  kind: string;
  city: string;
}

/** A landmark as the picture rules read it: what it is called and what kind it is. */
export interface LandmarkLike {
  name: string;
  kind: string;
  city?: string;
}

export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Landmark kinds that make a landscape. The query that picks a picture's feature ranks these
 * above buildings, so a Kerala card shows the backwaters rather than a church in Kochi.
 */
export const SCENIC_KINDS = [
  "backwaters",
  "lake",
  "beach",
  "island",
  "waterfall",
  "hill",
  "valley",
  "trek",
  "viewpoint",
  "national_park",
  "wildlife",
  "garden",
  "desert",
] as const;

export type ArtMotif =
  | "houseboat"
  | "lake"
  | "beach"
  | "waterfall"
  | "mountains"
  | "forest"
  | "desert"
  | "heritage"
  | "city";

export const MOTIF_BY_KIND: Readonly<Record<string, ArtMotif>> = {
  backwaters: "houseboat",
  lake: "lake",
  beach: "beach",
  island: "beach",
  waterfall: "waterfall",
  hill: "mountains",
  valley: "mountains",
  trek: "mountains",
  viewpoint: "mountains",
  national_park: "forest",
  wildlife: "forest",
  garden: "forest",
  desert: "desert",
  street: "city",
  market: "city",
  cave: "mountains",
};

// Some sights the catalogue files as viewpoints or wildlife stand in a city: the Burj Khalifa,
// Tokyo Skytree, an aquarium. Drawing them as mountains or forest would misdescribe them.
// The SQL twin (server/modules/catalog/package-query.ts) reads these two lists.
export const URBAN_SIGHT_WORDS = [
  "tower",
  "skypark",
  "skytree",
  "building",
  "aquarium",
  "\\mzoo\\M",
  "burj",
  "london eye",
  "observatory",
  "sea world",
] as const;
export const URBAN_SIGHT_KINDS = ["viewpoint", "wildlife", "garden"] as const;
const URBAN_SIGHT =
  /(?<!watch )tower|skypark|skytree|building|aquarium|\bzoo\b|burj|london eye|observatory|sea world/i;

function isUrban(feature: LandmarkLike): boolean {
  return (
    (URBAN_SIGHT_KINDS as readonly string[]).includes(feature.kind) &&
    URBAN_SIGHT.test(feature.name)
  );
}

/** The scene drawn for a feature; buildings of every sort share the heritage scene. */
export function motifOf(feature: LandmarkLike | null): ArtMotif {
  if (!feature) return "mountains";
  if (isUrban(feature)) return "city";
  return MOTIF_BY_KIND[feature.kind] ?? "heritage";
}

/**
 * What sort of place a city is, for its pictures (decision 0220): read from its own landmarks
 * (a city of beaches is a beach place, one of viewpoints and waterfalls a hill station).
 */
export type PlaceScene =
  | "backwater"
  | "beach"
  | "desert"
  | "hill"
  | "lake"
  | "forest"
  | "city"
  | "heritage";

/** The place sort each scene speaks for. */
export const SCENE_OF_MOTIF: Readonly<Record<ArtMotif, PlaceScene>> = {
  houseboat: "backwater",
  beach: "beach",
  desert: "desert",
  mountains: "hill",
  waterfall: "hill",
  lake: "lake",
  forest: "forest",
  city: "city",
  heritage: "heritage",
};

/** Ties between equally many landmarks go to the place sort first here: the rarer scenery. */
export const PLACE_SCENE_PRIORITY: readonly PlaceScene[] = [
  "backwater",
  "beach",
  "desert",
  "hill",
  "lake",
  "forest",
  "city",
  "heritage",
];

/**
 * Which scenes may show a place of each sort: no skyline, snow or dunes for a beach, no beach for
 * a hill station. The first is the place's own scene.
 */
export const FITTING_MOTIFS: Readonly<Record<PlaceScene, readonly ArtMotif[]>> = {
  backwater: ["houseboat", "lake", "beach"],
  beach: ["beach", "houseboat"],
  desert: ["desert", "heritage"],
  hill: ["mountains", "waterfall", "forest", "lake"],
  lake: ["lake", "mountains", "forest", "waterfall"],
  forest: ["forest", "waterfall", "mountains", "lake"],
  city: ["city", "heritage"],
  heritage: ["heritage", "city"],
};

/**
 * A city's place sort from its landmarks: the sort most of them speak for, buildings counting
 * only when nothing else is there (every city has temples or churches; what sets a place apart
 * is its beach or its hills). Null without landmarks.
 */
export function placeSceneOf(landmarks: readonly LandmarkLike[]): PlaceScene | null {
  if (landmarks.length === 0) return null;
  const counts = new Map<PlaceScene, number>();
  for (const l of landmarks) {
    const scene = SCENE_OF_MOTIF[motifOf(l)];
    counts.set(scene, (counts.get(scene) ?? 0) + 1);
  }
  let best: PlaceScene = "heritage";
  let bestCount = 0;
  for (const scene of PLACE_SCENE_PRIORITY) {
    if (scene === "heritage") continue;
    const count = counts.get(scene) ?? 0;
    if (count > bestCount) {
      best = scene;
      bestCount = count;
    }
  }
  return best;
}

/** Whether a picture of this feature may stand for a place of this sort. */
export function fitsPlace(feature: LandmarkLike, scene: PlaceScene): boolean {
  return FITTING_MOTIFS[scene].includes(motifOf(feature));
}

// What the drawing of each kind shows, phrased around the landmark's name.
const SUBJECT_BY_KIND: Readonly<Record<string, (name: string) => string>> = {
  backwaters: (n) => `Houseboat on ${n}`,
  lake: (n) => (/lake|lagoon|river/i.test(n) ? `Boat on ${n}` : `Boat on the water at ${n}`),
  beach: (n) => `Palm trees on ${n}`,
  island: (n) => `Palm trees on the shore of ${n}`,
  waterfall: (n) => `${n} falling from a green hillside`,
  hill: (n) => `Green hills at ${n}`,
  valley: (n) => `Mountains around ${n}`,
  trek: (n) => `Mountain trail to ${n}`,
  viewpoint: (n) => `View from ${n}`,
  national_park: (n) => `Forested hills of ${n}`,
  wildlife: (n) => `Forested hills of ${n}`,
  garden: (n) => `Trees at ${n}`,
  desert: (n) => `Sand dunes at ${n}`,
  street: (n) => `Rooftops around ${n}`,
  market: (n) => `Rooftops around ${n}`,
  cave: (n) => `Hills around ${n}`,
};

/**
 * Alt text for a picture: what it shows and where, e.g. "Houseboat on Vembanad Lake,
 * Alleppey (Alappuzha), Kerala". Place names repeat only once ("Marina Bay, Singapore", not
 * "Marina Bay, Singapore, Singapore").
 */
export function artAlt(feature: ArtFeature | null, destination: string): string {
  if (!feature) return `Landscape of ${destination}`;
  const subject = isUrban(feature)
    ? `City skyline around ${feature.name}`
    : (SUBJECT_BY_KIND[feature.kind] ?? ((n: string) => `Silhouette of ${n}`))(feature.name);
  const places: string[] = [];
  for (const place of [feature.city, destination]) {
    if (place && !places.includes(place) && place !== feature.name) places.push(place);
  }
  return [subject, ...places].join(", ");
}

function urlOf(kind: "packages" | "destinations", key: string | number, size: ImageSize) {
  const { width, height } = IMAGE_SIZES[size];
  return `/images/v${ART_VERSION}/${kind}/${key}-${width}x${height}.svg`;
}

export function packageImageUrl(id: number, size: ImageSize): string {
  return urlOf("packages", id, size);
}

export function destinationImageUrl(slug: string, size: ImageSize): string {
  return urlOf("destinations", slug, size);
}

/** The named size with exactly these dimensions, if any. */
export function imageSizeOf(width: number, height: number): ImageSize | null {
  for (const [name, size] of Object.entries(IMAGE_SIZES)) {
    if (size.width === width && size.height === height) return name as ImageSize;
  }
  return null;
}

export function packagePicture(
  pkg: { id: number; feature: ArtFeature | null; destination: { name: string } },
  size: ImageSize,
): Picture {
  return {
    src: packageImageUrl(pkg.id, size),
    alt: artAlt(pkg.feature, pkg.destination.name),
    ...IMAGE_SIZES[size],
  };
}

export function destinationPicture(
  destination: { slug: string; name: string; feature: ArtFeature | null },
  size: ImageSize,
): Picture {
  return {
    src: destinationImageUrl(destination.slug, size),
    alt: artAlt(destination.feature, destination.name),
    ...IMAGE_SIZES[size],
  };
}
