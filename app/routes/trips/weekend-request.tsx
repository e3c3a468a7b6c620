import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { ATTRIBUTION_KEYS, WeekendTripInput } from "../../../common/trips";
import { redirectWithFlash } from "../../lib/flash.server";
import type { Route } from "./+types/weekend-request";
import { formRefusal, localePrefixOf } from "./trip-form.server";

// The weekend getaway form (browsing §3) posts here. A signed-in traveller's request is made at
// once; a visitor continues on the full form with everything prefilled, where they sign up or
// sign in inline, so nothing is lost.
export async function loader({ request }: Route.LoaderArgs) {
  return redirect(`${localePrefixOf(request)}/mktc/weekend-getaway-packages`);
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: WeekendTripInput });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const input = submission.value;
  const prefix = localePrefixOf(request);
  const user = await context.currentUser();
  if (user?.role === "traveller") {
    try {
      const trip = await context.services.trips.createWeekend(user, input, request.headers);
      return redirectWithFlash(`${prefix}/requested_trips/${trip.id}`, "tripCreated");
    } catch (error) {
      return formRefusal(error, (errors) => submission.reply(errors));
    }
  }
  const params = new URLSearchParams({
    destination: input.to_loc,
    month: input.start_date.slice(0, 7),
    days: String(input.trip_days),
    adults: String(input.adult),
    start_date: input.start_date,
    trip_origin_product: "weekend",
  });
  if (input.from_loc) params.set("from_loc", input.from_loc);
  if (input.phone_no) params.set("phone_no", input.phone_no);
  for (const key of ATTRIBUTION_KEYS) {
    const value = input[key];
    if (typeof value === "string" && value) params.set(key, value);
  }
  return redirect(`${prefix}/requested_trips/new?${params}`);
}

export default function WeekendRequest({ actionData }: Route.ComponentProps) {
  const errors = Object.entries(actionData?.result?.error ?? {}).filter(([, v]) => v?.length);
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Please check your getaway details</h1>
      <ul className="mt-4 list-disc pl-5 text-red-700">
        {errors.map(([field, messages]) => (
          <li key={field}>
            {field.replaceAll("_", " ")}: {messages?.[0]}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href="/mktc/weekend-getaway-packages" className="font-semibold text-brand-700 underline">
          Back to weekend getaways
        </a>
      </p>
    </section>
  );
}
