import { FAIR_PRICE_TEXT, type FairPriceHint } from "../../../common/fair-price";
import { formatAmount, plural } from "../../../common/format";
import type { ProposalExtras } from "../../../common/proposal";

// The branded top of a traveller's quote (decisions 0211, 0212): the agency's logo and colours,
// the route's map drawn on the server, and where the price sits among comparable trips.

const HINT_STYLE: Record<FairPriceHint["verdict"], string> = {
  below: "border-sky-200 bg-sky-50 text-sky-900",
  within: "border-emerald-200 bg-emerald-50 text-emerald-900",
  above: "border-amber-200 bg-amber-50 text-amber-900",
};

export function FairPrice({ hint }: { hint: FairPriceHint }) {
  // Whole rupees: a price per person divided out of a total is no price anyone quotes in paise.
  const rupees = (minor: number) => formatAmount(Math.round(minor / 100) * 100, "INR");
  const { basis } = hint;
  return (
    <div
      className={`rounded-2xl border px-4 py-3 text-sm ${HINT_STYLE[hint.verdict]}`}
      data-testid="fair-price"
    >
      <p className="font-semibold">
        {rupees(hint.perPersonMinor)} per person is {FAIR_PRICE_TEXT[hint.verdict]}
      </p>
      <p className="mt-1">
        Usually {rupees(hint.lowMinor)} to {rupees(hint.highMinor)} per person before taxes for{" "}
        {basis.place}, {plural(basis.nights, "night")} (±2), in {basis.month}
        {basis.hotelClass ? `, ${basis.hotelClass}-star hotels` : ""}.
      </p>
      <p className="mt-1 text-xs opacity-80">
        From {plural(hint.comparables, "comparable price")}:{" "}
        {plural(hint.packages, "catalogue package")} and {plural(hint.quotes, "other quote")}; the
        middle half of them is the usual range.
      </p>
    </div>
  );
}

export function ProposalPanel({ proposal }: { proposal: ProposalExtras }) {
  const { branding, routeMapSvg, routeStops, fairPrice } = proposal;
  return (
    <section aria-label={`Proposal by ${branding.companyName}`} className="space-y-4">
      <div
        className="flex items-center gap-4 rounded-3xl px-5 py-4 text-white shadow-sm"
        style={{ backgroundColor: branding.brandColor }}
        data-testid="proposal-brand"
      >
        {branding.logoUrl ? (
          <img
            src={branding.logoUrl}
            alt={`${branding.companyName} logo`}
            width={56}
            height={56}
            className="h-14 w-14 shrink-0 rounded-xl bg-white/10 object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{branding.companyName}</p>
          <p className="text-sm opacity-90">Your trip proposal, through Triphive</p>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        {routeMapSvg ? (
          <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div
              className="[&>svg]:h-auto [&>svg]:w-full"
              data-testid="route-map"
              // The server drew this SVG from catalogue coordinates; labels are escaped there.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn SVG, no user markup
              dangerouslySetInnerHTML={{ __html: routeMapSvg }}
            />
            <figcaption className="px-4 py-2 text-xs text-slate-500">
              Route: {routeStops.join(" → ")}. Drawn from each city's coordinates.
            </figcaption>
          </figure>
        ) : null}
        {fairPrice ? (
          <div>
            <h2 className="mb-2 text-sm font-semibold" style={{ color: branding.accentColor }}>
              Is this a fair price?
            </h2>
            <FairPrice hint={fairPrice} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
