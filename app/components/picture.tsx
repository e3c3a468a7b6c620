import type { Picture as ArtPicture } from "../../common/artwork";
import { type PhotoRef, photoFallbackWidth, photoSrcSet, photoUrl } from "../../common/photos";
import { ArtImage } from "./art-image";

/**
 * An uploaded photo (decision 0219) as a `<picture>`: AVIF and WebP sources with their widths
 * and `sizes`, a JPEG `<img>` for browsers with neither, and the photo's width and height so
 * the box keeps its shape before the file arrives (no layout shift). The alt text is the one
 * staff or the agency wrote.
 */
export function Picture({
  photo,
  sizes,
  className = "",
  eager = false,
  priority = false,
}: {
  photo: PhotoRef;
  /** How wide the box is drawn, as the `sizes` attribute: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={photoUrl(photo.hash, photoFallbackWidth(photo), "jpg")}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager || priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={`bg-slate-200 object-cover ${className}`}
      />
    </picture>
  );
}

/** The subject's photo when it has one, else its generated artwork (decision 0220). */
export function PhotoOrArt({
  photo,
  art,
  narrow,
  sizes,
  className,
  eager,
  priority,
}: {
  photo: PhotoRef | null | undefined;
  art: ArtPicture;
  narrow?: ArtPicture;
  sizes: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  return photo ? (
    <Picture photo={photo} sizes={sizes} className={className} eager={eager} priority={priority} />
  ) : (
    <ArtImage
      picture={art}
      narrow={narrow}
      className={className}
      eager={eager}
      priority={priority}
    />
  );
}
