/**
 * What a traveller wrote about a trip, as every review and testimonial shows it: of a package
 * (home, package detail, guides, the testimonials pages) or of an agency (its profile).
 */
export interface ReviewText {
  author: string;
  city: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** YYYY-MM-DD. */
  travelledOn: string;
}
