import type { Picture } from "../../common/artwork";

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
  return (
    <picture>
      <source
        media="(max-width: 639px)"
        srcSet={narrow.src}
        width={narrow.width}
        height={narrow.height}
      />
      {img}
    </picture>
  );
}
