import { Form, Link } from "react-router";
import { STAFF_TRIPS_PAGE_SIZE, StaffTripsQuery } from "../../../common/agent-workspace";
import { mayStaff } from "../../../common/staff-permissions";
import { AccountSummary } from "../../components/account-summary";
import { BookingBadge } from "../../components/booking-badge";
import { StaffMenu } from "../../components/ops/staff-menu";
import { Pagination } from "../../components/pagination";
import { destinationsLabel, travellersLabel } from "../../components/trips/trip-format";
import { When } from "../../components/when";
import { useLocalePath } from "../../lib/locale";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [
  { title: "Operations | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, "home.view");
  const url = new URL(request.url);
  const query = StaffTripsQuery.parse(Object.fromEntries(url.searchParams));
  const [overview, trips, applications] = await Promise.all([
    context.services.accounts.staffOverview(),
    context.services.trips.staffList(user, { ...query, pageSize: STAFF_TRIPS_PAGE_SIZE }),
    mayStaff(user.role, "agencies.review")
      ? context.services.agentApplications.pending()
      : Promise.resolve(null),
  ]);
  return { user, overview, trips, applications, q: query.q, page: query.page };
}

function tripsHref(q: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin${query ? `?${query}` : ""}`;
}

const ROLES = ["traveller", "agent", "admin", "ops", "dialer"] as const;

export default function StaffHome({
  loaderData: { user, overview, trips, applications, q, page },
}: Route.ComponentProps) {
  const localize = useLocalePath();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">Operations</h1>
        <StaffMenu role={user.role} current="/admin" />
      </div>
      <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
        <AccountSummary user={user} />
        <section
          aria-labelledby="accounts-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2
            id="accounts-title"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500"
          >
            Accounts by role
          </h2>
          <dl className="mt-3 grid grid-cols-5 gap-3 text-center">
            {ROLES.map((role) => (
              <div key={role} className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs capitalize text-slate-500">{role}</dt>
                <dd className="text-2xl font-bold text-slate-900">{overview.byRole[role] ?? 0}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <section
        aria-labelledby="requests-title"
        className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5">
          <h2
            id="requests-title"
            className="text-sm font-semibold uppercase tracking-wide text-slate-500"
          >
            Trip requests
          </h2>
          <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto">
            <label htmlFor="trip-search" className="sr-only">
              Search requests
            </label>
            <input
              id="trip-search"
              type="search"
              name="q"
              defaultValue={q ?? ""}
              maxLength={80}
              placeholder="Request #, place or name"
              className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-1.5 text-sm sm:w-72"
            />
            <button
              type="submit"
              className="rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Search
            </button>
          </Form>
        </div>
        {trips.items.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-600">
            {q ? `No requests match “${q}”.` : "No trip requests yet."}
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-500">
                <tr>
                  <th className="px-5 py-2 font-medium">Request</th>
                  <th className="px-5 py-2 font-medium">Traveller</th>
                  <th className="px-5 py-2 font-medium">Travel</th>
                  <th className="px-5 py-2 font-medium">Status</th>
                  <th className="px-5 py-2 font-medium">Quotes</th>
                  <th className="px-5 py-2 font-medium">Posted</th>
                </tr>
              </thead>
              <tbody>
                {trips.items.map((t) => (
                  <tr key={t.id} className="border-t border-slate-100">
                    <td className="px-5 py-2">
                      <Link
                        to={localize(`/admin/trips/${t.id}`)}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        #{t.id} {destinationsLabel(t.to_loc)}
                      </Link>
                    </td>
                    <td className="px-5 py-2">{t.traveller_name}</td>
                    <td className="px-5 py-2">
                      {t.travel_month_label} · {travellersLabel(t.adults, t.children)}
                    </td>
                    <td className="px-5 py-2">
                      <BookingBadge booking={t.booking_state} />
                    </td>
                    <td className="px-5 py-2 tabular-nums">{t.quotes_count}</td>
                    <td className="px-5 py-2">
                      <When at={t.created_at} show="date" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="px-5 pb-5">
          <Pagination
            page={page}
            pageCount={Math.ceil(trips.total / STAFF_TRIPS_PAGE_SIZE)}
            hrefFor={(n) => localize(tripsHref(q, n))}
          />
        </div>
      </section>
      <section
        aria-labelledby="newest-title"
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <h2
          id="newest-title"
          className="px-5 pt-5 text-sm font-semibold uppercase tracking-wide text-slate-500"
        >
          Newest accounts
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-500">
            <tr>
              <th className="px-5 py-2 font-medium">Name</th>
              <th className="px-5 py-2 font-medium">Email</th>
              <th className="px-5 py-2 font-medium">Role</th>
              <th className="px-5 py-2 font-medium">Activated</th>
              <th className="px-5 py-2 font-medium">Joined</th>
            </tr>
          </thead>
          <tbody>
            {overview.newest.map((u) => (
              <tr key={u.id} className="border-t border-slate-100">
                <td className="px-5 py-2">{u.name}</td>
                <td className="px-5 py-2">{u.email}</td>
                <td className="px-5 py-2 capitalize">{u.role}</td>
                <td className="px-5 py-2">{u.emailVerified ? "Yes" : "Not yet"}</td>
                <td className="px-5 py-2">
                  <When at={u.createdAt} show="date" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {applications ? (
        <section
          aria-labelledby="applications-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="applications-title" className="text-lg font-semibold text-slate-900">
            Agent applications to verify ({applications.length})
          </h2>
          <p className="mt-1 text-sm">
            <Link
              to="/admin/agencies?tab=applications"
              className="font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              Approve or reject them on the agencies page
            </Link>
          </p>
          {applications.length ? (
            <ul className="mt-3 divide-y divide-slate-100">
              {applications.map((a) => (
                <li key={a.id} className="py-3 text-sm">
                  <p className="font-semibold text-slate-900">
                    <Link
                      to={`/admin/agencies?tab=applications&application=${a.id}`}
                      className="text-brand-800 underline-offset-2 hover:underline"
                    >
                      {a.companyName}
                    </Link>{" "}
                    <span className="font-normal text-slate-600">· {a.baseCity}</span>
                  </p>
                  <p className="text-slate-700">
                    {a.contactName} · {a.email} · {a.mobile} · {a.yearsInBusiness} years
                  </p>
                  <p className="text-slate-600">Sells: {a.destinations.join(", ")}</p>
                  {a.message ? <p className="mt-1 text-slate-600">{a.message}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              No pending applications. Agencies apply at /online-leads-for-travel-agents-v1.
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
