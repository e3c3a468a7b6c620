import { z } from "zod";
import { GstinInput } from "./gst";

// An agency's branding on its proposals (decision 0211): a logo and two colours, each dark
// enough that white text on it stays readable (WCAG AA, 4.5:1), because the proposal prints
// white on the brand colour and the accent colour on white.

/** Triphive's own colours, for an agency that set none. */
export const DEFAULT_BRAND = { brandColor: "#0f766e", accentColor: "#0f766e" } as const;

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;
/** A logo is shown small: 512 KB is plenty for a PNG or JPEG of it. */
export const MAX_LOGO_BYTES = 512 * 1024;

const HEX = /^#[0-9a-f]{6}$/;

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const brandColour = (what: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z
      .string()
      .regex(HEX, `Give the ${what} as #rrggbb, e.g. #0f766e`)
      .superRefine((value, ctx) => {
        const ratio = contrastRatio(value, "#ffffff");
        if (ratio < MIN_CONTRAST) {
          ctx.addIssue({
            code: "custom",
            message: `This ${what} is too light for white text (contrast ${Math.floor(ratio * 10) / 10}:1, needs ${MIN_CONTRAST}:1): choose a darker shade`,
          });
        }
      }),
  );

/** What an agency sets on its profile for its proposals and invoices. */
export const AgencyBrandingInput = z.object({
  brandColor: brandColour("brand colour"),
  accentColor: brandColour("accent colour"),
  gstin: GstinInput,
});
export type AgencyBrandingInput = z.output<typeof AgencyBrandingInput>;

/** An agency's branding as proposals use it. */
export interface AgencyBranding {
  agentId: number;
  companyName: string;
  /** The logo's URL, or null when the agency has none. */
  logoUrl: string | null;
  brandColor: string;
  accentColor: string;
  gstin: string;
  /** Whether the colours are the agency's own or Triphive's. */
  custom: boolean;
}

export const agencyLogoPath = (encodedId: string, storedName: string) =>
  `/images/agency-logos/${encodedId}/${storedName}`;
