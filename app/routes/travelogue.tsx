import { data, Link } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs";
import { Stars } from "../components/stars";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/travelogue";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.tripId);
  const story = Number.isSafeInteger(id) ? await context.services.blogs.travelogue(id) : null;
  if (!story) throw data(null, { status: 404 });
  return { story };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.story.heading} | Triphive travelogues` },
        { name: "description", content: data.story.description.slice(0, 160) },
      ]
    : [];

export default function Travelogue({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { story } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Home", href: localize("/") },
          { label: "Travelogues", href: localize("/travelogues") },
          { label: story.destination },
        ]}
      />
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-brand-700">
        {story.tagName}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900">{story.heading}</h1>
      <div className="mt-3 flex items-center gap-3 text-sm text-slate-700">
        <img
          src={story.avatarPic}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 rounded-full bg-slate-200 object-cover"
        />
        <span>
          {story.travellerName.name}, {story.travellerLocation} · {story.daysAgo} days ago
        </span>
        <Stars rating={story.stars} />
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {story.images.map((src, i) => (
          <li key={src} className={i === 0 ? "col-span-2 sm:col-span-3" : ""}>
            <img
              src={src}
              alt={`${story.destination}, view ${i + 1} of ${story.images.length}`}
              width={640}
              height={360}
              loading={i < 1 ? "eager" : "lazy"}
              className="aspect-video w-full rounded-xl bg-slate-200 object-cover"
            />
          </li>
        ))}
      </ul>
      {story.story.map((p) => (
        <p key={p} className="mt-4 leading-relaxed text-slate-800">
          {p}
        </p>
      ))}
      <p className="mt-6 text-sm text-slate-600">Tags: {story.tags.join(", ")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={localize(
            `/${story.tripType === "Honeymoon" ? "honeymoon" : "family"}-packages/${story.destinationSlug}`,
          )}
          className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {story.destination} {story.tripType.toLowerCase()} packages
        </Link>
        <Link
          to={localize("/travelogues")}
          className="rounded-full border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          More travelogues
        </Link>
      </div>
    </article>
  );
}
