// The name an uploaded file is shown and downloaded under. It comes from the client, so it is
// cleaned like any text input, and more: bidi controls are dropped too, because in a file name
// they only serve to disguise it (U+202E shows "photo\u202Egnp.exe" as "photoexe.png").
// Right-to-left names still display correctly without them; the Unicode algorithm orders
// letters by their own direction.

const DISPLAY_NAME_MAX = 120;

// C0 and C1 controls, DEL, lone surrogates, and the bidi embeddings, overrides, isolates and
// marks (U+202A-202E, U+2066-2069, U+200E/200F, U+061C). Zero-width characters and the BOM
// hide nothing useful in a name either.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\p{Cs}"]/gu;
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * A safe display name for an uploaded file: invisible and direction-changing characters
 * removed, path separators replaced, at most 120 characters (the end kept, so the extension
 * survives), or `document.<ext>` when nothing readable is left.
 */
export function displayFileName(name: string, ext: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(CONTROLS, "")
    .replace(INVISIBLE, "")
    .replace(/[\\/]/g, "_")
    .trim();
  const kept = Array.from(cleaned).slice(-DISPLAY_NAME_MAX).join("").trim();
  return /[^.\s_]/.test(kept) ? kept : `document.${ext}`;
}
