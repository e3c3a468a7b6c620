import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import {
  AGENCY_GALLERY_MAX,
  type AgencyGalleryPhoto,
  type AgencyPhotos,
  agencyGallerySubject,
  CATALOGUE_PHOTO_KINDS,
  PHOTO_ALT_MAX,
  PHOTO_MIME,
  type PhotoFormat,
  type PhotoRef,
  type PhotoSubjectKind,
} from "../../../common/photos";
import type { AuthenticatedUser } from "../../../common/roles";
import { mayStaff } from "../../../common/staff-permissions";
import type { Db } from "../../db";
import type { FileStorage, StoredFile } from "../../storage/file-storage";
import {
  DEFAULT_PHOTO_LIMITS,
  type PhotoLimits,
  PhotoRejected,
  photoHash,
  processPhoto,
} from "./photo-process";
import {
  photoAltRequired,
  photoGalleryFull,
  photoNotAllowed,
  photoRefused,
  photoSubjectInvalid,
} from "./photos.errors";
import { type PhotoVariant, photoFiles, photos } from "./photos.schema";

/** A catalogue subject's photo changed: pages drop cached copies, nothing else is refilled. */
export interface PhotoChangeSignal {
  changed(change: { reason: string; looks: true }): void;
}

export interface PhotosDeps {
  db: Db;
  storage: FileStorage;
  limits?: PhotoLimits;
  /** Told after a catalogue subject's photo changed (the catalogue change broadcast, 0199). */
  changes?: PhotoChangeSignal;
  /** The agency an agent's account works, for the agency's own logo and profile picture. */
  agencyIdOf?: (userId: string) => Promise<number | null>;
}

export interface PhotoUpload {
  kind: PhotoSubjectKind;
  subjectId: string;
  alt: string;
  bytes: Uint8Array;
}

/** A signed-in user, or the server itself (the demo seed). */
export type Uploader = AuthenticatedUser | "system";
const uploaderId = (user: Uploader) => (user === "system" ? null : user.id);

/** A subject key: a slug or a numeric id, nothing that could name a path. */
const SUBJECT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HASH = /^[a-f0-9]{32}$/;
const AGENCY_KINDS: readonly PhotoSubjectKind[] = [
  "agency-logo",
  "agency-profile",
  "agency-gallery",
];
/** Subjects keyed by a number in their own module (a hotel's id, an agency's id …). */
const NUMBERED_KINDS: readonly PhotoSubjectKind[] = [
  "package",
  "hotel",
  "agency-logo",
  "agency-profile",
  "quote",
];
/** An agency's gallery photo: `{agencyId}-{slot}` (decision 0241). */
const GALLERY_SUBJECT = /^([1-9][0-9]{0,9})-([1-9][0-9]?)$/;

export function createPhotosService(deps: PhotosDeps) {
  const { db, storage } = deps;
  const limits = deps.limits ?? DEFAULT_PHOTO_LIMITS;
  // Uploads are decoded and encoded one at a time in a process: a 40-megapixel file takes the
  // CPU for seconds, and two of them at once must not starve page requests (decision 0219).
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => {});
    return run;
  }
  // A stored file never changes under its hash: its variants are kept once read (bounded).
  const filesKept = new Map<string, PhotoVariant[]>();

  async function mayChange(user: Uploader, kind: PhotoSubjectKind, subjectId: string) {
    if (user === "system") return;
    if (mayStaff(user.role, "photos.manage")) return;
    if (user.role === "agent" && AGENCY_KINDS.includes(kind) && deps.agencyIdOf) {
      const agencyId = await deps.agencyIdOf(user.id);
      // A gallery photo belongs to the agency its subject id starts with.
      const owner = kind === "agency-gallery" ? GALLERY_SUBJECT.exec(subjectId)?.[1] : subjectId;
      if (agencyId !== null && String(agencyId) === owner) return;
    }
    throw photoNotAllowed();
  }

  function checkSubject(kind: PhotoSubjectKind, subjectId: string) {
    if (!SUBJECT_ID.test(subjectId) || subjectId.length > 80) throw photoSubjectInvalid();
    if (NUMBERED_KINDS.includes(kind) && !/^[1-9][0-9]{0,9}$/.test(subjectId))
      throw photoSubjectInvalid();
    if (kind === "agency-gallery") {
      const slot = Number(GALLERY_SUBJECT.exec(subjectId)?.[2] ?? 0);
      if (slot < 1 || slot > AGENCY_GALLERY_MAX) throw photoSubjectInvalid();
    }
  }

  /** The processed file for an upload, or the refusal that says why it is not one. */
  async function checkedFileFor(bytes: Uint8Array): Promise<{ hash: string }> {
    try {
      return await fileFor(bytes);
    } catch (error) {
      if (error instanceof PhotoRejected) throw photoRefused(error);
      throw error;
    }
  }

  /** Alt text as stored: trimmed, cut to the maximum; a photo without one is refused. */
  function altOf(alt: string): string {
    const cleaned = alt.trim().slice(0, PHOTO_ALT_MAX);
    if (!cleaned) throw photoAltRequired();
    return cleaned;
  }

  /** The agency's gallery slots in use, ascending. */
  async function gallerySlots(agencyId: number): Promise<number[]> {
    const rows = await db
      .select({ subjectId: photos.subjectId })
      .from(photos)
      .where(
        and(eq(photos.subjectKind, "agency-gallery"), like(photos.subjectId, `${agencyId}-%`)),
      );
    return rows
      .map((r) => Number(GALLERY_SUBJECT.exec(r.subjectId)?.[2] ?? 0))
      .filter((slot) => slot > 0)
      .sort((a, b) => a - b);
  }

  /** The processed file for these bytes: made and stored once per distinct content. */
  async function fileFor(bytes: Uint8Array): Promise<{ hash: string }> {
    const hash = photoHash(bytes);
    const [known] = await db
      .select({ hash: photoFiles.hash })
      .from(photoFiles)
      .where(eq(photoFiles.hash, hash));
    if (known) return known;
    const processed = await oneAtATime(() => processPhoto(bytes, limits));
    const variants: PhotoVariant[] = [];
    try {
      for (const v of processed.variants) {
        const name = await storage.put(v.bytes, v.format);
        variants.push({
          width: v.width,
          height: v.height,
          format: v.format,
          name,
          bytes: v.bytes.byteLength,
        });
      }
      const inserted = await db
        .insert(photoFiles)
        .values({ hash, width: processed.width, height: processed.height, variants })
        .onConflictDoNothing()
        .returning({ hash: photoFiles.hash });
      // Another upload of the same bytes won the race: its files are the ones kept.
      if (inserted.length === 0) await removeStored(variants);
    } catch (error) {
      await removeStored(variants);
      throw error;
    }
    return { hash };
  }

  async function removeStored(variants: readonly PhotoVariant[]) {
    await Promise.all(variants.map((v) => storage.remove(v.name).catch(() => {})));
  }

  /** Drops a file no subject shows any more. */
  async function dropIfUnused(hash: string) {
    const [used] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.hash, hash))
      .limit(1);
    if (used) return;
    const [gone] = await db.delete(photoFiles).where(eq(photoFiles.hash, hash)).returning();
    filesKept.delete(hash);
    if (gone) await removeStored(gone.variants);
  }

  function told(kind: PhotoSubjectKind, subjectId: string, what: string) {
    if (CATALOGUE_PHOTO_KINDS.includes(kind))
      deps.changes?.changed({ reason: `photo of ${kind} ${subjectId} ${what}`, looks: true });
  }

  const refOf = (
    row: { hash: string; alt: string },
    file: { variants: PhotoVariant[] },
  ): PhotoRef | null => {
    const jpgs = file.variants.filter((v) => v.format === "jpg").sort((a, b) => a.width - b.width);
    const largest = jpgs.at(-1);
    if (!largest) return null;
    return {
      hash: row.hash,
      width: largest.width,
      height: largest.height,
      widths: jpgs.map((v) => v.width),
      alt: row.alt,
    };
  };

  async function photosOf(
    kind: PhotoSubjectKind,
    subjectIds: readonly string[],
  ): Promise<Map<string, PhotoRef>> {
    const found = new Map<string, PhotoRef>();
    const ids = [...new Set(subjectIds)].filter((id) => SUBJECT_ID.test(id));
    if (ids.length === 0) return found;
    const rows = await db
      .select({
        subjectId: photos.subjectId,
        hash: photos.hash,
        alt: photos.alt,
        variants: photoFiles.variants,
      })
      .from(photos)
      .innerJoin(photoFiles, eq(photoFiles.hash, photos.hash))
      .where(and(eq(photos.subjectKind, kind), inArray(photos.subjectId, ids)));
    for (const row of rows) {
      const ref = refOf(row, row);
      if (ref) found.set(row.subjectId, ref);
    }
    return found;
  }

  return {
    limits,

    /**
     * Checks, processes and stores a photo for a subject, replacing the one it had. Staff with
     * `photos.manage` may set any subject's photo; an agent only its own agency's logo and
     * profile picture. Throws an AppError for a refused file (its message says why).
     */
    async upload(user: Uploader, input: PhotoUpload): Promise<PhotoRef> {
      checkSubject(input.kind, input.subjectId);
      await mayChange(user, input.kind, input.subjectId);
      const alt = altOf(input.alt);
      const file = await checkedFileFor(input.bytes);
      const [before] = await db
        .select({ hash: photos.hash })
        .from(photos)
        .where(and(eq(photos.subjectKind, input.kind), eq(photos.subjectId, input.subjectId)));
      await db
        .insert(photos)
        .values({
          subjectKind: input.kind,
          subjectId: input.subjectId,
          hash: file.hash,
          alt,
          uploadedBy: uploaderId(user),
        })
        .onConflictDoUpdate({
          target: [photos.subjectKind, photos.subjectId],
          set: { hash: file.hash, alt, uploadedBy: uploaderId(user), updatedAt: sql`now()` },
        });
      if (before && before.hash !== file.hash) await dropIfUnused(before.hash);
      told(input.kind, input.subjectId, "set");
      const ref = (await photosOf(input.kind, [input.subjectId])).get(input.subjectId);
      if (!ref) throw new Error("a stored photo has no variants");
      return ref;
    },

    /** Removes a subject's photo (the artwork shows again); removing none is not an error. */
    async remove(user: Uploader, kind: PhotoSubjectKind, subjectId: string) {
      checkSubject(kind, subjectId);
      await mayChange(user, kind, subjectId);
      const [gone] = await db
        .delete(photos)
        .where(and(eq(photos.subjectKind, kind), eq(photos.subjectId, subjectId)))
        .returning({ hash: photos.hash });
      if (!gone) return;
      await dropIfUnused(gone.hash);
      told(kind, subjectId, "removed");
    },

    /**
     * Adds a photo to an agency's gallery, in its first free slot (decision 0241). Only the
     * agency's own agent (or staff with `photos.manage`); a full gallery is refused before the
     * file is processed. Two uploads at once each take a different slot: a slot is claimed by
     * an insert that does nothing when another took it first.
     */
    async addToAgencyGallery(
      user: Uploader,
      agencyId: number,
      input: { alt: string; bytes: Uint8Array },
    ): Promise<AgencyGalleryPhoto> {
      checkSubject("agency-gallery", agencyGallerySubject(agencyId, 1));
      await mayChange(user, "agency-gallery", agencyGallerySubject(agencyId, 1));
      const alt = altOf(input.alt);
      const used = new Set(await gallerySlots(agencyId));
      if (used.size >= AGENCY_GALLERY_MAX) throw photoGalleryFull(AGENCY_GALLERY_MAX);
      const file = await checkedFileFor(input.bytes);
      for (let slot = 1; slot <= AGENCY_GALLERY_MAX; slot++) {
        if (used.has(slot)) continue;
        const subjectId = agencyGallerySubject(agencyId, slot);
        const claimed = await db
          .insert(photos)
          .values({
            subjectKind: "agency-gallery",
            subjectId,
            hash: file.hash,
            alt,
            uploadedBy: uploaderId(user),
          })
          .onConflictDoNothing()
          .returning({ id: photos.id });
        if (claimed.length === 0) continue;
        const ref = (await photosOf("agency-gallery", [subjectId])).get(subjectId);
        if (!ref) throw new Error("a stored photo has no variants");
        return { ...ref, slot };
      }
      await dropIfUnused(file.hash);
      throw photoGalleryFull(AGENCY_GALLERY_MAX);
    },

    /** An agency's cover and gallery, for its public profile, in one read (decision 0241). */
    async agencyPhotos(agencyId: number): Promise<AgencyPhotos> {
      const rows = await db
        .select({
          kind: photos.subjectKind,
          subjectId: photos.subjectId,
          hash: photos.hash,
          alt: photos.alt,
          variants: photoFiles.variants,
        })
        .from(photos)
        .innerJoin(photoFiles, eq(photoFiles.hash, photos.hash))
        .where(
          or(
            and(eq(photos.subjectKind, "agency-profile"), eq(photos.subjectId, String(agencyId))),
            and(eq(photos.subjectKind, "agency-gallery"), like(photos.subjectId, `${agencyId}-%`)),
          ),
        );
      const found: AgencyPhotos = { cover: null, gallery: [] };
      for (const row of rows) {
        const ref = refOf(row, row);
        if (!ref) continue;
        if (row.kind === "agency-profile") found.cover = ref;
        else {
          const slot = Number(GALLERY_SUBJECT.exec(row.subjectId)?.[2] ?? 0);
          if (slot > 0) found.gallery.push({ ...ref, slot });
        }
      }
      found.gallery.sort((a, b) => a.slot - b.slot);
      return found;
    },

    photosOf,

    async photoOf(kind: PhotoSubjectKind, subjectId: string): Promise<PhotoRef | null> {
      return (await photosOf(kind, [subjectId])).get(subjectId) ?? null;
    },

    /** Which of these subjects have a photo (the staff page lists those without first). */
    async withPhoto(kind: PhotoSubjectKind, subjectIds: readonly string[]): Promise<Set<string>> {
      return new Set((await photosOf(kind, subjectIds)).keys());
    },

    /** One variant as stored, for GET /photos/{hash}-{w}.{fmt}; null when there is none. */
    async variant(
      hash: string,
      width: number,
      format: PhotoFormat,
    ): Promise<(StoredFile & { contentType: string }) | null> {
      if (!HASH.test(hash)) return null;
      let variants = filesKept.get(hash);
      if (!variants) {
        const [row] = await db
          .select({ variants: photoFiles.variants })
          .from(photoFiles)
          .where(eq(photoFiles.hash, hash));
        if (!row) return null;
        variants = row.variants;
        if (filesKept.size >= 2_000) filesKept.delete(filesKept.keys().next().value as string);
        filesKept.set(hash, variants);
      }
      const v = variants.find((x) => x.width === width && x.format === format);
      if (!v) return null;
      const stored = await storage.stream(v.name);
      return stored ? { ...stored, contentType: PHOTO_MIME[format] } : null;
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
