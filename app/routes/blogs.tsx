import { Link } from "react-router";
import { z } from "zod";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/blogs";

const Tag = z
  .string()
  .max(60)
  .regex(/^[\p{L}\p{N} &()'-]+$/u);

export async function loader({ request, context }: Route.LoaderArgs) {
  const tagParam = new URL(request.url).searchParams.get("tag");
  const tag = tagParam && Tag.safeParse(tagParam).success ? tagParam : null;
  const { blogs } = context.services;
  const [posts, all, travelogues] = await Promise.all([
    tag ? blogs.blogs({ tags: [tag], postCount: 10 }) : blogs.allBlogs(),
    blogs.allBlogs(),
    blogs.travelogues(),
  ]);
  const tags = [...new Set(all.map((b) => b.destination.name))];
  return { tag, posts, tags, stories: travelogues.slice(0, 10) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data?.tag
      ? `${data.tag} travel blog: routes, seasons and sights | Triphive`
      : "Travel blog: routes, seasons and sights across India and abroad | Triphive",
  },
  {
    name: "description",
    content:
      "Where to go, when, and for how long: destination guides written from our catalogue of towns and sights, with travellers' own stories.",
  },
];

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { tag, posts, tags, stories } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">
        {tag ? `${tag}: travel blog` : "Travel blog"}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Routes, seasons and the sights worth the detour, destination by destination.
      </p>
      <nav aria-label="Blog topics" className="mt-5">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link
              to={localize("/blogs")}
              className={`inline-block rounded-full border px-3 py-1 ${tag ? "border-slate-300 bg-white" : "border-brand-700 bg-brand-700 text-white"}`}
            >
              All
            </Link>
          </li>
          {tags.map((t) => (
            <li key={t}>
              <Link
                to={localize(`/blogs?tag=${encodeURIComponent(t)}`)}
                className={`inline-block rounded-full border px-3 py-1 ${tag === t ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white hover:bg-brand-50"}`}
              >
                {t}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, i) => (
          <li key={post.ID}>
            <article className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <img
                src={post.thumbnail_image.srcLink}
                alt={post.thumbnail_image.altText}
                width={640}
                height={360}
                loading={i < 3 ? "eager" : "lazy"}
                className="aspect-video w-full bg-slate-200 object-cover"
              />
              <div className="p-4">
                <p className="text-xs text-slate-600">
                  <time dateTime={post.post_date}>{post.post_date}</time> · {post.readMinutes} min
                  read
                </p>
                <h2 className="mt-1 text-lg font-bold text-slate-900">
                  <Link to={localize(post.url_link)} className="hover:underline">
                    {post.post_title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-slate-700">{post.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <section aria-labelledby="travel-stories" className="mt-12">
        <h2 id="travel-stories" className="text-2xl font-bold text-slate-900">
          Travel stories
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {stories.map((s) => (
            <li key={s.tripId} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link to={localize(s.link)} className="font-semibold text-brand-800 hover:underline">
                {s.heading}
              </Link>
              <p className="mt-1 text-sm text-slate-600">
                {s.travellerName.name}, {s.travellerLocation} · {s.tripType}
              </p>
              <p className="mt-2 line-clamp-2 text-sm text-slate-700">{s.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <Link to={localize("/travelogues")} className="font-semibold text-brand-700 underline">
            All travel stories
          </Link>
        </p>
      </section>
    </div>
  );
}
