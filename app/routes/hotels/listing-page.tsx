import { buildHotelListingUrl, buildHotelUrl, emptyHotelFilters } from "../../../common/hotel-url";
import {
  FACILITIES,
  HOTEL_SORTS,
  HOTEL_TRIP_TYPES,
  type HotelFilterKey,
  PRICE_LEVELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  THEME_LABELS,
  THEMES,
  USER_RATINGS,
} from "../../../common/hotels";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { FacetFieldset, FilterForm, NoResults, SelectField } from "../../components/filter-form";
import { HotelCardView } from "../../components/hotels/hotel-card";
import { HotelDealsSection } from "../../components/hotels/hotel-deals";
import { StayForm } from "../../components/hotels/stay-form";
import { Pagination } from "../../components/pagination";
import { Section } from "../../components/section";
import type { HotelListingData } from "./listing.server";

export function HotelListingPage({ data }: { data: HotelListingData }) {
  const { route, total, pageCount, stay, stayQuery } = data;
  const f = route.filters;
  // The filter form posts to the first page without filters but with the stay; the stay form
  // keeps the filters.
  const base = {
    ...route,
    page: 1,
    filters: emptyHotelFilters(),
    sortBy: "recommended" as const,
    checkin: null,
    checkout: null,
    roomStay: null,
  };
  const formAction = buildHotelListingUrl(base);
  const stayHidden: [string, string][] = (
    [
      ["checkin", route.checkin],
      ["checkout", route.checkout],
      ["roomStay", route.roomStay],
    ] as [string, string | null][]
  ).filter((e): e is [string, string] => e[1] !== null);
  const filterHidden: [string, string][] = [
    ...(Object.entries(f) as [HotelFilterKey, (string | number)[]][]).flatMap(([k, vs]) =>
      vs.map((v) => [`${k}[]`, String(v)] as [string, string]),
    ),
    ...(route.sortBy !== "recommended" ? [["sort_by", route.sortBy] as [string, string]] : []),
  ];
  const opts = <T extends string | number>(
    key: HotelFilterKey,
    options: readonly { value: T; label: string }[],
  ) =>
    options.map((o) => ({
      value: String(o.value),
      label: o.label,
      count: null,
      selected: (f[key] as (string | number)[]).map(String).includes(String(o.value)),
    }));
  const from = total ? (route.page - 1) * 10 + 1 : 0;
  const to = Math.min(route.page * 10, total);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 pb-24">
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: `Hotels in ${data.destination.name}`, href: `/hotels/${data.destination.slug}` },
          ...(data.city ? [{ label: data.city.name, href: `/hotels/${data.city.slug}` }] : []),
          ...(data.title !== `Hotels in ${data.destination.name}` ? [{ label: data.title }] : []),
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900">{data.title}</h1>
      <p className="mt-1 text-slate-600">
        {total
          ? `Showing ${from}-${to} of ${total} properties`
          : "No properties match these filters"}
      </p>
      <div className="mt-4">
        <StayForm stay={stay} action={formAction} hidden={filterHidden} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <FilterForm action={formAction} label="Filter properties">
          {stayHidden.map(([n, v]) => (
            <input key={n} type="hidden" name={n} value={v} />
          ))}
          <SelectField
            label="Sort by"
            name="sort_by"
            value={route.sortBy}
            options={HOTEL_SORTS.filter((s) => s.value !== "distance" || route.landmark || true)}
          />
          <FacetFieldset
            title="Star rating"
            param="star_ratings[]"
            options={opts(
              "star_ratings",
              [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n} star` })),
            )}
          />
          <FacetFieldset
            title="Themes"
            param="themes[]"
            options={opts(
              "themes",
              THEMES.map((t) => ({ value: t, label: THEME_LABELS[t] })),
            )}
          />
          <FacetFieldset
            title="Price per room per night"
            param="price_levels[]"
            options={opts("price_levels", PRICE_LEVELS)}
          />
          <FacetFieldset
            title="Guest rating"
            param="user_ratings[]"
            options={opts("user_ratings", USER_RATINGS)}
          />
          <FacetFieldset
            title="Property type"
            param="property_types[]"
            options={opts(
              "property_types",
              PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t].many })),
            )}
          />
          {data.cityOptions.length > 1 ? (
            <FacetFieldset title="City" param="city[]" options={opts("city", data.cityOptions)} />
          ) : null}
          <FacetFieldset
            title="Nearby landmarks"
            param="nearby_landmarks[]"
            options={opts("nearby_landmarks", data.landmarkOptions)}
          />
          <FacetFieldset
            title="Good for"
            param="trip_types[]"
            options={opts("trip_types", HOTEL_TRIP_TYPES)}
          />
          <FacetFieldset
            title="Facilities"
            param="facilities_ids[]"
            options={opts(
              "facilities_ids",
              FACILITIES.map((x) => ({ value: x.id, label: x.name })),
            )}
          />
        </FilterForm>
        <div id="results" className="scroll-mt-20">
          <h2 className="sr-only">Results</h2>
          <Section name="HotelList">
            {data.hotels.length ? (
              <ul className="grid gap-5">
                {data.hotels.map((h, i) => (
                  <li key={h.id}>
                    <HotelCardView
                      hotel={h}
                      href={`${buildHotelUrl(h.slug)}?${stayQuery}`}
                      eager={i < 2}
                      photo={data.photos[h.id]}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <NoResults clearHref={formAction} noun="properties" clearLabel="see every property" />
            )}
          </Section>
          <Pagination
            page={route.page}
            pageCount={pageCount}
            hrefFor={(n) => buildHotelListingUrl({ ...route, page: n })}
          />
          {data.deals ? (
            <Section name="HotelDeals">
              <HotelDealsSection initial={data.deals} />
            </Section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
