import { data, Form, Link } from "react-router";
import { NotificationsPageQuery } from "../../../common/notification-queries";
import {
  CATEGORY_LABELS,
  categoriesFor,
  emailPreferencesFromForm,
  NOTIFICATIONS_FULL_PAGE_SIZE,
} from "../../../common/notifications";
import { safeRedirectPath } from "../../../common/safe-redirect";
import { isAppError, retryAfterOf } from "../../../server/lib/errors";
import { LiveView } from "../../components/live-view";
import { NotificationItem } from "../../components/notifications/notification-item";
import { Pagination } from "../../components/pagination";
import { Toast } from "../../components/toast";
import { requireUser } from "../../lib/auth.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import type { Route } from "./+types/index";

// Every notification of the signed-in user (traveller, agent or staff), newest first, with
// filters by category and read state, paginated by links: it works without JavaScript.

export const meta: Route.MetaFunction = () => [
  { title: "Notifications | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of loaderHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const query = NotificationsPageQuery.parse(Object.fromEntries(url.searchParams));
  const page = await context.services.notifications.list(user, {
    limit: NOTIFICATIONS_FULL_PAGE_SIZE,
    offset: (query.page - 1) * NOTIFICATIONS_FULL_PAGE_SIZE,
    category: query.category,
    read: query.read,
  });
  const flash = readFlash(request);
  return data(
    {
      page,
      filters: query,
      categories: categoriesFor(user.role),
      now: new Date().toISOString(),
      toast: flash.message ? { id: context.requestId, message: flash.message } : null,
    },
    { headers: flash.headers },
  );
}

/** "Mark all read" (the bell without JavaScript, and this page) and the email preferences form. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const back = safeRedirectPath(form.get("redirect_to"), "/notifications");
  try {
    if (intent === "mark_read") {
      await context.services.notifications.markAllRead(user);
      return redirectWithFlash(back, "notificationsRead");
    }
    if (intent === "preferences") {
      await context.services.notifications.setPreferences(user, emailPreferencesFromForm(form));
      return redirectWithFlash(back, "preferencesSaved");
    }
  } catch (error) {
    if (isAppError(error) && error.status === 429) {
      const retryAfter = String(retryAfterOf(error) ?? 60);
      return data(
        { error: "Too many changes in a short time. Please wait a minute and try again." },
        { status: 429, headers: { "Retry-After": retryAfter } },
      );
    }
    throw error;
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

const READ_FILTERS = [
  { value: "all", label: "All" },
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
] as const;

function Chip({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <Link
      to={href}
      aria-current={active ? "true" : undefined}
      className={`whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${active ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"}`}
    >
      {children}
    </Link>
  );
}

export default function NotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, filters, toast, categories } = loaderData;
  const localize = useLocalePath();
  const now = new Date(loaderData.now);
  const hrefWith = (change: { category?: string | null; read?: string; page?: number }) => {
    const params = new URLSearchParams();
    const category = change.category === undefined ? filters.category : change.category;
    const read = change.read ?? filters.read;
    if (category) params.set("category", category);
    if (read !== "all") params.set("read", read);
    if (change.page && change.page > 1) params.set("page", String(change.page));
    const qs = params.toString();
    return localize(`/notifications${qs ? `?${qs}` : ""}`);
  };
  const pageCount = Math.max(1, Math.ceil(page.matchingCount / NOTIFICATIONS_FULL_PAGE_SIZE));
  const filtered = Boolean(filters.category) || filters.read !== "all";

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-8">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-extrabold text-slate-900">Notifications</h1>
            <LiveView mine />
            <p className="mt-1 text-sm text-slate-600">
              {page.unreadNotificationsCount === 0
                ? `All ${page.totalNotificationsCount} read`
                : `${page.unreadNotificationsCount} unread of ${page.totalNotificationsCount}`}
            </p>
          </div>
          {page.unreadNotificationsCount > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="mark_read" />
              <input type="hidden" name="redirect_to" value={hrefWith({ page: filters.page })} />
              <button
                type="submit"
                className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-800"
              >
                Mark all read
              </button>
            </Form>
          ) : null}
        </header>

        {actionData?.error ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}

        <nav aria-label="Filter notifications" className="mt-6 space-y-3">
          <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
            <Chip href={hrefWith({ category: null, page: 1 })} active={!filters.category}>
              Everything
            </Chip>
            {categories.map((c) => (
              <Chip
                key={c}
                href={hrefWith({ category: c, page: 1 })}
                active={filters.category === c}
              >
                {CATEGORY_LABELS[c]}
              </Chip>
            ))}
          </div>
          <div className="flex gap-2">
            {READ_FILTERS.map((f) => (
              <Chip
                key={f.value}
                href={hrefWith({ read: f.value, page: 1 })}
                active={filters.read === f.value}
              >
                {f.label}
              </Chip>
            ))}
          </div>
        </nav>

        <section
          aria-label="Notifications"
          className="mt-5 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm"
        >
          {page.notifications.length === 0 ? (
            <div className="px-6 py-12 text-center">
              <p className="font-semibold text-slate-800">
                {filtered ? "Nothing matches these filters" : "No notifications yet"}
              </p>
              <p className="mt-1 text-sm text-slate-500">
                {filtered ? (
                  <Link
                    to={hrefWith({ category: null, read: "all", page: 1 })}
                    className="font-semibold text-brand-700 underline"
                  >
                    Show everything
                  </Link>
                ) : (
                  "New quotes, chat messages and changes to your trips will show here."
                )}
              </p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {page.notifications.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} now={now} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          hrefFor={(p) => hrefWith({ page: p })}
        />
      </div>
      <Toast toast={toast} />
    </div>
  );
}
