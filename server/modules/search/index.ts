export { norm as normalisedSql, pictureSql } from "./catalog-documents";
export { createSearchApi } from "./search.api";
export {
  createSearchService,
  type SearchDocumentInput,
  type SearchProvider,
  type SearchService,
} from "./search.service";
