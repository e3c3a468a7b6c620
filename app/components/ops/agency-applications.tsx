import { Form, Link } from "react-router";
import type {
  AgentApplicationReview,
  AgentApplicationsPage,
} from "../../../common/agent-application";
import { formatDateTime, plural } from "../../../common/format";
import { ConfirmSubmit } from "../confirm-submit";
import { Pagination } from "../pagination";
import { Refusal } from "./admin-log";

const applicationHref = (page: number, id?: number) => {
  const search = new URLSearchParams({ tab: "applications" });
  if (page > 1) search.set("page", String(page));
  if (id) search.set("application", String(id));
  return `/admin/agencies?${search}`;
};

/** Pending agency applications, oldest first, 20 a page (decision 0239). */
export function ApplicationsList({
  applications,
  openedId,
}: {
  applications: AgentApplicationsPage;
  openedId: number | null;
}) {
  const { items, total, page, pageSize } = applications;
  return (
    <section aria-labelledby="pending-applications" className="space-y-3">
      <h2 id="pending-applications" className="text-lg font-bold text-slate-900">
        {plural(total, "application")} to decide
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          No application waits for a decision. Agencies apply at /online-leads-for-travel-agents-v1.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {items.map((a) => (
            <li key={a.id}>
              <Link
                to={applicationHref(page, a.id)}
                aria-current={a.id === openedId ? "true" : undefined}
                className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 ${a.id === openedId ? "bg-brand-50" : ""}`}
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-brand-800">{a.companyName}</span>
                  <span className="block text-sm text-slate-600">
                    {a.baseCity} · {a.destinations.join(", ")}
                  </span>
                </span>
                <span className="text-xs text-slate-500">
                  Applied {formatDateTime(a.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        hrefFor={(n) => applicationHref(n)}
      />
    </section>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** One application opened: what the applicant sent, what approving makes, the two decisions. */
export function ApplicationReview({
  review,
  busy,
  refusal,
}: {
  review: AgentApplicationReview;
  busy: boolean;
  refusal: (key: string) => string | null;
}) {
  const { application: a, servedPlaces, unknownPlaces } = review;
  return (
    <section
      aria-labelledby="opened-application"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="opened-application" className="text-xl font-bold text-slate-900">
          {a.companyName}
        </h2>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${
            a.status === "pending"
              ? "bg-amber-50 text-amber-900 ring-amber-600/25"
              : a.status === "verified"
                ? "bg-emerald-50 text-emerald-800 ring-emerald-600/25"
                : "bg-red-50 text-red-800 ring-red-600/25"
          }`}
        >
          {a.status === "pending" ? "Pending" : a.status === "verified" ? "Approved" : "Rejected"}
        </span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Contact">{a.contactName}</Field>
        <Field label="Email">{a.email}</Field>
        <Field label="Mobile">{a.mobile}</Field>
        <Field label="Based in">{a.baseCity}</Field>
        <Field label="In business">{plural(a.yearsInBusiness, "year")}</Field>
        <Field label="Applied">{formatDateTime(a.createdAt)}</Field>
        <Field label="Sells">{a.destinations.join(", ")}</Field>
      </dl>
      {a.message ? (
        <p className="whitespace-pre-line rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          {a.message}
        </p>
      ) : null}
      {a.status === "pending" ? (
        <>
          <div className="rounded-xl border border-slate-200 p-3 text-sm text-slate-700">
            <p>
              Approving makes the agency (verified), an agent login for {a.email} and mails a link
              to choose its password. It will get requests for:{" "}
              <strong className="text-slate-900">
                {servedPlaces.length ? servedPlaces.map((d) => d.name).join(", ") : "no place yet"}
              </strong>
              .
            </p>
            {unknownPlaces.length ? (
              <p className="mt-1 text-amber-900">
                Not in the catalogue, left out: {unknownPlaces.join(", ")}.
              </p>
            ) : null}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="approve_application" />
              <input type="hidden" name="applicationId" value={a.id} />
              <ConfirmSubmit
                title={`Approve ${a.companyName}?`}
                description="The agency starts receiving requests for its places, and the applicant gets a mail to choose a password. A decision cannot be changed."
                confirmLabel="Yes, approve"
                disabled={busy}
                className="rounded-full bg-emerald-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800"
              >
                Approve
              </ConfirmSubmit>
              <Refusal text={refusal(`approve_application:${a.id}`)} />
            </Form>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="reject_application" />
              <input type="hidden" name="applicationId" value={a.id} />
              <label className="block text-xs font-medium text-slate-600">
                Reason to reject (mailed to the applicant)
                <textarea
                  name="reason"
                  required
                  minLength={5}
                  maxLength={500}
                  rows={2}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                />
              </label>
              <button
                type="submit"
                disabled={busy}
                className="rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                Reject
              </button>
              <Refusal text={refusal(`reject_application:${a.id}`)} />
            </Form>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {a.status === "verified" ? "Approved" : "Rejected"}
          {a.decidedAt ? ` ${formatDateTime(a.decidedAt)}` : ""}
          {a.decisionReason ? `: ${a.decisionReason}` : "."}
        </p>
      )}
    </section>
  );
}
