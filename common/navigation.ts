// Fixed parts of the top navigation and footer. Destinations come from the database.

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
  { label: "Weekend getaways near Delhi", href: "/places-near/delhi" },
  { label: "Weekend getaways near Mumbai", href: "/places-near/mumbai" },
  { label: "Weekend getaways near Bengaluru", href: "/places-near/bengaluru" },
  { label: "Weekend getaways near Pune", href: "/places-near/pune" },
  { label: "Weekend getaways near Hyderabad", href: "/places-near/hyderabad" },
  { label: "Weekend getaways near Chennai", href: "/places-near/chennai" },
  { label: "Weekend getaways near Kolkata", href: "/places-near/kolkata" },
];

/** Holiday-theme pages, /{holidayTheme}-places (browsing spec §2). */
export const HOLIDAY_THEME_LINKS: readonly NavLink[] = [
  { label: "Beaches", href: "/beach-places" },
  { label: "Hill stations", href: "/hill-station-places" },
  { label: "Adventure", href: "/adventure-places" },
  { label: "Wildlife", href: "/wildlife-places" },
  { label: "Pilgrimage", href: "/pilgrimage-places" },
  { label: "Honeymoon", href: "/honeymoon-places" },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: "About us", href: "/aboutus" },
  { label: "Team", href: "/team" },
  { label: "Contact us", href: "/contact_us" },
  { label: "Terms", href: "/tnc" },
  { label: "Privacy", href: "/privacy" },
  { label: "Careers", href: "/career" },
  { label: "Offers", href: "/offers" },
];

export const LOGIN_PATH = "/users/sign_in";
export const PAGE_NOT_FOUND_PATH = "/page-not-found";
