import { z } from "zod";

// A staff edit of one package (PATCH /admin/v1/packages/{id} and `npm run catalog:edit`), decision
// 0199. Every field is optional; at least one must be given. Prices are whole rupees per person.

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const EditPackageInput = z
  .object({
    /** The package's name: cards, search, the page's title and breadcrumb. */
    title: text(3, 120).optional(),
    /** The page's main heading. */
    heading: text(3, 160).optional(),
    /** The overview paragraph. */
    summary: text(20, 4_000).optional(),
    /**
     * The new base price per person (INR): every month's price moves in the same proportion,
     * rounded to whole rupees.
     */
    price_per_person_inr: z.number().int().min(500).max(5_000_000).optional(),
    discount_percent: z.number().int().min(0).max(80).optional(),
  })
  .strict()
  .refine((input) => Object.values(input).some((v) => v !== undefined), {
    message: "Name at least one field to change.",
  });
export type EditPackageInput = z.infer<typeof EditPackageInput>;

/** What an edit answers: the package as it now is, and the catalogue version it made. */
export interface EditedPackage {
  id: number;
  slug: string;
  title: string;
  heading: string;
  summary: string;
  price_per_person_inr: number;
  discount_percent: number;
  /** The cheapest month's price after the discount, INR per person: the "from" price of cards. */
  from_price_inr: number;
  catalog_version: number;
}
