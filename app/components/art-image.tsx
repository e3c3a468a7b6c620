import { preload } from "react-dom";
import type { Picture } from "../../common/artwork";

/** Below Tailwind's `sm`: where `narrow` is drawn. */
const NARROW_MEDIA = "(max-width: 639px)";
const WIDE_MEDIA = "(min-width: 640px)";

/**
 * A package or destination picture (generated artwork served as an image file). Lazy unless
 * the caller knows it is above the fold; `priority` marks the page's main picture. `narrow`
 * is drawn for narrow screens (below Tailwind's `sm`) where the box has another shape.
 */
export function ArtImage({
  picture,
  narrow,
  className = "",
  eager = false,
  priority = false,
}: {
  picture: Picture;
  narrow?: Picture;
  className?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const img = (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={eager || priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={`bg-slate-200 object-cover ${className}`}
    />
  );
  if (!narrow) return img;
  if (priority) {
    // React preloads a lone high-priority <img> from the document's head by itself, but not one
    // inside a <picture>, whose file depends on the screen: name both, each with its media, so
    // the page's main picture starts loading with the head (decision 0166).
    preload(narrow.src, { as: "image", fetchPriority: "high", media: NARROW_MEDIA });
    preload(picture.src, { as: "image", fetchPriority: "high", media: WIDE_MEDIA });
  }
  return (
    <picture>
      <source
        media={NARROW_MEDIA}
        srcSet={narrow.src}
        width={narrow.width}
        height={narrow.height}
      />
      {img}
    </picture>
  );
}
