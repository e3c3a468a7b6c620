export { type BlogService, createBlogService } from "./blogs.service";
export { type CareersService, createCareersService } from "./careers.service";
export { createContentApi } from "./content.api";
export { type ContentService, createContentService, type NotFoundPicture } from "./content.service";
export type { JobOpening, StaticBlock, StaticPage } from "./static-pages";
export {
  BLOG_POST_COUNT,
  type BlogArticle,
  type BlogItem,
  TRAVEL_STORIES_COUNT,
  type Travelogue,
} from "./stories";
