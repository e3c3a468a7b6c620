import { eq } from "drizzle-orm";
import {
  type AgencyBranding,
  type AgencyBrandingInput,
  agencyLogoPath,
  DEFAULT_BRAND,
  MAX_LOGO_BYTES,
} from "../../../common/branding";
import type { AuthenticatedUser } from "../../../common/roles";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import type { FileStorage } from "../../storage/file-storage";
import { sniffFileType } from "../../storage/file-type";
import * as errors from "./agents.errors";
import { agents } from "./agents.schema";

// An agency's branding (decision 0211): its logo in the process's FileStorage under a
// server-chosen name, its colours and GSTIN in its row. Only the agent account that works the
// agency changes them; what a proposal shows is read by agency id.

export const logoRefused = (message: string) =>
  new AppError("invalid_input", "logo_refused", message, [
    { code: "logo_refused", message, field: "logo" },
  ]);

type BrandingRow = Pick<
  typeof agents.$inferSelect,
  "id" | "encodedId" | "companyName" | "logoName" | "brandColor" | "accentColor" | "gstin"
>;

const COLUMNS = {
  id: agents.id,
  encodedId: agents.encodedId,
  companyName: agents.companyName,
  logoName: agents.logoName,
  brandColor: agents.brandColor,
  accentColor: agents.accentColor,
  gstin: agents.gstin,
};

const brandingOf = (row: BrandingRow): AgencyBranding => ({
  agentId: row.id,
  companyName: row.companyName,
  logoUrl: row.logoName ? agencyLogoPath(row.encodedId, row.logoName) : null,
  brandColor: row.brandColor ?? DEFAULT_BRAND.brandColor,
  accentColor: row.accentColor ?? DEFAULT_BRAND.accentColor,
  gstin: row.gstin,
  custom: row.brandColor !== null,
});

/** A PNG or JPEG, told by its bytes, within the size limit; refused with a reason otherwise. */
export function checkLogo(bytes: Uint8Array): { ext: string; type: string } {
  if (bytes.byteLength === 0) throw logoRefused("Choose a PNG or JPEG file for your logo.");
  if (bytes.byteLength > MAX_LOGO_BYTES)
    throw logoRefused(`Your logo is over ${MAX_LOGO_BYTES / 1024} KB: save it smaller.`);
  const sniffed = sniffFileType(bytes.subarray(0, 16));
  if (!sniffed || sniffed.type === "application/pdf")
    throw logoRefused("Your logo must be a PNG or JPEG image.");
  return { ext: sniffed.ext, type: sniffed.type };
}

export function createAgencyBranding(deps: { db: Db; storage?: FileStorage }) {
  const { db } = deps;

  async function rowById(agentId: number): Promise<BrandingRow> {
    const [row] = await db.select(COLUMNS).from(agents).where(eq(agents.id, agentId)).limit(1);
    if (!row) throw errors.agentNotFound();
    return row;
  }

  /** The agency `user` works; anyone else (another agency's agent, a traveller) is refused. */
  async function ownAgency(user: AuthenticatedUser, agentId: number): Promise<BrandingRow> {
    const [row] = await db
      .select({ ...COLUMNS, userId: agents.userId })
      .from(agents)
      .where(eq(agents.id, agentId))
      .limit(1);
    if (!row) throw errors.agentNotFound();
    if (user.role !== "agent" || row.userId !== user.id) throw errors.notYourAgency();
    return row;
  }

  function storage(): FileStorage {
    if (!deps.storage) throw new Error("the agents service was built without file storage");
    return deps.storage;
  }

  return {
    /** What a proposal shows of an agency: its logo, its colours (or ours). */
    async branding(agentId: number): Promise<AgencyBranding> {
      return brandingOf(await rowById(agentId));
    },

    /** GSTIN and base city for its tax invoices (the invoices module). */
    async billingOf(agentId: number): Promise<{ gstin: string; baseCity: string }> {
      const [row] = await db
        .select({ gstin: agents.gstin, baseCity: agents.baseCity })
        .from(agents)
        .where(eq(agents.id, agentId))
        .limit(1);
      if (!row) throw errors.agentNotFound();
      return row;
    },

    async updateBranding(
      user: AuthenticatedUser,
      agentId: number,
      input: AgencyBrandingInput,
    ): Promise<AgencyBranding> {
      await ownAgency(user, agentId);
      const [row] = await db
        .update(agents)
        .set({ brandColor: input.brandColor, accentColor: input.accentColor, gstin: input.gstin })
        .where(eq(agents.id, agentId))
        .returning(COLUMNS);
      if (!row) throw errors.agentNotFound();
      return brandingOf(row);
    },

    /** Replaces the agency's logo; the old file is removed once the row names the new one. */
    async setLogo(
      user: AuthenticatedUser,
      agentId: number,
      bytes: Uint8Array,
    ): Promise<AgencyBranding> {
      const before = await ownAgency(user, agentId);
      return brandingOf(await putLogo(before, bytes));
    },

    /** The demo seed's logo for an agency without one (or whose file is gone). */
    async seedLogo(agentId: number, bytes: Uint8Array): Promise<boolean> {
      const row = await rowById(agentId);
      if (row.logoName && (await storage().get(row.logoName))) return false;
      await putLogo(row, bytes);
      return true;
    },

    /** The logo's bytes for /images/agency-logos/…, only under the name the row holds. */
    async logo(
      encodedId: string,
      storedName: string,
    ): Promise<{ bytes: Uint8Array; type: string } | null> {
      const [row] = await db
        .select({ logoName: agents.logoName })
        .from(agents)
        .where(eq(agents.encodedId, encodedId))
        .limit(1);
      if (!row?.logoName || row.logoName !== storedName) return null;
      const bytes = await storage().get(storedName);
      if (!bytes) return null;
      const sniffed = sniffFileType(bytes.subarray(0, 16));
      return sniffed ? { bytes, type: sniffed.type } : null;
    },
  };

  async function putLogo(before: BrandingRow, bytes: Uint8Array): Promise<BrandingRow> {
    const { ext } = checkLogo(bytes);
    const name = await storage().put(bytes, ext);
    const [row] = await db
      .update(agents)
      .set({ logoName: name })
      .where(eq(agents.id, before.id))
      .returning(COLUMNS);
    if (!row) throw errors.agentNotFound();
    if (before.logoName && before.logoName !== name) {
      await storage()
        .remove(before.logoName)
        .catch(() => undefined);
    }
    return row;
  }
}
