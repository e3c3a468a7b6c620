import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

// Fonts for the PDFs we render (invoice, credit note, quote). The built-in Helvetica has no
// rupee sign (U+20B9), so the PDFs embed Noto Sans from the npm package @fontsource/noto-sans
// (installed with the app; nothing is downloaded at run time). Fontsource splits the font by
// script: "latin" has the Latin text but no ₹, "latin-ext" has ₹ (U+20A0-20C0). A style names
// both families in order and react-pdf picks, per character, the first one that has the glyph
// (its font substitution), so "₹38,850" is drawn with ₹ from latin-ext and digits from latin.
// WOFF, not WOFF2: fontkit reads both, WOFF needs no Brotli decoder. Decision 0119.

const require = createRequire(import.meta.url);
const file = (subset: "latin" | "latin-ext", weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);

export const PDF_FONT = "Noto Sans";
const PDF_FONT_EXT = "Noto Sans Ext";

let registered = false;

/** Registers the families once per process; returns the fallback list for `fontFamily`. */
export function pdfFonts(): string[] {
  if (!registered) {
    Font.register({
      family: PDF_FONT,
      fonts: [
        { src: file("latin", 400), fontWeight: 400 },
        { src: file("latin", 700), fontWeight: 700 },
      ],
    });
    Font.register({
      family: PDF_FONT_EXT,
      fonts: [
        { src: file("latin-ext", 400), fontWeight: 400 },
        { src: file("latin-ext", 700), fontWeight: 700 },
      ],
    });
    // Words are never hyphenated (invoice numbers, GSTINs and e-mail addresses stay whole).
    Font.registerHyphenationCallback((word) => [word]);
    registered = true;
  }
  return [PDF_FONT, PDF_FONT_EXT];
}
