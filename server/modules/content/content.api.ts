import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { safeText } from "../../../common/schema-helpers";
import { createModuleApi, errorResponses } from "../../http/module-api";
import { AppError } from "../../lib/errors";
import type { StoriesService } from "../catalog";
import type { BlogService } from "./blogs.service";
import type { ContentService } from "./content.service";
import { BLOG_POST_COUNT } from "./stories";

const ImageSchema = z.object({
  srcLink: z.string(),
  imagekit_url: z.string(),
  altText: z.string(),
});
const BlogItemSchema = z.object({
  ID: z.number().int(),
  post_date: z.string(),
  post_title: z.string(),
  url_link: z.string(),
  large_image: ImageSchema,
  thumbnail_image: ImageSchema,
});

// The spec's blogs call sends one JSON `data` parameter (§7).
const BlogsData = z.object({
  tags_to_include: z
    .array(z.union([z.string().max(60), z.array(z.string().max(60)).max(10)]))
    .max(20)
    .optional(),
  postCount: z.number().int().min(1).max(50).default(BLOG_POST_COUNT),
  sort_order: z.enum(["Desc", "Asc"]).default("Desc"),
  offset: z.number().int().min(0).max(1000).default(0),
});

const blogsRoute = createRoute({
  method: "get",
  path: "/blogs",
  summary: "Blogs by tags (destination names; 'bot' is ignored), newest first",
  request: {
    query: z.object({
      data: safeText({ max: 2000 }).optional().openapi({
        description:
          'JSON: {"tags_to_include":[["bot"],"Kerala"],"postCount":10,"sort_order":"Desc","offset":0}',
      }),
    }),
  },
  responses: {
    200: {
      description: "Blog items, not camel-cased",
      content: { "application/json": { schema: z.object({ posts: z.array(BlogItemSchema) }) } },
    },
    ...errorResponses,
  },
});

const testimonialsRoute = createRoute({
  method: "get",
  path: "/testimonials",
  summary: "Browsing testimonials: travellers' package reviews of a destination, 25 a page",
  request: {
    query: z.object({
      destination: z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        .max(80)
        .optional(),
      accountable_type: z.literal("TestimonialsPage").optional(),
      limit: z.coerce.number().int().min(1).max(25).default(25),
      offset: z.coerce.number().int().min(0).max(250_000).default(0),
    }),
  },
  responses: {
    200: {
      description: "One page of reviews",
      content: {
        "application/json": {
          schema: z.object({
            destination: z.object({ slug: z.string(), name: z.string() }).nullable(),
            total: z.number().int(),
            averageRating: z.number(),
            testimonials: z.array(
              z.object({
                id: z.number().int(),
                author: z.string(),
                city: z.string(),
                rating: z.number().int(),
                title: z.string(),
                body: z.string(),
                travelledOn: z.string(),
                package: z.object({
                  slug: z.string(),
                  name: z.string(),
                  days: z.number().int(),
                  nights: z.number().int(),
                }),
                destination: z.object({ slug: z.string(), name: z.string() }),
              }),
            ),
          }),
        },
      },
    },
    404: { description: "No such destination" },
    ...errorResponses,
  },
});

const jobRoute = createRoute({
  method: "get",
  path: "/career/jobs/{id}",
  summary: "Career job details",
  request: {
    params: z.object({
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .max(80),
    }),
  },
  responses: {
    200: {
      description: "The opening",
      content: {
        "application/json": {
          schema: z.object({
            id: z.string(),
            title: z.string(),
            team: z.string(),
            location: z.string(),
            type: z.string(),
            summary: z.string(),
            responsibilities: z.array(z.string()),
            requirements: z.array(z.string()),
            apply_url: z.string(),
          }),
        },
      },
    },
    404: { description: "No such opening" },
  },
});

const gatewaysRoute = createRoute({
  method: "get",
  path: "/inline_gateways",
  summary: "Inline gateways by package id: listings to go to from a package",
  request: {
    query: z.object({ package_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
  },
  responses: {
    200: {
      description: "Links",
      content: {
        "application/json": {
          schema: z.object({
            gateways: z.array(z.object({ label: z.string(), href: z.string() })),
          }),
        },
      },
    },
    404: { description: "No such package" },
    ...errorResponses,
  },
});

/** Mounted under /browsing/v1: blogs, browsing testimonials, inline gateways and career job details (§7). */
export function createContentApi(deps: {
  content: ContentService;
  blogs: BlogService;
  stories: StoriesService;
}) {
  return createModuleApi()
    .openapi(blogsRoute, async (c) => {
      const { data } = c.req.valid("query");
      let parsed: z.infer<typeof BlogsData>;
      try {
        parsed = BlogsData.parse(data ? JSON.parse(data) : {});
      } catch {
        throw new AppError("invalid_input", "invalid_input", "not valid", [
          { code: "invalid_input", message: "not valid", field: "data" },
        ]);
      }
      const tags = (parsed.tags_to_include ?? []).flat();
      const posts = await deps.blogs.blogs({
        tags,
        postCount: parsed.postCount,
        offset: parsed.offset,
        sortOrder: parsed.sort_order,
      });
      return c.json(
        {
          posts: posts.map(
            ({ ID, post_date, post_title, url_link, large_image, thumbnail_image }) => ({
              ID,
              post_date,
              post_title,
              url_link,
              large_image,
              thumbnail_image,
            }),
          ),
        },
        200,
      );
    })
    .openapi(testimonialsRoute, async (c) => {
      const { destination, limit, offset } = c.req.valid("query");
      // Pages are 25 long; an offset inside a page starts at that page.
      const page = await deps.stories.testimonials(
        destination ?? null,
        Math.floor(offset / 25) + 1,
      );
      if (!page) throw new AppError("not_found", "destination_not_found", "No such destination");
      return c.json(
        {
          destination: page.destination,
          total: page.total,
          averageRating: page.averageRating,
          testimonials: page.reviews.slice(0, limit),
        },
        200,
      );
    })
    .openapi(gatewaysRoute, async (c) => {
      const gateways = await deps.stories.inlineGateways(c.req.valid("query").package_id);
      if (!gateways) throw new AppError("not_found", "package_not_found", "No such package");
      return c.json({ gateways }, 200);
    })
    .openapi(jobRoute, async (c) => {
      const job = deps.content.jobOpening(c.req.valid("param").id);
      if (!job) throw new AppError("not_found", "job_not_found", "No such opening");
      return c.json({ ...job, apply_url: `/career/${job.id}` }, 200);
    });
}
