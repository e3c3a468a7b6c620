import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseRowId } from "../../../common/ids";
import { travelMonthOptions, UpdateTripRequestInput } from "../../../common/trips";
import { TripRequestForm } from "../../components/trips/trip-request-form";
import { requireUser } from "../../lib/auth.server";
import { redirectWithFlash } from "../../lib/flash.server";
import type { Route } from "./+types/customize";
import {
  destinationOptions,
  formRefusal,
  localePrefixOf,
  type TripFormActionData,
} from "./trip-form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Customize your request | Triphive" },
  { name: "robots", content: "noindex" },
];

const tripId = (value: string) => {
  const id = parseRowId(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const trip = await context.services.trips.get(user, tripId(params.id));
  const { options } = await destinationOptions(context);
  // The trip's own month stays offered even when it is not among the next six.
  const months = travelMonthOptions(new Date(), trip.travel_month);
  const defaults: Record<string, string | string[]> = {
    to_loc: trip.to_loc,
    from_loc: trip.from_loc,
    month: trip.travel_month,
    durations: trip.durations,
    trip_type: trip.trip_type,
    adults: String(trip.adults),
    children: String(trip.children),
    budget: trip.budget == null ? "" : String(trip.budget),
    isd_code: trip.isd_code,
    phone_no: trip.phone_no,
    comments: trip.comments,
    ...(trip.trip_days ? { trip_days: String(trip.trip_days) } : {}),
  };
  return { trip, destinations: options, months, defaults };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: UpdateTripRequestInput });
  if (submission.status !== "success") {
    return data<TripFormActionData>({ result: submission.reply() }, { status: 400 });
  }
  const id = tripId(params.id);
  try {
    await context.services.trips.update(user, id, submission.value);
  } catch (error) {
    return formRefusal(error, (errors) => submission.reply(errors));
  }
  return redirectWithFlash(`${localePrefixOf(request)}/requested_trips/${id}`, "tripUpdated");
}

export default function CustomizeTrip({ loaderData, actionData }: Route.ComponentProps) {
  const { trip } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-extrabold text-slate-900">
          Customize your trip to {trip.to_loc.join(", ")}
        </h1>
        <p className="mt-1 text-slate-600">Change anything; agents see the new details at once.</p>
        <div className="mt-6">
          <TripRequestForm
            mode="signed_in"
            destinations={loaderData.destinations}
            months={loaderData.months}
            defaults={loaderData.defaults}
            lastResult={actionData?.result}
            submitLabel="Save changes"
          />
        </div>
      </div>
    </section>
  );
}
