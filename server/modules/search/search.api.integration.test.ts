import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createApp } from "../../app";
import { createTestApp } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { loadPageBuild } from "../../testing/test-page-build";
import { createTestServices } from "../../testing/test-services";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
let closeBuild: () => Promise<void> = async () => {};

beforeAll(async () => {
  database = await createTestDatabase({ seed: "small" });
  const { services } = createTestServices(database.db);
  await services.search.rebuild();
  const pages = await loadPageBuild();
  closeBuild = pages.close;
  app = createTestApp(database, services, {
    build: pages.build,
  });
});
afterAll(async () => {
  await closeBuild();
  await database?.close();
});

const json = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("search and content APIs (§7)", () => {
  it("suggests and searches with the spec's result shape", async () => {
    const suggest = await json("/browsing/v1/search_suggest?query=munar");
    expect(suggest.status).toBe(200);
    const first = (suggest.body.suggestions as Record<string, unknown>[])[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        "doc_class",
        "href",
        "id",
        "image",
        "link",
        "links",
        "location",
        "name",
        "price",
        "storyHeading",
        "title",
      ].sort(),
    );
    const search = await json("/browsing/v1/universal_search?q=bangalore");
    expect(search.status).toBe(200);
    expect(search.body.normalized).toBe("bengaluru");
    expect((search.body.total as number) > 0).toBe(true);
    expect((await json("/browsing/v1/search_suggest?query=%00")).status).toBe(400);
  });

  it("answers the blogs call, browsing testimonials and job details", async () => {
    const data = encodeURIComponent(
      JSON.stringify({
        tags_to_include: [["bot"], "Kerala"],
        postCount: 10,
        sort_order: "Desc",
        offset: 0,
      }),
    );
    const blogs = await json(`/browsing/v1/blogs?data=${data}`);
    expect(blogs.status).toBe(200);
    const posts = blogs.body.posts as { post_title: string; url_link: string }[];
    expect(posts[0]?.post_title).toContain("Kerala");
    expect(posts[0]?.url_link).toMatch(/^\/blogs\//);
    expect((await json("/browsing/v1/blogs?data=%7Bnot-json")).status).toBe(400);

    const page2 = await json("/browsing/v1/testimonials?destination=kerala&limit=25&offset=25");
    expect(page2.status).toBe(200);
    expect((page2.body.testimonials as unknown[]).length).toBe(25);
    expect((await json("/browsing/v1/testimonials?destination=atlantis")).status).toBe(404);

    const gateways = await json("/browsing/v1/inline_gateways?package_id=1");
    expect(gateways.status).toBe(200);
    const links = gateways.body.gateways as { href: string }[];
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) {
      const res = await app.request(link.href);
      expect(res.status, link.href).toBe(200);
    }
    expect((await json("/browsing/v1/inline_gateways?package_id=999999")).status).toBe(404);

    const job = await json("/browsing/v1/career/jobs/senior-full-stack-engineer");
    expect(job.status).toBe(200);
    expect(job.body.apply_url).toBe("/career/senior-full-stack-engineer");
    expect((await json("/browsing/v1/career/jobs/astronaut")).status).toBe(404);
  });

  it("serves every new page with 200", async () => {
    for (const path of [
      "/search_results",
      "/search_results?q=goa%20beach",
      "/search_results?q=zzqxw",
      "/testimonials",
      "/testimonials/kerala?page=2",
      "/customer-wall",
      "/blogs",
      "/travelogues",
      "/travelogues/4101",
      "/freedom-sale",
      "/dhamaka-sale",
      "/gold-class",
      "/your-dream-holiday-offer",
      "/online-leads-for-travel-agents-v1",
      "/career/senior-full-stack-engineer",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
    }
  });
});
