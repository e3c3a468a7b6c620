import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { InvoiceView } from "../../../common/invoices";
import type { CurrencyCode } from "../../../common/locale";
import { formatMoney } from "../../../common/money";

// The tax invoice as a PDF (issue 11 §2), in the quote PDF's style (quotes/quote-pdf.tsx).
// Helvetica has no rupee glyph; "Rs." reads the same on paper.
const money = (minor: number, currency: string) =>
  formatMoney(
    { amountMinor: minor, currency: currency as CurrencyCode },
    { fractionDigits: 2 },
  ).replace("₹", "Rs. ");

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#1f2937" },
  brand: { fontSize: 9, color: "#0f766e", marginBottom: 4 },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  muted: { color: "#6b7280" },
  section: { marginTop: 16 },
  heading: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 6, color: "#0f766e" },
  parties: { flexDirection: "row", gap: 24 },
  party: { flex: 1 },
  row: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  bold: { fontFamily: "Helvetica-Bold" },
  total: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 1,
    borderTopColor: "#d1d5db",
    paddingTop: 4,
    marginTop: 4,
  },
  footer: { marginTop: 24, fontSize: 8, color: "#6b7280" },
});

function Party({ title, p }: { title: string; p: InvoiceView["agency"] }) {
  return (
    <View style={styles.party}>
      <Text style={styles.heading}>{title}</Text>
      <Text style={styles.bold}>{p.name}</Text>
      {p.address ? <Text>{p.address}</Text> : null}
      <Text>{p.email}</Text>
      <Text>{p.phone}</Text>
      <Text>GSTIN: {p.gstin || "not registered"}</Text>
    </View>
  );
}

function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const cur = invoice.currency;
  return (
    <Document title={`Invoice ${invoice.number}`} author="Triphive">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>TRIPHIVE</Text>
        <Text style={styles.title}>Tax invoice {invoice.number}</Text>
        <Text style={styles.muted}>
          Issued {invoice.issuedAt.slice(0, 10)} · Financial year {invoice.financialYear} · Quote{" "}
          {invoice.quoteId} (version {invoice.quoteVersion}) · Request {invoice.tripId}
        </Text>
        <View style={[styles.section, styles.parties]}>
          <Party title="From (travel agency)" p={invoice.agency} />
          <Party title="Billed to" p={invoice.traveller} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{invoice.tripTitle}</Text>
          {invoice.travelDate ? (
            <Text style={styles.muted}>Travel from {invoice.travelDate}</Text>
          ) : null}
          {invoice.lines.map((line) => (
            <View key={line.label} style={styles.row}>
              <Text style={line.kind === "info" ? styles.muted : undefined}>
                {line.label.replaceAll("₹", "Rs. ")}
              </Text>
              <Text style={line.kind === "info" ? styles.muted : undefined}>
                {money(line.amountMinor, cur)}
              </Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text style={styles.bold}>Total payable</Text>
            <Text style={styles.bold}>{money(invoice.totalMinor, cur)}</Text>
          </View>
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Payment schedule</Text>
          {invoice.instalments.map((i) => (
            <View key={i.id} style={styles.row}>
              <Text>
                {i.label}, due {i.dueDate}
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
          GST on tour operator services at 5% without input tax credit (CGST Notification
          11/2017-Central Tax (Rate)). TCS on overseas tour packages, where shown, is collected
          under s. 206C(1G) of the Income-tax Act and credited against the traveller's income tax.
          Payments are held by Triphive and released to the agency once your travel vouchers are
          issued.
        </Text>
      </Page>
    </Document>
  );
}

export async function renderInvoicePdf(invoice: InvoiceView): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<InvoiceDocument invoice={invoice} />));
}
