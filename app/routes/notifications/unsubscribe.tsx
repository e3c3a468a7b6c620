import { data, Form, Link } from "react-router";
import { isAppError } from "../../../server/lib/errors";
import type { Route } from "./+types/unsubscribe";

// The one-click unsubscribe link of notification mails (RFC 8058). GET shows a confirm page
// (link scanners and prefetchers must not unsubscribe anyone); POST unsubscribes, with no
// sign-in: the signed token names the user and the category. Mail providers POST here with
// the body "List-Unsubscribe=One-Click"; this page's own button posts the same way.

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const target = await context.services.notifications.unsubscribeTarget(params.token);
  return { target };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const done = await context.services.notifications.unsubscribe(params.token);
    return { done: done.label };
  } catch (error) {
    if (isAppError(error) && (error.status === 404 || error.status === 429)) {
      return data({ done: null }, { status: error.status });
    }
    throw error;
  }
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-16">
      <div className="mx-auto max-w-md rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { target } = loaderData;
  if (actionData?.done || (target?.unsubscribed && !actionData)) {
    const label = actionData?.done ?? target?.label ?? "";
    return (
      <Card>
        <h1 className="text-xl font-extrabold text-slate-900">You're unsubscribed</h1>
        <p className="mt-3 text-slate-600">
          We won't mail you about {label.toLowerCase()} any more. You still see them in your
          notifications on Triphive.
        </p>
        <p className="mt-5 text-sm text-slate-500">
          Changed your mind? Turn mails back on from your account page.
        </p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Back to Triphive
        </Link>
      </Card>
    );
  }
  if (!target || actionData) {
    return (
      <Card>
        <h1 className="text-xl font-extrabold text-slate-900">This link doesn't work</h1>
        <p className="mt-3 text-slate-600">
          The unsubscribe link is not valid. Open it again from the latest mail, or change your
          email preferences on your account page after signing in.
        </p>
        <Link
          to="/users/sign_in"
          className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Sign in
        </Link>
      </Card>
    );
  }
  return (
    <Card>
      <h1 className="text-xl font-extrabold text-slate-900">Unsubscribe from these mails?</h1>
      <p className="mt-3 text-slate-600">
        You will stop getting mails about <strong>{target.label.toLowerCase()}</strong>. Your
        notifications on Triphive stay as they are.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button
          type="submit"
          className="rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow hover:bg-brand-800"
        >
          Unsubscribe
        </button>
      </Form>
    </Card>
  );
}
