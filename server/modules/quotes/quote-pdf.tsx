import {
  Circle,
  Document,
  G,
  Image,
  Page,
  Path,
  Rect,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from "@react-pdf/renderer";
import { formatDate, NOUNS, plural } from "../../../common/format";
import {
  EXCLUSION_OPTIONS,
  INCLUSION_OPTIONS,
  type QuoteView,
  type ReasonOption,
} from "../../../common/quotes";
import { pdfFonts } from "../../lib/pdf-fonts";
import { PdfSvg } from "./pdf-svg";
import { pdfPriceRows } from "./quote-pdf-rows";
import type { ProposalPdf } from "./quote-types";

// Noto Sans is embedded so that ₹ prints (server/lib/pdf-fonts.ts, decision 0119).
const fonts = pdfFonts();

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
  hotel: { flexDirection: "row", alignItems: "center", gap: 8, marginTop: 4 },
  bold: { fontWeight: 700 },
  band: {
    flexDirection: "row",
    alignItems: "center",
    gap: 10,
    padding: 10,
    borderRadius: 6,
    marginBottom: 12,
  },
  logo: { width: 44, height: 44, borderRadius: 6 },
  bandName: { color: "#ffffff", fontSize: 14, fontWeight: 700 },
  bandNote: { color: "#ffffff", fontSize: 9 },
  total: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 1,
    borderTopColor: "#d1d5db",
    paddingTop: 4,
    marginTop: 4,
  },
});

/** The route map drawn with the PDF's own vector primitives, from the guides' map layout. */
function RouteMap({
  layout,
  color,
}: {
  layout: NonNullable<ProposalPdf["routeLayout"]>;
  color: string;
}) {
  const width = 523;
  const height = Math.round((layout.height / layout.width) * width);
  const route = layout.points.map((p, i) => `${i ? "L" : "M"}${p.x} ${p.y}`).join(" ");
  return (
    <Svg width={width} height={height} viewBox={`0 0 ${layout.width} ${layout.height}`}>
      <Rect x={0} y={0} width={layout.width} height={layout.height} fill="#cfe8f7" />
      <Path d={layout.grid} fill="none" stroke="#b6d7ec" strokeWidth={0.8} />
      <Path d={layout.land} fill="#f4efe4" stroke="#9fb7a0" strokeWidth={1} />
      <Path d={route} fill="none" stroke={color} strokeWidth={3} strokeDasharray="9 6" />
      {layout.points.map((p, i) => (
        <G key={`${p.label}-${p.x}-${p.y}`}>
          <Circle cx={p.x} cy={p.y} r={8} fill={color} stroke="#ffffff" strokeWidth={2} />
          <Text x={p.x + 12} y={p.y + 5} style={{ fontSize: 15, fontWeight: 700 }} fill="#0f172a">
            {`${i + 1}. ${p.label}`}
          </Text>
        </G>
      ))}
    </Svg>
  );
}

function QuoteDocument({ quote, brand }: { quote: QuoteView; brand: ProposalPdf | null }) {
  const destinations = quote.destinationsList.map((d) => d.name).join(", ");
  const colors = brand?.extras.branding ?? { brandColor: "#0f766e", accentColor: "#0f766e" };
  const heading = [styles.heading, { color: colors.accentColor }];
  return (
    <Document title={`Quote ${quote.id} v${quote.version}`} author={quote.agent.companyName}>
      <Page size="A4" style={styles.page}>
        <View style={[styles.band, { backgroundColor: colors.brandColor }]}>
          {brand?.logo ? (
            <Image
              style={styles.logo}
              src={{
                data: Buffer.from(brand.logo.bytes),
                format: brand.logo.type === "image/png" ? "png" : "jpg",
              }}
            />
          ) : null}
          <View>
            <Text style={styles.bandName}>{quote.agent.companyName}</Text>
            <Text style={styles.bandNote}>A proposal for your trip, through Triphive</Text>
          </View>
        </View>
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

        {brand?.routeLayout ? (
          <View style={styles.section} wrap={false}>
            <Text style={heading}>Your route</Text>
            <RouteMap layout={brand.routeLayout} color={colors.accentColor} />
            <Text style={styles.muted}>
              {brand.extras.routeStops.join(" → ")} · land: Natural Earth · straight lines, not
              roads
            </Text>
          </View>
        ) : null}

        <View style={styles.section}>
          <Text style={heading}>Itinerary</Text>
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
          <Text style={heading}>Hotels</Text>
          {quote.hotelsDetail.map((stay) => (
            <View key={stay.quoteCityId} style={styles.day} wrap={false}>
              <Text style={styles.bold}>
                {stay.city}, {plural(stay.nights, "night")}
              </Text>
              {stay.hotelInfos.map((hotel) => {
                const picture = brand?.hotelPictures[hotel.hotelKey];
                const line = (
                  <Text key="name">
                    {hotel.isAlternative ? "Alternative: " : ""}
                    {hotel.name} ({hotel.rating} star){hotel.address ? `, ${hotel.address}` : ""}
                    {hotel.selectionStatus === -1 ? " (you rejected this hotel)" : ""}
                  </Text>
                );
                return picture ? (
                  <View key={hotel.hotelKey} style={styles.hotel}>
                    <PdfSvg svg={picture} width={96} height={64} />
                    <View style={{ flex: 1 }}>{line}</View>
                  </View>
                ) : (
                  <View key={hotel.hotelKey}>{line}</View>
                );
              })}
            </View>
          ))}
        </View>

        <View style={styles.section}>
          <Text style={heading}>Inclusions</Text>
          {quote.inclusions.map((key) => (
            <Text key={key}>• {label(INCLUSION_OPTIONS, key)}</Text>
          ))}
          {quote.inclusionsText ? <Text>{quote.inclusionsText}</Text> : null}
          {quote.cabsText ? <Text>Cabs: {quote.cabsText}</Text> : null}
          {quote.flightsText ? <Text>Flights: {quote.flightsText}</Text> : null}
        </View>
        <View style={styles.section}>
          <Text style={heading}>Exclusions</Text>
          {quote.exclusions.map((key) => (
            <Text key={key}>• {label(EXCLUSION_OPTIONS, key)}</Text>
          ))}
          {quote.exclusionsText ? <Text>{quote.exclusionsText}</Text> : null}
        </View>

        <View style={styles.section} wrap={false}>
          <Text style={heading}>Price</Text>
          {pdfPriceRows(quote).map((row) =>
            row.kind === "line" ? (
              <View key={row.label} style={styles.row}>
                <Text>{row.label}</Text>
                <Text>{row.amount}</Text>
              </View>
            ) : row.kind === "total" ? (
              <View key={row.label} style={styles.total}>
                <Text style={styles.bold}>{row.label}</Text>
                <Text style={styles.bold}>{row.amount}</Text>
              </View>
            ) : (
              <Text key={row.label} style={styles.muted}>
                {row.amount} {row.label}
              </Text>
            ),
          )}
        </View>

        {quote.cancellationPolicy.length > 0 ? (
          <View style={styles.section} wrap={false}>
            <Text style={heading}>Cancellation policy</Text>
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
export async function renderQuotePdf(
  quote: QuoteView,
  brand: ProposalPdf | null = null,
): Promise<Uint8Array> {
  return new Uint8Array(await renderToBuffer(<QuoteDocument quote={quote} brand={brand} />));
}
