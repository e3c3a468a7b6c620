import { Form } from "react-router";
import type { AuthenticatedUser } from "../../common/roles";
import { VIEW_AS_PATH } from "../../common/view-as";

/**
 * Shown on every page while a staff member views the site as a traveller (decision 0214):
 * who is looking, as whom, that nothing can be changed, and the way out.
 */
export function ViewAsBanner({ user }: { user: AuthenticatedUser }) {
  if (!user.viewed_by) return null;
  const traveller = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <section
      aria-label="Viewing as a customer"
      className="sticky top-0 z-50 border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>
          <strong>{user.viewed_by.name}</strong> (operations) is viewing as{" "}
          <strong>{traveller}</strong>. Read-only: nothing can be changed from this view.
        </p>
        <Form method="post" action={VIEW_AS_PATH} reloadDocument>
          <input type="hidden" name="intent" value="end" />
          <button
            type="submit"
            className="rounded-full bg-amber-900 px-4 py-1 font-semibold text-white hover:bg-amber-800"
          >
            End customer view
          </button>
        </Form>
      </div>
    </section>
  );
}
