import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { formatBps, formatDateTime } from "../../../common/format";
import { mayStaff } from "../../../common/staff-permissions";
import { AdminLog, Refusal } from "../../components/ops/admin-log";
import { ApplicationReview, ApplicationsList } from "../../components/ops/agency-applications";
import { StaffMenu } from "../../components/ops/staff-menu";
import { privateHeaders } from "../../lib/agent-workspace.server";
import { requireStaff, staffRefusal } from "../../lib/staff.server";
import { orNotFound } from "../../lib/trips.server";
import type { Route } from "./+types/agencies";

// Agencies for admin (issue 29 §6, decision 0230): approve, suspend with a reason, reinstate,
// and the commission each pays. Ops read the page (to know where a lead may go), admin acts.
// The applications tab (decision 0239): admin approves an application into an agency or rejects it.

export const meta: Route.MetaFunction = () => [
  { title: "Agencies | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

const Query = z.object({
  tab: z.enum(["agencies", "applications"]).catch("agencies"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  application: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, "agencies.view");
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const mayReview = mayStaff(user.role, "agencies.review");
  const mayManage = mayStaff(user.role, "agencies.manage");
  if (query.tab === "applications") {
    // Applications are admin's alone (decision 0239): to ops the tab is a page that is not there.
    if (!mayReview) throw data(null, { status: 404 });
    const decisions = context.services.applicationDecisions;
    const [applications, review, log] = await Promise.all([
      decisions.pending(user, query.page),
      query.application
        ? orNotFound(decisions.review(user, { applicationId: query.application }))
        : null,
      context.services.operations.adminLog({ subjectType: "application", limit: 20 }),
    ]);
    const pageCount = Math.max(1, Math.ceil(applications.total / applications.pageSize));
    if (query.page > pageCount) throw data(null, { status: 404 });
    return { tab: "applications" as const, user, mayReview, applications, review, log };
  }
  const [agencies, log] = await Promise.all([
    context.services.agents.admin.list(),
    context.services.operations.adminLog({ subjectType: "agency", limit: 20 }),
  ]);
  return { tab: "agencies" as const, user, mayReview, agencies, log, mayManage };
}

const AGENCY_INTENTS = ["approve", "suspend", "reinstate", "commission"] as const;
const APPLICATION_INTENTS = ["approve_application", "reject_application"] as const;
const Intent = z.object({
  intent: z.enum([...AGENCY_INTENTS, ...APPLICATION_INTENTS]),
  agencyId: z.string().max(12).optional(),
  applicationId: z.string().max(12).optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  // Staff who read the page reach the use cases, which refuse a role the table leaves out (403).
  const user = await requireStaff(request, context, "agencies.view");
  const form = Object.fromEntries(await request.formData());
  const parsed = Intent.safeParse(form);
  if (!parsed.success) throw data(null, { status: 400 });
  const { intent, agencyId, applicationId } = parsed.data;
  if (intent === "approve_application" || intent === "reject_application") {
    const key = `${intent}:${applicationId ?? ""}`;
    const decisions = context.services.applicationDecisions;
    try {
      if (intent === "reject_application") {
        const rejected = await decisions.reject(user, form);
        return {
          ok: `The application of ${rejected.companyName} is rejected; the applicant is mailed your reason.`,
          intent: key,
        };
      }
      const approved = await decisions.approve(user, form);
      const places = approved.servedPlaces.map((d) => d.name).join(", ") || "no place yet";
      const left = approved.unknownPlaces.length
        ? ` Not in the catalogue, left out: ${approved.unknownPlaces.join(", ")}.`
        : "";
      return {
        ok: `${approved.agency.companyName} is approved and gets requests for ${places}. ${approved.email} was mailed a link to choose a password.${left}`,
        intent: key,
      };
    } catch (error) {
      return staffRefusal(error, key);
    }
  }
  if (!mayStaff(user.role, "agencies.manage")) throw data(null, { status: 404 });
  const admin = context.services.admin;
  const key = `${intent}:${agencyId ?? ""}`;
  try {
    const change =
      intent === "approve"
        ? await admin.approveAgency(user, form)
        : intent === "suspend"
          ? await admin.suspendAgency(user, form)
          : intent === "reinstate"
            ? await admin.reinstateAgency(user, form)
            : await admin.setCommission(user, form);
    const done = {
      approve: `${change.companyName} is approved.`,
      suspend: `${change.companyName} is suspended: it gets no new leads and cannot send quotes.`,
      reinstate: `${change.companyName} is reinstated.`,
      commission: `${change.companyName} now pays ${formatBps(change.after.commissionBps)} commission on new payments.`,
    }[intent];
    return { ok: done, intent: key };
  } catch (error) {
    return staffRefusal(error, key);
  }
}

function Tabs({
  current,
  mayReview,
}: {
  current: "agencies" | "applications";
  mayReview: boolean;
}) {
  if (!mayReview) return null;
  const tab = (id: "agencies" | "applications", label: string, to: string) => (
    <Link
      to={to}
      aria-current={current === id ? "page" : undefined}
      className={`rounded-full px-4 py-1.5 text-sm font-semibold ${current === id ? "bg-slate-900 text-white" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Agencies and applications" className="flex flex-wrap gap-2">
      {tab("agencies", "Agencies", "/admin/agencies")}
      {tab("applications", "Applications", "/admin/agencies?tab=applications")}
    </nav>
  );
}

export default function AdminAgencies({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const said = actionData && "ok" in actionData ? actionData.ok : null;
  const refusal = (key: string) =>
    actionData && "error" in actionData && actionData.intent === key ? actionData.error : null;
  const saidBanner = said ? (
    <p
      role="status"
      className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
    >
      {said}
    </p>
  ) : null;
  const header = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900">Agencies</h1>
        <StaffMenu role={loaderData.user.role} current="/admin/agencies" />
      </div>
      <Tabs current={loaderData.tab} mayReview={loaderData.mayReview} />
    </>
  );
  if (loaderData.tab === "applications") {
    const { applications, review, log } = loaderData;
    return (
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-6">
          {header}
          <p className="max-w-3xl text-sm text-slate-600">
            Agencies that applied to sell on Triphive. Each application is decided once: approved,
            it becomes a verified agency with an agent login; rejected, the applicant is mailed your
            reason.
          </p>
          {saidBanner}
          {review ? <ApplicationReview review={review} busy={busy} refusal={refusal} /> : null}
          <ApplicationsList applications={applications} openedId={review?.application.id ?? null} />
          <AdminLog entries={log} />
        </div>
      </div>
    );
  }
  const { agencies, log, mayManage } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 pb-16 pt-6">
        {header}
        <p className="max-w-3xl text-sm text-slate-600">
          A suspended agency gets no new requests and cannot send quotes; its open requests stay
          with it until operations reassign them, and quotes it already sent stay with the
          traveller. A commission applies to payments made after it is set.
          {mayManage ? null : " Only an administrator changes these."}
        </p>
        {saidBanner}
        <ul className="space-y-3" aria-label="Agencies">
          {agencies.map((a) => (
            <li
              key={a.id}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              aria-label={a.companyName}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-bold text-slate-900">{a.companyName}</h2>
                  <p className="text-sm text-slate-600">
                    {a.baseCity} · {a.destinationsCount} destinations ·{" "}
                    {a.hasAccount ? "has a login" : "no login yet"}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                  {a.suspendedAt ? (
                    <span className="rounded-full bg-red-50 px-2.5 py-1 text-red-800 ring-1 ring-inset ring-red-600/25">
                      Suspended
                    </span>
                  ) : a.verified ? (
                    <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-inset ring-emerald-600/25">
                      Approved
                    </span>
                  ) : (
                    <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-900 ring-1 ring-inset ring-amber-600/25">
                      Awaiting approval
                    </span>
                  )}
                  <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
                    Commission {formatBps(a.commissionBps)}
                  </span>
                </div>
              </div>
              {a.suspendedAt ? (
                <p className="mt-2 text-sm text-red-800">
                  Suspended {formatDateTime(a.suspendedAt)}: {a.suspensionReason}
                </p>
              ) : null}
              {mayManage ? (
                <div className="mt-3 grid gap-3 border-t border-slate-100 pt-3 md:grid-cols-3">
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="agencyId" value={a.id} />
                    <label className="text-xs font-medium text-slate-600">
                      Commission (%)
                      <input
                        name="percent"
                        inputMode="decimal"
                        defaultValue={a.commissionBps / 100}
                        required
                        className="mt-1 block w-24 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                      />
                    </label>
                    <button
                      type="submit"
                      name="intent"
                      value="commission"
                      disabled={busy}
                      className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                    >
                      Set commission
                    </button>
                    <Refusal text={refusal(`commission:${a.id}`)} />
                  </Form>
                  {a.suspendedAt ? (
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="agencyId" value={a.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="reinstate"
                        disabled={busy}
                        className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-800"
                      >
                        Reinstate
                      </button>
                      <Refusal text={refusal(`reinstate:${a.id}`)} />
                    </Form>
                  ) : (
                    <Form method="post" className="flex flex-wrap items-end gap-2 md:col-span-2">
                      <input type="hidden" name="agencyId" value={a.id} />
                      <label className="min-w-0 flex-1 text-xs font-medium text-slate-600">
                        Reason to suspend
                        <input
                          name="reason"
                          required
                          minLength={5}
                          maxLength={300}
                          className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                        />
                      </label>
                      <button
                        type="submit"
                        name="intent"
                        value="suspend"
                        disabled={busy}
                        className="rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                      >
                        Suspend
                      </button>
                      {a.verified ? null : (
                        <button
                          type="submit"
                          name="intent"
                          value="approve"
                          formNoValidate
                          disabled={busy}
                          className="rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800"
                        >
                          Approve
                        </button>
                      )}
                      <Refusal text={refusal(`suspend:${a.id}`) ?? refusal(`approve:${a.id}`)} />
                    </Form>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <AdminLog entries={log} />
      </div>
    </div>
  );
}
