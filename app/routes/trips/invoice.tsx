import { data, Link } from "react-router";
import { z } from "zod";
import { formatDate } from "../../../common/format";
import { rowId } from "../../../common/ids";
import { BookingBadge } from "../../components/booking-badge";
import { CreditNoteLink, money } from "../../components/money/quote-money-panel";
import { When } from "../../components/when";
import { requireUser } from "../../lib/auth.server";
import { useLocalePath } from "../../lib/locale";
import { orNotFound, parseParams } from "../../lib/trips.server";
import type { Route } from "./+types/invoice";

// The invoice page (issue 11 §2, §8): what was issued, to whom, the schedule and what is paid.
// Its traveller, its agency and staff read it; anyone else gets the 404 page.

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Invoice ${data.invoice.number} | Triphive` : "Invoice | Triphive" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const Params = z.object({ id: rowId(), invoiceId: rowId() });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { id, invoiceId } = parseParams(Params, params);
  const invoice = await orNotFound(context.services.invoices.get(user, invoiceId));
  if (invoice.tripId !== id) throw data(null, { status: 404 });
  const booking = await context.services.money.bookingOfInvoice(user, invoice);
  return { invoice, booking, isTraveller: user.role === "traveller" };
}

function Party({
  title,
  p,
  unregistered,
}: {
  title: string;
  p: { name: string; email: string; phone: string; address: string; gstin: string };
  unregistered: string;
}) {
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <p className="mt-1 font-semibold text-slate-900">{p.name}</p>
      {p.address ? <p>{p.address}</p> : null}
      <p>{p.email}</p>
      <p>{p.phone}</p>
      <p className="text-xs text-slate-500">
        GSTIN: <span className="font-mono">{p.gstin || unregistered}</span>
      </p>
    </div>
  );
}

export default function InvoicePage({
  loaderData: { invoice, booking, isTraveller },
}: Route.ComponentProps) {
  const localize = useLocalePath();
  const cur = invoice.currency;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-6">
        <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-500">
          <Link
            to={localize(`/requested_trips/${invoice.tripId}/quotes/${invoice.quoteId}`)}
            className="hover:text-brand-700 hover:underline"
          >
            Quote
          </Link>{" "}
          / <span className="font-medium text-slate-700">Invoice</span>
        </nav>
        <article className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-xs font-semibold tracking-widest text-teal-700">TAX INVOICE</p>
              <h1 className="text-2xl font-extrabold text-slate-900">{invoice.number}</h1>
              <p className="text-sm text-slate-500">
                Issued <When at={invoice.issuedAt} show="date" /> · FY {invoice.financialYear}
              </p>
            </div>
            <BookingBadge booking={booking} />
          </div>
          {invoice.creditNote ? (
            <div className="mt-4">
              <CreditNoteLink invoice={invoice} />
            </div>
          ) : null}
          <div className="mt-5 grid gap-5 text-sm sm:grid-cols-2">
            <Party title="From (travel agency)" p={invoice.agency} unregistered="not registered" />
            <Party
              title="Billed to"
              p={invoice.traveller}
              unregistered="none (unregistered traveller)"
            />
          </div>
          {invoice.taxInvoice ? (
            <dl
              className="mt-5 grid gap-x-5 gap-y-1 rounded-2xl bg-slate-50 px-4 py-3 text-sm sm:grid-cols-3"
              data-testid="tax-invoice-facts"
            >
              <div>
                <dt className="text-xs text-slate-500">SAC</dt>
                <dd className="font-medium">{invoice.taxInvoice.sac} · tour operator services</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Place of supply</dt>
                <dd className="font-medium">
                  {invoice.taxInvoice.placeOfSupply
                    ? `${invoice.taxInvoice.placeOfSupply.name} (${invoice.taxInvoice.placeOfSupply.code})`
                    : "not known"}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Supply</dt>
                <dd className="font-medium">
                  {invoice.taxInvoice.gst.length === 0
                    ? "GST not split: the agency's state is not known"
                    : invoice.taxInvoice.interState
                      ? "Inter-state: IGST"
                      : "Intra-state: CGST + SGST"}
                </dd>
              </div>
            </dl>
          ) : null}
          <h2 className="mt-6 font-bold text-slate-900">{invoice.tripTitle}</h2>
          {invoice.travelDate ? (
            <p className="text-sm text-slate-500">Travel from {formatDate(invoice.travelDate)}</p>
          ) : null}
          <table className="mt-3 w-full text-sm">
            <tbody>
              {invoice.lines.map((l) => (
                <tr key={l.label} className={l.kind === "info" ? "text-slate-500" : ""}>
                  <td className="py-1 pr-3">{l.label}</td>
                  <td className="py-1 text-right tabular-nums">{money(l.amountMinor, cur)}</td>
                </tr>
              ))}
              {invoice.taxInvoice ? (
                <tr className="border-t border-slate-200 text-slate-600">
                  <td className="py-1 pr-3">Taxable value (SAC {invoice.taxInvoice.sac})</td>
                  <td className="py-1 text-right tabular-nums">
                    {money(invoice.taxInvoice.taxableMinor, cur)}
                  </td>
                </tr>
              ) : null}
              <tr className="border-t border-slate-200 font-bold">
                <td className="py-2">Total payable</td>
                <td className="py-2 text-right tabular-nums">{money(invoice.totalMinor, cur)}</td>
              </tr>
            </tbody>
          </table>
          {invoice.taxInvoice ? (
            <p className="text-sm text-slate-700" data-testid="amount-in-words">
              Amount in words: <strong>{invoice.taxInvoice.amountInWords}</strong>
            </p>
          ) : null}
          <h2 className="mt-6 font-bold text-slate-900">Payment schedule</h2>
          <ol className="mt-2 space-y-1 text-sm">
            {invoice.instalments.map((i) => (
              <li
                key={i.id}
                className="flex justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2"
              >
                <span>
                  {i.label} · due {formatDate(i.dueDate)}
                </span>
                <span className={i.status === "paid" ? "font-semibold text-emerald-700" : ""}>
                  {money(i.amountMinor, cur)}
                  {i.status === "paid" ? " · paid" : ""}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-sm">
            Paid {money(invoice.paidMinor, cur)} ·{" "}
            {invoice.status === "cancelled"
              ? "booking cancelled, nothing more to pay"
              : `still to pay ${money(invoice.balanceMinor, cur)}`}
            {invoice.refundedMinor > 0 ? ` · refunded ${money(invoice.refundedMinor, cur)}` : ""}
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <a
              href={invoice.downloadUrl}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50"
            >
              Download PDF
            </a>
            {isTraveller && invoice.dueNow && invoice.status !== "cancelled" ? (
              <Link
                to={localize(invoice.paymentUrl)}
                className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Pay now
              </Link>
            ) : null}
          </div>
        </article>
      </div>
    </div>
  );
}
