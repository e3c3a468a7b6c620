import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { PhotoSubjectKind } from "../common/photos";
import type { Db } from "../server/db";
import { agents, destinations, hotels } from "../server/db/schema";
import type { Services } from "../server/services";
import { encodedIdOf } from "./agents";

// The embedded demo's photos (issue 30, decision 0219): scenes drawn here as SVG, rendered by
// sharp into photo-sized PNGs and uploaded through the same pipeline as a staff upload. Nothing
// is downloaded. Runs after the site answers; a subject that already has a photo is left alone.

const W = 1600;
const H = 1067;

/** Film grain and a soft vignette over every scene, so it reads as a photograph. */
const FINISH = `
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" result="n"/>
    <feColorMatrix in="n" type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.10"/></feComponentTransfer>
  </filter>
  <radialGradient id="vignette" cx="50%" cy="50%" r="75%">
    <stop offset="60%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#000" stop-opacity="0.35"/>
  </radialGradient>`;
const OVERLAY = `<rect width="${W}" height="${H}" filter="url(#grain)"/><rect width="${W}" height="${H}" fill="url(#vignette)"/>`;

function palm(x: number, y: number, h: number, lean: number): string {
  const topX = x + lean;
  const topY = y - h;
  const fronds = [-150, -120, -80, -40, 0, 30, 60, 100, 140]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const ex = topX + Math.cos(r - Math.PI / 2) * h * 0.38;
      const ey = topY + Math.sin(r - Math.PI / 2) * h * 0.38 + h * 0.14;
      return `<path d="M${topX} ${topY} Q ${(topX + ex) / 2} ${topY - h * 0.12} ${ex} ${ey}" stroke="#1f3d1c" stroke-width="${h * 0.035}" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x} ${y} Q ${x + lean * 0.2} ${y - h * 0.5} ${topX} ${topY}" stroke="#3b2a1a" stroke-width="${h * 0.04}" fill="none"/>${fronds}`;
}

/** Kerala's backwaters at golden hour: a houseboat between palm-lined banks. */
function backwatersSvg(): string {
  const palms = [80, 210, 330, 470, 600, 1050, 1180, 1300, 1420, 1540]
    .map((x, i) => palm(x, 640 + (i % 3) * 8, 260 + (i % 4) * 40, (i % 2 ? 1 : -1) * (20 + i * 3)))
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${FINISH}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6c77d"/><stop offset="0.55" stop-color="#f9a66c"/><stop offset="1" stop-color="#fde2b8"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c98f5a"/><stop offset="0.4" stop-color="#5d7f6b"/><stop offset="1" stop-color="#24463f"/>
    </linearGradient>
    <radialGradient id="sun" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#fff6d8"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="820" cy="470" r="230" fill="url(#sun)"/>
  <path d="M0 640 Q 400 600 800 630 T 1600 620 L1600 700 L0 700 Z" fill="#2f4a26"/>
  <rect y="660" width="${W}" height="${H - 660}" fill="url(#water)"/>
  <g opacity="0.35">${[690, 720, 760, 810, 870, 940].map((y, i) => `<rect x="${300 + i * 40}" y="${y}" width="${900 - i * 80}" height="3" fill="#ffe9c4"/>`).join("")}</g>
  ${palms}
  <g transform="translate(610 700)">
    <path d="M0 60 Q 190 110 400 60 L 380 90 Q 190 130 20 90 Z" fill="#3a2412"/>
    <path d="M40 60 Q 70 -10 200 -20 Q 330 -10 360 60 Z" fill="#b7894d"/>
    <path d="M60 58 Q 90 5 200 -2 Q 310 5 340 58" stroke="#7a5328" stroke-width="6" fill="none"/>
    <rect x="120" y="22" width="40" height="30" fill="#ffe2a0" opacity="0.8"/>
    <rect x="240" y="22" width="40" height="30" fill="#ffe2a0" opacity="0.8"/>
  </g>
  <path d="M610 790 Q 810 840 1010 790" stroke="#1d2f2a" stroke-width="10" opacity="0.4" fill="none"/>
  ${OVERLAY}
</svg>`;
}

/** A resort at dusk: lit rooms, a pool and palms. */
function resortSvg(): string {
  const windows = Array.from({ length: 4 }, (_, row) =>
    Array.from(
      { length: 9 },
      (_, col) =>
        `<rect x="${390 + col * 90}" y="${330 + row * 85}" width="54" height="44" fill="${(row + col) % 3 ? "#ffd98a" : "#6b5a4a"}"/>`,
    ).join(""),
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${FINISH}
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#27345e"/><stop offset="0.6" stop-color="#b36a7a"/><stop offset="1" stop-color="#f3b27a"/>
    </linearGradient>
    <linearGradient id="pool" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5fd0d8"/><stop offset="1" stop-color="#1d7f95"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#dusk)"/>
  <rect x="340" y="260" width="900" height="420" fill="#e9dcc6"/>
  <path d="M310 270 L 800 170 L 1270 270 Z" fill="#7b3f2a"/>
  ${windows}
  <rect y="680" width="${W}" height="${H - 680}" fill="#cdb89a"/>
  <rect x="260" y="760" width="1080" height="220" rx="30" fill="url(#pool)"/>
  <g opacity="0.5">${[800, 850, 900, 940].map((y) => `<path d="M300 ${y} q 60 -14 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0 t 120 0" stroke="#e8ffff" stroke-width="4" fill="none"/>`).join("")}</g>
  ${palm(170, 760, 420, 30)}${palm(1440, 770, 440, -40)}${palm(1300, 720, 300, 25)}
  ${OVERLAY}
</svg>`;
}

/** Tea hills at first light, for the demo agency's profile picture. */
function teaHillsSvg(): string {
  const rows = Array.from({ length: 14 }, (_, i) => {
    const y = 560 + i * 36;
    return `<path d="M0 ${y} Q 400 ${y - 60 + i * 3} 800 ${y - 10} T 1600 ${y - 30}" stroke="#2e6b2f" stroke-width="18" fill="none" opacity="0.7"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${FINISH}
    <linearGradient id="morning" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9cc3e6"/><stop offset="1" stop-color="#f2ead2"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#morning)"/>
  <path d="M0 420 L 300 250 L 560 400 L 850 220 L 1200 410 L 1600 260 L 1600 600 L 0 600 Z" fill="#7f9fb2" opacity="0.8"/>
  <path d="M0 520 Q 400 380 800 470 T 1600 430 L1600 ${H} L0 ${H} Z" fill="#5f9a4a"/>
  ${rows}
  <rect y="380" width="${W}" height="120" fill="#ffffff" opacity="0.25"/>
  ${OVERLAY}
</svg>`;
}

/** The demo agency's office: a whitewashed Fort Kochi shopfront with its sign, for its gallery. */
function officeSvg(name: string): string {
  const arches = [300, 620, 940, 1260]
    .map(
      (x) =>
        `<path d="M${x} 900 L${x} 560 Q ${x + 80} 470 ${x + 160} 560 L${x + 160} 900 Z" fill="#2f4d5c"/><path d="M${x + 16} 900 L${x + 16} 570 Q ${x + 80} 500 ${x + 144} 570 L${x + 144} 900 Z" fill="#ffd996" opacity="0.55"/>`,
    )
    .join("");
  const flowers = Array.from({ length: 60 }, (_, i) => {
    const x = 40 + ((i * 137) % 260);
    const y = 330 + ((i * 89) % 520);
    return `<circle cx="${x}" cy="${y}" r="${14 + (i % 4) * 4}" fill="${i % 3 ? "#d6336c" : "#f06595"}" opacity="0.85"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${FINISH}
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f7f1e3"/><stop offset="1" stop-color="#e6dcc4"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#8fc1e3"/>
  <rect x="0" y="200" width="${W}" height="760" fill="url(#wall)"/>
  <path d="M-20 210 L 800 90 L 1620 210 Z" fill="#9c4a2f"/>
  <rect x="330" y="260" width="940" height="150" rx="14" fill="#0f766e"/>
  <text x="800" y="352" font-family="Georgia, serif" font-size="54" font-weight="bold" fill="#fdf6e3" text-anchor="middle">${name}</text>
  ${arches}
  <rect y="900" width="${W}" height="${H - 900}" fill="#b9a58a"/>
  <rect y="900" width="${W}" height="14" fill="#8a775e"/>
  ${flowers}
  <g transform="translate(1180 930)">
    <rect x="0" y="0" width="200" height="70" rx="12" fill="#c2410c"/>
    <circle cx="40" cy="80" r="34" fill="#1f2933"/><circle cx="165" cy="80" r="34" fill="#1f2933"/>
  </g>
  ${OVERLAY}
</svg>`;
}

/** Chinese fishing nets at Fort Kochi at sunset: a trip the demo agency runs, for its gallery. */
function fishingNetsSvg(): string {
  const net = (x: number, s: number) =>
    `<g transform="translate(${x} 640) scale(${s})" stroke="#1b1b1b" fill="none">
      <path d="M0 0 L 260 -380 L 520 0" stroke-width="8"/>
      <path d="M260 -380 L 260 60" stroke-width="10"/>
      <path d="M40 -60 Q 260 120 480 -60" stroke-width="4"/>
      ${[80, 140, 200, 320, 380, 440].map((nx) => `<path d="M260 -380 L ${nx} ${-40 + Math.abs(nx - 260) * 0.1}" stroke-width="2"/>`).join("")}
    </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${FINISH}
    <linearGradient id="evening" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3d2c5e"/><stop offset="0.5" stop-color="#e0735a"/><stop offset="1" stop-color="#f8c471"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e59866"/><stop offset="1" stop-color="#2c3e50"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#evening)"/>
  <circle cx="1120" cy="600" r="110" fill="#ffd27f" opacity="0.9"/>
  <rect y="660" width="${W}" height="${H - 660}" fill="url(#sea)"/>
  <g opacity="0.4">${[700, 740, 790, 850].map((y, i) => `<rect x="${980 - i * 30}" y="${y}" width="${280 + i * 60}" height="4" fill="#ffe0a3"/>`).join("")}</g>
  ${net(80, 1)}${net(620, 0.8)}${net(1060, 0.65)}
  <rect x="0" y="655" width="${W}" height="16" fill="#241a14"/>
  ${OVERLAY}
</svg>`;
}

async function render(svg: string): Promise<Uint8Array> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/** Uploads the demo photos each subject lacks; returns how many it uploaded. */
export async function seedDemoPhotos(services: Pick<Services, "photos">, db: Db): Promise<number> {
  const [kerala] = await db
    .select({ slug: destinations.slug, id: destinations.id })
    .from(destinations)
    .where(eq(destinations.slug, "kerala"));
  const [hotel] = kerala
    ? await db
        .select({ id: hotels.id, name: hotels.name })
        .from(hotels)
        .where(eq(hotels.destinationId, kerala.id))
        .orderBy(asc(hotels.id))
        .limit(1)
    : [];
  const [agency] = await db
    .select({ id: agents.id, name: agents.companyName })
    .from(agents)
    .where(eq(agents.encodedId, encodedIdOf("Backwater Trails Kerala")));
  const wanted: { kind: PhotoSubjectKind; id: string; alt: string; svg: () => string }[] = [];
  if (kerala)
    wanted.push({
      kind: "destination",
      id: kerala.slug,
      alt: "A houseboat on Kerala's backwaters at sunset, between palm-lined banks",
      svg: backwatersSvg,
    });
  if (hotel)
    wanted.push({
      kind: "hotel",
      id: String(hotel.id),
      alt: `${hotel.name} at dusk: lit rooms above the pool and palms`,
      svg: resortSvg,
    });
  if (agency)
    wanted.push({
      kind: "agency-profile",
      id: String(agency.id),
      alt: `${agency.name}: tea hills at first light`,
      svg: teaHillsSvg,
    });
  let uploaded = 0;
  for (const item of wanted) {
    if (await services.photos.photoOf(item.kind, item.id)) continue;
    await services.photos.upload("system", {
      kind: item.kind,
      subjectId: item.id,
      alt: item.alt,
      bytes: await render(item.svg()),
    });
    uploaded += 1;
  }
  // The demo agency's gallery (decision 0241), through the same path as the agency's own form.
  if (agency && (await services.photos.agencyPhotos(agency.id)).gallery.length === 0) {
    const gallery = [
      {
        alt: `The ${agency.name} office: a whitewashed shopfront in Fort Kochi`,
        svg: () => officeSvg(agency.name),
      },
      {
        alt: "Chinese fishing nets at Fort Kochi at sunset, on our Kochi heritage walk",
        svg: fishingNetsSvg,
      },
    ];
    for (const item of gallery) {
      await services.photos.addToAgencyGallery("system", agency.id, {
        alt: item.alt,
        bytes: await render(item.svg()),
      });
      uploaded += 1;
    }
  }
  return uploaded;
}
