import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkupCacheContext } from "../lib/markup-cache";
import { createMarkupRenderer } from "../lib/markup-cache.server";
import { CompareProvider } from "./compare-tray";
import { PackageCard, type PackageCardView } from "./package-card";

// Decision 0161: a lazy card's markup is rendered once per content and reused. The browser
// renders the card itself and hydrates against that markup, so the two must be the same bytes.

function card(overrides: Partial<PackageCardView> = {}): PackageCardView {
  return {
    id: 751,
    slug: "kerala-romance-6-nights-7-days-bwpb",
    familyKey: "kerala-bwpb",
    name: "Kerala Romance",
    days: 7,
    nights: 6,
    destination: { slug: "kerala", name: "Kerala" },
    feature: { name: "Eravikulam National Park", kind: "national_park", city: "Munnar" },
    cities: [
      { name: "Kochi", days: 3 },
      { name: "Munnar", days: 2 },
    ],
    discountPercent: 10,
    isFromPrice: true,
    priceMonth: 6,
    hotelCategory: 4,
    rating: 4.6,
    reviewsCount: 26,
    labels: ["Free cancellation"],
    inclusions: ["Meals", "Cab"],
    price: "₹39,100",
    discountedPrice: "₹35,190",
    ...overrides,
  };
}

type Cards = { pkg: PackageCardView; eager?: boolean; extra?: string }[];

function List({ cards, linkQuery }: { cards: Cards; linkQuery: string }) {
  return (
    <ul>
      {cards.map(({ pkg, eager, extra }) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} href={`/packages/${pkg.slug}${linkQuery}`} eager={eager}>
            {extra ? <p>{extra}</p> : undefined}
          </PackageCard>
        </li>
      ))}
    </ul>
  );
}

function render(
  cards: Cards,
  renderer?: ReturnType<typeof createMarkupRenderer>,
  url = "/tour-packages/kerala",
  linkQuery = "",
  compare = false,
) {
  const list = <List cards={cards} linkQuery={linkQuery} />;
  const Stub = createRoutesStub([
    {
      path: "/tour-packages/kerala",
      Component: () => (compare ? <CompareProvider>{list}</CompareProvider> : list),
    },
  ]);
  const page = <Stub initialEntries={[url]} />;
  return renderToString(
    renderer ? <MarkupCacheContext value={renderer}>{page}</MarkupCacheContext> : page,
  );
}

describe("PackageCard", () => {
  const cards: Cards = [
    { pkg: card(), eager: true },
    { pkg: card({ id: 752, slug: "kochi-escape", name: "Kochi Escape", labels: [] }) },
    {
      pkg: card({
        id: 753,
        slug: "munnar-hills",
        name: "Munnar <Hills> & Tea",
        discountPercent: 0,
      }),
    },
  ];

  it("gives the server the very markup the browser renders, stored or not", () => {
    const renderer = createMarkupRenderer();
    const rendered = render(cards);
    expect(render(cards, renderer)).toBe(rendered);
    // Served from the store the second time: still the same bytes.
    expect(render(cards, renderer)).toBe(rendered);
    expect(rendered).toContain(
      'aria-label="View Kochi Escape" href="/packages/kochi-escape?month=6" data-discover="true">View</a>',
    );
    expect(rendered).toContain("Munnar &lt;Hills&gt; &amp; Tea");
  });

  it("draws every card's compare box, stored or not, in a list that offers a comparison", () => {
    // The stored markup renders away from the list's CompareProvider: it must still hold the
    // box the browser hydrates (disabled until the saved comparison is read), or React throws
    // away the whole list (error #418, seen on every package listing).
    const renderer = createMarkupRenderer();
    const url = "/tour-packages/kerala";
    const inPlace = render(cards, undefined, url, "", true);
    expect(render(cards, renderer, url, "", true)).toBe(inPlace);
    expect(inPlace.match(/type="checkbox" disabled=""/g)).toHaveLength(cards.length);
    // A list without a comparison has no box, and its stored cards are other entries.
    expect(render(cards, renderer)).not.toContain('type="checkbox"');
    expect(renderer.renders()).toBe(4);
  });

  it("stores lazy cards only: an eager card renders in place, as does one with extras", () => {
    const renderer = createMarkupRenderer();
    render(
      [...cards, { pkg: card({ id: 754, slug: "extra" }), extra: "Weekend: 2 nights" }],
      renderer,
    );
    expect(renderer.renders()).toBe(2);
    render(cards, renderer);
    expect(renderer.renders()).toBe(2);
  });

  it("renders a card again when anything it shows changes, such as its price", () => {
    const renderer = createMarkupRenderer();
    render(cards, renderer);
    const repriced = cards.map((c) =>
      c.pkg.id === 752 ? { pkg: { ...c.pkg, discountedPrice: "₹30,000" } } : c,
    );
    const html = render(repriced, renderer);
    expect(renderer.renders()).toBe(3);
    expect(html).toContain("₹30,000");
    expect(html).toBe(render(repriced));
  });

  it("stores a card per link: the same package priced for another month is its own", () => {
    const renderer = createMarkupRenderer();
    const lazy = [{ pkg: card({ id: 752, slug: "kochi-escape" }) }];
    render(lazy, renderer);
    const december = render(lazy, renderer, "/tour-packages/kerala", "?month=2026-12");
    expect(renderer.renders()).toBe(2);
    expect(december).toContain('href="/packages/kochi-escape?month=2026-12"');
    expect(december).toBe(render(lazy, undefined, "/tour-packages/kerala", "?month=2026-12"));
  });

  it("names the month a 'from' price is for and opens the package on that month", () => {
    const html = render([{ pkg: card({ id: 754, slug: "alleppey-houseboat" }) }]);
    expect(html).toMatch(/from<\/span>₹35,190<span[^>]*>in June<\/span>/);
    expect(html).toContain('href="/packages/alleppey-houseboat?month=6"');
    const chosen = render(
      [{ pkg: card({ id: 754, slug: "alleppey-houseboat", isFromPrice: false, priceMonth: 12 }) }],
      undefined,
      "/tour-packages/kerala",
      "?month=2026-12",
    );
    expect(chosen).toContain("in December");
    expect(chosen).toContain('href="/packages/alleppey-houseboat?month=2026-12"');
  });
});
