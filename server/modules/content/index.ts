export { type ContentService, createContentService, type NotFoundPicture } from "./content.service";
export type { JobOpening, StaticBlock, StaticPage } from "./static-pages";
