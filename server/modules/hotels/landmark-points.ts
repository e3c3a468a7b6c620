import { hashSeed } from "../../lib/prng";

// The catalogue knows each city's centre and the names of its real landmarks, not their
// coordinates. A landmark is placed at a fixed point 0.8-6.8 km from its city's centre, in a
// direction and at a distance derived from its name: stable across runs and processes, so
// every straight-line distance the site shows agrees with the map it draws (decision 0130).

const KM_PER_DEGREE_LAT = 110.574;

export interface Point {
  lat: number;
  lng: number;
}

/** A point `km` kilometres from `from` in the direction `bearing` (radians, 0 = north). */
export function offsetPoint(from: Point, km: number, bearing: number): Point {
  const dLat = (km * Math.cos(bearing)) / KM_PER_DEGREE_LAT;
  const kmPerDegreeLng = 111.32 * Math.cos((from.lat * Math.PI) / 180);
  const dLng = (km * Math.sin(bearing)) / Math.max(1, kmPerDegreeLng);
  return { lat: round6(from.lat + dLat), lng: round6(from.lng + dLng) };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function landmarkPoint(city: Point & { slug: string }, landmarkName: string): Point {
  const h = hashSeed(`${city.slug}/${landmarkName}`);
  const bearing = ((h & 0xffff) / 0x10000) * 2 * Math.PI;
  const km = 0.8 + ((h >>> 16) % 61) / 10;
  return offsetPoint(city, km, bearing);
}
