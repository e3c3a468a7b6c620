/** Package detail shows reviews 15 per page (browsing spec §9). */
export const PACKAGE_REVIEWS_PAGE_SIZE = 15;

/** The compare page and tray hold at most this many packages. */
export const MAX_COMPARE_PACKAGES = 4;

/** Package detail's price caption and traveller count (browsing spec §3). */
export const PACKAGE_MINI_DESC = "Per Person on twin sharing";
export const DEFAULT_TRAVELERS_COUNT = 3000;
