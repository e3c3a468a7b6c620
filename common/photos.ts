// Uploaded photographs (issue 30 part 1, decision 0219): what a photo can belong to, the widths
// and formats its variants come in, and how a page names them. Browser and server both use it.

import { z } from "zod";

/** What a photo is of. One photo per subject; a new upload replaces the old. */
export const PHOTO_SUBJECT_KINDS = [
  "destination",
  "city",
  "place",
  "package",
  "hotel",
  "agency-logo",
  "agency-profile",
  "agency-gallery",
  "quote",
] as const;
export type PhotoSubjectKind = (typeof PHOTO_SUBJECT_KINDS)[number];

/** Subjects of the catalogue: a change to their photo only changes how pages look. */
export const CATALOGUE_PHOTO_KINDS: readonly PhotoSubjectKind[] = [
  "destination",
  "city",
  "place",
  "package",
  "hotel",
];

/** The formats every photo is served in, best first; JPEG is the `<img>` fallback. */
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Readonly<Record<PhotoFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** Alt text: what the photo shows, written by staff or the agency. */
export const PHOTO_ALT_MAX = 200;
export const PHOTO_ALT_MIN = 3;

/** A photo as a page draws it: its hash, the widths that exist and its shape. */
export interface PhotoRef {
  hash: string;
  /** The largest variant's size (the original's shape, never upscaled). */
  width: number;
  height: number;
  /** The variant widths that exist, ascending. */
  widths: number[];
  alt: string;
}

/** `/photos/{hash}-{w}.{fmt}`: one variant, cached for a year (its URL never changes). */
export function photoUrl(hash: string, width: number, format: PhotoFormat): string {
  return `/photos/${hash}-${width}.${format}`;
}

export function photoSrcSet(photo: Pick<PhotoRef, "hash" | "widths">, format: PhotoFormat) {
  return photo.widths.map((w) => `${photoUrl(photo.hash, w, format)} ${w}w`).join(", ");
}

/** The `<img>` fallback: the smallest variant at least `atLeast` wide, else the largest. */
export function photoFallbackWidth(photo: Pick<PhotoRef, "widths">, atLeast = 640): number {
  return photo.widths.find((w) => w >= atLeast) ?? photo.widths[photo.widths.length - 1] ?? 0;
}

/** The subject of a photo, as one key: `destination:kerala`, `hotel:12`. */
export function photoSubjectKey(kind: PhotoSubjectKind, id: string): string {
  return `${kind}:${id}`;
}

/**
 * An agency's own photos (decision 0241): its cover (`agency-profile`, subject id the agency's
 * id) and a gallery of up to AGENCY_GALLERY_MAX more (`agency-gallery`, subject id
 * `{agencyId}-{slot}`, slots from 1), all uploaded by the agency from its profile.
 */
export const AGENCY_GALLERY_MAX = 6;

export function agencyGallerySubject(agencyId: number, slot: number): string {
  return `${agencyId}-${slot}`;
}

export interface AgencyGalleryPhoto extends PhotoRef {
  /** Its place in the gallery, from 1: how the agency removes it. */
  slot: number;
}

export interface AgencyPhotos {
  cover: PhotoRef | null;
  /** In slot order. */
  gallery: AgencyGalleryPhoto[];
}

const AltText = z
  .string()
  .trim()
  .min(PHOTO_ALT_MIN, "Describe what the photo shows (alt text).")
  .max(PHOTO_ALT_MAX, `Alt text: at most ${PHOTO_ALT_MAX} characters.`);

/** An agency's photo upload from its profile: the cover (replaced) or one more gallery photo. */
export const AgencyPhotoUploadInput = z.object({
  place: z.enum(["cover", "gallery"]),
  alt: AltText,
  file: z.instanceof(File, { message: "Choose a photo to upload." }),
});

/** Removing the agency's cover, or the gallery photo in one slot. */
export const AgencyPhotoRemoveInput = z.discriminatedUnion("place", [
  z.object({ place: z.literal("cover") }),
  z.object({
    place: z.literal("gallery"),
    slot: z.coerce.number().int().min(1).max(AGENCY_GALLERY_MAX),
  }),
]);
