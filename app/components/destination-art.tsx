/**
 * Generated landscape artwork in a destination's palette (sky, land, accent). Drawn
 * inline so a card needs no image request; shape varies deterministically by slug.
 */
export function DestinationArt({
  slug,
  palette,
  className = "",
}: {
  slug: string;
  palette: readonly string[];
  className?: string;
}) {
  const [sky = "#8ecae6", land = "#2a9d8f", accent = "#f4a261"] = palette;
  let h = 0;
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const peak = 40 + (h % 25);
  const peak2 = 55 + ((h >> 5) % 20);
  const sunX = 60 + ((h >> 9) % 180);
  const id = `g-${slug}`;
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky} />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.85" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <circle cx={sunX} cy="52" r="20" fill={accent} opacity="0.9" />
      <path
        d={`M0 ${180 - peak2} L90 ${120 - peak} L170 ${150 - peak2 / 2} L250 ${110 - peak / 2} L320 ${140 - peak2 / 3} V180 H0Z`}
        fill={land}
        opacity="0.55"
      />
      <path
        d={`M0 150 Q80 ${120 + (h % 15)} 160 148 T320 ${140 + ((h >> 3) % 20)} V180 H0Z`}
        fill={land}
      />
    </svg>
  );
}
