import { AppError } from "../../lib/errors";
import type { PhotoRejected } from "./photo-process";

/** A file the pipeline refuses: not an image, too large, too small (the field is `file`). */
export const photoRefused = (rejected: PhotoRejected) =>
  new AppError(
    "unprocessable",
    `photo_${rejected.problem.replaceAll("-", "_")}`,
    rejected.message,
    [
      {
        code: `photo_${rejected.problem.replaceAll("-", "_")}`,
        field: "file",
        message: rejected.message,
      },
    ],
  );
export const photoNotAllowed = () =>
  new AppError("forbidden", "photo_not_allowed", "You may not change this photo.");
export const photoSubjectInvalid = () =>
  new AppError(
    "invalid_input",
    "photo_subject_invalid",
    "This is not something a photo can belong to.",
  );
export const photoAltRequired = () =>
  new AppError("invalid_input", "photo_alt_required", "Describe what the photo shows (alt text).", [
    {
      code: "photo_alt_required",
      field: "alt",
      message: "Describe what the photo shows (alt text).",
    },
  ]);
export const photoGalleryFull = (max: number) =>
  new AppError(
    "conflict",
    "photo_gallery_full",
    `Your gallery holds ${max} photos: remove one before adding another.`,
  );
