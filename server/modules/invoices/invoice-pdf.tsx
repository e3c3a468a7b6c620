import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatDate } from "../../../common/format";
import type { CreditNoteView, InvoiceView } from "../../../common/invoices";
import { formatAmount } from "../../../common/quote-amounts";
import { pdfFonts } from "../../lib/pdf-fonts";

// The tax invoice and the credit note as PDFs (issue 11 §2, decision 0118), in the quote PDF's
// style (quotes/quote-pdf.tsx). Noto Sans is embedded so "₹" prints (decision 0119).
// The figures the invoice page, the quote pages and the gateway print: whole rupees, paise only
// on an amount that has them (decision 0193).
const money = (minor: number, currency: string) => formatAmount(minor, currency);

const fonts = pdfFonts();
const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: fonts as never, color: "#1f2937" },
  brand: { fontSize: 9, color: "#0f766e", marginBottom: 4, fontWeight: 700 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 2 },
  muted: { color: "#6b7280" },
  subtitle: { color: "#6b7280", marginBottom: 6 },
  notice: {
    marginTop: 10,
    padding: 8,
    backgroundColor: "#fff1f2",
    color: "#881337",
    borderRadius: 4,
  },
  section: { marginTop: 16 },
  heading: { fontSize: 12, fontWeight: 700, marginBottom: 6, color: "#0f766e" },
  parties: { flexDirection: "row", gap: 24 },
  party: { flex: 1 },
  row: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2, gap: 12 },
  label: { flex: 1 },
  amount: { textAlign: "right" },
  bold: { fontWeight: 700 },
  total: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 1,
    borderTopColor: "#d1d5db",
    paddingTop: 4,
    marginTop: 4,
  },
  footer: { marginTop: 24, fontSize: 8, color: "#6b7280" },
  facts: {
    flexDirection: "row",
    justifyContent: "space-between",
    padding: 6,
    backgroundColor: "#f8fafc",
    borderRadius: 4,
  },
  words: { marginTop: 4, fontSize: 9 },
});

function Party({
  title,
  p,
  unregistered,
}: {
  title: string;
  p: InvoiceView["agency"];
  unregistered: string;
}) {
  return (
    <View style={styles.party}>
      <Text style={styles.heading}>{title}</Text>
      <Text style={styles.bold}>{p.name}</Text>
      {p.address ? <Text>{p.address}</Text> : null}
      <Text>{p.email}</Text>
      <Text>{p.phone}</Text>
      <Text>GSTIN: {p.gstin || unregistered}</Text>
    </View>
  );
}

function InvoiceDocument({
  invoice,
  bookingLabel,
}: {
  invoice: InvoiceView;
  bookingLabel: string | null;
}) {
  const cur = invoice.currency;
  const tax = invoice.taxInvoice;
  return (
    <Document title={`Invoice ${invoice.number}`} author="Triphive">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>TRIPHIVE</Text>
        <Text style={styles.title}>Tax invoice {invoice.number}</Text>
        <Text style={styles.muted}>
          Issued {formatDate(invoice.issuedAt)} · Financial year {invoice.financialYear} · Quote{" "}
          {invoice.quoteId} (version {invoice.quoteVersion}) · Request {invoice.tripId}
        </Text>
        {bookingLabel ? <Text style={styles.muted}>Booking: {bookingLabel}</Text> : null}
        {invoice.creditNote ? (
          <Text style={styles.notice}>
            Booking cancelled: reduced by credit note {invoice.creditNote.number} (
            {money(invoice.creditNote.totalMinor, cur)} credited). Nothing more is due.
          </Text>
        ) : null}
        <View style={[styles.section, styles.parties]}>
          <Party title="From (travel agency)" p={invoice.agency} unregistered="not registered" />
          <Party
            title="Billed to"
            p={invoice.traveller}
            unregistered="none (unregistered traveller)"
          />
        </View>
        {tax ? (
          <View style={[styles.section, styles.facts]}>
            <Text>SAC {tax.sac} (tour operator services)</Text>
            <Text>
              Place of supply:{" "}
              {tax.placeOfSupply
                ? `${tax.placeOfSupply.name} (${tax.placeOfSupply.code})`
                : "not known"}
            </Text>
            <Text>
              {tax.gst.length === 0
                ? "GST not split"
                : tax.interState
                  ? "Inter-state supply: IGST"
                  : "Intra-state supply: CGST + SGST"}
            </Text>
          </View>
        ) : null}
        <View style={styles.section}>
          <Text style={styles.heading}>{invoice.tripTitle}</Text>
          {invoice.travelDate ? (
            <Text style={styles.subtitle}>Travel from {formatDate(invoice.travelDate)}</Text>
          ) : null}
          {invoice.lines.map((line) => (
            <View key={line.label} style={styles.row}>
              <Text style={line.kind === "info" ? [styles.label, styles.muted] : styles.label}>
                {line.label}
              </Text>
              <Text style={line.kind === "info" ? [styles.amount, styles.muted] : styles.amount}>
                {money(line.amountMinor, cur)}
              </Text>
            </View>
          ))}
          {tax ? (
            <View style={[styles.row, styles.muted]}>
              <Text style={styles.label}>Taxable value (SAC {tax.sac})</Text>
              <Text style={styles.amount}>{money(tax.taxableMinor, cur)}</Text>
            </View>
          ) : null}
          <View style={styles.total}>
            <Text style={styles.bold}>Total payable</Text>
            <Text style={styles.bold}>{money(invoice.totalMinor, cur)}</Text>
          </View>
          {tax ? <Text style={styles.words}>Amount in words: {tax.amountInWords}</Text> : null}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Payment schedule</Text>
          {invoice.instalments.map((i) => (
            <View key={i.id} style={styles.row}>
              <Text>
                {i.label}, due {formatDate(i.dueDate)}
                {i.status === "paid" ? " (paid)" : ""}
              </Text>
              <Text>{money(i.amountMinor, cur)}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text>Received so far</Text>
            <Text>{money(invoice.paidMinor, cur)}</Text>
          </View>
        </View>
        <Text style={styles.footer}>
          GST at 5% on the tour package, as the law sets for tour operators (no input tax credit
          taken). TCS on trips abroad, where shown, is collected with your payment and counts
          towards your income tax. Payments are held by Triphive and released to the agency once
          your travel vouchers are issued.
        </Text>
      </Page>
    </Document>
  );
}

function CreditNoteDocument({ note }: { note: CreditNoteView }) {
  const cur = note.currency;
  const credited = note.lines.filter((l) => l.kind !== "info");
  const info = note.lines.filter((l) => l.kind === "info");
  return (
    <Document title={`Credit note ${note.number}`} author="Triphive">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>TRIPHIVE</Text>
        <Text style={styles.title}>Credit note {note.number}</Text>
        <Text style={styles.muted}>
          Issued {formatDate(note.issuedAt)} · Financial year {note.financialYear} · Against tax
          invoice {note.invoiceNumber} of {formatDate(note.invoiceIssuedAt)} (
          {money(note.invoiceTotalMinor, cur)})
        </Text>
        <View style={[styles.section, styles.parties]}>
          <Party title="From (travel agency)" p={note.agency} unregistered="not registered" />
          <Party title="Credited to" p={note.traveller} unregistered="none" />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{note.tripTitle}</Text>
          <Text style={styles.subtitle}>{note.reason}</Text>
          {credited.map((line) => (
            <View key={line.label} style={styles.row}>
              <Text style={styles.label}>{line.label}</Text>
              <Text style={styles.amount}>{money(line.amountMinor, cur)}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text style={styles.bold}>Total credited</Text>
            <Text style={styles.bold}>{money(note.totalMinor, cur)}</Text>
          </View>
          {info.map((line) => (
            <View key={line.label} style={styles.row}>
              <Text style={[styles.label, styles.muted]}>{line.label}</Text>
              <Text style={[styles.amount, styles.muted]}>{money(line.amountMinor, cur)}</Text>
            </View>
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>How the credit is settled</Text>
          <View style={styles.row}>
            <Text style={styles.label}>Paid on the invoice</Text>
            <Text style={styles.amount}>{money(note.paidMinor, cur)}</Text>
          </View>
          <View style={styles.row}>
            <Text style={styles.label}>
              Refunded to you ({note.refundPercent}% of what was paid, per the cancellation
              schedule)
            </Text>
            <Text style={styles.amount}>{money(note.refundMinor, cur)}</Text>
          </View>
          <View style={styles.row}>
            <Text style={styles.label}>Invoiced but not yet paid, no longer due</Text>
            <Text style={styles.amount}>{money(note.uncollectedMinor, cur)}</Text>
          </View>
          <View style={styles.total}>
            <Text>Kept by the agency as cancellation charges</Text>
            <Text>{money(note.paidMinor - note.refundMinor, cur)}</Text>
          </View>
        </View>
        <Text style={styles.footer}>
          This credit note reduces tax invoice {note.invoiceNumber} under s. 34 of the CGST Act; GST
          (and TCS, where shown) is reversed in the same proportion as the value credited. Refunds
          go back to the card, UPI account or bank account that paid, usually within 5-7 working
          days.
        </Text>
      </Page>
    </Document>
  );
}

export async function renderCreditNotePdf(note: CreditNoteView): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<CreditNoteDocument note={note} />));
}

/** The invoice as a PDF, with the booking's state as its reader's pages name it, if known. */
export async function renderInvoicePdf(
  invoice: InvoiceView,
  bookingLabel: string | null = null,
): Promise<Uint8Array> {
  return new Uint8Array(
    await renderToBuffer(<InvoiceDocument invoice={invoice} bookingLabel={bookingLabel} />),
  );
}
