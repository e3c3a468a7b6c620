// CSV as RFC 4180 reads it, safe to open in a spreadsheet: a field with a comma, a quote or a
// line break is quoted (quotes doubled), and a text field that a spreadsheet would run as a
// formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe (OWASP's
// CSV-injection advice). Numbers are written as they are.

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated as RFC 4180 says. */
export function csvOf(header: string[], rows: CsvValue[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n")}\r\n`;
}
