import { redirect } from "react-router";

/**
 * Redirects (301) when the request's path is not the canonical one (/page/1, a trailing slash,
 * an alias), or when the query carries one of `pathKeys`: values the canonical URL writes in the
 * path (?page=2 becomes /page/2), dropped from the query on the way. Other query spellings vary
 * by client (browsers and data requests encode "[]"), so they get rel=canonical instead of a
 * redirect that could loop.
 */
export function redirectToCanonicalPath(
  url: URL,
  canonical: string,
  pathKeys: readonly string[] = [],
): void {
  const canonicalPath = canonical.split("?")[0];
  const stray = pathKeys.filter((key) => url.searchParams.has(key));
  if (canonicalPath === url.pathname && stray.length === 0) return;
  const query = new URLSearchParams(url.search);
  for (const key of stray) query.delete(key);
  const search = query.size ? `?${query}` : "";
  throw redirect(`${canonicalPath}${stray.length ? search : url.search}`, 301);
}
