import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PHOTO_SUBJECT_KINDS } from "../../../common/photos";

/** One stored variant of a photo file: its width, height, format and stored name. */
export interface PhotoVariant {
  width: number;
  height: number;
  format: "avif" | "webp" | "jpg";
  /** The name in the file storage (server/storage), chosen by the server. */
  name: string;
  bytes: number;
}

/**
 * A processed upload, keyed by the hash of its bytes: the same file uploaded twice (or for two
 * subjects) is processed and stored once (decision 0219).
 */
export const photoFiles = pgTable("photo_files", {
  /** The first 32 hex digits of the SHA-256 of the uploaded bytes. */
  hash: text("hash").primaryKey(),
  /** The original's size after auto-rotation. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The photo a subject shows (a destination, a hotel, an agency's logo …), with its alt text. */
export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    subjectKind: text("subject_kind", { enum: PHOTO_SUBJECT_KINDS }).notNull(),
    /** The subject's key in its own module: a destination's slug, a hotel's id … */
    subjectId: text("subject_id").notNull(),
    hash: text("hash")
      .notNull()
      .references(() => photoFiles.hash),
    alt: text("alt").notNull(),
    /** Who uploaded it (a user id; no foreign key: the photo outlives an account). */
    uploadedBy: text("uploaded_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("photos_subject_idx").on(t.subjectKind, t.subjectId),
    index("photos_hash_idx").on(t.hash),
  ],
);
