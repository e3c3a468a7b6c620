import { data, Form, Link, useNavigation } from "react-router";
import { CAREER_CV_MAX_BYTES, CareerApplicationInput } from "../../common/career";
import { isAppError } from "../../server/lib/errors";
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

type FieldErrors = Partial<Record<string, string>>;

export async function action({ params, request, context }: Route.ActionArgs) {
  if (!params.id || !context.services.content.jobOpening(params.id)) {
    throw data(null, { status: 404 });
  }
  const formData = await request.formData();
  const parsed = CareerApplicationInput.safeParse({
    name: formData.get("name") ?? undefined,
    email: formData.get("email") ?? undefined,
    phone: formData.get("phone") ?? undefined,
    cover_note: formData.get("cover_note") ?? undefined,
  });
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  const file = formData.get("cv");
  const cv =
    file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  if (!cv) errors.cv = "Attach your CV as a PDF";
  if (!parsed.success || !cv) return data({ ok: false as const, errors }, { status: 400 });
  try {
    const { id } = await context.services.careers.apply(params.id, parsed.data, cv);
    return { ok: true as const, id, name: parsed.data.name };
  } catch (error) {
    if (isAppError(error) && error.kind === "invalid_input") {
      return data({ ok: false as const, errors: { cv: error.message } }, { status: 400 });
    }
    throw error;
  }
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

function ApplyForm({
  jobTitle,
  actionData,
}: {
  jobTitle: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const navigation = useNavigation();
  if (actionData?.ok) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-green-900">
        Thank you, {actionData.name}: your application for {jobTitle} (reference #{actionData.id})
        is with our hiring team, who reply to every applicant within ten working days.
      </p>
    );
  }
  const errors: FieldErrors = actionData && !actionData.ok ? actionData.errors : {};
  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`apply-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`apply-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `apply-${name}-error` : undefined}
        className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      {errors[name] ? (
        <p id={`apply-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" noValidate>
      {field("name", "Full name", "text", "name")}
      {field("email", "Email", "email", "email")}
      {field("phone", "Mobile/Contact No.", "tel", "tel")}
      <div>
        <label htmlFor="apply-cv" className="block text-sm font-medium text-slate-800">
          CV (PDF, at most {CAREER_CV_MAX_BYTES / 1024 / 1024} MB)
        </label>
        <input
          id="apply-cv"
          name="cv"
          type="file"
          accept="application/pdf,.pdf"
          required
          aria-invalid={errors.cv ? true : undefined}
          aria-describedby={errors.cv ? "apply-cv-error" : undefined}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        />
        {errors.cv ? (
          <p id="apply-cv-error" className="mt-1 text-sm text-red-700">
            {errors.cv}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="apply-cover_note" className="block text-sm font-medium text-slate-800">
          Why this role (optional)
        </label>
        <textarea
          id="apply-cover_note"
          name="cover_note"
          rows={4}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <button
        type="submit"
        disabled={navigation.state === "submitting"}
        className="h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        Send application
      </button>
    </Form>
  );
}

export default function Career({ loaderData, actionData }: Route.ComponentProps) {
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
        <section
          aria-labelledby="apply-title"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="apply-title" className="text-xl font-semibold text-slate-900">
            Apply for this role
          </h2>
          <ApplyForm jobTitle={job.title} actionData={actionData} />
        </section>
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
