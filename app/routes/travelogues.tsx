import { Link } from "react-router";
import { Stars } from "../components/stars";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/travelogues";

export async function loader({ context }: Route.LoaderArgs) {
  return { stories: await context.services.blogs.travelogues() };
}

export const meta: Route.MetaFunction = () => [
  { title: "Travelogues: honeymoon and family trips in travellers' words | Triphive" },
  {
    name: "description",
    content:
      "Thirty travellers' stories of honeymoons and family holidays, each planned with a verified local agent.",
  },
];

export default function Travelogues({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Travelogues</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Honeymoons and family holidays, told by the travellers who took them.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.stories.map((s, i) => (
          <li key={s.tripId}>
            <article className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <img
                src={s.images[0]}
                alt={`${s.destination}: ${s.tagName}`}
                width={640}
                height={360}
                loading={i < 3 ? "eager" : "lazy"}
                className="aspect-video w-full bg-slate-200 object-cover"
              />
              <div className="p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {s.tagName}
                </p>
                <h2 className="mt-1 font-bold text-slate-900">
                  <Link to={localize(s.link)} className="hover:underline">
                    {s.heading}
                  </Link>
                </h2>
                <div className="mt-1 flex items-center gap-2 text-sm text-slate-600">
                  <Stars rating={s.stars} /> {s.travellerName.name}, {s.travellerLocation}
                </div>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{s.description}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
