import { useEffect, useRef, useState } from "react";
import {
  type PackageVisit,
  parseVisits,
  RECENTLY_VIEWED_STORAGE_KEY,
  recentPackageIds,
  recordVisit,
  serializeVisits,
} from "../../common/recently-viewed";
import { calendarMonth, type TravelMonth } from "../../common/travel-month";
import { api } from "../lib/api";
import { useLocale } from "../lib/locale";
import type { PackageCardView } from "./package-card";
import { PackageMiniCard } from "./package-mini-card";

/** How many of the remembered packages the section shows. */
const SHOWN = 6;

function readVisits(): PackageVisit[] {
  try {
    return parseVisits(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeVisits(visits: PackageVisit[]) {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, serializeVisits(visits));
  } catch {
    // Storage full or disabled (private mode): the section simply has nothing to show later.
  }
}

/**
 * "Recently viewed" on package detail. Remembers this package in the browser, then, once the
 * section scrolls near the viewport, fetches cards for the packages seen before. Rendered only
 * in the browser: the page HTML is the same for everyone and stays cacheable.
 */
export function RecentlyViewed({
  packageId,
  destination,
  month,
}: {
  packageId: number;
  destination: string;
  month: TravelMonth;
}) {
  const { countryCode } = useLocale();
  const sentinel = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<PackageCardView[]>([]);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    const now = Date.now();
    const visits = readVisits();
    const ids = recentPackageIds(visits, now, packageId).slice(0, SHOWN);
    writeVisits(recordVisit(visits, { id: packageId, destination, at: now }));
    setCards([]);
    const target = sentinel.current;
    if (!ids.length || !target) return;

    const controller = new AbortController();
    const load = () =>
      api
        .get<{ packages: PackageCardView[] }>("/browsing/v1/packages/cards", {
          query: { ids: ids.join(","), month: calendarMonth(month), country_code: countryCode },
          signal: controller.signal,
        })
        .then((body) => setCards(body.packages))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setFailure(error);
        });
    // The root is stretched far upwards, so "intersecting" means "reached": a jump past the
    // section (an anchor link, End key) counts as well as scrolling onto it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: "1000000px 0px 300px 0px" },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [packageId, destination, month, countryCode]);

  // Thrown while rendering so the surrounding <Section> shows its placeholder and reports it.
  if (failure) throw failure;

  return (
    <div ref={sentinel}>
      {cards.length ? (
        <section aria-labelledby="recently-viewed-title" className="mt-10">
          <h2 id="recently-viewed-title" className="text-xl font-bold text-slate-900">
            Recently viewed
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {cards.map((pkg) => (
              <li key={pkg.id}>
                <PackageMiniCard pkg={pkg} month={month} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
