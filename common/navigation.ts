// Fixed parts of the top navigation and footer. Destinations come from the database.
import { HOLIDAY_THEMES, WEEKEND_SOURCES } from "./weekend-url";

export interface NavLink {
  label: string;
  href: string;
}

export const PACKAGE_LISTING_LINKS: readonly NavLink[] = [
  { label: "Tour packages", href: "/tour-packages" },
  { label: "Honeymoon packages", href: "/honeymoon-packages" },
  { label: "Family packages", href: "/family-packages" },
  { label: "Friends packages", href: "/friends-packages" },
  { label: "Seasonal packages", href: "/seasonal-packages" },
  { label: "Bike tour packages", href: "/bike-tour-packages" },
];

/** Default weekend destination is Delhi (browsing spec §9), so it leads the list. */
export const WEEKEND_GETAWAY_LINKS: readonly NavLink[] = [
  { label: "All weekend getaways", href: "/mktc/weekend-getaway-packages" },
  ...WEEKEND_SOURCES.slice(0, 7).map((s) => ({
    label: `Weekend getaways near ${s.name}`,
    href: `/places-near/${s.slug}`,
  })),
];

/** Holiday-theme pages, /{holidayTheme}-places (browsing spec §2): one per trip type. */
export const HOLIDAY_THEME_LINKS: readonly NavLink[] = HOLIDAY_THEMES.map((t) => ({
  label: t.label,
  href: `/${t.slug}-places`,
}));

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: "About us", href: "/aboutus" },
  { label: "Team", href: "/team" },
  { label: "Contact us", href: "/contact_us" },
  { label: "Terms", href: "/tnc" },
  { label: "Privacy", href: "/privacy" },
  { label: "Careers", href: "/career" },
  { label: "Offers", href: "/offers" },
];

/** Stories, reviews and sales (issue 13): the footer's "Travel inspiration" column. */
export const FOOTER_INSPIRATION_LINKS: readonly NavLink[] = [
  { label: "Travel blog", href: "/blogs" },
  { label: "Travelogues", href: "/travelogues" },
  { label: "Traveller reviews", href: "/testimonials" },
  { label: "Customer wall", href: "/customer-wall" },
  { label: "Freedom sale", href: "/freedom-sale" },
  { label: "Dhamaka sale", href: "/dhamaka-sale" },
  { label: "Gold class", href: "/gold-class" },
  { label: "Dream holiday offer", href: "/your-dream-holiday-offer" },
  { label: "Search", href: "/search_results" },
  { label: "For travel agents", href: "/online-leads-for-travel-agents-v1" },
];

export const LOGIN_PATH = "/users/sign_in";
export const PAGE_NOT_FOUND_PATH = "/page-not-found";
