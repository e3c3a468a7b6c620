import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoArea, geoGraticule10, geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * Guide maps drawn on the server as SVG from real coordinates (decision 0142): Natural Earth land
 * from the world-atlas package (shipped in node_modules, read from disk once, never downloaded),
 * projected with d3-geo's Mercator fitted to the points and clipped to the frame. Only land and
 * water are drawn, no country borders, so the map takes no side on disputed boundaries.
 */

export interface MapPoint {
  lat: number;
  lng: number;
  /** Short text beside the marker; the page lists full names in a legend. */
  label: string;
  kind: "place" | "city" | "airport" | "station" | "origin";
  /** Number shown in the marker (matches the legend), places only. */
  n?: number;
}

export interface MapOptions {
  width?: number;
  height?: number;
  title: string;
  /** Draw a dashed straight line between the first two points (how-to-reach from a city). */
  line?: boolean;
  /** Draw the points joined in order as a dashed route in this colour (a quote's route). */
  route?: string;
}

const require = createRequire(import.meta.url);
const lands = new Map<"10m" | "50m", Feature<Geometry>>();

function land(resolution: "10m" | "50m"): Feature<Geometry> {
  let f = lands.get(resolution);
  if (!f) {
    const file = require.resolve(`world-atlas/land-${resolution}.json`);
    const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
      land: GeometryCollection;
    }>;
    const collection = feature(topology, topology.objects.land) as unknown as FeatureCollection;
    const polygons: Position[][][] = [];
    for (const x of collection.features) {
      const g = x.geometry;
      if (g.type === "Polygon") polygons.push(g.coordinates);
      if (g.type === "MultiPolygon") polygons.push(...g.coordinates);
    }
    // A few small islands in the 10m file wind the wrong way, which d3 reads as "the whole
    // globe but this island" and floods the sea; turn them round.
    const fixed = polygons.map((rings) =>
      geoArea({ type: "Polygon", coordinates: rings }) > 2 * Math.PI
        ? rings.map((ring) => [...ring].reverse())
        : rings,
    );
    f = { type: "Feature", properties: {}, geometry: { type: "MultiPolygon", coordinates: fixed } };
    lands.set(resolution, f);
  }
  return f;
}

const COLORS = {
  place: "#e11d48",
  city: "#0f766e",
  airport: "#1d4ed8",
  station: "#7c3aed",
  origin: "#b45309",
} as const;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MIN_SPAN_DEG = 0.12;

export interface MapLayout {
  width: number;
  height: number;
  /** SVG path data of the 10° graticule and of the land, in the frame's pixels. */
  grid: string;
  land: string;
  points: (MapPoint & { x: number; y: number; color: string })[];
}

/**
 * The map's geometry: the frame, the graticule and land as SVG path data, and each point
 * projected. The SVG below and the proposal PDF's vector map (decision 0211) draw from it.
 */
export function mapLayout(points: readonly MapPoint[], options: MapOptions): MapLayout {
  const width = options.width ?? 800;
  const height = options.height ?? 520;
  const margin = 48;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let [south, north] = [Math.min(...lats), Math.max(...lats)];
  let [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  // A lone point (or a tight cluster) still shows its surroundings.
  if (north - south < MIN_SPAN_DEG) [south, north] = [south - MIN_SPAN_DEG, north + MIN_SPAN_DEG];
  if (east - west < MIN_SPAN_DEG) [west, east] = [west - MIN_SPAN_DEG, east + MIN_SPAN_DEG];
  const padLat = (north - south) * 0.15;
  const padLng = (east - west) * 0.15;
  const frame: Feature<Geometry> = {
    type: "Feature",
    properties: {},
    geometry: {
      type: "MultiPoint",
      coordinates: [
        [west - padLng, south - padLat],
        [east + padLng, north + padLat],
      ],
    },
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [margin, margin],
        [width - margin, height - margin],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const path = geoPath(projection).digits(1);
  const span = Math.max(north - south, east - west);
  const landPath = path(land(span < 4 ? "10m" : "50m")) ?? "";
  const grid = path(geoGraticule10()) ?? "";
  const projected = points.flatMap((p) => {
    const xy = projection([p.lng, p.lat]);
    if (!xy) return [];
    const [x, y] = xy.map((v) => Math.round(v * 10) / 10) as [number, number];
    return [{ ...p, x, y, color: COLORS[p.kind] }];
  });
  return { width, height, grid, land: landPath, points: projected };
}

/** An SVG document of the points on land and sea, fitted to the frame. */
export function drawMap(points: readonly MapPoint[], options: MapOptions): string {
  const { width, height, grid, land: landPath, points: projected } = mapLayout(points, options);

  const marks = projected
    .map((p) => {
      const { x, y, color } = p;
      const label = escapeXml(p.label);
      const textX = x > width - 180 ? x - 14 : x + 14;
      const anchor = x > width - 180 ? "end" : "start";
      const shape =
        p.kind === "airport" || p.kind === "station"
          ? `<rect x="${x - 7}" y="${y - 7}" width="14" height="14" rx="3" fill="${color}" stroke="#fff" stroke-width="2"/>`
          : `<circle cx="${x}" cy="${y}" r="${p.n !== undefined ? 11 : 7}" fill="${color}" stroke="#fff" stroke-width="2"/>`;
      const number =
        p.n !== undefined
          ? `<text x="${x}" y="${y + 4}" text-anchor="middle" font-size="11" font-weight="700" fill="#fff">${p.n}</text>`
          : "";
      const text =
        p.n !== undefined
          ? ""
          : `<text x="${textX}" y="${y + 4}" text-anchor="${anchor}" font-size="12" font-weight="600" fill="#0f172a" stroke="#fff" stroke-width="3" paint-order="stroke">${label}</text>`;
      return `<g>${shape}${number}${text}</g>`;
    })
    .join("");

  let line = "";
  const [pa, pb] = projected;
  if (options.line && pa && pb) {
    line = `<line x1="${pa.x}" y1="${pa.y}" x2="${pb.x}" y2="${pb.y}" stroke="#b45309" stroke-width="2.5" stroke-dasharray="8 6"/>`;
  }
  if (options.route && projected.length >= 2) {
    const d = projected.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join("");
    line = `<path d="${d}" fill="none" stroke="${options.route}" stroke-width="3" stroke-dasharray="9 6" stroke-linejoin="round"/>`;
  }

  const title = escapeXml(options.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="${width}" height="${height}" fill="#cfe8f7"/>`,
    `<path d="${grid}" fill="none" stroke="#b6d7ec" stroke-width="0.8"/>`,
    `<path d="${landPath}" fill="#f4efe4" stroke="#9fb7a0" stroke-width="1"/>`,
    line,
    marks,
    `<text x="${width - 8}" y="${height - 8}" text-anchor="end" font-size="10" fill="#475569">Land: Natural Earth · straight lines, not roads</text>`,
    "</svg>",
  ].join("");
}
