import { data, Link } from "react-router";
import { StaticBlocks } from "../components/static-blocks";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/career";

export function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.services;
  if (params.id) {
    const job = content.jobOpening(params.id);
    if (!job) throw data(null, { status: 404 });
    return { page: null, jobs: [], job };
  }
  return { page: content.staticPage("career"), jobs: content.jobOpenings(), job: null };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (data?.job)
    return [
      { title: `${data.job.title} | Careers | Triphive` },
      { name: "description", content: data.job.summary },
    ];
  if (data?.page)
    return [
      { title: data.page.metaTitle },
      { name: "description", content: data.page.metaDescription },
    ];
  return [];
};

export default function Career({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  const { page, jobs, job } = loaderData;
  if (job) {
    return (
      <article className="mx-auto max-w-3xl px-4 py-12">
        <Link to={localize("/career")} className="text-sm text-brand-700 underline">
          All openings
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900">{job.title}</h1>
        <p className="mt-2 text-slate-600">
          {job.team} · {job.location} · {job.type}
        </p>
        <p className="mt-6 text-lg text-slate-700">{job.summary}</p>
        <h2 className="mt-8 text-xl font-semibold text-slate-900">What you will do</h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
          {job.responsibilities.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <h2 className="mt-8 text-xl font-semibold text-slate-900">What we look for</h2>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
          {job.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </article>
    );
  }
  if (!page) return null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-slate-900">{page.title}</h1>
      <p className="mt-6 text-lg text-slate-700">{page.intro}</p>
      <div className="mt-6">
        <StaticBlocks blocks={page.blocks} />
      </div>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">Open positions</h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {jobs.map((j) => (
          <li key={j.id}>
            <Link
              to={localize(`/career/${j.id}`)}
              className="flex flex-wrap items-baseline justify-between gap-2 p-4 hover:bg-brand-50"
            >
              <span className="font-semibold text-slate-900">{j.title}</span>
              <span className="text-sm text-slate-500">
                {j.team} · {j.location} · {j.type}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
