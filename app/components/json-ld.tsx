import { jsonLd } from "../../common/seo";

/** Structured data (schema.org). A data block is never executed, so CSP does not apply to it. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLd escapes "<", so the block cannot be closed early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}

/**
 * ItemList of a list page: its first packages as Products with an INR Offer (spec §9: the first
 * 5 packages, currency INR).
 */
export function PackageItemList({
  name,
  total,
  origin,
  items,
}: {
  name: string;
  total: number;
  origin: string;
  items: { position: number; name: string; slug: string; priceInr: number }[];
}) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "ItemList",
        name,
        numberOfItems: total,
        itemListElement: items.map((item) => ({
          "@type": "ListItem",
          position: item.position,
          url: `${origin}/packages/${item.slug}`,
          item: {
            "@type": "Product",
            name: item.name,
            offers: { "@type": "Offer", price: item.priceInr, priceCurrency: "INR" },
          },
        })),
      }}
    />
  );
}
