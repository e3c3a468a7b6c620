import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createBlogService } from "../content";
import { createStoriesService, TESTIMONIALS_PAGE_SIZE } from "./stories.service";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
});
afterAll(async () => {
  await database?.close();
});

describe("testimonials, customer wall and stories", () => {
  it("pages a destination's reviews 25 at a time and refuses an unknown destination", async () => {
    const stories = createStoriesService(database.db);
    const first = await stories.testimonials("kerala", 1);
    expect(first?.destination?.name).toBe("Kerala");
    expect(first?.reviews).toHaveLength(TESTIMONIALS_PAGE_SIZE);
    expect(first?.total).toBeGreaterThan(TESTIMONIALS_PAGE_SIZE);
    expect(first?.reviews.every((r) => r.destination.slug === "kerala")).toBe(true);
    const second = await stories.testimonials("kerala", 2);
    expect(second?.reviews[0]?.id).not.toBe(first?.reviews[0]?.id);
    expect(await stories.testimonials("atlantis", 1)).toBeNull();
    const all = await stories.testimonials(null, 1);
    expect(all?.total).toBeGreaterThan(first?.total ?? 0);
    const wall = await stories.customerWall();
    expect(wall.length).toBeGreaterThan(10);
    expect(wall.every((r) => r.rating === 5)).toBe(true);
  });

  it("writes blogs and about thirty travelogues from the catalogue", async () => {
    const blogs = createBlogService(createStoriesService(database.db).storyDestinations);
    const list = await blogs.blogs({ tags: ["Kerala"], postCount: 10 });
    expect(list[0]?.post_title).toMatch(/Kerala/);
    const all = await blogs.blogs();
    expect(all.length).toBeLessThanOrEqual(10);
    expect(all.map((b) => b.post_date)).toEqual([...all.map((b) => b.post_date)].sort().reverse());
    const article = await blogs.blog(list[0]?.slug ?? "");
    expect(article?.sections.length).toBeGreaterThan(3);
    const travelogues = await blogs.travelogues();
    expect(travelogues).toHaveLength(30);
    for (const t of travelogues) {
      expect(t.images.length).toBeGreaterThanOrEqual(5);
      expect(t.images.length).toBeLessThanOrEqual(7);
      expect([4, 5]).toContain(t.stars);
    }
  });
});
