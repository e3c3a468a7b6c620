// GET /browsing/v1/packages/cards (the recently viewed section). Kept apart from
// common/catalog.ts, which page code imports: zod must stay out of the first-load JavaScript.
import { z } from "zod";
import { ROW_ID_MAX } from "./ids";
import { RECENTLY_VIEWED_LIMIT } from "./recently-viewed";

/**
 * GET /browsing/v1/packages/cards: cards of up to 10 packages by id (the recently viewed
 * list holds 10), e.g. `ids=12,7,30`, priced for `month` in the currency of `country_code`.
 */
const IDS_FORMAT = new RegExp(`^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,${RECENTLY_VIEWED_LIMIT - 1}}$`);

export const PackageCardsQuery = z.object({
  ids: z
    .string({ error: "Give the package ids." })
    .regex(IDS_FORMAT, `Give 1 to ${RECENTLY_VIEWED_LIMIT} package ids, separated by commas.`)
    // A malformed list gets the format message alone.
    .refine(
      (ids) => !IDS_FORMAT.test(ids) || ids.split(",").every((id) => Number(id) <= ROW_ID_MAX),
      "A package id is too large.",
    ),
  month: z.coerce.number().int().min(1).max(12).optional(),
  country_code: z
    .string()
    .regex(/^[a-z]{2}$/, "A two-letter country code.")
    .optional(),
});

export type PackageCardsQuery = z.infer<typeof PackageCardsQuery>;

/** The ids of a valid query, first mention kept. */
export function packageCardIds(query: PackageCardsQuery): number[] {
  return [...new Set(query.ids.split(",").map(Number))];
}
