import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { formTokenOf, newFormToken } from "../../../common/form-token";
import { upcomingWeekends } from "../../../common/holidays";
import { buildPackageUrl } from "../../../common/package-url";
import { ATTRIBUTION_KEYS, WeekendTripInput } from "../../../common/trips";
import { WeekendTripForm } from "../../components/trips/weekend-trip-form";
import { redirectWithFlash } from "../../lib/flash.server";
import type { Route } from "./+types/weekend-request";
import { carryPhoneCookie, formRefusal, localePrefixOf } from "./trip-form.server";

// The weekend getaway form (browsing §3) posts here. A signed-in traveller's request is made at
// once; a visitor continues on the full form with everything prefilled, where they sign up or
// sign in inline, so nothing is lost.
export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data?.getaway
      ? `Plan a weekend in ${data.getaway.destination} | Triphive`
      : "Plan a weekend getaway | Triphive",
  },
  { name: "robots", content: "noindex" },
];

/** The getaway a weekend card offers: a package, its length and the city the trip starts from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const pkg = await context.services.packages.ref(params.get("package")?.slice(0, 200) ?? "");
  if (!pkg) return redirect(`${localePrefixOf(request)}/mktc/weekend-getaway-packages`);
  const days = Math.min(Math.max(Number(params.get("days")) || pkg.days, 1), 4);
  const fromLoc = params.get("from_loc")?.trim().slice(0, 80) || "Delhi";
  const weekends = upcomingWeekends(new Date())
    .filter((w) => w.maxTripDays >= days)
    .map((w) => ({
      value: w.start,
      label: `${w.label}, ${w.dates}${w.type === "long" ? " (long weekend)" : ""}`,
    }));
  return {
    getaway: {
      packageId: pkg.id,
      packageName: pkg.name,
      packageSlug: pkg.slug,
      destination: pkg.destinationName,
      days,
      fromLoc,
    },
    weekends,
    formToken: newFormToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: WeekendTripInput });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const input = submission.value;
  const prefix = localePrefixOf(request);
  const user = await context.currentUser();
  if (user?.role === "traveller") {
    try {
      // A second submit of this form lands on the request the first one made.
      const tripId = await context.services.idempotency.formOnce(
        `user:${user.id}`,
        formTokenOf(formData),
        async () =>
          String((await context.services.trips.createWeekend(user, input, request.headers)).id),
      );
      return redirectWithFlash(`${prefix}/requested_trips/${tripId}`, "tripCreated");
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
  for (const key of ATTRIBUTION_KEYS) {
    const value = input[key];
    if (typeof value === "string" && value) params.set(key, value);
  }
  const headers = new Headers();
  if (input.phone_no) headers.append("Set-Cookie", carryPhoneCookie(input.phone_no));
  return redirect(`${prefix}/requested_trips/new?${params}`, { headers });
}

const FIELD_LABELS: Record<string, string> = {
  phone_no: "Mobile/Contact No.",
  start_date: "Weekend",
  adult: "Adults",
  isd_code: "Code",
};

export default function WeekendRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { getaway, weekends } = loaderData;
  const errors = Object.entries(actionData?.result?.error ?? {}).filter(([, v]) => v?.length);
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        Weekend getaway from {getaway.fromLoc}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold text-slate-900">
        {getaway.destination}: a {getaway.days}-day trip
      </h1>
      <p className="mt-2 text-slate-600">
        Based on{" "}
        <Link
          to={buildPackageUrl(getaway.packageSlug)}
          className="font-semibold text-brand-700 underline"
        >
          {getaway.packageName}
        </Link>
        . Pick a weekend and leave your number: a local expert calls you with a plan and a price.
      </p>
      {errors.length ? (
        <ul
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
        >
          {errors.map(([field, messages]) => (
            <li key={field}>
              {FIELD_LABELS[field] ?? field}: {messages?.[0]}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6">
        {weekends.length ? (
          <WeekendTripForm
            destination={getaway.destination}
            fromLoc={getaway.fromLoc}
            days={getaway.days}
            packageId={getaway.packageId}
            weekends={weekends}
            formToken={loaderData.formToken}
          />
        ) : (
          <p className="text-slate-600">
            No weekend in the next four is long enough for this trip.{" "}
            <Link to="/requested_trips/new" className="font-semibold text-brand-700 underline">
              Plan it for other dates
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
