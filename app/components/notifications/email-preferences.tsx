import { Form } from "react-router";
import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  type EmailPreferences,
} from "../../../common/notifications";
import { useLocalePath } from "../../lib/locale";

/**
 * Which notifications are also mailed, per category, on the traveller's and the agent's
 * account page. A plain form posted to /notifications (intent "preferences") that comes back
 * here with a toast; it works without JavaScript.
 */
export function EmailPreferencesCard({
  preferences,
  side,
  returnTo,
}: {
  preferences: EmailPreferences;
  side: "traveller" | "agent";
  returnTo: string;
}) {
  const localize = useLocalePath();
  return (
    <section
      id="email-preferences"
      aria-labelledby="email-preferences-title"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="email-preferences-title" className="text-base font-bold text-slate-900">
        Email notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Everything also shows under the bell. Choose what we mail you as well.
      </p>
      <Form method="post" action={localize("/notifications")} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="preferences" />
        <input type="hidden" name="redirect_to" value={returnTo} />
        {EMAIL_CATEGORIES.map((category) => (
          <label key={category} className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              name={`email_${category}`}
              defaultChecked={preferences[category]}
              className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700"
            />
            <span>
              <span className="block text-sm font-medium text-slate-800">
                {EMAIL_CATEGORY_LABELS[category][side]}
              </span>
              <span className="block text-xs text-slate-500">
                {EMAIL_CATEGORY_LABELS[category].hint[side]}
              </span>
            </span>
          </label>
        ))}
        <button
          type="submit"
          className="rounded-full border border-brand-700 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Save email preferences
        </button>
      </Form>
    </section>
  );
}
