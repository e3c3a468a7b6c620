// The /search_results query, apart from common/search.ts so that the header's search box
// (every page) does not ship zod to the browser (docs/decisions/0157).
import { z } from "zod";
import { safeText } from "./schema-helpers";
import { SEARCH_QUERY_MAX } from "./search";

export const SearchQuery = z.object({
  q: safeText({ max: 200 })
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, SEARCH_QUERY_MAX)),
});
