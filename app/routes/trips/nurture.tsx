import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { plural } from "../../../common/format";
import {
  BUDGET_LABEL,
  NurtureKeyParams,
  PREFERENCE_KEYS,
  PREFERENCE_OPTIONS,
  TripPreferencesInput,
} from "../../../common/trips";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/nurture";

// A link from a nurture mail: no login, only the trip its two keys name; a wrong key is an
// unknown page (302 to the error page like any failed main load).
export const meta: Route.MetaFunction = () => [
  { title: "Your trip preferences | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { uniqueKey, secretKey } = parseParams(NurtureKeyParams, params);
  const trip = await context.services.trips.findByNurtureKeys(uniqueKey, secretKey);
  const flash = readFlash(request);
  flash.headers.set("Cache-Control", "private, no-store");
  return data({ trip, notice: flash.message }, { headers: flash.headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { uniqueKey, secretKey } = parseParams(NurtureKeyParams, params);
  const submission = parseWithZod(await request.formData(), { schema: TripPreferencesInput });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await context.services.trips.updatePreferencesByNurture(uniqueKey, secretKey, submission.value);
  return redirectWithFlash(new URL(request.url).pathname, "preferencesSaved");
}

const TITLES = { hotels: "Hotels", flights: "Flights", cabs: "Transfers" } as const;

export default function NurtureLanding({ loaderData, actionData }: Route.ComponentProps) {
  const { trip, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.error ?? {};
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-extrabold text-slate-900">
        Your trip to {trip.to_loc.join(", ")}
      </h1>
      <p className="mt-1 text-slate-600">
        {trip.travel_month_label} · {plural(trip.adults, "adult")}
        {trip.children ? ` · ${trip.children} children` : ""} · {trip.booking_status_label}
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {notice}
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 className="text-lg font-bold text-slate-900">Help agents tailor your quotes</h2>
        {PREFERENCE_KEYS.map((key) => (
          <fieldset key={key}>
            <legend className="text-sm font-medium text-slate-700">{TITLES[key]}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {PREFERENCE_OPTIONS[key].map((option) => (
                <label
                  key={option.value}
                  className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={key}
                    value={option.value}
                    defaultChecked={trip.exclusive_preferences_values[key] === option.value}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div>
          <label htmlFor="budget" className="block text-sm font-medium text-slate-700">
            {BUDGET_LABEL} in ₹
          </label>
          <input
            id="budget"
            name="budget"
            type="number"
            min={1000}
            step={1000}
            defaultValue={trip.budget ?? ""}
            aria-describedby="budget-error"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          {errors.budget ? (
            <p id="budget-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.budget[0]}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          Save preferences
        </button>
      </Form>
    </section>
  );
}
