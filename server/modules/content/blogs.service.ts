import type { StoryDestination } from "../catalog";
import {
  type BlogArticle,
  selectBlogs,
  type Travelogue,
  writeBlogs,
  writeTravelogues,
} from "./stories";

/**
 * Blogs and travelogues, written from the catalogue's destinations (the source is memoised and
 * dropped on catalogue changes by the catalog module, so the stories follow it).
 */
export function createBlogService(source: () => Promise<StoryDestination[]>) {
  let last: { input: StoryDestination[]; blogs: BlogArticle[]; travelogues: Travelogue[] } | null =
    null;
  async function written() {
    const input = await source();
    if (last?.input !== input) {
      last = { input, blogs: writeBlogs(input), travelogues: writeTravelogues(input) };
    }
    return last;
  }
  return {
    async blogs(
      query: {
        tags?: string[];
        postCount?: number;
        offset?: number;
        sortOrder?: "Desc" | "Asc";
      } = {},
    ): Promise<BlogArticle[]> {
      return selectBlogs((await written()).blogs, {
        tags: query.tags ?? [],
        postCount: query.postCount ?? 10,
        offset: query.offset ?? 0,
        sortOrder: query.sortOrder ?? "Desc",
      });
    },
    async allBlogs(): Promise<BlogArticle[]> {
      return (await written()).blogs;
    },
    async blog(slug: string): Promise<BlogArticle | null> {
      return (await written()).blogs.find((b) => b.slug === slug) ?? null;
    },
    async travelogues(): Promise<Travelogue[]> {
      return (await written()).travelogues;
    },
    async travelogue(tripId: number): Promise<Travelogue | null> {
      return (await written()).travelogues.find((t) => t.tripId === tripId) ?? null;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
