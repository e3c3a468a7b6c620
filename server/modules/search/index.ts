export { norm as normalisedSql } from "./catalog-documents";
export { createSearchApi } from "./search.api";
export {
  createSearchService,
  type SearchDocumentInput,
  type SearchProvider,
  type SearchService,
} from "./search.service";
