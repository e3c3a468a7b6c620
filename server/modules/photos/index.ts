// The photos module (issue 30 part 1, decision 0219): uploaded photographs of catalogue subjects
// and agencies, checked, stripped, resized into AVIF, WebP and JPEG variants and served by hash.
export {
  DEFAULT_PHOTO_LIMITS,
  PHOTO_PROBLEM_MESSAGES,
  type PhotoLimits,
  PhotoRejected,
  processPhoto,
  sniffImage,
} from "./photo-process";
export { createPhotosApi } from "./photos.api";
export { createPhotosService, type PhotosService, type PhotoUpload } from "./photos.service";
