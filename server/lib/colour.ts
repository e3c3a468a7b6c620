// Colours of the generated pictures (package, destination and agency artwork), as RGB triples.

export type Rgb = [number, number, number];

/** A `#rrggbb` palette entry as RGB; `fallback` when absent or malformed. */
export function rgb(hex: string | undefined, fallback: Rgb): Rgb {
  const m = hex ? /^#([0-9a-f]{6})$/i.exec(hex) : null;
  if (!m?.[1]) return fallback;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved a fraction `t` of the way to `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const lerp = (x: number, y: number) => Math.round(x * (1 - t) + y * t);
  return [lerp(a[0], b[0]), lerp(a[1], b[1]), lerp(a[2], b[2])];
}

export const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
