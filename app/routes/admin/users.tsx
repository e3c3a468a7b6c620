import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { AdminUsersQuery } from "../../../common/admin-users";
import { formatCount, formatDateTime, plural } from "../../../common/format";
import { AdminLog, Refusal } from "../../components/ops/admin-log";
import { StaffMenu } from "../../components/ops/staff-menu";
import { Pagination } from "../../components/pagination";
import { privateHeaders } from "../../lib/agent-workspace.server";
import { requireStaff, staffRefusal } from "../../lib/staff.server";
import type { Route } from "./+types/users";

// Staff accounts for admin (issue 29 §6, decision 0229): make an ops, dialer or admin account
// (the password is generated and shown once), change a staff role, disable or enable any
// account. Admin only: ops get the 404 of a page that does not exist.

export const meta: Route.MetaFunction = () => [
  { title: "Staff accounts | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, "users.manage");
  const { q, page } = AdminUsersQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [users, log] = await Promise.all([
    context.services.accounts.admin.list({ q, page }),
    context.services.operations.adminLog({ subjectType: "user", limit: 20 }),
  ]);
  return { user, users, log, q: q ?? "" };
}

/** This list's address with the search kept: page 1 has no page parameter. */
function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/users?${query}` : "/admin/users";
}

const Intent = z.object({
  intent: z.enum(["create", "role", "disable", "enable"]),
  userId: z.string().max(64).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, "users.manage");
  const form = Object.fromEntries(await request.formData());
  const parsed = Intent.safeParse(form);
  if (!parsed.success) throw data(null, { status: 400 });
  const { intent, userId } = parsed.data;
  const key = intent === "create" ? "create" : `${intent}:${userId ?? ""}`;
  const admin = context.services.admin;
  try {
    if (intent === "create") {
      const made = await admin.createStaffAccount(user, form);
      return {
        intent: key,
        ok: `Made ${made.role} account ${made.email}.`,
        password: made.generatedPassword ?? null,
      };
    }
    const change =
      intent === "role"
        ? await admin.changeRole(user, form)
        : await admin.setDisabled(user, form, intent === "disable");
    const ok =
      intent === "role"
        ? `${change.email} is now ${change.after.role}.`
        : `${change.email} is ${change.after.disabled ? "disabled: its sessions are ended" : "enabled"}.`;
    return { intent: key, ok, password: null };
  } catch (error) {
    return staffRefusal(error, key);
  }
}

const input =
  "mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm text-slate-900";

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { user, users, log, q } = loaderData;
  const busy = useNavigation().state === "submitting";
  const ok = actionData && "ok" in actionData ? actionData : null;
  const refusal = (key: string) =>
    actionData && "error" in actionData && actionData.intent === key ? actionData.error : null;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold text-slate-900">Staff accounts</h1>
          <StaffMenu role={user.role} current="/admin/users" />
        </div>
        {ok ? (
          <div
            role="status"
            className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
          >
            <p>{ok.ok}</p>
            {ok.password ? (
              <p className="mt-1">
                Password, shown this once:{" "}
                <code className="rounded bg-white px-1.5 py-0.5 font-mono">{ok.password}</code>
              </p>
            ) : null}
          </div>
        ) : null}
        <section
          aria-labelledby="new-staff-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 id="new-staff-title" className="font-bold text-slate-900">
            New staff account
          </h2>
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
            <label className="text-xs font-medium text-slate-600">
              Name
              <input name="name" required minLength={2} maxLength={120} className={input} />
            </label>
            <label className="text-xs font-medium text-slate-600">
              Email
              <input name="email" type="email" required className={input} />
            </label>
            <label className="text-xs font-medium text-slate-600">
              Role
              <select name="role" defaultValue="ops" className={input}>
                <StaffRoleOptions />
              </select>
            </label>
            <button
              type="submit"
              name="intent"
              value="create"
              disabled={busy}
              className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-800"
            >
              Make the account
            </button>
            <Refusal text={refusal("create")} />
          </Form>
        </section>
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 text-xs font-medium text-slate-600">
            Find an account by name or email (every account is listed, staff first)
            <input name="q" defaultValue={q} maxLength={120} className={input} />
          </label>
          <button
            type="submit"
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Search
          </button>
        </Form>
        <p className="text-sm text-slate-600" aria-live="polite">
          {users.total === 0
            ? q
              ? `No account matches “${q}”.`
              : "No accounts."
            : `${plural(users.total, "account")}${q ? ` matching “${q}”` : ""}; showing ${formatCount((users.page - 1) * users.perPage + 1)}–${formatCount(Math.min(users.total, users.page * users.perPage))}.`}
        </p>
        <ul className="space-y-2" aria-label="Accounts">
          {users.items.map((u) => {
            const staff = u.role === "ops" || u.role === "dialer" || u.role === "admin";
            const own = u.id === user.id;
            return (
              <li
                key={u.id}
                aria-label={u.email}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {u.name}{" "}
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                      {u.role}
                    </span>
                    {u.disabledAt ? (
                      <span className="ml-1 rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">
                        disabled
                      </span>
                    ) : null}
                  </p>
                  <p className="truncate text-sm text-slate-600">
                    {u.email} · since {formatDateTime(u.createdAt)}
                  </p>
                </div>
                {own ? (
                  <p className="text-sm text-slate-500">Your account</p>
                ) : (
                  <div className="flex flex-wrap items-end gap-2">
                    {staff ? (
                      <Form method="post" className="flex items-end gap-2">
                        <input type="hidden" name="userId" value={u.id} />
                        <label className="text-xs font-medium text-slate-600">
                          Role
                          <select name="role" defaultValue={u.role} className={input}>
                            <StaffRoleOptions />
                          </select>
                        </label>
                        <button
                          type="submit"
                          name="intent"
                          value="role"
                          disabled={busy}
                          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                        >
                          Change role
                        </button>
                      </Form>
                    ) : null}
                    <Form method="post">
                      <input type="hidden" name="userId" value={u.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={u.disabledAt ? "enable" : "disable"}
                        disabled={busy}
                        className={
                          u.disabledAt
                            ? "rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800"
                            : "rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                        }
                      >
                        {u.disabledAt ? "Enable" : "Disable"}
                      </button>
                    </Form>
                    <Refusal
                      text={
                        refusal(`role:${u.id}`) ??
                        refusal(`disable:${u.id}`) ??
                        refusal(`enable:${u.id}`)
                      }
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <Pagination
          page={users.page}
          pageCount={Math.ceil(users.total / users.perPage)}
          hrefFor={(n) => pageHref(q, n)}
        />
        <AdminLog entries={log} />
      </div>
    </div>
  );
}

/** The roles staff accounts can have here: a traveller's or an agent's role is not changed. */
function StaffRoleOptions() {
  return (
    <>
      <option value="ops">Operations</option>
      <option value="dialer">Dialer</option>
      <option value="admin">Admin</option>
    </>
  );
}
