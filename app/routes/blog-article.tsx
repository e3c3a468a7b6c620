import { data, Link } from "react-router";
import { destinationListingUrl } from "../../common/listing-url";
import { Breadcrumbs } from "../components/breadcrumbs";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/blog-article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blogs } = context.services;
  const article = await blogs.blog(params.slug);
  if (!article) throw data(null, { status: 404 });
  const more = (await blogs.allBlogs()).filter((b) => b.ID !== article.ID).slice(0, 3);
  return { article, more };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.article.post_title} | Triphive blog` },
        { name: "description", content: data.article.excerpt },
      ]
    : [];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { article, more } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Home", href: localize("/") },
          { label: "Blog", href: localize("/blogs") },
          { label: article.destination.name },
        ]}
      />
      <h1 className="mt-3 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">
        {article.post_title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={article.post_date}>{article.post_date}</time> · {article.readMinutes} min
        read · {article.tags.slice(0, 2).join(", ")}
      </p>
      <img
        src={article.large_image.srcLink}
        alt={article.large_image.altText}
        width={1500}
        height={500}
        className="mt-6 aspect-[3/1] w-full rounded-2xl bg-slate-200 object-cover"
      />
      {article.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-2xl font-bold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-slate-800">
              {p}
            </p>
          ))}
          {section.items.length ? (
            <ul className="mt-4 space-y-3">
              {section.items.map((item) => (
                <li key={item.name} className="rounded-xl border border-slate-200 bg-white p-4">
                  <p className="font-semibold text-slate-900">
                    {item.name}{" "}
                    <span className="text-xs font-normal uppercase tracking-wide text-slate-600">
                      {item.kind}
                    </span>
                  </p>
                  <p className="mt-1 text-slate-700">{item.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          to={localize(destinationListingUrl(article.destination.slug))}
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {article.destination.name} packages
        </Link>
        <Link
          to={localize(`/testimonials/${article.destination.slug}`)}
          className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Travellers' reviews
        </Link>
      </div>
      {more.length ? (
        <aside aria-labelledby="more-posts" className="mt-12 border-t border-slate-200 pt-6">
          <h2 id="more-posts" className="text-lg font-semibold text-slate-900">
            More from the blog
          </h2>
          <ul className="mt-3 space-y-2">
            {more.map((b) => (
              <li key={b.ID}>
                <Link to={localize(b.url_link)} className="text-brand-700 underline">
                  {b.post_title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
    </article>
  );
}
