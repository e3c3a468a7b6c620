import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatMoney,
  NOUNS,
  plural,
  wholeMinor,
} from "../../../common/format";
import { pdfFonts } from "../../lib/pdf-fonts";
import type { HotelBookingView } from "./hotel-views";

// The booking voucher: what the guest shows at the front desk. Noto Sans is embedded so that ₹
// prints (server/lib/pdf-fonts.ts, decision 0119).

const fonts = pdfFonts();
const rs = (minor: number) =>
  formatMoney({ amountMinor: wholeMinor(minor, "INR"), currency: "INR" });
const day = (iso: string) => formatDate(iso, DEFAULT_TIME_ZONE, { weekday: true });

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: fonts as never, color: "#1f2937" },
  brand: { fontSize: 9, color: "#0f766e", marginBottom: 4 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 2 },
  muted: { color: "#6b7280" },
  section: { marginTop: 16 },
  heading: { fontSize: 12, fontWeight: 700, marginBottom: 6, color: "#0f766e" },
  row: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  bold: { fontWeight: 700 },
  box: { borderWidth: 1, borderColor: "#d1d5db", padding: 10, marginTop: 12 },
});

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.row}>
      <Text style={styles.muted}>{label}</Text>
      <Text style={styles.bold}>{value}</Text>
    </View>
  );
}

function Voucher({ b }: { b: HotelBookingView }) {
  return (
    <Document title={`Hotel voucher ${b.reference}`} author="Triphive">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>TRIPHIVE · HOTEL VOUCHER</Text>
        <Text style={styles.title}>{b.hotel.name}</Text>
        <Text style={styles.muted}>{b.hotel.addressLine}</Text>
        <View style={styles.box}>
          <Row label="Booking reference" value={b.reference} />
          <Row label="Status" value={b.status === "confirmed" ? "Confirmed and paid" : b.status} />
          <Row label="Lead guest" value={b.leadName} />
          <Row label="Check-in" value={`${day(b.checkIn)}, from ${b.hotel.checkInTime}`} />
          <Row label="Check-out" value={`${day(b.checkOut)}, until ${b.hotel.checkOutTime}`} />
          <Row label="Nights" value={String(b.nights)} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Rooms</Text>
          {b.rooms.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rooms and guests are numbered by position
            <View key={`${i}-${r.adults}-${r.children}`} style={styles.row}>
              <Text>
                Room {i + 1}: {b.room.name} ({b.room.bed}), {b.boardName}
              </Text>
              <Text>
                {plural(r.adults, "adult")}
                {r.children ? `, ${plural(r.children, NOUNS.child)}` : ""}
                {r.guests.filter(Boolean).length ? ` · ${r.guests.filter(Boolean).join(", ")}` : ""}
              </Text>
            </View>
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Payment</Text>
          <Row label={`${b.rateClassName} rate, paid`} value={rs(b.totalMinor)} />
          {b.paymentId ? <Row label="Payment" value={b.paymentId} /> : null}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Cancellation policy</Text>
          {b.policyText.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.muted}>
            Show this voucher with a photo ID at check-in. Contact: {b.leadEmail}, {b.leadPhone}.
          </Text>
        </View>
      </Page>
    </Document>
  );
}

export async function renderVoucherPdf(booking: HotelBookingView): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<Voucher b={booking} />));
}
