import { openStreetMapUrl } from "../../../common/content-urls";
import { formatDistanceKm } from "../../../common/format";

// A static map drawn from coordinates (no tile server): the hotel in the middle, the city's
// landmarks around it at their true bearings and straight-line distances, and a scale bar.

interface MapPoint {
  name: string;
  lat: number;
  lng: number;
  km: number;
}

export function HotelMap({
  hotel,
  places,
}: {
  hotel: { name: string; lat: number; lng: number };
  places: MapPoint[];
}) {
  const W = 480;
  const H = 300;
  const shown = places.slice(0, 6);
  const cos = Math.cos((hotel.lat * Math.PI) / 180);
  const xy = (p: { lat: number; lng: number }) => ({
    x: (p.lng - hotel.lng) * 111.32 * cos,
    y: (p.lat - hotel.lat) * 110.574,
  });
  const extent = Math.max(1, ...shown.map((p) => Math.max(Math.abs(xy(p).x), Math.abs(xy(p).y))));
  const scale = (Math.min(W, H) / 2 - 36) / extent; // px per km
  const px = (p: { lat: number; lng: number }) => {
    const k = xy(p);
    return { x: W / 2 + k.x * scale, y: H / 2 - k.y * scale };
  };
  const barKm = extent > 4 ? 2 : extent > 2 ? 1 : 0.5;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="hotel-map-title"
        className="h-auto w-full bg-sky-50"
      >
        <title id="hotel-map-title">{`Map: ${hotel.name} and nearby landmarks`}</title>
        <defs>
          <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" stroke="#dbeafe" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={W} height={H} fill="url(#grid)" />
        {shown.map((p) => {
          const { x, y } = px(p);
          return (
            <g key={p.name}>
              <line x1={W / 2} y1={H / 2} x2={x} y2={y} stroke="#94a3b8" strokeDasharray="4 4" />
              <circle cx={x} cy={y} r="6" fill="#f28c28" stroke="#fff" strokeWidth="2" />
              <text x={x} y={y - 10} textAnchor="middle" fontSize="12" fill="#0f172a">
                {p.name.length > 24 ? `${p.name.slice(0, 23)}…` : p.name} · {formatDistanceKm(p.km)}
              </text>
            </g>
          );
        })}
        <circle cx={W / 2} cy={H / 2} r="9" fill="#0a6258" stroke="#fff" strokeWidth="3" />
        <text
          x={W / 2}
          y={H / 2 + 24}
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fill="#0a6258"
        >
          {hotel.name.length > 30 ? `${hotel.name.slice(0, 29)}…` : hotel.name}
        </text>
        <g transform={`translate(16 ${H - 18})`}>
          <line x1="0" y1="0" x2={barKm * scale} y2="0" stroke="#0f172a" strokeWidth="3" />
          <text x="0" y="-6" fontSize="11" fill="#0f172a">
            {barKm} km
          </text>
        </g>
        <text x={W - 16} y="22" textAnchor="end" fontSize="13" fontWeight="700" fill="#0f172a">
          N ↑
        </text>
      </svg>
      <figcaption className="px-3 py-2 text-xs text-slate-600">
        Straight-line distances from the property.{" "}
        <a
          href={openStreetMapUrl(hotel, 16)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Open on a map
          <span className="sr-only"> (OpenStreetMap, in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
