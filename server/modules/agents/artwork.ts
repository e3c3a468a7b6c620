import type { ArtMotif } from "../../../common/artwork";
import { hex, mix, type Rgb, rgb } from "../../lib/colour";
import { createPrng, hashSeed } from "../../lib/prng";

// An agency's generated profile picture: a round badge in its home destination's palette, a
// small emblem of that destination's scenery (waves, peaks, dunes, a skyline) and the agency's
// initials. Same input, same bytes, so the file is cached forever under a versioned URL
// (common/agents.ts AGENT_ART_VERSION), like the catalogue's pictures.

export interface BadgeInput {
  seed: string;
  initials: string;
  palette: readonly string[];
  motif: ArtMotif;
  size: number;
}

const n = (v: number) => String(Math.round(v * 10) / 10);
const INK: Rgb = [20, 28, 36];
const WHITE: Rgb = [255, 255, 255];

/** Relative luminance, to pick initials that read on the badge. */
function luminance([r, g, b]: Rgb): number {
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

/** The emblem across the lower part of the badge, in a 100-unit box. */
function emblem(motif: ArtMotif, color: string, jitter: number): string {
  const y = 70 + jitter * 4;
  switch (motif) {
    case "beach":
    case "houseboat":
    case "lake":
      return [0, 7, 14]
        .map(
          (dy, i) =>
            `<path d="M8 ${n(y + dy)} q10 -6 21 0 t21 0 t21 0 t21 0" fill="none" stroke="${color}" stroke-width="3.2" stroke-linecap="round" opacity="${n(0.9 - i * 0.25)}"/>`,
        )
        .join("");
    case "desert":
      return `<path d="M0 ${n(y + 6)} Q30 ${n(y - 10)} 58 ${n(y + 4)} T100 ${n(y)} V100 H0Z" fill="${color}" opacity="0.55"/><path d="M0 ${n(y + 16)} Q40 ${n(y + 2)} 100 ${n(y + 12)} V100 H0Z" fill="${color}" opacity="0.8"/>`;
    case "city":
      return [12, 24, 36, 50, 62, 74]
        .map((x, i) => {
          const h = 10 + ((i * 7 + jitter * 11) % 18);
          return `<rect x="${x}" y="${n(y + 12 - h)}" width="10" height="${n(h + 30)}" fill="${color}" opacity="0.75"/>`;
        })
        .join("");
    case "heritage":
      return `<path d="M30 ${n(y + 10)} h40 v30 h-40Z M38 ${n(y + 10)} C36 ${n(y - 4)} 48 ${n(y - 8)} 50 ${n(y - 16)} C52 ${n(y - 8)} 64 ${n(y - 4)} 62 ${n(y + 10)}Z" fill="${color}" opacity="0.8"/>`;
    case "forest":
      return [18, 34, 50, 66, 82]
        .map(
          (x, i) =>
            `<path d="M${x} ${n(y - 8 - (i % 2) * 6)} l9 ${n(22 + (i % 2) * 6)} h-18Z" fill="${color}" opacity="0.8"/>`,
        )
        .join("");
    default:
      // Mountains and waterfalls: two ridges with a snow line.
      return `<path d="M0 ${n(y + 14)} L28 ${n(y - 12)} L46 ${n(y + 4)} L64 ${n(y - 18)} L100 ${n(y + 14)} V100 H0Z" fill="${color}" opacity="0.8"/><path d="M58 ${n(y - 10)} L64 ${n(y - 18)} L70 ${n(y - 10)} L64 ${n(y - 12)}Z" fill="#fff" opacity="0.85"/>`;
  }
}

/** The badge as an SVG document of `size` pixels square. */
export function renderBadge(input: BadgeInput): string {
  const r = createPrng(hashSeed(input.seed));
  const base = rgb(input.palette[1], [42, 157, 143]);
  const accent = rgb(input.palette[2], [244, 162, 97]);
  const light = rgb(input.palette[0], [142, 202, 230]);
  const top = hex(mix(base, light, 0.25));
  const bottom = hex(mix(base, INK, 0.35));
  const angle = Math.round(r.next() * 60) - 30;
  const ink = luminance(mix(base, INK, 0.15)) > 0.45 ? hex(INK) : "#ffffff";
  const emblemColor = hex(mix(accent, WHITE, 0.15));
  const initials = input.initials.slice(0, 2) || "?";
  const fontSize = initials.length > 1 ? 36 : 42;
  const s = input.size;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 100 100">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<clipPath id="c"><circle cx="50" cy="50" r="48"/></clipPath></defs>`,
    `<circle cx="50" cy="50" r="50" fill="${hex(mix(accent, WHITE, 0.5))}"/>`,
    `<circle cx="50" cy="50" r="48" fill="url(#g)"/>`,
    `<g clip-path="url(#c)">${emblem(input.motif, emblemColor, r.next())}</g>`,
    `<text x="50" y="${n(52 + fontSize * 0.12)}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${fontSize}" font-weight="700" letter-spacing="1" fill="${ink}">${escapeXml(initials)}</text>`,
    "</svg>",
  ].join("");
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
