import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatDate, NOUNS, plural } from "../../../common/format";
import { formatAmount } from "../../../common/quote-amounts";
import {
  EXCLUSION_OPTIONS,
  INCLUSION_OPTIONS,
  type QuoteView,
  type ReasonOption,
} from "../../../common/quotes";
import { pdfFonts } from "../../lib/pdf-fonts";

// Noto Sans is embedded so that ₹ prints (server/lib/pdf-fonts.ts, decision 0119).
const fonts = pdfFonts();
/** Amounts as every quote page prints them (common/quote-amounts.ts, decision 0193). */
const money = (minor: number, currency: string) => formatAmount(minor, currency);

const label = (options: readonly ReasonOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: fonts as never, color: "#1f2937" },
  brand: { fontSize: 9, color: "#0f766e", marginBottom: 4 },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 2 },
  muted: { color: "#6b7280" },
  section: { marginTop: 16 },
  heading: { fontSize: 12, fontWeight: 700, marginBottom: 6, color: "#0f766e" },
  row: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  day: { marginBottom: 6 },
  bold: { fontWeight: 700 },
  total: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 1,
    borderTopColor: "#d1d5db",
    paddingTop: 4,
    marginTop: 4,
  },
});

function QuoteDocument({ quote }: { quote: QuoteView }) {
  const p = quote.pricing;
  const destinations = quote.destinationsList.map((d) => d.name).join(", ");
  return (
    <Document title={`Quote ${quote.id} v${quote.version}`} author="Triphive">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>TRIPHIVE</Text>
        <Text style={styles.title}>
          {destinations || "Your trip"}: {plural(quote.days, NOUNS.day)} /{" "}
          {plural(quote.nights, NOUNS.night)}
        </Text>
        <Text style={styles.muted}>
          Quote {quote.id}, version {quote.version}, by {quote.agent.companyName}. Valid until{" "}
          {formatDate(quote.validUntil)}.
        </Text>
        {quote.booking ? <Text style={styles.muted}>Status: {quote.booking.label}</Text> : null}
        {quote.description ? (
          <View style={styles.section}>
            <Text>{quote.description}</Text>
          </View>
        ) : null}

        <View style={styles.section}>
          <Text style={styles.heading}>Itinerary</Text>
          {quote.itinerary.daysInformation.map((day) => (
            <View key={day.tripDayId} style={styles.day} wrap={false}>
              <Text style={styles.bold}>
                Day {day.dayOfItinerary}
                {day.dateOfItinerary ? ` (${day.dateOfItinerary})` : ""}: {day.title},{" "}
                {day.cityName}
              </Text>
              {day.description ? <Text>{day.description}</Text> : null}
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Hotels</Text>
          {quote.hotelsDetail.map((stay) => (
            <View key={stay.quoteCityId} style={styles.day} wrap={false}>
              <Text style={styles.bold}>
                {stay.city}, {plural(stay.nights, "night")}
              </Text>
              {stay.hotelInfos.map((hotel) => (
                <Text key={hotel.hotelKey}>
                  {hotel.isAlternative ? "Alternative: " : ""}
                  {hotel.name} ({hotel.rating} star){hotel.address ? `, ${hotel.address}` : ""}
                  {hotel.selectionStatus === -1 ? " (you rejected this hotel)" : ""}
                </Text>
              ))}
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={styles.heading}>Inclusions</Text>
          {quote.inclusions.map((key) => (
            <Text key={key}>• {label(INCLUSION_OPTIONS, key)}</Text>
          ))}
          {quote.inclusionsText ? <Text>{quote.inclusionsText}</Text> : null}
          {quote.cabsText ? <Text>Cabs: {quote.cabsText}</Text> : null}
          {quote.flightsText ? <Text>Flights: {quote.flightsText}</Text> : null}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>Exclusions</Text>
          {quote.exclusions.map((key) => (
            <Text key={key}>• {label(EXCLUSION_OPTIONS, key)}</Text>
          ))}
          {quote.exclusionsText ? <Text>{quote.exclusionsText}</Text> : null}
        </View>

        <View style={styles.section} wrap={false}>
          <Text style={styles.heading}>Price</Text>
          <View style={styles.row}>
            <Text>
              {plural(p.travellers.adults, "adult")} x {money(p.pricePerAdultMinor, p.currency)}
            </Text>
            <Text>{money(p.travellers.adults * p.pricePerAdultMinor, p.currency)}</Text>
          </View>
          {p.travellers.children > 0 ? (
            <View style={styles.row}>
              <Text>
                {plural(p.travellers.children, NOUNS.child)} x{" "}
                {money(p.pricePerChildMinor, p.currency)}
              </Text>
              <Text>{money(p.travellers.children * p.pricePerChildMinor, p.currency)}</Text>
            </View>
          ) : null}
          {p.discountMinor > 0 ? (
            <View style={styles.row}>
              <Text>Discount</Text>
              <Text>-{money(p.discountMinor, p.currency)}</Text>
            </View>
          ) : null}
          {p.taxes.map((tax) => (
            <View key={tax.code} style={styles.row}>
              <Text>
                {tax.label}
                {tax.addedToTotal ? "" : " (collected at payment, credited against income tax)"}
              </Text>
              <Text>{money(tax.amountMinor, p.currency)}</Text>
            </View>
          ))}
          <View style={styles.total}>
            <Text style={styles.bold}>
              Total{quote.amounts.coupon ? ` after coupon ${quote.amounts.coupon.code}` : ""}
            </Text>
            <Text style={styles.bold}>
              {money(quote.amounts.totalMinor, quote.amounts.currency)}
            </Text>
          </View>
          <Text style={styles.muted}>
            {money(quote.amounts.perPersonMinor, quote.amounts.currency)} per person
          </Text>
        </View>

        {quote.cancellationPolicy.length > 0 ? (
          <View style={styles.section} wrap={false}>
            <Text style={styles.heading}>Cancellation policy</Text>
            {quote.cancellationPolicy.map((rule) => (
              <Text key={rule.daysBefore}>
                {rule.daysBefore > 0
                  ? `${rule.daysBefore} or more days before travel`
                  : "Less than that before travel"}
                : {rule.refundPercent}% refund
              </Text>
            ))}
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

/** The traveller's quote as a PDF (POST download quote). */
export async function renderQuotePdf(quote: QuoteView): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<QuoteDocument quote={quote} />));
}
