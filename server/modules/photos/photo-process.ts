import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { PhotoFormat } from "../../../common/photos";

/**
 * One upload, checked and turned into its variants (decision 0219). Checked by content, never by
 * name or declared type: the first bytes must be JPEG, PNG, WebP or AVIF, and the whole image
 * must decode. The variants are auto-rotated (EXIF orientation) and carry no metadata: sharp
 * writes none unless asked (`keepMetadata`), so camera GPS positions never leave the server.
 */

export interface PhotoLimits {
  /** Largest upload accepted, in bytes. */
  maxBytes: number;
  /** Largest image accepted, in pixels (width × height): a decompression bomb is refused. */
  maxPixels: number;
  /** Smallest accepted width and height after rotation. */
  minSide: number;
  /** The variant widths, ascending; none wider than the original (no upscaling). */
  widths: readonly number[];
}

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  minSide: 320,
  widths: [320, 640, 960, 1280, 1600],
};

export type PhotoProblem = "not-an-image" | "too-large" | "too-small" | "too-many-pixels";

/** What the uploader is told, by problem. */
export const PHOTO_PROBLEM_MESSAGES: Readonly<Record<PhotoProblem, string>> = {
  "not-an-image": "This file is not an image we can read: upload a JPEG, PNG, WebP or AVIF photo.",
  "too-large": "This file is too large.",
  "too-small": "This photo is too small: it must be at least 320 pixels wide and high.",
  "too-many-pixels": "This photo has too many pixels: resize it and upload it again.",
};

export class PhotoRejected extends Error {
  override name = "PhotoRejected";
  constructor(
    readonly problem: PhotoProblem,
    message = PHOTO_PROBLEM_MESSAGES[problem],
  ) {
    super(message);
  }
}

export interface ProcessedVariant {
  width: number;
  height: number;
  format: PhotoFormat;
  bytes: Uint8Array;
}

export interface ProcessedPhoto {
  hash: string;
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

type InputKind = "jpeg" | "png" | "webp" | "avif";

/** The image kind the first bytes announce, or null. */
export function sniffImage(head: Uint8Array): InputKind | null {
  const at = (offset: number, ascii: string) =>
    [...ascii].every((ch, i) => head[offset + i] === ch.charCodeAt(0));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte))
    return "png";
  if (at(0, "RIFF") && at(8, "WEBP")) return "webp";
  // ISO-BMFF: a `ftyp` box whose brand is AVIF.
  if (at(4, "ftyp") && (at(8, "avif") || at(8, "avis"))) return "avif";
  return null;
}

/** The hash a file is stored under: 128 bits of its SHA-256, in hex. */
export function photoHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/** Checks the upload and makes every variant. Throws PhotoRejected for a file we refuse. */
export async function processPhoto(
  bytes: Uint8Array,
  limits: PhotoLimits = DEFAULT_PHOTO_LIMITS,
): Promise<ProcessedPhoto> {
  if (bytes.byteLength > limits.maxBytes) throw new PhotoRejected("too-large");
  const kind = sniffImage(bytes.subarray(0, 16));
  if (!kind) throw new PhotoRejected("not-an-image");
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected("not-an-image");
  }
  // The announced kind must be what the decoder finds (AVIF is read by the HEIF loader).
  const found = meta.format === "heif" ? "avif" : meta.format;
  if (found !== kind || !meta.width || !meta.height) throw new PhotoRejected("not-an-image");
  if (meta.width * meta.height > limits.maxPixels) throw new PhotoRejected("too-many-pixels");
  // EXIF orientations 5-8 swap the sides.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  if (width < limits.minSide || height < limits.minSide) throw new PhotoRejected("too-small");

  // The full decode: a truncated or corrupt file fails here, before anything is stored.
  let upright: Buffer;
  try {
    upright = await sharp(input, { failOn: "error", limitInputPixels: limits.maxPixels })
      .rotate()
      .removeAlpha()
      .toColourspace("srgb")
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch {
    throw new PhotoRejected("not-an-image");
  }

  const widths = limits.widths.filter((w) => w <= width);
  if (widths.length === 0 || widths[widths.length - 1] !== width) {
    // The original's own width closes the set when it lies between two steps (or below all).
    const largest = limits.widths.at(-1) ?? width;
    if (width < largest) widths.push(width);
  }
  const variants: ProcessedVariant[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    const resized = sharp(upright).resize(w, h, { fit: "fill" });
    const [avif, webp, jpg] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
      resized.clone().webp({ quality: 78 }).toBuffer(),
      resized.clone().jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer(),
    ]);
    variants.push(
      { width: w, height: h, format: "avif", bytes: avif },
      { width: w, height: h, format: "webp", bytes: webp },
      { width: w, height: h, format: "jpg", bytes: jpg },
    );
  }
  return { hash: photoHash(bytes), width, height, variants };
}
