import type { ReactNode } from "react";
import { packagePicture } from "../../common/artwork";
import { formatCount, formatRating } from "../../common/format";
import { MONTH_NAMES } from "../../common/months";
import type { PhotoRef } from "../../common/photos";
import type { PackageCard as PackageCardData } from "../../server/modules/catalog";
import { useLocalePath } from "../lib/locale";
import { CachedMarkup, useLinkNavigation } from "../lib/markup-cache";
import { CompareToggle, useOffersCompare } from "./compare-tray";
import { PhotoOrArt } from "./picture";
import { Stars } from "./stars";

/** A listing card as the page shows it: the service's card with prices already formatted. */
export type PackageCardView = Omit<PackageCardData, "priceMinor" | "discountedPriceMinor"> & {
  price: string;
  discountedPrice: string;
  /** The package's uploaded photo, where it has one (decision 0219); else its artwork. */
  photo?: PhotoRef | null;
};

/** A card is a third of the grid on wide screens, half on tablets, the width on phones. */
const CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

const CARD_CLASS =
  "group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md";

/**
 * What every card's markup is kept under on the server (decision 0161): a card's HTML depends
 * only on its content and link, so the key is those, and a changed price is a new key.
 */
const CARD_MARKUP = {};

// The key of each card object per link: a listing's data is one object per result and day
// (decision 0176), so its cards are serialized once, not on every request.
const cardKeys = new WeakMap<PackageCardView, Map<string, string>>();

function cardMarkupKey(pkg: PackageCardView, to: string, compare: boolean): string {
  let byLink = cardKeys.get(pkg);
  if (!byLink) {
    byLink = new Map();
    cardKeys.set(pkg, byLink);
  }
  const link = compare ? `compare ${to}` : to;
  let key = byLink.get(link);
  if (key === undefined) {
    key = `${link} ${JSON.stringify(pkg)}`;
    byLink.set(link, key);
  }
  return key;
}

// One link per card, stretched over the whole card by its ::after: a listing renders 25 cards,
// and a second link to the same page only doubled the work and what screen readers announce.
// `children` go under the compare toggle: what a particular list adds to its cards.
export function PackageCard({
  pkg,
  href,
  eager = false,
  children,
}: {
  pkg: PackageCardView;
  href: string;
  /** The picture is above the fold: load it at once. */
  eager?: boolean;
  children?: ReactNode;
}) {
  const localize = useLocalePath();
  const followLink = useLinkNavigation();
  const compare = useOffersCompare();
  // A "from" price is the cheapest month's: the card opens the package on that month, so the
  // page shows the price the card promised (decision 0218).
  const to = localize(
    pkg.isFromPrice && pkg.priceMonth && !href.includes("month=")
      ? `${href}${href.includes("?") ? "&" : "?"}month=${pkg.priceMonth}`
      : href,
  );
  // A card below the fold with nothing added is the same markup wherever it is listed: the
  // server renders it once (decision 0161). An eager card renders in place, so that React
  // preloads its picture from the head.
  if (!eager && !children) {
    return (
      <CachedMarkup
        as="article"
        data-family={pkg.familyKey}
        className={CARD_CLASS}
        onClick={followLink}
        scope={CARD_MARKUP}
        cacheKey={() => cardMarkupKey(pkg, to, compare)}
        render={() => <CardContent pkg={pkg} to={to} eager={false} compare={compare} />}
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: follows its link's clicks, which Enter fires too
    <article data-family={pkg.familyKey} className={CARD_CLASS} onClick={followLink}>
      <CardContent pkg={pkg} to={to} eager={eager} compare={compare}>
        {children}
      </CardContent>
    </article>
  );
}

/**
 * The card's inside: plain markup of its data, with a plain link that the card's click handler
 * navigates client-side, as <Link> would (it cannot be one: the server renders this outside the
 * router). The compare box is drawn disabled until the browser has loaded the compare list.
 */
function CardContent({
  pkg,
  to,
  eager,
  compare,
  children,
}: {
  pkg: PackageCardView;
  to: string;
  eager: boolean;
  /** The list offers a comparison: the card has its compare box. */
  compare: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="relative">
        <PhotoOrArt
          photo={pkg.photo}
          art={packagePicture(pkg, "card")}
          sizes={CARD_SIZES}
          eager={eager}
          className="aspect-[16/9] h-auto w-full"
        />
        <p className="absolute left-3 top-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {pkg.nights}N/{pkg.days}D
        </p>
        {pkg.labels[0] ? (
          <p className="absolute right-3 top-3 rounded-full bg-sun-500 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
            {pkg.labels[0]}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold leading-snug text-slate-900 group-hover:text-brand-700">
          {pkg.name}
        </h3>
        <p className="mt-1 text-xs text-slate-500">
          {pkg.cities.map((c) => `${c.days}D ${c.name}`).join(" · ")}
        </p>
        <div className="mt-2 flex items-center gap-2 text-xs text-slate-600">
          <Stars rating={pkg.rating} />
          <span>
            {formatRating(pkg.rating)} ({formatCount(pkg.reviewsCount)})
          </span>
          <span aria-hidden="true">·</span>
          <span>{pkg.hotelCategory}-star hotels</span>
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {pkg.inclusions.join(" · ") || "Hotels and sightseeing"}
        </p>
        <div className="relative z-10 mt-3 self-start">
          <CompareToggle
            item={{ id: pkg.id, familyKey: pkg.familyKey, name: pkg.name }}
            offered={compare}
          />
        </div>
        {children}
        <div className="mt-auto flex items-end justify-between pt-4">
          <div>
            {pkg.discountPercent ? (
              <p className="text-xs text-slate-500">
                <s>{pkg.price}</s>{" "}
                <span className="font-semibold text-green-700">{pkg.discountPercent}% off</span>
              </p>
            ) : null}
            {/* A card without a travel month shows the cheapest month's price: say so, so the
                package page (priced for a month) does not seem to contradict it. */}
            <p className="text-lg font-bold text-slate-900" data-testid="card-price">
              {pkg.isFromPrice ? (
                <span className="mr-1 text-xs font-normal text-slate-500">from</span>
              ) : null}
              {pkg.discountedPrice}
              {pkg.priceMonth ? (
                <span className="ml-1 text-xs font-normal text-slate-500">
                  {`in ${MONTH_NAMES[pkg.priceMonth - 1]}`}
                </span>
              ) : null}
            </p>
            <p className="text-xs text-slate-500">Per Person on twin sharing</p>
          </div>
          <a
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white after:absolute after:inset-0 hover:bg-brand-800"
            aria-label={`View ${pkg.name}`}
            href={to}
            data-discover="true"
          >
            View
          </a>
        </div>
      </div>
    </>
  );
}
