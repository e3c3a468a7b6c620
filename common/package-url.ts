// A package's page: /packages/{slug} (browsing spec §2). Old short links that name the package
// by id (?id=) are read by the page's loader; every link we write uses the slug.

/** The path of a package's page, in the default locale (callers localize). */
export function buildPackageUrl(slug: string): string {
  return `/packages/${slug}`;
}
