import { type ArtFeature, type ArtMotif, motifOf } from "../../../common/artwork";
import { hex, mix, type Rgb, rgb } from "../../lib/colour";
import { createPrng, hashSeed, type Prng } from "../../lib/prng";

// Draws the generated artwork of packages and destinations: a landscape in the destination's
// palette (sky, land, accent) whose scene follows the landmark it stands for (backwaters get a
// houseboat, a temple its tower, a beach a palm). Same input, same picture, byte for byte, so
// the files can be cached forever under a versioned URL (common/artwork.ts).

export interface ArtworkInput {
  /** Varies the drawing within a scene: the package id or destination slug. */
  seed: string;
  palette: readonly string[];
  /** The sight the picture stands for; null draws plain mountains. */
  feature: ArtFeature | null;
  width: number;
  height: number;
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [24, 32, 40];
const DEEP_WATER: Rgb = [29, 78, 137];
const SAND: Rgb = [246, 226, 179];
const WOOD: Rgb = [96, 62, 38];

/** One decimal is plenty for a picture and keeps the file small. */
const n = (v: number) => String(Math.round(v * 10) / 10);

interface Scene {
  w: number;
  h: number;
  /** One hundredth of the height: shapes scale with it, so a wide banner does not stretch them. */
  u: number;
  r: Prng;
  sky: Rgb;
  land: Rgb;
  accent: Rgb;
  horizon: number;
}

/** A ridge across the whole width: straight segments for peaks, smooth curves for hills. */
function ridge(s: Scene, base: number, amplitude: number, step: number, smooth: boolean) {
  const points: [number, number][] = [];
  const height = () => base - amplitude * (0.35 + s.r.next() * 0.65);
  let x = -step;
  for (; x < s.w; x += step * (0.7 + s.r.next() * 0.6)) points.push([x, height()]);
  points.push([x, height()]);
  let d = `M${n(points[0]?.[0] ?? 0)} ${n(points[0]?.[1] ?? base)}`;
  for (let i = 1; i < points.length; i++) {
    const [x, y] = points[i] as [number, number];
    if (smooth) {
      const [px, py] = points[i - 1] as [number, number];
      d += ` Q${n(px + (x - px) / 2)} ${n(Math.min(py, y) - amplitude * 0.15)} ${n(x)} ${n(y)}`;
    } else {
      d += ` L${n(x)} ${n(y)}`;
    }
  }
  return `${d} V${s.h} H${n(-step)}Z`;
}

function path(d: string, fill: Rgb, opacity = 1) {
  return `<path d="${d}" fill="${hex(fill)}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

function sunAndClouds(s: Scene): string {
  const x = s.w * (0.15 + s.r.next() * 0.7);
  const y = s.horizon * (0.3 + s.r.next() * 0.25);
  const radius = s.u * (8 + s.r.next() * 4);
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 1.8)}" fill="${hex(s.accent)}" opacity="0.18"/>`;
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${hex(s.accent)}"/>`;
  const clouds = 1 + s.r.int(0, 2);
  for (let i = 0; i < clouds; i++) {
    const cx = s.w * s.r.next();
    const cy = s.horizon * (0.15 + s.r.next() * 0.35);
    const rx = s.u * (10 + s.r.next() * 10);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.28)}" fill="#fff" opacity="0.7"/>`;
  }
  return out;
}

function water(s: Scene, top: number, shade: number): string {
  const color = mix(mix(s.sky, DEEP_WATER, shade), s.land, 0.12);
  let out = `<rect y="${n(top)}" width="${s.w}" height="${n(s.h - top)}" fill="${hex(color)}"/>`;
  const lines = 3 + s.r.int(0, 2);
  for (let i = 0; i < lines; i++) {
    const y = top + ((s.h - top) * (i + 1)) / (lines + 1);
    const x = s.w * s.r.next();
    const len = s.u * (12 + s.r.next() * 18);
    out += `<path d="M${n(x)} ${n(y)} h${n(len)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(s.u * 0.6)}" stroke-linecap="round"/>`;
  }
  return out;
}

function palm(s: Scene, x: number, ground: number, height: number, lean: number): string {
  const top: [number, number] = [x + lean * height * 0.35, ground - height];
  const dark = mix(s.land, INK, 0.35);
  let out = `<path d="M${n(x)} ${n(ground)} Q${n(x + lean * height * 0.05)} ${n(ground - height * 0.55)} ${n(top[0])} ${n(top[1])}" stroke="${hex(mix(WOOD, INK, 0.2))}" stroke-width="${n(height * 0.05)}" fill="none" stroke-linecap="round"/>`;
  for (const angle of [-160, -125, -90, -55, -20, 200]) {
    const rad = (angle * Math.PI) / 180;
    const len = height * 0.45;
    const ex = top[0] + Math.cos(rad) * len;
    const ey = top[1] + Math.sin(rad) * len * 0.6 + len * 0.35;
    const cx = top[0] + Math.cos(rad) * len * 0.5;
    const cy = top[1] + Math.sin(rad) * len * 0.6 - len * 0.1;
    out += `<path d="M${n(top[0])} ${n(top[1])} Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}" stroke="${hex(dark)}" stroke-width="${n(height * 0.045)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function pine(x: number, ground: number, height: number, color: Rgb): string {
  const w = height * 0.42;
  return path(
    `M${n(x)} ${n(ground - height)} L${n(x + w / 2)} ${n(ground)} H${n(x - w / 2)}Z`,
    color,
  );
}

const scenes: Record<ArtMotif, (s: Scene, kind: string | null) => string> = {
  mountains(s) {
    const far = mix(s.land, s.sky, 0.55);
    const mid = mix(s.land, s.sky, 0.25);
    let out = path(ridge(s, s.horizon, s.u * 38, s.u * 22, false), far);
    out += path(ridge(s, s.horizon + s.u * 8, s.u * 26, s.u * 30, false), mid);
    out += path(ridge(s, s.h - s.u * 14, s.u * 14, s.u * 45, true), s.land);
    out += path(ridge(s, s.h - s.u * 4, s.u * 6, s.u * 50, true), mix(s.land, INK, 0.2));
    return out;
  },

  forest(s) {
    let out = path(ridge(s, s.horizon, s.u * 28, s.u * 30, true), mix(s.land, s.sky, 0.5));
    out += path(ridge(s, s.h - s.u * 20, s.u * 12, s.u * 40, true), s.land);
    const dark = mix(s.land, INK, 0.3);
    const ground = s.h - s.u * 8;
    for (let x = s.r.next() * s.u * 8; x < s.w; x += s.u * (6 + s.r.next() * 9)) {
      out += pine(x, ground + s.r.next() * s.u * 6, s.u * (14 + s.r.next() * 14), dark);
    }
    out += `<rect y="${n(ground + s.u * 3)}" width="${s.w}" height="${n(s.h)}" fill="${hex(dark)}"/>`;
    return out;
  },

  beach(s) {
    let out = water(s, s.horizon, 0.45);
    const sandTop = s.h - s.u * (18 + s.r.next() * 8);
    out += path(
      `M0 ${n(sandTop + s.u * 6)} Q${n(s.w * 0.5)} ${n(sandTop - s.u * 6)} ${s.w} ${n(sandTop + s.u * 4)} V${s.h} H0Z`,
      mix(SAND, s.accent, 0.15),
    );
    const left = s.r.next() < 0.5;
    const x = left ? s.u * (12 + s.r.next() * 20) : s.w - s.u * (12 + s.r.next() * 20);
    out += palm(s, x, s.h - s.u * 6, s.u * 55, left ? 1 : -1);
    out += palm(s, x + (left ? 1 : -1) * s.u * 16, s.h - s.u * 4, s.u * 40, left ? 0.6 : -0.6);
    return out;
  },

  houseboat(s) {
    let out = path(ridge(s, s.horizon, s.u * 6, s.u * 20, true), mix(s.land, s.sky, 0.2));
    const shore = s.horizon + s.u * 2;
    for (let x = s.u * 4; x < s.w; x += s.u * (10 + s.r.next() * 18)) {
      out += palm(s, x, shore, s.u * (16 + s.r.next() * 10), s.r.next() < 0.5 ? -0.5 : 0.5);
    }
    out += water(s, shore, 0.3);
    // A kettuvallam: a long curved hull under an arched thatch roof.
    const cx = s.w * (0.3 + s.r.next() * 0.4);
    const y = s.h - s.u * 24;
    const len = s.u * 60;
    const hull = mix(WOOD, INK, 0.1);
    out += path(
      `M${n(cx - len / 2)} ${n(y - s.u * 4)} Q${n(cx)} ${n(y + s.u * 9)} ${n(cx + len / 2)} ${n(y - s.u * 4)} Z`,
      hull,
    );
    out += path(
      `M${n(cx - len * 0.36)} ${n(y)} Q${n(cx)} ${n(y - s.u * 22)} ${n(cx + len * 0.36)} ${n(y)}Z`,
      mix(s.accent, WOOD, 0.45),
    );
    for (let i = -2; i <= 2; i++) {
      out += `<rect x="${n(cx + i * s.u * 8 - s.u * 2)}" y="${n(y - s.u * 7)}" width="${n(s.u * 4)}" height="${n(s.u * 4)}" fill="${hex(mix(s.accent, WHITE, 0.55))}"/>`;
    }
    out += `<path d="M${n(cx - len * 0.45)} ${n(y + s.u * 8)} h${n(len * 0.9)}" stroke="${hex(hull)}" stroke-opacity="0.25" stroke-width="${n(s.u * 2)}"/>`;
    return out;
  },

  lake(s) {
    let out = path(ridge(s, s.horizon, s.u * 34, s.u * 24, false), mix(s.land, s.sky, 0.45));
    out += path(ridge(s, s.horizon + s.u * 4, s.u * 12, s.u * 30, true), s.land);
    out += water(s, s.horizon + s.u * 4, 0.25);
    // A shikara: a long low boat under a small canopy.
    const x = s.w * (0.25 + s.r.next() * 0.5);
    const y = s.h - s.u * 20;
    const boat = mix(WOOD, INK, 0.2);
    out += path(
      `M${n(x - s.u * 26)} ${n(y - s.u * 3)} Q${n(x)} ${n(y + s.u * 8)} ${n(x + s.u * 26)} ${n(y - s.u * 3)}Z`,
      boat,
    );
    out += `<rect x="${n(x - s.u * 9)}" y="${n(y - s.u * 11)}" width="${n(s.u * 18)}" height="${n(s.u * 3)}" fill="${hex(s.accent)}"/>`;
    out += `<path d="M${n(x - s.u * 8)} ${n(y)} v${n(-s.u * 9)} M${n(x + s.u * 8)} ${n(y)} v${n(-s.u * 9)}" stroke="${hex(boat)}" stroke-width="${n(s.u * 1.2)}"/>`;
    out += `<path d="M${n(x - s.u * 24)} ${n(y + s.u * 6)} h${n(s.u * 48)}" stroke="${hex(boat)}" stroke-opacity="0.25" stroke-width="${n(s.u * 2)}"/>`;
    return out;
  },

  waterfall(s) {
    let out = path(ridge(s, s.horizon, s.u * 20, s.u * 30, true), mix(s.land, s.sky, 0.5));
    const x = s.w * (0.35 + s.r.next() * 0.3);
    const top = s.horizon - s.u * 22;
    // A green hillside with a notch the water falls through.
    out += path(
      `M${n(x - s.u * 90)} ${s.h} C${n(x - s.u * 60)} ${n(top + s.u * 20)} ${n(x - s.u * 30)} ${n(top)} ${n(x - s.u * 6)} ${n(top + s.u * 2)} H${n(x + s.u * 6)} C${n(x + s.u * 30)} ${n(top)} ${n(x + s.u * 60)} ${n(top + s.u * 18)} ${n(x + s.u * 95)} ${s.h}Z`,
      mix(s.land, s.sky, 0.1),
    );
    out += `<path d="M${n(x - s.u * 6)} ${n(top + s.u * 2)} Q${n(x)} ${n(top + s.u * 6)} ${n(x - s.u * 4)} ${n(s.h - s.u * 14)} H${n(x + s.u * 5)} Q${n(x + s.u * 7)} ${n(top + s.u * 6)} ${n(x + s.u * 6)} ${n(top + s.u * 2)}Z" fill="#fff" opacity="0.9"/>`;
    out += `<ellipse cx="${n(x)}" cy="${n(s.h - s.u * 10)}" rx="${n(s.u * 26)}" ry="${n(s.u * 6)}" fill="${hex(mix(s.sky, DEEP_WATER, 0.35))}"/>`;
    out += `<ellipse cx="${n(x)}" cy="${n(s.h - s.u * 13)}" rx="${n(s.u * 12)}" ry="${n(s.u * 3.5)}" fill="#fff" opacity="0.7"/>`;
    const dark = mix(s.land, INK, 0.35);
    for (let i = 0; i < 10; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const dx = s.u * (14 + s.r.next() * 50);
      out += pine(x + side * dx, top + s.u * 4 + dx * 0.55, s.u * (10 + s.r.next() * 8), dark);
    }
    return out;
  },

  desert(s) {
    const sand = mix(SAND, s.accent, 0.35);
    let out = path(ridge(s, s.horizon + s.u * 4, s.u * 10, s.u * 50, true), mix(sand, s.sky, 0.4));
    out += path(ridge(s, s.h - s.u * 20, s.u * 14, s.u * 60, true), sand);
    out += path(ridge(s, s.h - s.u * 6, s.u * 10, s.u * 70, true), mix(sand, WOOD, 0.25));
    return out;
  },

  heritage(s, kind) {
    let out = path(
      ridge(s, s.horizon + s.u * 6, s.u * 20, s.u * 35, true),
      mix(s.land, s.sky, 0.5),
    );
    const ground = s.h - s.u * 16;
    out += path(ridge(s, ground, s.u * 6, s.u * 50, true), s.land);
    const x = s.w * (0.3 + s.r.next() * 0.4);
    out += building(kind, x, ground + s.u * 2, s.u, mix(s.land, INK, 0.55), s.accent);
    out += `<rect y="${n(s.h - s.u * 8)}" width="${s.w}" height="${n(s.u * 8)}" fill="${hex(mix(s.land, INK, 0.25))}"/>`;
    return out;
  },

  city(s) {
    let out = path(ridge(s, s.horizon, s.u * 14, s.u * 40, true), mix(s.land, s.sky, 0.55));
    const dark = mix(s.land, INK, 0.5);
    const lit = hex(mix(s.accent, WHITE, 0.35));
    const ground = s.h - s.u * 10;
    for (let x = -s.u * 2; x < s.w; ) {
      const bw = s.u * (8 + s.r.next() * 10);
      const bh = s.u * (18 + s.r.next() * 36);
      out += `<rect x="${n(x)}" y="${n(ground - bh)}" width="${n(bw - s.u)}" height="${n(bh + s.u * 10)}" fill="${hex(dark)}"/>`;
      for (let wy = ground - bh + s.u * 4; wy < ground - s.u * 4; wy += s.u * 7) {
        if (s.r.next() < 0.4) {
          out += `<rect x="${n(x + s.u * 2)}" y="${n(wy)}" width="${n(s.u * 2.5)}" height="${n(s.u * 3)}" fill="${lit}"/>`;
        }
      }
      x += bw;
    }
    out += `<rect y="${n(ground)}" width="${s.w}" height="${n(s.h - ground)}" fill="${hex(mix(s.land, INK, 0.3))}"/>`;
    return out;
  },
};

/** A silhouette standing on `ground`, centred on x; `u` is the scene's unit. */
function building(
  kind: string | null,
  x: number,
  ground: number,
  u: number,
  ink: Rgb,
  accent: Rgb,
) {
  const fill = hex(ink);
  const rect = (rx: number, ry: number, rw: number, rh: number) =>
    `<rect x="${n(rx)}" y="${n(ry)}" width="${n(rw)}" height="${n(rh)}" fill="${fill}"/>`;
  switch (kind) {
    case "temple": {
      // A shikhara: a curved tower of receding tiers over a hall.
      let out = rect(x - u * 22, ground - u * 14, u * 44, u * 14);
      out += `<path d="M${n(x - u * 12)} ${n(ground - u * 14)} Q${n(x - u * 10)} ${n(ground - u * 40)} ${n(x)} ${n(ground - u * 48)} Q${n(x + u * 10)} ${n(ground - u * 40)} ${n(x + u * 12)} ${n(ground - u * 14)}Z" fill="${fill}"/>`;
      out += `<path d="M${n(x)} ${n(ground - u * 48)} v${n(-u * 8)} l${n(u * 6)} ${n(u * 2)} l${n(-u * 6)} ${n(u * 2)}" stroke="${fill}" stroke-width="${n(u * 0.8)}" fill="${hex(accent)}"/>`;
      return out;
    }
    case "fort": {
      let out = rect(x - u * 40, ground - u * 18, u * 80, u * 18);
      for (let i = -40; i < 40; i += 6) out += rect(x + u * i, ground - u * 21, u * 3, u * 3);
      for (const tx of [-40, -6, 30]) out += rect(x + u * tx, ground - u * 28, u * 10, u * 28);
      return out;
    }
    case "church": {
      let out = rect(x - u * 14, ground - u * 20, u * 28, u * 20);
      out += rect(x - u * 5, ground - u * 34, u * 10, u * 14);
      out += `<path d="M${n(x - u * 6)} ${n(ground - u * 34)} L${n(x)} ${n(ground - u * 52)} L${n(x + u * 6)} ${n(ground - u * 34)}Z" fill="${fill}"/>`;
      out +=
        rect(x - u * 0.6, ground - u * 60, u * 1.2, u * 8) +
        rect(x - u * 3, ground - u * 57, u * 6, u * 1.2);
      return out;
    }
    case "monastery": {
      // A stupa: a dome on a plinth under a tapering spire, with a string of prayer flags.
      let out = rect(x - u * 18, ground - u * 8, u * 36, u * 8);
      out += `<path d="M${n(x - u * 14)} ${n(ground - u * 8)} Q${n(x)} ${n(ground - u * 36)} ${n(x + u * 14)} ${n(ground - u * 8)}Z" fill="${fill}"/>`;
      out += `<path d="M${n(x - u * 3)} ${n(ground - u * 22)} L${n(x)} ${n(ground - u * 44)} L${n(x + u * 3)} ${n(ground - u * 22)}Z" fill="${fill}"/>`;
      out += `<path d="M${n(x)} ${n(ground - u * 40)} Q${n(x + u * 20)} ${n(ground - u * 26)} ${n(x + u * 40)} ${n(ground - u * 20)}" stroke="${fill}" stroke-width="${n(u * 0.5)}" fill="none"/>`;
      for (let i = 1; i <= 5; i++) {
        const fx = x + u * i * 7;
        const fy = ground - u * (40 - i * 3.6) + u * i * 0.4;
        out += `<rect x="${n(fx)}" y="${n(fy)}" width="${n(u * 3)}" height="${n(u * 4)}" fill="${hex(accent)}"/>`;
      }
      return out;
    }
    default: {
      // Palaces, mosques, monuments, museums: an onion dome on a hall between two minarets.
      let out = rect(x - u * 26, ground - u * 18, u * 52, u * 18);
      out += `<path d="M${n(x - u * 13)} ${n(ground - u * 18)} C${n(x - u * 16)} ${n(ground - u * 34)} ${n(x - u * 2)} ${n(ground - u * 36)} ${n(x)} ${n(ground - u * 46)} C${n(x + u * 2)} ${n(ground - u * 36)} ${n(x + u * 16)} ${n(ground - u * 34)} ${n(x + u * 13)} ${n(ground - u * 18)}Z" fill="${fill}"/>`;
      for (const mx of [-24, 20]) {
        out += rect(x + u * mx, ground - u * 40, u * 4, u * 40);
        out += `<circle cx="${n(x + u * (mx + 2))}" cy="${n(ground - u * 41)}" r="${n(u * 3)}" fill="${fill}"/>`;
      }
      out += `<path d="M${n(x - u * 8)} ${n(ground)} v${n(-u * 9)} q${n(u * 8)} ${n(-u * 7)} ${n(u * 16)} 0 v${n(u * 9)}Z" fill="${hex(mix(accent, WHITE, 0.3))}" opacity="0.55"/>`;
      return out;
    }
  }
}

/** The picture as an SVG document. */
export function renderArtwork(input: ArtworkInput): string {
  const { width: w, height: h } = input;
  const kind = input.feature?.kind ?? null;
  const r = createPrng(hashSeed(`${input.seed}:${kind ?? ""}`));
  const [skyHex, landHex, accentHex] = input.palette;
  const scene: Scene = {
    w,
    h,
    u: h / 100,
    r,
    sky: rgb(skyHex, [142, 202, 230]),
    land: rgb(landHex, [42, 157, 143]),
    accent: rgb(accentHex, [244, 162, 97]),
    horizon: h * (0.55 + r.next() * 0.08),
  };
  const top = hex(mix(scene.sky, DEEP_WATER, 0.12));
  const low = hex(mix(scene.sky, mix(WHITE, scene.accent, 0.25), 0.6));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    sunAndClouds(scene),
    scenes[motifOf(input.feature)](scene, kind),
    "</svg>",
  ].join("");
}
