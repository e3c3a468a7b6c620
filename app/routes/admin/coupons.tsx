import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { CreateCouponInput } from "../../../common/coupons";
import { formatAmount, formatDate } from "../../../common/format";
import { rowId } from "../../../common/ids";
import { privateHeaders, REPLACE } from "../../lib/agent-workspace.server";
import { refusal } from "../../lib/auth.server";
import { readFlash, redirectWithFlash } from "../../lib/flash.server";
import { useLocalePath } from "../../lib/locale";
import { requireStaff } from "../../lib/staff.server";
import type { Route } from "./+types/coupons";

// Staff create, pause and resume discount coupons (issue 11 §1). The traveller applies them on
// the request page; every amount is computed by the coupons service.

export const meta: Route.MetaFunction = () => [
  { title: "Coupons | Operations" },
  { name: "robots", content: "noindex" },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privateHeaders(loaderHeaders);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, "coupons.manage");
  const flash = readFlash(request);
  const [coupons, list] = await Promise.all([
    context.services.coupons.staffList(user),
    context.services.catalog.destinationSearchList(),
  ]);
  // Suggestions for the destinations field (it also takes several, comma-separated).
  const destinations = list.searchableDestinations.map((d) => d.label).sort();
  return data(
    {
      coupons,
      destinations,
      flash: flash.message,
      today: new Date().toISOString().slice(0, 10),
    },
    { headers: flash.headers },
  );
}

const StatusInput = z.object({ id: rowId(), status: z.enum(["active", "paused"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, "coupons.manage");
  const formData = await request.formData();
  const back = new URL(request.url).pathname;
  if (formData.get("intent") === "status") {
    const parsed = StatusInput.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw data(null, { status: 400 });
    await context.services.coupons.setStatus(user, parsed.data.id, parsed.data.status);
    return redirectWithFlash(
      back,
      parsed.data.status === "paused" ? "couponPaused" : "couponResumed",
      REPLACE,
    );
  }
  const submission = parseWithZod(formData, { schema: CreateCouponInput });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await context.services.coupons.create(user, submission.value);
  } catch (error) {
    return refusal(error, (errors) => submission.reply(errors));
  }
  return redirectWithFlash(back, "couponCreated", REPLACE);
}

const input =
  "mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none";

export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { coupons, destinations, flash, today } = loaderData;
  const reply = useActionData<typeof action>();
  const errors = (reply && "error" in reply ? reply.error : null) as Record<
    string,
    string[] | null
  > | null;
  // What was sent, so a refused form (without JavaScript too) comes back filled in.
  const fields = (reply && "initialValue" in reply ? reply.initialValue : null) as Record<
    string,
    unknown
  > | null;
  const sent = (name: string, fallback?: string | number) => {
    const value = fields?.[name];
    return typeof value === "string" ? value : fallback;
  };
  const busy = useNavigation().state === "submitting";
  const localize = useLocalePath();
  const err = (name: string) =>
    errors?.[name]?.[0] ? (
      <span className="mt-1 block text-xs text-red-700">{errors[name]?.[0]}</span>
    ) : null;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <Link to={localize("/admin")} className="hover:text-brand-700 hover:underline">
            Operations
          </Link>{" "}
          / <span className="font-medium text-slate-700">Coupons</span>
        </nav>
        <h1 className="mb-5 text-2xl font-extrabold text-slate-900">Coupons</h1>
        {flash ? (
          <p
            role="status"
            className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800"
          >
            {flash}
          </p>
        ) : null}
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section
            aria-labelledby="list-title"
            className="overflow-x-auto rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="list-title" className="text-base font-bold text-slate-900">
              All coupons
            </h2>
            {coupons.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">No coupons yet. Create the first one.</p>
            ) : (
              <>
                {/* Phones: one card per coupon; the table from the sm breakpoint up. */}
                <ul className="mt-3 divide-y divide-slate-100 text-sm sm:hidden">
                  {coupons.map((c) => (
                    <li key={c.id} className="py-3">
                      <div className="flex items-start justify-between gap-3">
                        <div className="min-w-0">
                          <span className="font-mono font-semibold">{c.code}</span>{" "}
                          <StatusBadge status={c.status} expired={c.validUntil < today} />
                          <span className="block text-xs text-slate-500">{c.title}</span>
                        </div>
                        <StatusButton id={c.id} status={c.status} />
                      </div>
                      <p className="mt-1">
                        {c.discountText}
                        {c.minTripValueMinor > 0
                          ? ` · min ${formatAmount(c.minTripValueMinor, "INR")}`
                          : ""}
                      </p>
                      <p className="text-slate-600">
                        {c.destinationNames.length === 0
                          ? "Every destination"
                          : c.destinationNames.join(", ")}
                      </p>
                      <p className="text-xs text-slate-500">
                        {formatDate(c.validFrom)} – {formatDate(c.validUntil)} · used {c.redeemed}
                        {c.maxRedemptions === null ? "" : ` / ${c.maxRedemptions}`} ·{" "}
                        {c.perTravellerLimit} per traveller
                      </p>
                    </li>
                  ))}
                </ul>
                <table className="mt-3 hidden w-full text-left text-sm sm:table">
                  <thead className="text-xs uppercase text-slate-500">
                    <tr>
                      <th className="py-2 pr-3">Code</th>
                      <th className="py-2 pr-3">Discount</th>
                      <th className="py-2 pr-3">Destinations</th>
                      <th className="py-2 pr-3">Valid</th>
                      <th className="py-2 pr-3">Used</th>
                      <th className="py-2 pr-3">Status</th>
                      <th className="py-2" />
                    </tr>
                  </thead>
                  <tbody>
                    {coupons.map((c) => (
                      <tr key={c.id} className="border-t border-slate-100 align-top">
                        <td className="py-2 pr-3">
                          <span className="font-mono font-semibold">{c.code}</span>
                          <span className="block text-xs text-slate-500">{c.title}</span>
                        </td>
                        <td className="py-2 pr-3">
                          {c.discountText}
                          {c.minTripValueMinor > 0 ? (
                            <span className="block text-xs text-slate-500">
                              min {formatAmount(c.minTripValueMinor, "INR")}
                            </span>
                          ) : null}
                        </td>
                        <td className="py-2 pr-3">
                          {c.destinationNames.length === 0 ? (
                            <span className="text-slate-500">Every destination</span>
                          ) : (
                            c.destinationNames.join(", ")
                          )}
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {formatDate(c.validFrom)} – {formatDate(c.validUntil)}
                        </td>
                        <td className="py-2 pr-3">
                          {c.redeemed}
                          {c.maxRedemptions === null ? "" : ` / ${c.maxRedemptions}`}
                          <span className="block text-xs text-slate-500">
                            {c.perTravellerLimit} per traveller
                          </span>
                        </td>
                        <td className="py-2 pr-3">
                          <StatusBadge status={c.status} expired={c.validUntil < today} />
                        </td>
                        <td className="py-2">
                          <StatusButton id={c.id} status={c.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>
          <section
            aria-labelledby="new-title"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="new-title" className="text-base font-bold text-slate-900">
              New coupon
            </h2>
            <Form method="post" className="mt-3 space-y-3 text-sm">
              <input type="hidden" name="intent" value="create" />
              <label className="block">
                Code
                <input
                  name="code"
                  defaultValue={sent("code")}
                  required
                  maxLength={24}
                  className={`${input} font-mono uppercase`}
                />
                {err("code")}
              </label>
              <label className="block">
                Title
                <input
                  name="title"
                  defaultValue={sent("title")}
                  required
                  maxLength={80}
                  className={input}
                />
                {err("title")}
              </label>
              <label className="block">
                Description
                <input
                  name="description"
                  defaultValue={sent("description")}
                  maxLength={300}
                  className={input}
                />
              </label>
              <fieldset>
                <legend>Discount</legend>
                <div className="mt-1 flex gap-4">
                  <label className="flex items-center gap-1">
                    <input
                      type="radio"
                      name="kind"
                      value="percent"
                      defaultChecked={sent("kind") !== "flat"}
                    />{" "}
                    Percent
                  </label>
                  <label className="flex items-center gap-1">
                    <input
                      type="radio"
                      name="kind"
                      value="flat"
                      defaultChecked={sent("kind") === "flat"}
                    />{" "}
                    Flat (₹)
                  </label>
                </div>
              </fieldset>
              <div className="grid grid-cols-2 gap-3">
                <label className="block">
                  Value
                  <input
                    name="value"
                    defaultValue={sent("value")}
                    type="number"
                    min={1}
                    required
                    className={input}
                  />
                  {err("value")}
                </label>
                <label className="block">
                  Cap (₹, if percent)
                  <input
                    name="maxDiscount"
                    defaultValue={sent("maxDiscount")}
                    type="number"
                    min={1}
                    className={input}
                  />
                </label>
                <label className="block">
                  Minimum trip (₹)
                  <input
                    name="minTripValue"
                    type="number"
                    min={0}
                    defaultValue={sent("minTripValue", 0)}
                    className={input}
                  />
                </label>
                <label className="block">
                  Uses in all
                  <input
                    name="maxRedemptions"
                    defaultValue={sent("maxRedemptions")}
                    type="number"
                    min={1}
                    className={input}
                    placeholder="No limit"
                  />
                </label>
                <label className="block">
                  Per traveller
                  <input
                    name="perTravellerLimit"
                    type="number"
                    min={1}
                    defaultValue={sent("perTravellerLimit", 1)}
                    className={input}
                  />
                </label>
                <span />
                <label className="block">
                  From
                  <input
                    name="validFrom"
                    type="date"
                    required
                    defaultValue={sent("validFrom", today)}
                    className={input}
                  />
                </label>
                <label className="block">
                  Until
                  <input
                    name="validUntil"
                    defaultValue={sent("validUntil")}
                    type="date"
                    required
                    className={input}
                  />
                  {err("validUntil")}
                </label>
              </div>
              <label className="block">
                Destinations
                <input
                  name="destinations"
                  maxLength={1000}
                  list="coupon-destinations"
                  autoComplete="off"
                  placeholder="Every destination"
                  aria-describedby="destinations-hint"
                  defaultValue={sent("destinations")}
                  className={input}
                />
                <span id="destinations-hint" className="mt-1 block text-xs text-slate-500">
                  Catalogue names, separated by commas (e.g. Kerala, Goa). Empty: every destination.
                </span>
                {err("destinations")}
              </label>
              <datalist id="coupon-destinations">
                {destinations.map((d) => (
                  <option key={d} value={d} />
                ))}
              </datalist>
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                Create coupon
              </button>
            </Form>
          </section>
        </div>
      </div>
    </div>
  );
}

function StatusBadge({ status, expired }: { status: "active" | "paused"; expired: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status === "active" ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
    >
      {status === "active" ? (expired ? "Expired" : "Active") : "Paused"}
    </span>
  );
}

function StatusButton({ id, status }: { id: number; status: "active" | "paused" }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="status" value={status === "active" ? "paused" : "active"} />
      <button
        type="submit"
        className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold hover:bg-slate-50"
      >
        {status === "active" ? "Pause" : "Resume"}
      </button>
    </Form>
  );
}
