import { data, Link } from "react-router";
import { z } from "zod";
import { rowId } from "../../../common/ids";
import { money } from "../../components/money/quote-money-panel";
import { When } from "../../components/when";
import { requireUser } from "../../lib/auth.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/credit-note";

// A cancelled booking's credit note (decision 0118): what it takes off the invoice, GST
// reversed, and how it is settled (refund, instalments no longer due). Its traveller, its
// agency and staff read it; anyone else gets the 404 page.

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Credit note ${data.note.number} | Triphive` : "Credit note | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const Params = z.object({ id: rowId(), creditNoteId: rowId() });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { id, creditNoteId } = parseParams(Params, params);
  const note = await orNotFound(context.services.invoices.creditNote(user, creditNoteId));
  if (note.tripId !== id) throw data(null, { status: 404 });
  return { note };
}

export default function CreditNotePage({ loaderData: { note } }: Route.ComponentProps) {
  const localize = useLocalePath();
  const cur = note.currency;
  const credited = note.lines.filter((l) => l.kind !== "info");
  const info = note.lines.filter((l) => l.kind === "info");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <Link
            to={localize(`/requested_trips/${note.tripId}/quotes/${note.quoteId}`)}
            className="hover:text-brand-700 hover:underline"
          >
            Quote
          </Link>{" "}
          /{" "}
          <Link to={localize(note.invoiceShowUrl)} className="hover:text-brand-700 hover:underline">
            Invoice {note.invoiceNumber}
          </Link>{" "}
          / <span className="font-medium text-slate-700">Credit note</span>
        </nav>
        <article className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-widest text-rose-700">CREDIT NOTE</p>
              <h1 className="break-words text-xl font-extrabold text-slate-900 sm:text-2xl">
                {note.number}
              </h1>
              <p className="text-sm text-slate-500">
                Issued <When at={note.issuedAt} show="date" /> · FY {note.financialYear} · against
                invoice{" "}
                <Link
                  to={localize(note.invoiceShowUrl)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {note.invoiceNumber}
                </Link>{" "}
                ({money(note.invoiceTotalMinor, cur)})
              </p>
            </div>
            <span className="rounded-full bg-rose-50 px-3 py-1 text-xs font-semibold text-rose-800">
              Booking cancelled
            </span>
          </div>
          <h2 className="mt-6 font-bold text-slate-900">{note.tripTitle}</h2>
          <p className="text-sm text-slate-500">{note.reason}</p>
          <table className="mt-3 w-full text-sm">
            <tbody>
              {credited.map((l) => (
                <tr key={l.label}>
                  <td className="py-1 pr-3">{l.label}</td>
                  <td className="py-1 text-right tabular-nums">{money(l.amountMinor, cur)}</td>
                </tr>
              ))}
              <tr className="border-t border-slate-200 font-bold">
                <td className="py-2">Total credited</td>
                <td className="py-2 text-right tabular-nums" data-testid="credit-total">
                  {money(note.totalMinor, cur)}
                </td>
              </tr>
              {info.map((l) => (
                <tr key={l.label} className="text-slate-500">
                  <td className="py-1 pr-3">{l.label}</td>
                  <td className="py-1 text-right tabular-nums">{money(l.amountMinor, cur)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="mt-6 font-bold text-slate-900">How the credit is settled</h2>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
              <dt>Paid on the invoice</dt>
              <dd className="tabular-nums">{money(note.paidMinor, cur)}</dd>
            </div>
            <div className="flex justify-between gap-3 rounded-xl bg-emerald-50 px-3 py-2">
              <dt>
                Refunded to you ({note.refundPercent}% of what was paid, per the cancellation
                schedule)
              </dt>
              <dd className="font-semibold tabular-nums text-emerald-800">
                {money(note.refundMinor, cur)}
              </dd>
            </div>
            <div className="flex justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
              <dt>Invoiced but not yet paid, no longer due</dt>
              <dd className="tabular-nums">{money(note.uncollectedMinor, cur)}</dd>
            </div>
            <div className="flex justify-between gap-3 px-3 py-2 text-slate-600">
              <dt>Kept by the agency as cancellation charges</dt>
              <dd className="tabular-nums">{money(note.paidMinor - note.refundMinor, cur)}</dd>
            </div>
          </dl>
          <div className="mt-5 flex flex-wrap gap-3">
            <a
              href={note.downloadUrl}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
            >
              Download PDF
            </a>
          </div>
        </article>
      </div>
    </div>
  );
}
