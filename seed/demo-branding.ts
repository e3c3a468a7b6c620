import { createHash } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { contrastRatio, MIN_CONTRAST } from "../common/branding";
import { gstinCheckChar, stateOfCity } from "../common/gst";
import type { Db } from "../server/db";
import { agents } from "../server/db/schema";
import { initialsOf } from "../server/modules/agents/agents.service";
import type { Services } from "../server/services";
import { encodedIdOf } from "./agents";
import { AGENCIES } from "./data/agencies";
import { logoPng } from "./logo-png";

// The demo agencies' branding (decision 0211): a logo drawn by seed/logo-png.ts, colours from
// their generated palette darkened until white text reads on them, and, for an agency based in
// India, a GSTIN of its state with a correct check character. Runs at every start, changing only
// agencies that have no branding yet (or whose logo file is gone).

/** The colour darkened in steps until white text on it meets the contrast minimum. */
export function readableShade(hex: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  const out = () => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  while (contrastRatio(out(), "#ffffff") < MIN_CONTRAST) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.85)) as [number, number, number];
  }
  return out();
}

/** A well-formed GSTIN for a fictional agency: its state, a PAN from its name, a check char. */
export function demoGstin(name: string, baseCity: string): string {
  const state = stateOfCity(baseCity);
  if (!state) return "";
  const hash = createHash("sha256").update(name).digest();
  const letter = (i: number) => String.fromCharCode(65 + ((hash[i] ?? 0) % 26));
  const digits = String(1000 + (hash.readUInt16BE(8) % 9000));
  const first =
    name
      .replace(/[^A-Za-z]/g, "")
      .charAt(0)
      .toUpperCase() || "A";
  // PAN: three letters, F (a firm), the name's first letter, four digits, a letter.
  const pan = `${letter(0)}${letter(1)}${letter(2)}F${first}${digits}${letter(3)}`;
  const first14 = `${state.code}${pan}1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
}

export async function seedDemoBranding(services: Services, db: Db): Promise<number> {
  const rows = await db
    .select({
      id: agents.id,
      encodedId: agents.encodedId,
      companyName: agents.companyName,
      baseCity: agents.baseCity,
      palette: agents.palette,
      brandColor: agents.brandColor,
    })
    .from(agents)
    .where(
      inArray(
        agents.encodedId,
        AGENCIES.map((a) => encodedIdOf(a.name)),
      ),
    );
  let branded = 0;
  for (const row of rows) {
    let brand = row.brandColor;
    if (!brand) {
      brand = readableShade(row.palette[0] ?? "#0f766e");
      const accent = readableShade(row.palette[1] ?? brand);
      await db
        .update(agents)
        .set({
          brandColor: brand,
          accentColor: accent,
          gstin: demoGstin(row.companyName, row.baseCity),
        })
        .where(eq(agents.id, row.id));
    }
    const accent = readableShade(row.palette[1] ?? brand);
    const drawn = logoPng(initialsOf(row.companyName), brand, accent === brand ? brand : "#ffffff");
    if (await services.agents.seedLogo(row.id, drawn)) branded++;
  }
  return branded;
}
