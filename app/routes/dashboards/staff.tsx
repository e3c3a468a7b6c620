import { AccountSummary } from "../../components/account-summary";
import { requireUser } from "../../lib/auth.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [
  { title: "Operations | Triphive" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, ["admin", "ops"]);
  return { user, overview: await context.services.accounts.staffOverview() };
}

const ROLES = ["traveller", "agent", "admin", "ops", "dialer"] as const;

export default function StaffHome({ loaderData: { user, overview } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-extrabold text-slate-900">Operations</h1>
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
                  <time dateTime={u.createdAt}>{u.createdAt.slice(0, 10)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
