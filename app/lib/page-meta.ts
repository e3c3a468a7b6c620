/** Title, description, canonical link and hreflang alternates of a public page. */
export function pageMeta({
  title,
  description,
  canonical,
  alternates,
}: {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}) {
  return [
    { title: `${title} | Triphive` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates.map((a) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: a.hreflang,
      href: a.href,
    })),
  ];
}
