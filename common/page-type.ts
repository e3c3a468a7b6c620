// Page-type detection by path (browsing spec §2). Page types drive analytics tagging and
// which pages may show the exit-intent popup, so detection must agree between server and browser.
import { parseLocalePath } from "./locale";

export type PageType =
  | "home"
  | "agent_dashboard"
  | "login"
  | "signup"
  | "new_request"
  | "testimonials"
  | "package_detail"
  | "package_list"
  | "weekend_campaign"
  | "about_us"
  | "team"
  | "career"
  | "contact_us"
  | "tnc"
  | "privacy"
  | "cancellation"
  | "agent_profile"
  | "hotel_detail"
  | "hotel_list"
  | "payment_response"
  | "city_block"
  | "weekend"
  | "destination"
  | "category"
  | "request_callback"
  | "sitemap"
  | "other";

export type SiteSection = "admin" | "agent" | "public";

export const HOTEL_LIST_TYPES = [
  "hotels",
  "guest-houses",
  "hotels-and-resorts",
  "home-stays",
  "resorts",
  "apartments",
  "hostels",
  "villas",
  "cottages",
] as const;

// Longest alternatives first so "hotels-and-resorts" is not read as a "hotels-and-" filter on
// "resorts"; either reading is a hotel list, but the explicit order keeps the intent obvious.
const HOTEL_LIST_SEGMENT = new RegExp(
  `^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?(?:${[...HOTEL_LIST_TYPES]
    .sort((a, b) => b.length - a.length)
    .join("|")})$`,
);

// Spec §2 lists the popup's allowed pages as: weekend campaign, login, signup, F1 (the new
// request form), category, testimonial, about us, package list, package detail, weekend,
// city block, home.
export const EXIT_INTENT_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  "weekend_campaign",
  "login",
  "signup",
  "new_request",
  "category",
  "testimonials",
  "about_us",
  "package_list",
  "package_detail",
  "weekend",
  "city_block",
  "home",
]);

function stripQueryAndHash(pathname: string): string {
  const end = pathname.search(/[?#]/);
  return end === -1 ? pathname : pathname.slice(0, end);
}

function pathSegments(pathname: string): string[] {
  const { path } = parseLocalePath(stripQueryAndHash(pathname));
  return path.split("/").filter((segment) => segment !== "");
}

export function detectPageType(pathname: string): PageType {
  const segments = pathSegments(pathname);
  const [first, second, third] = segments;
  if (first === undefined) return "home";
  const count = segments.length;

  if (first === "agents" && second === "dashboard") return "agent_dashboard";
  if (first === "users" && second === "sign_in" && count === 2) return "login";
  if (first === "users" && second === "sign_up" && count === 2) return "signup";
  if (first === "requested_trips" && second === "new" && count === 2) return "new_request";
  if (first === "testimonials") return "testimonials";
  if (first === "packages" && count >= 2) return "package_detail";
  if (first === "mktc" && second === "weekend-getaway-packages") return "weekend_campaign";
  if (first.endsWith("-packages") && first !== "-packages") return "package_list";

  if (count === 1) {
    switch (first) {
      case "aboutus":
        return "about_us";
      case "team":
        return "team";
      case "contact_us":
        return "contact_us";
      case "tnc":
        return "tnc";
      case "privacy":
        return "privacy";
      case "cancellation":
        return "cancellation";
    }
  }
  if (first === "career") return "career";

  if (first === "agents" && count === 2) return "agent_profile";
  if (first === "hotel" && count >= 2) return "hotel_detail";
  if (first === "payments" && second === "response" && count === 2) return "payment_response";
  if (
    (count === 2 || (count === 3 && third?.startsWith("near-"))) &&
    HOTEL_LIST_SEGMENT.test(first)
  ) {
    return "hotel_list";
  }
  if (first.endsWith("-tourism") && first !== "-tourism") return "city_block";
  if (first === "places-near" && count >= 2) return "weekend";
  // Not in the spec's list: the HTML sitemap pages, /sitemap/explore-….
  if (first === "sitemap" && count === 2) return "sitemap";
  if (first === "travel-to" || first.startsWith("travel-to-")) return "destination";
  // Holiday theme pages are written both "/{x}-Places" and "/{x}-places" in the source product.
  if (/^.+-places$/i.test(first)) return "category";
  if (segments.some((segment) => segment.toLowerCase().includes("requestcallback"))) {
    return "request_callback";
  }
  return "other";
}

/**
 * Which part of the site a path belongs to, following the spec's literal rule: a path that
 * contains "admin" is an admin page, one that contains "/agent" is an agent page. This is a
 * presentation/analytics classification only; it must never be used to authorize anything.
 */
export function siteSection(pathname: string): SiteSection {
  const path = stripQueryAndHash(pathname);
  if (path.includes("admin")) return "admin";
  if (path.includes("/agent")) return "agent";
  return "public";
}
