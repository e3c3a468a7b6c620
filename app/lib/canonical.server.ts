import { redirect } from "react-router";

/**
 * Redirects (301) when the request's path is not the canonical one (/page/1, a trailing slash,
 * an alias). Query spellings vary by client (browsers and data requests encode "[]"), so they
 * get rel=canonical instead of a redirect that could loop.
 */
export function redirectToCanonicalPath(url: URL, canonical: string): void {
  const canonicalPath = canonical.split("?")[0];
  if (canonicalPath !== url.pathname) throw redirect(`${canonicalPath}${url.search}`, 301);
}
