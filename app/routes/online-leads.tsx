import { data, Form, useNavigation } from "react-router";
import { AgentApplicationInput } from "../../common/agent-application";
import type { Route } from "./+types/online-leads";

export const meta: Route.MetaFunction = () => [
  { title: "Online leads for travel agents: join Triphive | Triphive" },
  {
    name: "description",
    content:
      "Verified travel agents get ready-to-quote holiday requests from travellers across India. Apply in two minutes; our team verifies every agency.",
  },
];

const FIELDS = [
  { name: "company_name", label: "Agency name", type: "text", autoComplete: "organization" },
  { name: "contact_name", label: "Your name", type: "text", autoComplete: "name" },
  { name: "email", label: "Work email", type: "email", autoComplete: "email" },
  { name: "mobile", label: "Mobile/Contact No.", type: "tel", autoComplete: "tel" },
  {
    name: "base_city",
    label: "City your agency is based in",
    type: "text",
    autoComplete: "address-level2",
  },
  {
    name: "destinations",
    label: "Destinations you sell (comma separated)",
    type: "text",
    autoComplete: "off",
  },
  { name: "years_in_business", label: "Years in business", type: "number", autoComplete: "off" },
] as const;

type FieldErrors = Partial<Record<string, string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = AgentApplicationInput.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= issue.message;
    }
    return data({ ok: false as const, errors }, { status: 400 });
  }
  const result = await context.services.agentApplications.apply(parsed.data);
  return { ok: true as const, duplicate: result.duplicate, company: parsed.data.company_name };
}

const BENEFITS = [
  {
    title: "Requests, not cold leads",
    text: "Every lead is a traveller who filled in dates, budget, group size and destinations, and asked for quotes. You see the request before you spend a minute on it.",
  },
  {
    title: "At most three agents per request",
    text: "A request goes to up to three agencies who sell that destination, so your quote is read, compared and answered rather than lost among twenty.",
  },
  {
    title: "Quote builder and chat in one place",
    text: "Build day-by-day itineraries with hotels and prices, send versions, and chat with the traveller on the quote. Contact details unmask when the traveller accepts.",
  },
  {
    title: "Paid for what converts",
    text: "No listing fee. Verified agencies pay a commission only on trips the traveller books through them.",
  },
];

const STEPS = [
  "Apply below with your agency's details and the destinations you sell.",
  "Our partner team calls you within two working days and checks your registration, GST and a recent itinerary you ran.",
  "Once verified, you get your agent login and the first requests for your destinations the same day.",
];

export default function OnlineLeads({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const errors: FieldErrors = actionData && !actionData.ok ? actionData.errors : {};
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        For travel agents
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl">
        Online leads for travel agents
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Travellers on Triphive ask for quotes on Kerala, Goa, Himachal, Bali, Dubai and a hundred
        more destinations every day. Verified local agencies answer them. Join them.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {BENEFITS.map((b) => (
              <li key={b.title} className="rounded-2xl border border-slate-200 bg-white p-5">
                <h2 className="font-bold text-slate-900">{b.title}</h2>
                <p className="mt-2 text-sm text-slate-700">{b.text}</p>
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-xl font-bold text-slate-900">How joining works</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
            {STEPS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
        <section
          aria-labelledby="apply-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="apply-title" className="text-xl font-bold text-slate-900">
            Apply as an agency
          </h2>
          {actionData?.ok ? (
            <p role="status" className="mt-4 rounded-xl bg-green-50 p-4 text-green-900">
              {actionData.duplicate
                ? `We already have a pending application for ${actionData.company}: our partner team will call you within two working days.`
                : `Thank you: ${actionData.company}'s application is with our partner team, who will call you within two working days.`}
            </p>
          ) : (
            <Form method="post" className="mt-4 space-y-4" noValidate>
              {FIELDS.map((f) => (
                <div key={f.name}>
                  <label htmlFor={f.name} className="block text-sm font-medium text-slate-800">
                    {f.label}
                  </label>
                  <input
                    id={f.name}
                    name={f.name}
                    type={f.type}
                    autoComplete={f.autoComplete}
                    required
                    min={f.type === "number" ? 0 : undefined}
                    aria-invalid={errors[f.name] ? true : undefined}
                    aria-describedby={errors[f.name] ? `${f.name}-error` : undefined}
                    className="mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
                  />
                  {errors[f.name] ? (
                    <p id={`${f.name}-error`} className="mt-1 text-sm text-red-700">
                      {errors[f.name]}
                    </p>
                  ) : null}
                </div>
              ))}
              <div>
                <label htmlFor="message" className="block text-sm font-medium text-slate-800">
                  Anything we should know (optional)
                </label>
                <textarea
                  id="message"
                  name="message"
                  rows={3}
                  className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
                />
              </div>
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className="h-11 w-full rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                Send application
              </button>
            </Form>
          )}
        </section>
      </div>
    </div>
  );
}
