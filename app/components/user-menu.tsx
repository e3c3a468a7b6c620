import { Form, Link } from "react-router";
import type { AuthenticatedUser } from "../../common/roles";
import { useLocalePath } from "../lib/locale";

/** Works without JavaScript: a disclosure with a link and a sign-out form (POST). */
export function UserMenu({ user }: { user: AuthenticatedUser }) {
  const localize = useLocalePath();
  const initial = (user.first_name || user.email).charAt(0).toUpperCase();
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-1 hover:bg-slate-50 sm:pr-3">
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {initial}
        </span>
        {/* Phones keep the avatar only (with the bell, the header must fit 360 px). */}
        <span className="sr-only max-w-28 truncate whitespace-nowrap text-sm font-medium text-slate-800 sm:not-sr-only sm:whitespace-nowrap">
          Hi, {user.first_name || "there"}
        </span>
      </summary>
      <div className="absolute right-0 top-11 z-40 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <p className="truncate px-3 py-1 text-xs text-slate-500">{user.email}</p>
        <Link
          to={localize(user.dashboard_url)}
          className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50"
        >
          My dashboard
        </Link>
        <Form method="post" action="/users/sign_out">
          <button
            type="submit"
            className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-brand-50"
          >
            Sign out
          </button>
        </Form>
      </div>
    </details>
  );
}
