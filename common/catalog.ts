/** Package detail shows reviews 15 per page (browsing spec §9). */
export const PACKAGE_REVIEWS_PAGE_SIZE = 15;
